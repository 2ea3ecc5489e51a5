// Owns the audit log's page (admins): every change made from the console, newest first, with who, when, before and after.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, isSignedOut } from '../api';
import { formatDateTime } from '../format';
import { currentLocale } from '../i18n';
import { useSignInAgain } from './Layout';
import type { AuditRow } from '@storefront/validation/staff-api';

type Entry = AuditRow;

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export function Audit() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signInAgain = useSignInAgain();
  useEffect(() => {
    api<{ entries: Entry[] }>('/staff/audit').then(
      (read) => setEntries(read.entries),
      (caught: unknown) => {
        if (isSignedOut(caught)) return signInAgain();
        setError(caught instanceof ApiError && caught.message ? caught.message : t('errors.network'));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <main id="main">
      <h1>{t('audit.title')}</h1>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {!entries ? (
        <p role="status">{t('loading')}</p>
      ) : entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="audit">
            <thead>
              <tr>
                <th scope="col">{t('audit.columns.when')}</th>
                <th scope="col">{t('audit.columns.who')}</th>
                <th scope="col">{t('audit.columns.what')}</th>
                <th scope="col">{t('audit.columns.subject')}</th>
                <th scope="col">{t('audit.columns.before')}</th>
                <th scope="col">{t('audit.columns.after')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at, locale)}</td>
                  <td>{entry.memberEmail ?? t('audit.system')}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    <code>{entry.subject}</code>
                  </td>
                  <td>
                    <pre>{json(entry.before)}</pre>
                  </td>
                  <td>
                    <pre>{json(entry.after)}</pre>
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
