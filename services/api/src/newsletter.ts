// Owns the newsletter's double opt-in (Canada's anti-spam law): a sign-up is pending with its proof of consent until the
// address's owner clicks the signed link of the confirmation mail; only that click subscribes, and lifts an unsubscription.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import { mailboxKey, NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION } from '@storefront/validation';
import type { Db, Queryable } from './db';
import { newsletterConfirmation, RecipientError, unsubscribeUrl, type MailContext } from './mail';
import { enqueueMail } from './outbox';
import { readToken, sign, unixSeconds, UNIX_SECONDS, UUID, verify } from './signing';

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** At most one confirmation mail per address in this time, however often someone types that address into the form. */
const RESEND_AFTER_MS = 60 * 60 * 1000;

export interface NewsletterSignup {
  email: string;
  locale: Locale;
  /** The submission (newsletter form or checkout) that carried the request. */
  submissionId: string;
  client: { ip: string | null; userAgent?: string | null; page?: string | null };
}

// The form the confirmation links have always signed (the sign-up's stored address): a link mailed earlier still verifies.
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** What a confirmation link signs: its sign-up, the address it was sent to, and its expiry. */
const signed = (id: string, email: string, expires: number) => `${id}\n${normalizeEmail(email)}\n${expires}`;

/** `<sign-up id>.<expiry, Unix seconds>.<HMAC>`: the link names its sign-up, and neither can be changed without the secret. */
export function confirmationToken(secret: string, signup: { id: string; email: string; expiresAt: Date }): string {
  const expires = unixSeconds(signup.expiresAt);
  return `${signup.id}.${expires}.${sign(secret, 'newsletter-confirm', signed(signup.id, signup.email, expires))}`;
}

export function confirmationUrl(publicUrl: string, token: string, locale: Locale): string {
  const url = new URL('/newsletter/confirm', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/**
 * Records a sign-up as pending, with its proof of consent, and queues the confirmation mail, inside the caller's
 * transaction. Nothing is subscribed and no suppression is lifted here. The checkout's newsletter box calls it too.
 */
export async function requestNewsletterSignup(
  tx: Queryable,
  mail: MailContext,
  signup: NewsletterSignup,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  // One row, one limit and one mail per mailbox, however it was spelled (ADR 0049): the list keeps the mailbox's key.
  const email = mailboxKey(signup.email);
  if (email === null) throw new RecipientError(signup.email);
  const expiresAt = new Date(now.getTime() + CONFIRMATION_DAYS * DAY_MS);
  const recent = await tx.query('SELECT 1 FROM newsletter_signups WHERE email = $1 AND confirmed_at IS NULL AND mailed_at > $2', [
    email,
    new Date(now.getTime() - RESEND_AFTER_MS).toISOString(),
  ]);
  const mailNow = recent.length === 0;
  await tx.query(
    `INSERT INTO newsletter_signups (id, email, locale, requested_at, expires_at, consent_ip, consent_user_agent, consent_page, consent_text, consent_version, submission_id, mailed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      email,
      signup.locale,
      now.toISOString(),
      expiresAt.toISOString(),
      signup.client.ip,
      signup.client.userAgent ?? null,
      signup.client.page ?? null,
      NEWSLETTER_CONSENT_TEXT[signup.locale],
      NEWSLETTER_CONSENT_VERSION,
      signup.submissionId,
      mailNow ? now.toISOString() : null,
    ],
  );
  if (mailNow) {
    const link = confirmationUrl(mail.publicUrl, confirmationToken(mail.secret, { id, email, expiresAt }), signup.locale);
    await enqueueMail(tx, {
      submissionId: signup.submissionId,
      kind: 'confirmation',
      mail: newsletterConfirmation(mail, email, signup.locale, link, CONFIRMATION_DAYS),
    });
  }
  return id;
}

export type ConfirmationCheck = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a confirmation token's signature against its sign-up's address, and its expiry. */
export async function checkConfirmationToken(db: Queryable, secret: string, token: string, now = new Date()): Promise<ConfirmationCheck> {
  const read = readToken(token, [UUID, UNIX_SECONDS]);
  if (!read) return { ok: false, reason: 'invalid' };
  const [id, expiresText] = read.fields as [string, string];
  const [row] = await db.query<{ email: string }>('SELECT email FROM newsletter_signups WHERE id = $1', [id]);
  if (!row) return { ok: false, reason: 'invalid' };
  const expires = Number(expiresText);
  const verdict = verify(
    secret,
    'newsletter-confirm',
    { payload: signed(id, row.email, expires), signature: read.signature, expiresAt: expires * 1000 },
    now.getTime(),
  );
  // The visitor is told only whether the link ran out or is not one of ours.
  if (!verdict.ok) return { ok: false, reason: verdict.reason === 'expired' ? 'expired' : 'invalid' };
  return { ok: true, id };
}

/**
 * The owner's click: the sign-up's proof becomes the subscriber's, and an earlier unsubscription is lifted, in one
 * transaction. Confirming twice is harmless.
 */
export async function confirmNewsletterSignup(db: Db, secret: string, token: string, now = new Date()): Promise<ConfirmationCheck> {
  const check = await checkConfirmationToken(db, secret, token, now);
  if (!check.ok) return check;
  await db.transaction(async (tx) => {
    const [signup] = await tx.query<{ email: string; confirmed_at: Date | null }>(
      'SELECT email, confirmed_at FROM newsletter_signups WHERE id = $1 FOR UPDATE',
      [check.id],
    );
    if (!signup || signup.confirmed_at) return;
    await tx.query('UPDATE newsletter_signups SET confirmed_at = $2 WHERE id = $1', [check.id, now.toISOString()]);
    await tx.query(
      `INSERT INTO newsletter_subscribers (email, locale, consented_at, consent_ip, consent_user_agent, consent_page, consent_text, consent_version, submission_id, confirmed_at, signup_id)
       SELECT email, locale, requested_at, consent_ip, consent_user_agent, consent_page, consent_text, consent_version, submission_id, $2, id
       FROM newsletter_signups WHERE id = $1
       ON CONFLICT (email) DO UPDATE SET locale = EXCLUDED.locale, consented_at = EXCLUDED.consented_at, consent_ip = EXCLUDED.consent_ip,
         consent_user_agent = EXCLUDED.consent_user_agent, consent_page = EXCLUDED.consent_page, consent_text = EXCLUDED.consent_text,
         consent_version = EXCLUDED.consent_version, submission_id = EXCLUDED.submission_id, confirmed_at = EXCLUDED.confirmed_at,
         signup_id = EXCLUDED.signup_id, unsubscribed_at = NULL`,
      [check.id, now.toISOString()],
    );
    // The owner's own, confirmed consent is what may lift an earlier unsubscription.
    await tx.query('DELETE FROM suppressions WHERE email = $1', [signup.email]);
  });
  return check;
}

export interface NewsletterRecipient {
  email: string;
  locale: Locale;
  confirmedAt: Date;
  /** The link each newsletter must carry (and its `List-Unsubscribe` header), signed for this address. */
  unsubscribeUrl: string;
}

/**
 * Whom the newsletter may be sent to: subscribers whose owner confirmed (double opt-in), not unsubscribed, not suppressed.
 * Rows from before the double opt-in (migration 5) have no confirmation and are left out until their owner signs up again
 * and clicks the link (ADR 0030).
 */
export async function newsletterRecipients(db: Queryable, mail: Pick<MailContext, 'publicUrl' | 'secret'>): Promise<NewsletterRecipient[]> {
  const rows = await db.query<{ email: string; locale: Locale; confirmed_at: Date }>(
    `SELECT email, locale, confirmed_at FROM newsletter_subscribers s
     WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL AND NOT EXISTS (SELECT 1 FROM suppressions WHERE suppressions.email = s.email)
     ORDER BY email`,
  );
  // A row written before addresses were parsed once (ADR 0049) that is not one plain mailbox is nobody's to mail.
  return rows
    .filter((row) => mailboxKey(row.email) === row.email)
    .map((row) => ({
      email: row.email,
      locale: row.locale,
      confirmedAt: row.confirmed_at,
      unsubscribeUrl: unsubscribeUrl(mail.publicUrl, mail.secret, row.email, row.locale),
    }));
}
