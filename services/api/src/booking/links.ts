// Owns the signed link a booking's mails carry: the booking it names (once its key is checked), what the page shows of it,
// and until when it may still change or cancel it (48 h before its half-day).
import type { BookingView } from '@storefront/validation';
import type { Queryable } from '../db';
import { BOOKING_COLUMNS, confirmedOf, forMail, partnerOf, type BookingRow } from './booking-rows';
import { halfStart, type Half } from './calendar';
import { BookingError } from './messages';
import { CHANGE_LIMIT_HOURS, type BookingContext } from './model';
import { isManageKey } from './tokens';

export async function bookingByLink(
  q: Queryable,
  context: BookingContext,
  number: string,
  key: unknown,
  lock = false,
): Promise<BookingRow> {
  if (!isManageKey(context.secret, number, key)) throw new BookingError('invalidLink');
  const [row] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE number = $1${lock ? ' FOR UPDATE' : ''}`, [
    number,
  ]);
  if (!row) throw new BookingError('invalidLink');
  return row;
}

export type { BookingView };

const changeLimit = (day: string, half: Half) => new Date(halfStart(day, half).getTime() - CHANGE_LIMIT_HOURS * 3_600_000);

export async function readBooking(context: BookingContext, number: string, key: unknown): Promise<BookingView> {
  const row = await bookingByLink(context.db, context, number, key);
  return {
    ...confirmedOf(forMail(context, row, await partnerOf(context.db, row))),
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
    changeableUntil: changeLimit(row.day, row.half).toISOString(),
    changeable: row.status === 'confirmed' && context.now() < changeLimit(row.day, row.half),
    postalCode: row.customer?.postalCode ?? '',
  };
}

/** Refuses a change or a cancellation of a booking already cancelled, or within 48 h of its half-day. */
export function checkChangeable(context: BookingContext, row: BookingRow): void {
  if (row.status !== 'confirmed') throw new BookingError('cancelled');
  if (context.now() >= changeLimit(row.day, row.half)) throw new BookingError('tooLate', { phone: context.mail.phone });
}
