// Owns the sales inbox's data: every lead by form, date and status with the counts, a lead's whole record (its fields, files,
// priced configuration, proof of consent, mails and history), and a status changed with its reason against the version read.
import { optionListLabel } from '@storefront/contracts';
import { FIELD_LABELS, fieldLabel } from '@storefront/validation';
import { isLeadStatus, LEAD_STATUSES, type Inbox, type InboxLead, type LeadStatus } from '@storefront/validation/staff-api';
import type { Db, Queryable } from '../db';
import { readAudit, recordChange, type AuditRow } from './audit';
import type { StaffMember } from './session';

export { isLeadStatus, LEAD_STATUSES, type Inbox, type InboxLead, type LeadStatus };

/** A reason is said in a sentence or two. */
export const REASON_MAX = 500;

export interface InboxFilter {
  status?: LeadStatus;
  form?: string;
}

const FORM = /^[a-z][a-z-]{0,40}$/;

/** The inbox's filter from a query string: anything else is no filter. */
export function inboxFilter(query: unknown): InboxFilter {
  const { status, form } = (query ?? {}) as Record<string, unknown>;
  return { ...(isLeadStatus(status) ? { status } : {}), ...(typeof form === 'string' && FORM.test(form) ? { form } : {}) };
}

/** The newsletter's sign-ups are not leads: the inbox is every other form. */
const LEAD_FORMS = "form <> 'newsletter'";

export async function readInbox(db: Queryable, filter: InboxFilter, limit = 200): Promise<Inbox> {
  const rows = await db.query<{
    id: string;
    reference: string | null;
    form: string;
    locale: string;
    status: LeadStatus;
    created_at: Date;
    name: string | null;
    email: string | null;
  }>(
    `SELECT id, reference, form, locale, status, created_at,
       COALESCE(fields->>'name', NULLIF(concat_ws(' ', fields->>'firstname', fields->>'lastname'), '')) AS name, fields->>'email' AS email
     FROM submissions WHERE ${LEAD_FORMS} AND ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR form = $2)
     ORDER BY created_at DESC LIMIT $3`,
    [filter.status ?? null, filter.form ?? null, limit],
  );
  const byStatus = await db.query<{ key: LeadStatus; n: number }>(
    `SELECT status AS key, count(*)::int AS n FROM submissions WHERE ${LEAD_FORMS} GROUP BY status`,
  );
  const byForm = await db.query<{ key: string; n: number }>(
    `SELECT form AS key, count(*)::int AS n FROM submissions WHERE ${LEAD_FORMS} GROUP BY form`,
  );
  const status = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const row of byStatus) status[row.key] = Number(row.n);
  return {
    leads: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      form: row.form,
      locale: row.locale,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      name: row.name,
      email: row.email,
    })),
    counts: { status, form: Object.fromEntries(byForm.map((row) => [row.key, Number(row.n)])) },
  };
}

export interface LeadRecord {
  id: string;
  reference: string | null;
  form: string;
  locale: string;
  status: LeadStatus;
  version: number;
  createdAt: string;
  page: string | null;
  /** Each field with its label in both languages, as the forms show it (the console switches language in place). */
  fields: { name: string; value: unknown; label: Bilingual }[];
  configuration: unknown;
  /** The labels of the configuration's option lists (shapes: Forme / Shape). */
  configurationLabels: Record<string, Bilingual>;
  attachments: { id: string; field: string; filename: string; mediaType: string; size: number }[];
  /** The proof of consent CASL asks for: each newsletter sign-up of the lead or its address, its words, version, time and place. */
  consents: {
    kind: 'newsletter';
    text: string;
    version: string;
    at: string;
    ip: string | null;
    page: string | null;
    confirmedAt: string | null;
  }[];
  mails: {
    kind: string;
    recipient: string;
    subject: string | null;
    queuedAt: string;
    sentAt: string | null;
    attempts: number;
    lastError: string | null;
  }[];
  history: AuditRow[];
}

type Bilingual = { fr: string; en: string };

/** The forms' order of fields (the database keeps a record's keys in an order of its own). */
const FIELD_ORDER = Object.keys(FIELD_LABELS.fr);
const rank = (name: string) => (FIELD_ORDER.includes(name) ? FIELD_ORDER.indexOf(name) : FIELD_ORDER.length);

/** A lead's fields in the forms' order (any other after them), each with its label in French and English. */
export const labelledFields = (fields: Record<string, unknown>): LeadRecord['fields'] =>
  Object.entries(fields)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => ({ name, value, label: { fr: fieldLabel(name, 'fr'), en: fieldLabel(name, 'en') } }));

/** The labels of a priced configuration's lists, in both languages; none for a lead without one. */
export function configurationLabels(configuration: unknown): Record<string, Bilingual> {
  const { model, lines } = (configuration ?? {}) as { model?: { kind?: string }; lines?: { list?: unknown }[] };
  const kind = model?.kind === 'spa' ? 'spa' : 'pool';
  const lists = (Array.isArray(lines) ? lines : []).map((line) => line.list).filter((list): list is string => typeof list === 'string');
  return Object.fromEntries(lists.map((list) => [list, { fr: optionListLabel(list, kind, 'fr'), en: optionListLabel(list, kind, 'en') }]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function readLead(db: Queryable, id: string): Promise<LeadRecord | null> {
  if (!UUID.test(id)) return null;
  const [lead] = await db.query<{
    id: string;
    reference: string | null;
    form: string;
    locale: string;
    status: LeadStatus;
    version: number;
    created_at: Date;
    page: string | null;
    fields: Record<string, unknown>;
    configuration: unknown;
  }>('SELECT id, reference, form, locale, status, version, created_at, page, fields, configuration FROM submissions WHERE id = $1', [id]);
  if (!lead) return null;
  const attachments = await db.query<{ id: string; field: string; filename: string; media_type: string; size_bytes: string | number }>(
    'SELECT id, field, filename, media_type, size_bytes FROM attachments WHERE submission_id = $1 ORDER BY filename',
    [id],
  );
  const consents = await db.query<{
    consent_text: string;
    consent_version: string;
    requested_at: Date;
    consent_ip: string | null;
    consent_page: string | null;
    confirmed_at: Date | null;
  }>(
    // The forms ask no consent of their own: the proof is the newsletter's, made by this lead or by its address.
    `SELECT consent_text, consent_version, requested_at, consent_ip, consent_page, confirmed_at FROM newsletter_signups
     WHERE submission_id = $1 OR ($2::text IS NOT NULL AND lower(email) = lower($2)) ORDER BY requested_at`,
    [id, typeof lead.fields.email === 'string' ? lead.fields.email : null],
  );
  const mails = await db.query<{
    kind: string;
    recipient: string;
    subject: string | null;
    created_at: Date;
    sent_at: Date | null;
    attempts: number;
    last_error: string | null;
  }>(
    "SELECT kind, recipient, message->>'subject' AS subject, created_at, sent_at, attempts, last_error FROM outbox WHERE submission_id = $1 ORDER BY created_at, id",
    [id],
  );
  return {
    id: lead.id,
    reference: lead.reference,
    form: lead.form,
    locale: lead.locale,
    status: lead.status,
    version: Number(lead.version),
    createdAt: new Date(lead.created_at).toISOString(),
    page: lead.page,
    fields: labelledFields(lead.fields),
    configuration: lead.configuration,
    configurationLabels: configurationLabels(lead.configuration),
    attachments: attachments.map((a) => ({
      id: a.id,
      field: a.field,
      filename: a.filename,
      mediaType: a.media_type,
      size: Number(a.size_bytes),
    })),
    consents: consents.map((c) => ({
      kind: 'newsletter' as const,
      text: c.consent_text,
      version: c.consent_version,
      at: new Date(c.requested_at).toISOString(),
      ip: c.consent_ip,
      page: c.consent_page,
      confirmedAt: iso(c.confirmed_at),
    })),
    mails: mails.map((m) => ({
      kind: m.kind,
      recipient: m.recipient,
      subject: m.subject,
      queuedAt: new Date(m.created_at).toISOString(),
      sentAt: iso(m.sent_at),
      attempts: Number(m.attempts),
      lastError: m.last_error,
    })),
    history: await readAudit(db, { subject: `lead:${id}` }),
  };
}

/** An attachment of a lead, by its id: where its bytes are kept, its name and type. */
export async function leadAttachment(
  db: Queryable,
  leadId: string,
  attachmentId: string,
): Promise<{ key: string; filename: string; mediaType: string } | null> {
  if (!UUID.test(leadId) || !UUID.test(attachmentId)) return null;
  const [row] = await db.query<{ storage_key: string; filename: string; media_type: string }>(
    'SELECT storage_key, filename, media_type FROM attachments WHERE id = $1 AND submission_id = $2',
    [attachmentId, leadId],
  );
  return row ? { key: row.storage_key, filename: row.filename, mediaType: row.media_type } : null;
}

export type StatusChange =
  | { ok: true; status: LeadStatus; version: number }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'conflict'; current: { status: LeadStatus; version: number } };

/**
 * Moves a lead to `status` if it is still at the version the member read: the update names that version, so of two changes
 * made at once only the first applies, and the second is told where the lead now stands. Logged with its reason.
 */
export async function changeLeadStatus(
  db: Db,
  by: StaffMember,
  change: { id: string; status: LeadStatus; reason: string; version: number },
  now: Date,
): Promise<StatusChange> {
  if (!UUID.test(change.id)) return { ok: false, reason: 'notFound' };
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ status: LeadStatus; version: number }>(
      'SELECT status, version FROM submissions WHERE id = $1 FOR UPDATE',
      [change.id],
    );
    if (!before) return { ok: false, reason: 'notFound' } as const;
    if (Number(before.version) !== change.version)
      return { ok: false, reason: 'conflict', current: { status: before.status, version: Number(before.version) } } as const;
    const version = change.version + 1;
    await tx.query('UPDATE submissions SET status = $2, version = $3 WHERE id = $1', [change.id, change.status, version]);
    await recordChange(
      tx,
      by,
      {
        action: 'lead.status',
        subject: `lead:${change.id}`,
        before: { status: before.status, version: change.version },
        after: { status: change.status, version, reason: change.reason },
      },
      now,
    );
    return { ok: true, status: change.status, version } as const;
  });
}

/** The version an If-Match header names ("3" or 3), or null. */
export function ifMatchVersion(header: string | undefined): number | null {
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}
