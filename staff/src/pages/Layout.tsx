// Owns the signed-in frame of the console: the header (who is signed in, the language, sign-out), the menu of the member's
// areas, and the way back to sign-in when the session is gone.
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api';
import { currentLocale, switchLocale } from '../i18n';
import { useSession } from '../session';

export function Layout() {
  const { t } = useTranslation();
  const { session, expired, signedOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (session === undefined) return <p role="status">{t('loading')}</p>;
  if (session === null)
    return (
      <Navigate to={`/sign-in?${expired ? 'expired=1&' : ''}next=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );

  async function signOut() {
    await api('/staff/auth/sign-out', { method: 'POST' }).catch(() => undefined);
    signedOut();
    await navigate('/sign-in', { replace: true });
  }

  return (
    <>
      <a className="skip" href="#main">
        {t('skip')}
      </a>
      <header className="bar">
        <p className="brand">
          {t('store')} <span>· {t('console')}</span>
        </p>
        <p className="who">{t('signedInAs', { name: session.member.name, role: t(`roles.${session.member.role}`) })}</p>
        <div className="actions">
          <button
            type="button"
            className="link"
            lang={currentLocale() === 'fr' ? 'en' : 'fr'}
            onClick={() => void switchLocale(currentLocale() === 'fr' ? 'en' : 'fr')}
          >
            {t('language')}
          </button>
          <button type="button" className="link" onClick={() => void signOut()}>
            {t('signOut')}
          </button>
        </div>
      </header>
      {session.areas.length ? (
        <nav aria-label={t('nav.label')} className="menu">
          <ul>
            {session.areas.includes('leads') ? (
              <li>
                <NavLink to="/" end>
                  {t('nav.inbox')}
                </NavLink>
              </li>
            ) : null}
            {session.areas.includes('members') ? (
              <li>
                <NavLink to="/members">{t('nav.members')}</NavLink>
              </li>
            ) : null}
            {session.areas.includes('audit') ? (
              <li>
                <NavLink to="/audit">{t('nav.audit')}</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <Outlet />
    </>
  );
}

/** Where a page's request found the session ended: back to sign-in (Layout), saying so, then back to this page. */
export function useSignInAgain() {
  const { signedOut } = useSession();
  return () => signedOut(true);
}
