// Owns a booking as the database stores it and what it becomes: the mails' booking, the answer's visit, and its combo's
// other visit.
import type { Locale } from '@storefront/contracts';
import type { BookedVisit, BookingCustomer, PartnerVisit } from '@storefront/validation';
import type { Queryable } from '../db';
import type { BookingForMail } from './booking-mail';
import type { Half, Service } from './calendar';
import type { BookingContext } from './model';
import type { Offer } from './pricing';
import { manageKey } from './tokens';

/** The booking's customer (its rules: @storefront/validation's bookingCustomerSchema). */
export type Customer = BookingCustomer;

/** A booked visit as the API answers it (the wire's). */
export type ConfirmedBooking = BookedVisit;
export type { PartnerVisit };

export interface BookingRow {
  id: string;
  number: string | null;
  status: 'held' | 'confirmed' | 'cancelled' | 'released';
  service: Service;
  fsa: string;
  day: string;
  half: Half;
  hold_expires_at: string | Date | null;
  reserved_for: string | null;
  offer: Offer | null;
  pool_type: string | null;
  price: string | null;
  locale: Locale | null;
  customer: Customer | null;
  email: string | null;
  crew: number | null;
  /** How many times it changed: the calendar file's SEQUENCE, so calendars keep the newest. */
  revision: number;
  combo_with: string | null;
}

export const BOOKING_COLUMNS = `id, number, status, service, fsa, to_char(day, 'YYYY-MM-DD') AS day, half, hold_expires_at, reserved_for, offer,
  pool_type, price::text AS price, locale, customer, email, crew, revision, combo_with`;

/** A booking (or a hold) by its id. */
export async function bookingById(q: Queryable, id: string): Promise<BookingRow | undefined> {
  const [row] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [id]);
  return row;
}

/** The combo's other visit of a booking, if it has one. */
export async function partnerOf(q: Queryable, row: BookingRow): Promise<BookingRow | undefined> {
  if (!row.combo_with) return undefined;
  return bookingById(q, row.combo_with);
}

const partnerVisit = (row: BookingRow): PartnerVisit => ({
  number: row.number ?? '',
  service: row.service,
  day: row.day,
  half: row.half,
  price: Number(row.price),
  status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
});

const manageUrl = (context: BookingContext, number: string, locale: Locale) =>
  `${context.pageUrl(locale)}?reservation=${encodeURIComponent(number)}&key=${manageKey(context.secret, number)}`;

export function forMail(context: BookingContext, row: BookingRow, partner?: BookingRow): BookingForMail {
  const locale = row.locale ?? 'fr';
  const number = row.number ?? '';
  return {
    ...(partner ? { partner: partnerVisit(partner) } : {}),
    number,
    service: row.service,
    offer: row.offer ?? 'single',
    fsa: row.fsa,
    day: row.day,
    half: row.half,
    price: Number(row.price),
    poolType: row.pool_type ?? '',
    crew: row.crew ?? 1,
    locale,
    email: row.email ?? '',
    customer: row.customer!,
    manageUrl: manageUrl(context, number, locale),
  };
}

export const confirmedOf = (mail: BookingForMail): ConfirmedBooking => ({
  number: mail.number,
  service: mail.service,
  offer: mail.offer,
  fsa: mail.fsa,
  day: mail.day,
  half: mail.half,
  price: mail.price,
  crew: mail.crew,
  manageUrl: mail.manageUrl,
  ...(mail.partner ? { partner: mail.partner } : {}),
});
