// Owns the places of a half-day: its lock, the places taken and left, and the places freed that go to the waiting list
// first (under the lock, and by the timer's sweep of expired offers). Every write that takes or frees a place locks its
// half-day's row first (lockSlot).
import { randomUUID } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import type { Queryable } from '../db';
import { enqueueMail } from '../outbox';
import { waitlistOfferMail } from './booking-mail';
import type { Service } from './calendar';
import { capacityOn, listAreas } from './capacity';
import { OFFERS_PER_ADDRESS } from './limits';
import { OFFER_HOURS, type Area, type BookingContext, type Slot } from './model';
import { offerToken } from './tokens';

/**
 * Locks a half-day's row until the transaction ends: every hold, booking, change, cancellation and offer of this half-day
 * waits here for the one before it, so the count it reads next stays true until it commits.
 */
export async function lockSlot(tx: Queryable, slot: Slot): Promise<void> {
  await tx.query('INSERT INTO booking_slots (fsa, day, half) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [slot.fsa, slot.day, slot.half]);
  await tx.query('SELECT 1 FROM booking_slots WHERE fsa = $1 AND day = $2 AND half = $3 FOR UPDATE', [slot.fsa, slot.day, slot.half]);
}

/** Locks several half-days always in the same order, so two writers crossing each other wait, never deadlock. */
export async function lockSlots(tx: Queryable, slots: Slot[]): Promise<void> {
  for (const slot of [...slots].sort((a, b) => `${a.day}/${a.half}`.localeCompare(`${b.day}/${b.half}`))) await lockSlot(tx, slot);
}

/** Places taken: confirmed bookings and holds not yet expired. */
async function taken(q: Queryable, slot: Slot, now: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE fsa = $1 AND day = $2 AND half = $3
       AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > $4))`,
    [slot.fsa, slot.day, slot.half, now.toISOString()],
  );
  return row?.n ?? 0;
}

/** Places still open to a new visitor: capacity less what is taken and who already waits for it. */
export async function placesLeft(q: Queryable, area: Area, slot: Slot, now: Date): Promise<number> {
  const [waiting] = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM booking_waitlist WHERE fsa = $1 AND day = $2 AND half = $3 AND status = 'waiting'",
    [slot.fsa, slot.day, slot.half],
  );
  return Math.max(0, (await capacityOn(q, area, slot.day)) - (await taken(q, slot, now)) - (waiting?.n ?? 0));
}

/**
 * Under the half-day's lock: offers whose 24 hours are up pass on, then every free place goes to the first in line (a
 * 24-hour hold in their name, and a mail). Places freed by a cancellation or an expired hold reach the waiting list first.
 * Only confirmed entries are in line; an address with OFFERS_PER_ADDRESS offers open keeps its place and lets the next pass.
 */
export async function settleSlot(tx: Queryable, context: BookingContext, area: Area, slot: Slot, service: Service): Promise<void> {
  const now = context.now();
  const expired = await tx.query<{ hold_id: string }>(
    `SELECT w.hold_id FROM booking_waitlist w JOIN bookings b ON b.id = w.hold_id
     WHERE w.fsa = $1 AND w.day = $2 AND w.half = $3 AND w.status = 'offered' AND b.status = 'held' AND b.hold_expires_at <= $4`,
    [slot.fsa, slot.day, slot.half, now.toISOString()],
  );
  for (const { hold_id } of expired) {
    await tx.query("UPDATE bookings SET status = 'released' WHERE id = $1", [hold_id]);
    await tx.query("UPDATE booking_waitlist SET status = 'expired' WHERE hold_id = $1", [hold_id]);
  }
  let free = (await capacityOn(tx, area, slot.day)) - (await taken(tx, slot, now));
  while (free > 0) {
    const [next] = await tx.query<{ id: string; email: string; name: string; locale: Locale }>(
      `SELECT id, email, name, locale FROM booking_waitlist w WHERE fsa = $1 AND day = $2 AND half = $3 AND status = 'waiting'
         AND (SELECT count(*) FROM booking_waitlist o JOIN bookings b ON b.id = o.hold_id
              WHERE o.email = w.email AND o.status = 'offered' AND b.status = 'held' AND b.hold_expires_at > $4) < $5
       ORDER BY line LIMIT 1`,
      [slot.fsa, slot.day, slot.half, now.toISOString(), OFFERS_PER_ADDRESS],
    );
    if (!next) return;
    const holdId = randomUUID();
    await tx.query(
      `INSERT INTO bookings (id, status, service, fsa, day, half, hold_expires_at, reserved_for, created_at)
       VALUES ($1, 'held', $2, $3, $4, $5, $6, $7, $8)`,
      [
        holdId,
        service,
        slot.fsa,
        slot.day,
        slot.half,
        new Date(now.getTime() + OFFER_HOURS * 3_600_000).toISOString(),
        next.email,
        now.toISOString(),
      ],
    );
    await tx.query("UPDATE booking_waitlist SET status = 'offered', hold_id = $2 WHERE id = $1", [next.id, holdId]);
    // The half-day travels with the offer so the page can say which one is offered before the visitor confirms it. The
    // link names the offer, never its hold: it completes this hold and gives nothing else (tokens.ts).
    const token = offerToken(context.secret, next.id, holdId);
    const url = `${context.pageUrl(next.locale)}?service=${service}&offer=${token}&day=${slot.day}&half=${slot.half}`;
    await enqueueMail(tx, {
      kind: 'booking',
      mail: waitlistOfferMail(context.mail, { email: next.email, name: next.name, locale: next.locale, service, ...slot, url }),
    });
    free -= 1;
  }
}

/**
 * Settles a half-day in a transaction of its own, committed whatever the caller's own transaction does next: an offer made
 * here stands even when the visitor who caused it is then told the half-day is full.
 */
export async function settleFirst(context: BookingContext, area: Area, slot: Slot, service: Service): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockSlot(tx, slot);
    await settleSlot(tx, context, area, slot, service);
  });
}

/** Passes every expired offer to the next in line, half-day by half-day (run on a timer, and by the routes that touch one). */
export async function passExpiredOffers(context: BookingContext): Promise<number> {
  const slots = await context.db.query<Slot & { service: Service }>(
    `SELECT DISTINCT w.fsa, to_char(w.day, 'YYYY-MM-DD') AS day, w.half, w.service FROM booking_waitlist w JOIN bookings b ON b.id = w.hold_id
     WHERE w.status = 'offered' AND b.status = 'held' AND b.hold_expires_at <= $1`,
    [context.now().toISOString()],
  );
  const areas = await listAreas(context.db);
  for (const slot of slots) {
    const area = areas.find((candidate) => candidate.fsa === slot.fsa);
    if (!area) continue;
    await context.db.transaction(async (tx) => {
      await lockSlot(tx, slot);
      await settleSlot(tx, context, area, { fsa: slot.fsa, day: slot.day, half: slot.half }, slot.service);
    });
  }
  return slots.length;
}
