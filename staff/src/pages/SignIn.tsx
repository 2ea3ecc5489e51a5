// Owns the sign-in page: a passkey, discoverable (no address typed), then back to the page the member was on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { api, ApiError } from '../api';
import { useSession, type Session } from '../session';
import { safeNext } from '../next';

export function SignIn() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const expired = search.get('expired') === '1';

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { options, challengeId } = await api<{
        options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
        challengeId: string;
      }>('/staff/auth/sign-in/options', { method: 'POST' });
      const response = await startAuthentication({ optionsJSON: options }).catch(() => null);
      if (!response) {
        setError(t('signIn.cancelled'));
        return;
      }
      const session = await api<Session>('/staff/auth/sign-in/verify', { method: 'POST', body: { challengeId, response } });
      signedIn(session);
      await navigate(safeNext(search.get('next')), { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="narrow">
      <h1>{t('signIn.title')}</h1>
      {expired ? (
        <p className="notice" role="status">
          {t('signIn.expired')}
        </p>
      ) : null}
      <p>{t('signIn.intro')}</p>
      {browserSupportsWebAuthn() ? (
        <button type="button" className="primary" onClick={() => void signIn()} disabled={busy} aria-busy={busy}>
          {busy ? t('signIn.working') : t('signIn.button')}
        </button>
      ) : (
        <p className="error">{t('signIn.unsupported')}</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="muted">{t('signIn.noInvitation')}</p>
    </main>
  );
}
