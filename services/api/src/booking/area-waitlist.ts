// Owns the request of a visitor whose area the store does not serve yet: their address and postal code kept with the proof of
// their consent (time, words, version, language), one row per mailbox and area, so they can be told once it is served.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import {
  AREA_WAITLIST_CONSENT_TEXT,
  AREA_WAITLIST_CONSENT_VERSION,
  mailboxKey,
  normalizePostalCode,
  type AreaWaitlistAnswer,
} from '@storefront/validation';
import { listAreas } from './capacity';
import type { BookingContext } from './model';
import { areaServedMail } from './booking-mail';
import { enqueueMail } from '../outbox';
import type { Queryable } from '../db';
import { checkAreaWaitlist } from './limits';
import { BookingError } from './messages';
import { fsaOf, isServed, type AreaCapacity } from './served';
import { clientKey } from './tokens';

export interface AreaWaitRequest {
  /** A valid Canadian postal code and one mailbox (the route checked both). */
  postalCode: string;
  email: string;
  locale: Locale;
  /** The client's IP as Fastify reads it: AREA_WAITLIST_PER_CLIENT counts by it. */
  client: string;
}

export type AreaWaitAnswer = AreaWaitlistAnswer;

/**
 * Keeps the request in one transaction before it answers (nothing accepted is lost). An area already served is refused: the
 * visitor books instead. Asked again for the same mailbox and area, the row's consent is renewed, never doubled.
 */
export async function joinAreaWaitlist(context: BookingContext, request: AreaWaitRequest): Promise<AreaWaitAnswer> {
  const postalCode = normalizePostalCode(request.postalCode);
  const fsa = fsaOf(postalCode);
  const email = mailboxKey(request.email);
  if (email === null) throw new BookingError('invalidBooking', {}, { fields: [{ field: 'email', rule: 'email' }] });
  return context.db.transaction(async (tx) => {
    const area = (await listAreas(tx)).find((candidate) => candidate.fsa === fsa);
    if (area && isServed(area)) throw new BookingError('areaServed', {}, { fsa });
    const now = context.now();
    const client = clientKey(context.secret, request.client);
    await checkAreaWaitlist(tx, client, now, context.mail.phone);
    await tx.query(
      `INSERT INTO booking_area_waitlist (id, email, fsa, postal_code, locale, consented_at, consent_text, consent_version, client, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6)
       ON CONFLICT (email, fsa) DO UPDATE SET postal_code = $4, locale = $5, consented_at = $6, consent_text = $7,
         consent_version = $8, client = $9, notified_at = NULL`,
      [
        randomUUID(),
        email,
        fsa,
        postalCode,
        request.locale,
        now.toISOString(),
        AREA_WAITLIST_CONSENT_TEXT[request.locale],
        AREA_WAITLIST_CONSENT_VERSION,
        client,
      ],
    );
    return { status: 'recorded', fsa };
  });
}

/**
 * Once the staff make an area served, each request still waiting for it gets its one mail, in the transaction that saved the
 * area; the row is marked, so saving the area again tells nobody twice. Returns how many were told.
 */
export async function tellAreaServed(context: BookingContext, q: Queryable, area: AreaCapacity): Promise<number> {
  if (!isServed(area)) return 0;
  const waiting = await q.query<{ id: string; email: string; locale: Locale }>(
    'SELECT id, email, locale FROM booking_area_waitlist WHERE fsa = $1 AND notified_at IS NULL ORDER BY consented_at FOR UPDATE',
    [area.fsa],
  );
  for (const row of waiting) {
    const url = `${context.pageUrl(row.locale)}?service=opening`;
    await enqueueMail(q, {
      kind: 'booking',
      mail: areaServedMail(context.mail, { email: row.email, locale: row.locale, fsa: area.fsa, name: area.name, url }),
    });
    await q.query('UPDATE booking_area_waitlist SET notified_at = $2 WHERE id = $1', [row.id, context.now().toISOString()]);
  }
  return waiting.length;
}
