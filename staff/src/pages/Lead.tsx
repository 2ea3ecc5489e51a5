// Owns a lead's page: its fields, files (downloaded through the API with the session), a quote's priced configuration, the
// proof of consent, the mails sent, its history, a reply from a template in the lead's language, and its status changed
// with a reason against the version read. A change whose session ended is kept, and resumed after sign-in; a colleague's
// change meanwhile is said, the reason kept.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api, ApiError, isSignedOut } from '../api';
import { formatDateTime, formatMoney, formatSize } from '../format';
import { currentLocale } from '../i18n';
import { LEAD_STATUSES, type LeadStatus } from '../inbox';
import { PENDING_KEY, pendingFor, serializePending } from '../pendingChange';
import { useSignInAgain } from './Layout';

interface Configuration {
  model: { title: string; kind: string };
  base: number;
  lines: { list: string; option: string | null; title: string | null; price: number }[];
  total: number;
}

interface LeadRecord {
  id: string;
  reference: string | null;
  form: string;
  locale: 'fr' | 'en';
  status: LeadStatus;
  version: number;
  createdAt: string;
  page: string | null;
  fields: { name: string; value: unknown; label: Record<'fr' | 'en', string> }[];
  configuration: Configuration | null;
  configurationLabels: Record<string, Record<'fr' | 'en', string>>;
  attachments: { id: string; field: string; filename: string; mediaType: string; size: number }[];
  consents: { text: string; version: string; at: string; ip: string | null; page: string | null; confirmedAt: string | null }[];
  mails: { kind: string; recipient: string; subject: string | null; queuedAt: string; sentAt: string | null; attempts: number }[];
  history: {
    id: number;
    at: string;
    memberEmail: string | null;
    before: { status?: string } | null;
    after: { status?: string; reason?: string } | null;
  }[];
}

const TEMPLATES = ['received', 'callBack', 'quoteReady'] as const;

type Outcome = { kind: 'saved' | 'resumed' | 'conflict' | 'error'; text: string } | null;

/** A field's value as text: lists joined, yes/no for booleans. */
const fieldText = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'object' && value ? JSON.stringify(value) : String(value);

export function LeadPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = currentLocale();
  const [lead, setLead] = useState<LeadRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<LeadStatus>('contacted');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const signInAgain = useSignInAgain();
  const resumed = useRef(false);
  const [template, setTemplate] = useState<(typeof TEMPLATES)[number]>('received');
  const [note, setNote] = useState('');
  const [replying, setReplying] = useState(false);
  const [replied, setReplied] = useState<Outcome>(null);

  const load = useCallback(async () => {
    const read = await api<LeadRecord>(`/staff/leads/${id}`);
    setLead(read);
    return read;
  }, [id]);

  const save = useCallback(
    async (change: { status: LeadStatus; reason: string; version: number }, resuming: boolean) => {
      setBusy(true);
      setOutcome(null);
      try {
        const done = await api<{ status: LeadStatus }>(`/staff/leads/${id}/status`, {
          method: 'POST',
          body: { status: change.status, reason: change.reason },
          ifMatch: change.version,
        });
        sessionStorage.removeItem(PENDING_KEY);
        setReason('');
        await load();
        setOutcome({
          kind: resuming ? 'resumed' : 'saved',
          text: `${resuming ? `${t('lead.resumed')} ` : ''}${t('lead.saved', { status: t(`statuses.${done.status}`) })}`,
        });
      } catch (caught) {
        if (isSignedOut(caught)) {
          // Kept on this tab: after sign-in, this page finds it and sends it again, against the same version.
          sessionStorage.setItem(PENDING_KEY, serializePending({ leadId: id, ...change, at: Date.now() }));
          return signInAgain();
        }
        sessionStorage.removeItem(PENDING_KEY);
        if (caught instanceof ApiError && caught.code === 'conflict') {
          const current = (caught.body.current as { status: LeadStatus }).status;
          setReason(change.reason);
          setStatus(change.status);
          await load();
          setOutcome({ kind: 'conflict', text: t('lead.conflict', { status: t(`statuses.${current}`) }) });
        } else {
          setOutcome({ kind: 'error', text: caught instanceof ApiError && caught.message ? caught.message : t('errors.network') });
        }
      } finally {
        setBusy(false);
      }
    },
    [id, load, signInAgain, t],
  );

  useEffect(() => {
    api<LeadRecord>(`/staff/leads/${id}`)
      .then((read) => {
        setLead(read);
        const pending = pendingFor(sessionStorage.getItem(PENDING_KEY), read.id, Date.now());
        if (pending && !resumed.current) {
          resumed.current = true;
          setStatus(pending.status as LeadStatus);
          setReason(pending.reason);
          void save({ status: pending.status as LeadStatus, reason: pending.reason, version: pending.version }, true);
        } else {
          setStatus(read.status === 'new' ? 'contacted' : read.status);
        }
      })
      .catch((caught: unknown) => {
        if (isSignedOut(caught)) return signInAgain();
        setError(caught instanceof ApiError && caught.status === 404 ? t('lead.notFound') : t('errors.network'));
      });
    // Read once per lead; the pending change is resumed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (error)
    return (
      <main id="main">
        <p>
          <Link to="/">{t('lead.back')}</Link>
        </p>
        <p className="error" role="alert">
          {error}
        </p>
      </main>
    );
  if (!lead)
    return (
      <main id="main">
        <p role="status">{t('loading')}</p>
      </main>
    );

  async function sendReply(event: FormEvent) {
    event.preventDefault();
    setReplying(true);
    setReplied(null);
    try {
      const sent = await api<{ to: string; subject: string }>(`/staff/leads/${id}/reply`, { method: 'POST', body: { template, note } });
      setNote('');
      await load();
      setReplied({ kind: 'saved', text: t('lead.sent', sent) });
    } catch (caught) {
      if (isSignedOut(caught)) return signInAgain();
      setReplied({ kind: 'error', text: caught instanceof ApiError && caught.message ? caught.message : t('errors.network') });
    } finally {
      setReplying(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ status, reason, version: lead!.version }, false);
  }

  return (
    <main id="main" className="lead">
      <p>
        <Link to="/">{t('lead.back')}</Link>
      </p>
      <h1>
        {t('lead.title', { reference: lead.reference ?? '' })}{' '}
        <span className={`status status-${lead.status}`}>{t(`statuses.${lead.status}`)}</span>
      </h1>
      <p className="muted">
        {t(`forms.${lead.form}`, { defaultValue: lead.form })} ·{' '}
        {t('lead.received', { date: formatDateTime(lead.createdAt, locale), language: t(`lead.languages.${lead.locale}`) })}
      </p>

      <div className="columns">
        <div>
          <section aria-labelledby="fields-title">
            <h2 id="fields-title">{t('lead.fields')}</h2>
            <dl className="fields">
              {lead.fields.map((field) => (
                <div key={field.name}>
                  <dt>{field.label[locale]}</dt>
                  <dd>{fieldText(field.value)}</dd>
                </div>
              ))}
            </dl>
          </section>

          {lead.configuration ? (
            <section aria-labelledby="configuration-title">
              <h2 id="configuration-title">{t('lead.configuration', { model: lead.configuration.model.title })}</h2>
              <div className="table-scroll">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('lead.configurationColumns.option')}</th>
                      <th scope="col">{t('lead.configurationColumns.choice')}</th>
                      <th scope="col" className="number">
                        {t('lead.configurationColumns.price')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">{t('lead.base')}</th>
                      <td>{lead.configuration.model.title}</td>
                      <td className="number">{formatMoney(lead.configuration.base, locale)}</td>
                    </tr>
                    {lead.configuration.lines.map((line) => (
                      <tr key={line.list}>
                        <th scope="row">{lead.configurationLabels[line.list]?.[locale] ?? line.list}</th>
                        <td>{line.title ?? t('lead.none')}</td>
                        <td className="number">{line.price ? formatMoney(line.price, locale) : t('lead.none')}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        {t('lead.total')}
                      </th>
                      <td className="number">{formatMoney(lead.configuration.total, locale)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            </section>
          ) : null}

          <section aria-labelledby="files-title">
            <h2 id="files-title">{t('lead.attachments')}</h2>
            {lead.attachments.length === 0 ? (
              <p className="muted">{t('lead.noAttachments')}</p>
            ) : (
              <ul>
                {lead.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={`/api/staff/leads/${lead.id}/attachments/${file.id}`} download={file.filename}>
                      {t('lead.download', { name: file.filename, size: formatSize(file.size, locale) })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="consent-title">
            <h2 id="consent-title">{t('lead.consent')}</h2>
            {lead.consents.length === 0 ? (
              <p className="muted">{t('lead.noConsent')}</p>
            ) : (
              <ul>
                {lead.consents.map((consent) => (
                  <li key={consent.at}>
                    {t('lead.consentLine', {
                      date: formatDateTime(consent.at, locale),
                      version: consent.version,
                      page: consent.page ?? '—',
                      ip: consent.ip ?? '—',
                      text: consent.text,
                    })}{' '}
                    {consent.confirmedAt
                      ? t('lead.consentConfirmed', { date: formatDateTime(consent.confirmedAt, locale) })
                      : t('lead.consentPending')}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="mails-title">
            <h2 id="mails-title">{t('lead.mails')}</h2>
            {lead.mails.length === 0 ? (
              <p className="muted">{t('lead.noMails')}</p>
            ) : (
              <ul>
                {lead.mails.map((mail) => (
                  <li key={`${mail.queuedAt}-${mail.recipient}-${mail.kind}`}>
                    {t('lead.mailLine', { subject: mail.subject ?? mail.kind, recipient: mail.recipient })} ·{' '}
                    <span className="muted">
                      {mail.sentAt
                        ? t('lead.mailSent', { date: formatDateTime(mail.sentAt, locale) })
                        : t('lead.mailWaiting', { attempts: mail.attempts })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div>
          <section aria-labelledby="change-title" className="panel">
            <h2 id="change-title">{t('lead.change')}</h2>
            <form onSubmit={submit}>
              <label htmlFor="new-status">{t('lead.newStatus')}</label>
              <select id="new-status" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
                {LEAD_STATUSES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`statuses.${choice}`)}
                  </option>
                ))}
              </select>
              <label htmlFor="reason">{t('lead.reason')}</label>
              <textarea
                id="reason"
                required
                maxLength={500}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-describedby="reason-hint"
              />
              <p id="reason-hint" className="muted">
                {t('lead.reasonHint')}
              </p>
              <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
                {busy ? t('lead.saving') : t('lead.save')}
              </button>
              <div aria-live="polite">
                {outcome ? (
                  <p className={outcome.kind === 'saved' || outcome.kind === 'resumed' ? 'success' : 'error'}>{outcome.text}</p>
                ) : null}
              </div>
            </form>
          </section>

          <section aria-labelledby="reply-title" className="panel">
            <h2 id="reply-title">{t('lead.reply')}</h2>
            <p className="muted">{t('lead.replyIntro', { language: t(`lead.languages.${lead.locale}`) })}</p>
            <form onSubmit={(event) => void sendReply(event)}>
              <label htmlFor="reply-template">{t('lead.template')}</label>
              <select
                id="reply-template"
                value={template}
                onChange={(event) => setTemplate(event.target.value as (typeof TEMPLATES)[number])}
              >
                {TEMPLATES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`lead.templates.${choice}`)}
                  </option>
                ))}
              </select>
              <label htmlFor="reply-note">{t('lead.note')}</label>
              <textarea
                id="reply-note"
                maxLength={2000}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                aria-describedby="reply-note-hint"
              />
              <p id="reply-note-hint" className="muted">
                {t('lead.noteHint')}
              </p>
              <button type="submit" className="primary" disabled={replying} aria-busy={replying}>
                {replying ? t('lead.sending') : t('lead.send')}
              </button>
              <div aria-live="polite">
                {replied ? <p className={replied.kind === 'saved' ? 'success' : 'error'}>{replied.text}</p> : null}
              </div>
            </form>
          </section>

          <section aria-labelledby="history-title">
            <h2 id="history-title">{t('lead.history')}</h2>
            {lead.history.length === 0 ? (
              <p className="muted">{t('lead.noHistory')}</p>
            ) : (
              <ol className="history">
                {lead.history.map((entry) => (
                  <li key={entry.id}>
                    <span className="muted">{formatDateTime(entry.at, locale)}</span>{' '}
                    {t('lead.historyLine', {
                      who: entry.memberEmail ?? '—',
                      from: t(`statuses.${entry.before?.status ?? 'new'}`),
                      to: t(`statuses.${entry.after?.status ?? 'new'}`),
                    })}
                    {entry.after?.reason ? <p>{t('lead.historyReason', { reason: entry.after.reason })}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
