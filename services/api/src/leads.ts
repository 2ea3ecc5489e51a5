// Owns storing a lead: the submission, its files and its mails, committed in one transaction before anything is sent.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import type { FormName } from '@storefront/validation';
import { attachmentKey, type AttachmentStore } from './attachments';
import type { Db } from './db';
import type { ReceivedFile } from './intake';
import { recipientKeys, storeNotification, visitorAcknowledgement, type MailContext, type OutboxMail } from './mail';
import { requestNewsletterSignup } from './newsletter';
import { enqueueMail } from './outbox';
import type { PricedQuoteConfiguration } from './quote-configuration';

export interface LeadContext {
  db: Db;
  attachments: AttachmentStore;
  mail: MailContext;
  /** Said in the store's mail: how long the server keeps the files. */
  attachmentRetentionDays: number;
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
async function storedUnder(db: Db, key: string | undefined): Promise<string | null> {
  if (!key) return null;
  return (await db.query<{ id: string }>('SELECT id FROM submissions WHERE idempotency_key = $1', [key]))[0]?.id ?? null;
}

/**
 * Stores a lead and queues its mails; the files stored for it are removed again if the transaction does not commit. A lead
 * sent again under the same key (the visitor's retry, or the CDN's after a copy died) is the first one: stored once, its
 * mails queued once, its id answered again.
 */
export async function storeLead(context: LeadContext, lead: Lead): Promise<string> {
  const earlier = await storedUnder(context.db, lead.idempotencyKey);
  if (earlier) return earlier;
  const id = randomUUID();
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
      await tx.query(
        'INSERT INTO submissions (id, form, locale, fields, client_ip, user_agent, page, idempotency_key, configuration) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9::jsonb)',
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
        mail: visitorAcknowledgement(context.mail, lead.form, lead.fields.email, lead.locale),
      });
    });
  } catch (error) {
    for (const key of stored) await context.attachments.delete(key).catch(() => undefined);
    // The same key sent twice at once: the other request stored it first.
    const first = (error as { code?: string }).code === '23505' ? await storedUnder(context.db, lead.idempotencyKey) : null;
    if (first) return first;
    throw error;
  }
  return id;
}

/**
 * Records an unsubscription: no more newsletter, no more acknowledgements to this address. The list keeps mailboxes by key
 * (mailboxKey), as every check reads it; a link mailed before addresses were parsed once (issue 43) may name a list or a
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
 * Migration 14's statement (issue 43), for migrations.ts: suppressions written as typed before addresses were parsed once
 * (`x<victim@example.test>`, `g:victim@example.test;`) gain a row for each mailbox in them, in lower case, so the check
 * of a mail to victim@example.test finds them. The rows as typed stay. An internationalized domain typed in Unicode is
 * not converted (SQL has no IDNA): its owner unsubscribes again from the next mail's link.
 */
export const SUPPRESSION_KEYS_MIGRATION = `
  INSERT INTO suppressions (email)
  SELECT DISTINCT rtrim(lower(found.parts[1]), '.')
  FROM suppressions s CROSS JOIN LATERAL regexp_matches(s.email, '([^][[:space:][:cntrl:]<>(),\\x3b:"@\\\\]+@[^][[:space:][:cntrl:]<>(),\\x3b:"@\\\\]+)', 'g') AS found(parts)
  ON CONFLICT (email) DO NOTHING`;
