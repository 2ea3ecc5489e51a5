// Owns what the signed link changes: a cancellation (its place offered to the first in line) and a move to another
// half-day of the area and season, each mailed to the customer and the store.
import { enqueueMail } from '../outbox';
import { customerBookingMail, customerCancellationMail, staffBookingMail } from './booking-mail';
import { BOOKING_COLUMNS, forMail, partnerOf, type BookingRow } from './booking-rows';
import { checkDay, knownArea, listAreas, nextCrew } from './capacity';
import { bookingByLink, checkChangeable, readBooking, type BookingView } from './links';
import { BookingError } from './messages';
import type { BookingContext } from './model';
import { lockSlot, lockSlots, placesLeft, settleFirst, settleSlot } from './places';

/** Cancels by the signed link until 48 h before; the freed place is offered to the first in line. */
export async function cancelBooking(context: BookingContext, number: string, key: unknown): Promise<BookingView> {
  await context.db.transaction(async (tx) => {
    const found = await bookingByLink(tx, context, number, key);
    const slot = { fsa: found.fsa, day: found.day, half: found.half };
    await lockSlot(tx, slot);
    const row = await bookingByLink(tx, context, number, key, true);
    checkChangeable(context, row);
    const [cancelled] = await tx.query<BookingRow>(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = $2, revision = revision + 1 WHERE id = $1 RETURNING ${BOOKING_COLUMNS}`,
      [row.id, context.now().toISOString()],
    );
    // A combo's other visit stays booked: it has its own link.
    const mail = forMail(context, cancelled!, await partnerOf(tx, cancelled!));
    await enqueueMail(tx, { kind: 'booking', mail: customerCancellationMail(context.mail, mail, cancelled!.revision) });
    await enqueueMail(tx, { kind: 'notification', mail: staffBookingMail(context.mail, mail, 'cancelled') });
    const area = (await listAreas(tx)).find((candidate) => candidate.fsa === row.fsa);
    if (area) await settleSlot(tx, context, area, slot, row.service);
  });
  return readBooking(context, number, key);
}

/** Moves a booking to another half-day of its area and season, until 48 h before the one it had. */
export async function changeBooking(
  context: BookingContext,
  number: string,
  key: unknown,
  to: { day: unknown; half: unknown },
): Promise<BookingView> {
  const found = await bookingByLink(context.db, context, number, key);
  checkChangeable(context, found);
  const area = await knownArea(context.db, context, found.fsa);
  const target = await checkDay(context.db, context, area, found.service, to.day, to.half);
  await settleFirst(context, area, target, found.service);
  await context.db.transaction(async (tx) => {
    const before = { fsa: found.fsa, day: found.day, half: found.half };
    // Both half-days locked, always in the same order, so two changes crossing each other wait instead of deadlocking.
    await lockSlots(tx, [before, target]);
    const row = await bookingByLink(tx, context, number, key, true);
    checkChangeable(context, row);
    if (row.day === target.day && row.half === target.half) return;
    await settleSlot(tx, context, area, target, row.service);
    if ((await placesLeft(tx, area, target, context.now())) === 0) throw new BookingError('full', {}, { waitlist: true });
    const crew = await nextCrew(tx, area, target, row.id);
    const [moved] = await tx.query<BookingRow>(
      `UPDATE bookings SET day = $2, half = $3, crew = $4, revision = revision + 1 WHERE id = $1 RETURNING ${BOOKING_COLUMNS}`,
      [row.id, target.day, target.half, crew],
    );
    const mail = forMail(context, moved!, await partnerOf(tx, moved!));
    await enqueueMail(tx, { kind: 'booking', mail: customerBookingMail(context.mail, mail, 'changed', moved!.revision) });
    await enqueueMail(tx, { kind: 'notification', mail: staffBookingMail(context.mail, mail, 'changed', before) });
    await settleSlot(tx, context, area, before, row.service);
  });
  return readBooking(context, number, key);
}
