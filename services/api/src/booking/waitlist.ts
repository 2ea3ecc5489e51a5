// Owns a half-day's waiting list: the request for a place in line (pending until its owner clicks the mailed link) and
// that click, which puts the entry in line and offers a place free at that moment at once.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import type { WaitlistPending, WaitlistStanding } from '@storefront/validation';
import { enqueueMail } from '../outbox';
import { waitlistConfirmMail } from './booking-mail';
import { halfStart, today, type Half, type Service } from './calendar';
import { areaOf, checkDay, knownArea, windowOf } from './capacity';
import { checkConfirmedWaitlist, checkWaitlist, WAITLIST_CONFIRM_HOURS } from './limits';
import { BookingError } from './messages';
import type { BookingContext, Slot } from './model';
import { lockSlot, placesLeft, settleFirst, settleSlot } from './places';
import { clientKey, isWaitlistSignature, readWaitlistToken, waitlistToken } from './tokens';

export interface WaitRequest {
  service: Service;
  postalCode: unknown;
  day: unknown;
  half: unknown;
  email: string;
  name: string;
  locale: Locale;
  /** The client's IP as Fastify reads it: WAITLIST_PER_CLIENT counts by it. */
  client: string;
}

/** The answer to every request for the waiting list: the same whoever the address is (the wire's). */
export type WaitAnswer = WaitlistPending;

/**
 * Asks for a place in line for a full half-day. The entry is pending: its address gets one mail with a signed link, and
 * nothing else (no offer, no reminder) until its owner confirms it; only then does it count in the line. Asked again while
 * its link works, or once in line, nothing more is mailed; after the link lapsed, a new one is.
 */
export async function joinWaitlist(context: BookingContext, request: WaitRequest): Promise<WaitAnswer> {
  const area = await areaOf(context.db, context, request.postalCode);
  const slot = await checkDay(context.db, context, area, request.service, request.day, request.half);
  await settleFirst(context, area, slot, request.service);
  const answer: WaitAnswer = { status: 'pending', confirmHours: WAITLIST_CONFIRM_HOURS };
  return context.db.transaction(async (tx) => {
    await lockSlot(tx, slot);
    await settleSlot(tx, context, area, slot, request.service);
    const now = context.now();
    const email = request.email.trim().toLowerCase();
    const [mine] = await tx.query<{ id: string; status: string; confirm_by: string | Date | null }>(
      `SELECT id, status, confirm_by FROM booking_waitlist WHERE fsa = $1 AND day = $2 AND half = $3 AND email = $4
         AND status IN ('pending', 'waiting', 'offered')`,
      [slot.fsa, slot.day, slot.half, email],
    );
    if (mine && (mine.status !== 'pending' || new Date(mine.confirm_by!) > now)) return answer;
    if ((await placesLeft(tx, area, slot, now)) > 0) throw new BookingError('notFull');
    const client = clientKey(context.secret, request.client);
    const window = await windowOf(tx, request.service, today(now));
    await checkWaitlist(tx, { client, email, service: request.service, window, now, phone: context.mail.phone, except: mine?.id });
    const id = mine?.id ?? randomUUID();
    const confirmBy = new Date(now.getTime() + WAITLIST_CONFIRM_HOURS * 3_600_000);
    // A request whose link lapsed is asked again: the same entry, with a new link (the lapsed one stays refused).
    if (mine)
      await tx.query('UPDATE booking_waitlist SET name = $2, locale = $3, client = $4, confirm_by = $5, created_at = $6 WHERE id = $1', [
        id,
        request.name,
        request.locale,
        client,
        confirmBy.toISOString(),
        now.toISOString(),
      ]);
    else
      await tx.query(
        `INSERT INTO booking_waitlist (id, service, fsa, day, half, email, name, locale, status, created_at, confirm_by, client)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11)`,
        [
          id,
          request.service,
          slot.fsa,
          slot.day,
          slot.half,
          email,
          request.name,
          request.locale,
          now.toISOString(),
          confirmBy.toISOString(),
          client,
        ],
      );
    const token = waitlistToken(context.secret, { id, email, expiresAt: confirmBy });
    const url = `${context.pageUrl(request.locale)}?waitlist=${token}&service=${request.service}&day=${slot.day}&half=${slot.half}`;
    await enqueueMail(tx, {
      kind: 'confirmation',
      mail: waitlistConfirmMail(context.mail, {
        email,
        name: request.name,
        locale: request.locale,
        service: request.service,
        ...slot,
        url,
        hours: WAITLIST_CONFIRM_HOURS,
      }),
    });
    return answer;
  });
}

/**
 * The owner's click on the mailed link (a POST from the page: a mail scanner that opens links confirms nothing). The
 * signature and its expiry are checked, then the entry takes its place in line; a place free at that moment is offered at once.
 */
export async function confirmWaitlist(context: BookingContext, token: unknown): Promise<WaitlistStanding> {
  const read = readWaitlistToken(token);
  if (!read) throw new BookingError('waitlistLinkInvalid');
  const [entry] = await context.db.query<{ id: string; email: string; service: Service; fsa: string; day: string; half: Half }>(
    `SELECT id, email, service, fsa, to_char(day, 'YYYY-MM-DD') AS day, half FROM booking_waitlist WHERE id = $1`,
    [read.id],
  );
  if (!entry || !isWaitlistSignature(context.secret, entry, read.expires, read.signature)) throw new BookingError('waitlistLinkInvalid');
  const slot: Slot = { fsa: entry.fsa, day: entry.day, half: entry.half };
  const area = await knownArea(context.db, context, entry.fsa);
  await settleFirst(context, area, slot, entry.service);
  return context.db.transaction(async (tx) => {
    await lockSlot(tx, slot);
    const now = context.now();
    const [current] = await tx.query<{ status: string }>('SELECT status FROM booking_waitlist WHERE id = $1', [entry.id]);
    const before = current!.status;
    if (before === 'pending') {
      if (read.expires * 1000 <= now.getTime())
        throw new BookingError('waitlistLinkExpired', { hours: WAITLIST_CONFIRM_HOURS }, { hours: WAITLIST_CONFIRM_HOURS });
      if (halfStart(entry.day, entry.half) <= now) throw new BookingError('pastDay');
      const window = await windowOf(tx, entry.service, today(now));
      await checkConfirmedWaitlist(tx, {
        email: entry.email,
        service: entry.service,
        window,
        now,
        phone: context.mail.phone,
        except: entry.id,
      });
      // Its place in line is the order of confirmations, not of requests.
      await tx.query(
        "UPDATE booking_waitlist SET status = 'waiting', confirmed_at = $2, line = nextval('booking_waitlist_lines') WHERE id = $1",
        [entry.id, now.toISOString()],
      );
    }
    await settleSlot(tx, context, area, slot, entry.service);
    const [after] = await tx.query<{ status: string; position: number }>(
      `SELECT w.status, (SELECT count(*)::int FROM booking_waitlist o WHERE o.fsa = w.fsa AND o.day = w.day AND o.half = w.half
         AND o.status = 'waiting' AND o.line <= w.line) AS position FROM booking_waitlist w WHERE w.id = $1`,
      [entry.id],
    );
    const status = after!.status;
    const state = status === 'waiting' || status === 'offered' || status === 'booked' ? status : 'lapsed';
    return {
      state,
      position: state === 'waiting' ? after!.position : null,
      already: before !== 'pending',
      service: entry.service,
      day: entry.day,
      half: entry.half,
    };
  });
}
