// Owns the team page (admins): the members with their roles and passkeys, an invitation's link made, an access revoked.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, isSignedOut } from '../api';
import { formatDateTime } from '../format';
import { currentLocale } from '../i18n';
import { useSession, type Role } from '../session';
import { useSignInAgain } from './Layout';

interface Member {
  id: string;
  email: string;
  name: string;
  role: Role;
  revokedAt: string | null;
  passkeys: number;
}

const ROLES: Role[] = ['admin', 'sales', 'service', 'counter'];

export function Members() {
  const { t } = useTranslation();
  const { session } = useSession();
  const locale = currentLocale();
  const [members, setMembers] = useState<Member[] | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('sales');
  const [link, setLink] = useState<{ link: string; email: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signInAgain = useSignInAgain();

  const failed = useCallback(
    (caught: unknown) => {
      if (isSignedOut(caught)) return signInAgain();
      setError(caught instanceof ApiError && caught.message ? caught.message : t('errors.network'));
    },
    [signInAgain, t],
  );
  const load = useCallback(() => api<{ members: Member[] }>('/staff/members').then((read) => setMembers(read.members), failed), [failed]);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function invite(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLink(null);
    await api<{ link: string; email: string; expiresAt: string }>('/staff/members/invitations', {
      method: 'POST',
      body: { email, role },
    }).then((made) => {
      setLink(made);
      setEmail('');
    }, failed);
  }

  async function revoke(member: Member) {
    if (!window.confirm(t('members.confirmRevoke', { name: member.name }))) return;
    setError(null);
    await api(`/staff/members/${member.id}/revoke`, { method: 'POST' }).then(load, failed);
  }

  return (
    <main id="main">
      <h1>{t('members.title')}</h1>
      <section aria-labelledby="invite-title" className="panel">
        <h2 id="invite-title">{t('members.invite')}</h2>
        <form onSubmit={(event) => void invite(event)} className="inline-form">
          <div>
            <label htmlFor="invite-email">{t('members.email')}</label>
            <input
              id="invite-email"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor="invite-role">{t('members.role')}</label>
            <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {ROLES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`roles.${choice}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="primary">
            {t('members.send')}
          </button>
        </form>
        <div aria-live="polite">
          {link ? (
            <p className="success">
              {t('members.link', { email: link.email, date: formatDateTime(link.expiresAt, locale) })}{' '}
              <code className="invitation-link">{link.link}</code>
            </p>
          ) : null}
        </div>
      </section>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {!members ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('members.columns.name')}</th>
                <th scope="col">{t('members.columns.email')}</th>
                <th scope="col">{t('members.columns.role')}</th>
                <th scope="col" className="number">
                  {t('members.columns.passkeys')}
                </th>
                <th scope="col">{t('members.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{member.name}</th>
                  <td>{member.email}</td>
                  <td>{t(`roles.${member.role}`)}</td>
                  <td className="number">{member.passkeys}</td>
                  <td>
                    {member.revokedAt ? (
                      t('members.revoked', { date: formatDateTime(member.revokedAt, locale) })
                    ) : member.id === session?.member.id ? (
                      t('members.active')
                    ) : (
                      <button type="button" className="link danger" onClick={() => void revoke(member)}>
                        {t('members.revoke', { name: member.name })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
