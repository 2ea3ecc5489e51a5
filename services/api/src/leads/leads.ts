// Owns storing a lead: the submission, its files and its mails, committed in one transaction before anything is sent.
import { randomUUID } from 'node:crypto';
import { storeClock } from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import { formatLeadReference, storeYear, type FormName } from '@storefront/validation';
import { attachmentKey, type AttachmentStore } from './attachments';
import type { Db, Queryable } from '../db';
import type { ReceivedFile } from './intake';
import { leadReplyBy, type LeadReplyBy } from './lead-reply';
import { recipientKeys, storeNotification, visitorAcknowledgement, type MailContext, type OutboxMail } from '../mail';
import { requestNewsletterSignup } from '../newsletter';
import { enqueueMail } from '../outbox';
import type { PricedQuoteConfiguration } from './quote-configuration';

export interface LeadContext {
  db: Db;
  attachments: AttachmentStore;
  mail: MailContext;
  /** Said in the store's mail: how long the server keeps the files. */
  attachmentRetentionDays: number;
  /** The store's clock: the reference's year and the reply's day come from it. */
  now?: () => Date;
}

/** What the visitor is told of a stored lead: its id, the reference the store knows it by, and by when the store answers. */
export interface StoredLead {
  id: string;
  reference: string;
  replyBy: LeadReplyBy;
}

export interface Lead {
  form: FormName;
  locale: Locale;
  fields: Record<string, unknown> & { email: string };
  files: ReceivedFile[];
  client: { ip: string; userAgent?: string; page?: string };
  /** A quote's configuration, priced from the catalogue by the server; stored beside the fields and mailed as a table. */
  configuration?: PricedQuoteConfiguration;
  /** The form's own key for this submission (Idempotency-Key): sent again after a lost answer, it finds the first one. */
  idempotencyKey?: string;
}

/** The lead already stored under this key, if any. */
async function storedUnder(db: Db, key: string | undefined): Promise<StoredLead | null> {
  if (!key) return null;
  const [row] = await db.query<{ id: string; reference: string; reply_by: LeadReplyBy }>(
    'SELECT id, reference, reply_by FROM submissions WHERE idempotency_key = $1',
    [key],
  );
  return row ? { id: row.id, reference: row.reference, replyBy: row.reply_by } : null;
}

/**
 * The next reference of the store's year, taken in the transaction that stores the lead: the year's counter row is updated
 * (created on the year's first lead), so concurrent leads queue on that row and each gets its own number.
 */
export async function issueLeadReference(tx: Queryable, at: Date): Promise<string> {
  const year = storeYear(at);
  const [row] = await tx.query<{ last: number }>(
    'INSERT INTO lead_reference_counters (year, last) VALUES ($1, 1) ON CONFLICT (year) DO UPDATE SET last = lead_reference_counters.last + 1 RETURNING last',
    [year],
  );
  if (!row) throw new Error('no lead reference was issued');
  return formatLeadReference(year, Number(row.last));
}

/**
 * Stores a lead and queues its mails; the files stored for it are removed again if the transaction does not commit. A lead
 * sent again under the same key (the visitor's retry, or the CDN's after a copy died) is the first one: stored once, its
 * mails queued once, its id answered again.
 */
export async function storeLead(context: LeadContext, lead: Lead): Promise<StoredLead> {
  const earlier = await storedUnder(context.db, lead.idempotencyKey);
  if (earlier) return earlier;
  const id = randomUUID();
  const at = context.now?.() ?? new Date();
  const replyBy = leadReplyBy(storeClock(at));
  let reference = '';
  const stored: string[] = [];
  // The files go to storage first, so that the transaction, which the database may run again after losing its connection
  // (db.ts), only writes rows.
  const files = lead.files.map((file, index) => {
    // The name comes from the detected type (cv.html with PDF bytes is cv.pdf); the visitor's stays on record only.
    const filename = file.safeName ?? file.filename;
    return { file, filename, key: attachmentKey(id, index, filename), contentType: file.mediaType ?? 'application/octet-stream' };
  });
  try {
    for (const { file, key, contentType } of files) {
      await context.attachments.put(key, file.path, contentType);
      stored.push(key);
    }
    await context.db.transaction(async (tx) => {
      // Taken again if the database runs the transaction again (db.ts): the number of a rolled-back try is given back.
      reference = await issueLeadReference(tx, at);
      await tx.query(
        'INSERT INTO submissions (id, form, locale, fields, client_ip, user_agent, page, idempotency_key, configuration, reference, reply_by) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::jsonb, $10, $11::jsonb)',
        [
          id,
          lead.form,
          lead.locale,
          JSON.stringify(lead.fields),
          lead.client.ip,
          lead.client.userAgent ?? null,
          lead.client.page ?? null,
          lead.idempotencyKey ?? null,
          lead.configuration ? JSON.stringify(lead.configuration) : null,
          reference,
          JSON.stringify(replyBy),
        ],
      );
      const attached: OutboxMail['attachments'] = [];
      for (const { file, filename, key, contentType } of files) {
        await tx.query(
          'INSERT INTO attachments (id, submission_id, field, original_name, filename, storage_key, media_type, size_bytes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [randomUUID(), id, file.field, file.filename, filename, key, contentType, file.size],
        );
        attached.push({ filename, key, contentType });
      }
      if (lead.form === 'newsletter') {
        // Pending until the address's owner confirms: the mail carries the only link that subscribes.
        await requestNewsletterSignup(tx, context.mail, {
          email: lead.fields.email,
          locale: lead.locale,
          submissionId: id,
          client: lead.client,
        });
        return;
      }
      const notification = storeNotification(
        context.mail,
        {
          form: lead.form,
          locale: lead.locale,
          fields: lead.fields,
          submissionId: id,
          reference,
          replyBy,
          visitorEmail: lead.fields.email,
          attachmentRetentionDays: context.attachmentRetentionDays,
          ...(lead.configuration ? { configuration: lead.configuration } : {}),
        },
        attached,
      );
      await enqueueMail(tx, { submissionId: id, kind: 'notification', mail: notification });
      await enqueueMail(tx, {
        submissionId: id,
        kind: 'acknowledgement',
        mail: visitorAcknowledgement(context.mail, { form: lead.form, email: lead.fields.email, locale: lead.locale, reference, replyBy }),
      });
    });
  } catch (error) {
    for (const key of stored) await context.attachments.delete(key).catch(() => undefined);
    // The same key sent twice at once: the other request stored it first.
    const first = (error as { code?: string }).code === '23505' ? await storedUnder(context.db, lead.idempotencyKey) : null;
    if (first) return first;
    throw error;
  }
  return { id, reference, replyBy };
}

/**
 * Records an unsubscription: no more newsletter, no more acknowledgements to this address. The list keeps mailboxes by key
 * (mailboxKey), as every check reads it; a link mailed before addresses were parsed once (ADR 0049) may name a list or a
 * display name, and unsubscribes every mailbox it reached, beside the text it names.
 */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  const addresses = [...new Set([email.trim().toLowerCase(), ...recipientKeys(email)])];
  await db.transaction(async (tx) => {
    for (const address of addresses) {
      await tx.query('INSERT INTO suppressions (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [address]);
      await tx.query('UPDATE newsletter_subscribers SET unsubscribed_at = now() WHERE email = $1 AND unsubscribed_at IS NULL', [address]);
    }
  });
}

/**
 * Migration 14's statement (ADR 0049), for migrations.ts: suppressions written as typed before addresses were parsed once
 * (`x<victim@example.test>`, `g:victim@example.test;`) gain a row for each mailbox in them, in lower case, so the check
 * of a mail to victim@example.test finds them. The rows as typed stay. An internationalized domain typed in Unicode is
 * not converted (SQL has no IDNA): its owner unsubscribes again from the next mail's link.
 */
export const SUPPRESSION_KEYS_MIGRATION = `
  INSERT INTO suppressions (email)
  SELECT DISTINCT rtrim(lower(found.parts[1]), '.')
  FROM suppressions s CROSS JOIN LATERAL regexp_matches(s.email, '([^][[:space:][:cntrl:]<>(),\\x3b:"@\\\\]+@[^][[:space:][:cntrl:]<>(),\\x3b:"@\\\\]+)', 'g') AS found(parts)
  ON CONFLICT (email) DO NOTHING`;
