// Owns the sales inbox: every lead by form, date and status, its counts per status as the filter's choices.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError, isSignedOut } from '../api';
import { formatDateTime } from '../format';
import { currentLocale } from '../i18n';
import { filterFromSearch, LEAD_FORMS, LEAD_STATUSES, searchOfFilter } from '../inbox';
import { useSession } from '../session';
import { useSignInAgain } from './Layout';
import type { Inbox as InboxAnswer } from '@storefront/validation/staff-api';

export function Inbox() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const query = searchOfFilter(filter);
  const [inbox, setInbox] = useState<InboxAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signInAgain = useSignInAgain();
  const locale = currentLocale();

  useEffect(() => {
    if (!session?.areas.includes('leads')) return;
    api<InboxAnswer>(`/staff/leads${query}`)
      .then(setInbox)
      .catch((caught: unknown) => {
        if (isSignedOut(caught)) return signInAgain();
        setError(caught instanceof ApiError && caught.message ? caught.message : t('errors.network'));
      });
    // signInAgain changes with the location, which query already follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, session, t]);

  if (!session?.areas.includes('leads'))
    return (
      <main id="main">
        <p>{t('welcome')}</p>
      </main>
    );

  const total = inbox ? LEAD_STATUSES.reduce((sum, status) => sum + inbox.counts.status[status], 0) : 0;
  const choose = (next: typeof filter) => setSearch(new URLSearchParams(searchOfFilter(next).slice(1)));

  return (
    <main id="main">
      <h1>{t('inbox.title')}</h1>
      <div className="filters" role="group" aria-label={t('inbox.filters')}>
        <ul className="tabs">
          <li>
            <button type="button" aria-pressed={!filter.status} onClick={() => choose({ ...filter, status: undefined })}>
              {t('inbox.all')} <span className="count">{total}</span>
            </button>
          </li>
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <button type="button" aria-pressed={filter.status === status} onClick={() => choose({ ...filter, status })}>
                {t(`statuses.${status}`)} <span className="count">{inbox?.counts.status[status] ?? 0}</span>
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor="form-filter">{t('inbox.form')}</label>
        <select
          id="form-filter"
          value={filter.form ?? ''}
          onChange={(event) => choose({ ...filter, form: event.target.value || undefined })}
        >
          <option value="">{t('inbox.allForms')}</option>
          {LEAD_FORMS.map((form) => (
            <option key={form} value={form}>
              {t(`forms.${form}`)} ({inbox?.counts.form[form] ?? 0})
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {!inbox ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <p role="status" className="muted">
            {t('inbox.count', { count: inbox.leads.length })}
          </p>
          {inbox.leads.length === 0 ? (
            <p>{t('inbox.empty')}</p>
          ) : (
            <ul className="leads">
              {inbox.leads.map((lead) => (
                <li key={lead.id}>
                  <Link to={`/leads/${lead.id}`}>
                    <span className="lead-name">{lead.name ?? t('inbox.unnamed')}</span>
                    <span className={`status status-${lead.status}`}>{t(`statuses.${lead.status}`)}</span>
                    <span className="muted">
                      {t(`forms.${lead.form}`, { defaultValue: lead.form })} · {lead.reference ?? '—'} ·{' '}
                      {formatDateTime(lead.createdAt, locale)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}
