// Owns the invitation page: the link's token (in the address's fragment) read, the member's name asked, their passkey made.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { startRegistration } from '@simplewebauthn/browser';
import { api, ApiError } from '../api';
import { useSession, type Session } from '../session';

type Invitation = { email: string; role: string };

export function InvitationPage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [token] = useState(() => window.location.hash.slice(1));
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t('invitation.missing'));

  useEffect(() => {
    if (!token) return;
    // Asked only to show whom it is for: the options are asked again, fresh, when the passkey is made.
    api<Invitation>('/staff/auth/invitation/options', { method: 'POST', body: { token } })
      .then((read) => setInvitation({ email: read.email, role: read.role }))
      .catch((caught: unknown) => setError(caught instanceof ApiError && caught.message ? caught.message : t('errors.network')));
  }, [token, t]);

  async function register(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { options, challengeId } = await api<{ options: Parameters<typeof startRegistration>[0]['optionsJSON']; challengeId: string }>(
        '/staff/auth/invitation/options',
        { method: 'POST', body: { token } },
      );
      const response = await startRegistration({ optionsJSON: options }).catch(() => null);
      if (!response) {
        setError(t('signIn.cancelled'));
        return;
      }
      const session = await api<Session>('/staff/auth/invitation/verify', { method: 'POST', body: { token, name, challengeId, response } });
      signedIn(session);
      // The token leaves the address bar and the history.
      await navigate('/', { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="narrow">
      <h1>{t('invitation.title')}</h1>
      {invitation ? (
        <form onSubmit={(event) => void register(event)}>
          <p>{t('invitation.intro', { email: invitation.email, role: t(`roles.${invitation.role}`) })}</p>
          <label htmlFor="member-name">{t('invitation.name')}</label>
          <input
            id="member-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-describedby="member-name-hint"
          />
          <p id="member-name-hint" className="muted">
            {t('invitation.nameHint')}
          </p>
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {busy ? t('invitation.working') : t('invitation.button')}
          </button>
        </form>
      ) : !error ? (
        <p role="status">{t('invitation.loading')}</p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </main>
  );
}
