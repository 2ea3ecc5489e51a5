// Owns the confirmation: a half-day, or a combo's two (its opening and its closing) booked together, from the visitor's
// hold, a waiting list's offer, or the half-day itself; its number, crew, price share and mails, in named steps.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import type { Queryable } from '../db';
import { enqueueMail } from '../outbox';
import { customerBookingMail, staffBookingMail } from './booking-mail';
import {
  bookingById,
  BOOKING_COLUMNS,
  confirmedOf,
  forMail,
  partnerOf,
  type BookingRow,
  type ConfirmedBooking,
  type Customer,
} from './booking-rows';
import type { Service } from './calendar';
import { areaOf, checkDay, nextCrew } from './capacity';
import { BookingError, formatPrice } from './messages';
import { HOLD_MINUTES, OFFER_HOURS, type Area, type BookingContext, type Slot } from './model';
import { lockSlots, placesLeft, settleFirst, settleSlot } from './places';
import { bookingPrice, type Offer, type PackageId, type PoolType } from './pricing';
import { isOfferSignature, readOfferToken } from './tokens';

/**
 * One visit of a booking: the visitor's hold, a waiting list's offer (its link's token: the hold it names is never shown),
 * or the half-day itself (the customer's postal code's area) without either.
 */
export interface VisitRequest {
  service: Service;
  holdId?: string;
  offerToken?: string;
  day?: unknown;
  half?: unknown;
}

export interface ConfirmRequest {
  offer: Offer;
  package: PackageId;
  poolType: PoolType;
  /** The price the visitor saw (a combo's: both visits): a different one is refused with the current price. */
  price: number;
  customer: Customer;
  locale: Locale;
  /** One visit alone; a combo's opening and closing, booked together. */
  visits: VisitRequest[];
}

/** A combo's price shared between its visits (cents kept: the first takes the odd one). */
export function priceShares(total: number, visits: number): number[] {
  const cents = Math.round(total * 100);
  const share = Math.floor(cents / visits);
  return Array.from({ length: visits }, (_, i) => (i === 0 ? cents - share * (visits - 1) : share) / 100);
}

/** The visits the offer asks for (a combo's two, of both services) and the price the visitor saw: the total to book. */
function checkedTotal(request: ConfirmRequest): number {
  const { visits } = request;
  const combo = request.offer !== 'single';
  if (visits.length !== (combo ? 2 : 1) || (combo && visits[0]!.service === visits[1]!.service))
    throw new BookingError('invalidBooking', {}, { fields: [{ field: 'second', rule: combo ? 'required' : 'pattern' }] });
  const total = bookingPrice(visits[0]!.service, request.offer);
  if (Math.abs(request.price - total) > 0.001)
    throw new BookingError('priceChanged', { price: formatPrice(total, request.locale) }, { price: total });
  return total;
}

/** The half-days of the visits with neither hold nor offer, checked and settled before the booking's transaction. */
async function directSlots(context: BookingContext, area: Area, visits: VisitRequest[]): Promise<(Slot | null)[]> {
  const direct: (Slot | null)[] = [];
  for (const visit of visits) {
    const slot = visit.holdId || visit.offerToken ? null : await checkDay(context.db, context, area, visit.service, visit.day, visit.half);
    if (slot) await settleFirst(context, area, slot, visit.service);
    direct.push(slot);
  }
  return direct;
}

/** The hold a waiting list's offer link names, once its signature is checked; anything else is 'invalidOffer'. */
async function offeredHold(q: Queryable, context: BookingContext, token: string): Promise<string> {
  const invalid = new BookingError('invalidOffer', { phone: context.mail.phone }, { phone: context.mail.phone });
  const read = readOfferToken(token);
  if (!read) throw invalid;
  const [entry] = await q.query<{ hold_id: string | null }>('SELECT hold_id FROM booking_waitlist WHERE id = $1', [read.entryId]);
  if (!entry?.hold_id || !isOfferSignature(context.secret, read.entryId, entry.hold_id, read.signature)) throw invalid;
  return entry.hold_id;
}

/** Each visit's hold: the visitor's own, the one its offer's link names, or none (a direct visit). */
async function holdsOf(tx: Queryable, context: BookingContext, visits: VisitRequest[]): Promise<(string | null)[]> {
  const holds: (string | null)[] = [];
  for (const visit of visits) holds.push(visit.offerToken ? await offeredHold(tx, context, visit.offerToken) : (visit.holdId ?? null));
  return holds;
}

/** Each visit's half-day: its hold's (of the visit's service, in the customer's area), else the direct one. */
async function slotsOf(
  tx: Queryable,
  area: Area,
  visits: VisitRequest[],
  holds: (string | null)[],
  direct: (Slot | null)[],
): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (const [i, visit] of visits.entries()) {
    const holdId = holds[i];
    if (!holdId) {
      slots.push(direct[i]!);
      continue;
    }
    const held = await bookingById(tx, holdId);
    // An offer's hold is completed through its link only, and a link's offer is always an offer's hold.
    if (!held || held.service !== visit.service || (held.reserved_for !== null) !== Boolean(visit.offerToken))
      throw new BookingError('holdNotFound', {}, { service: visit.service });
    if (held.fsa !== area.fsa) throw new BookingError('invalidBooking', {}, { fields: [{ field: 'postalCode', rule: 'pattern' }] });
    slots.push({ fsa: held.fsa, day: held.day, half: held.half });
  }
  return slots;
}

/**
 * The same confirmation sent again (a lost answer) is the booking it made. Not an offer's: its link would then give the
 * booking's change and cancel link to whoever has the offer's mail and knows the address (ADR 0049).
 */
async function sentBefore(
  tx: Queryable,
  context: BookingContext,
  visits: VisitRequest[],
  holds: (string | null)[],
  email: string,
): Promise<ConfirmedBooking[] | undefined> {
  if (!holds[0] || visits[0]!.offerToken) return undefined;
  const current = await bookingById(tx, holds[0]);
  if (current?.status !== 'confirmed' || current.email !== email) return undefined;
  const partner = await partnerOf(tx, current);
  const made = [confirmedOf(forMail(context, current, partner))];
  if (partner) made.push(confirmedOf(forMail(context, partner, current)));
  return made;
}

/** Each visit's place under the locks: its hold still live and the customer's, or a place still left (a new row). */
async function takePlaces(
  tx: Queryable,
  context: BookingContext,
  area: Area,
  visits: VisitRequest[],
  slots: Slot[],
  holds: (string | null)[],
  email: string,
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, visit] of visits.entries()) {
    const slot = slots[i]!;
    const holdId = holds[i];
    if (holdId) {
      const current = await bookingById(tx, holdId);
      if (visit.offerToken && current?.status === 'confirmed') throw new BookingError('offerUsed', {}, { service: visit.service });
      if (current?.status !== 'held' || new Date(current.hold_expires_at!) <= now)
        throw new BookingError(
          'holdExpired',
          (locale) => ({
            duration: current?.reserved_for ? `${OFFER_HOURS} ${locale === 'fr' ? 'heures' : 'hours'}` : `${HOLD_MINUTES} minutes`,
          }),
          { service: visit.service },
        );
      if (current.reserved_for && current.reserved_for !== email) throw new BookingError('holdNotYours', {}, { service: visit.service });
      ids.push(current.id);
      continue;
    }
    await settleSlot(tx, context, area, slot, visit.service);
    if ((await placesLeft(tx, area, slot, now)) === 0) throw new BookingError('full', {}, { waitlist: true, service: visit.service });
    const id = randomUUID();
    await tx.query(`INSERT INTO bookings (id, status, service, fsa, day, half, created_at) VALUES ($1, 'held', $2, $3, $4, $5, $6)`, [
      id,
      visit.service,
      slot.fsa,
      slot.day,
      slot.half,
      now.toISOString(),
    ]);
    ids.push(id);
  }
  return ids;
}

/** Turns the places taken into bookings: a number, a crew, the price's share, the customer, and a combo's two tied together. */
async function bookPlaces(
  tx: Queryable,
  area: Area,
  request: ConfirmRequest,
  places: { ids: string[]; slots: Slot[]; shares: number[] },
  email: string,
  now: Date,
): Promise<BookingRow[]> {
  const { ids, slots, shares } = places;
  const rows: BookingRow[] = [];
  for (const [i, id] of ids.entries()) {
    const [{ n }] = (await tx.query<{ n: string }>("SELECT nextval('booking_numbers')::text AS n")) as [{ n: string }];
    const crew = await nextCrew(tx, area, slots[i]!, id);
    const [row] = await tx.query<BookingRow>(
      `UPDATE bookings SET status = 'confirmed', number = $2, offer = $3, package = $4, pool_type = $5, price = $6, locale = $7,
         customer = $8::jsonb, email = $9, crew = $10, confirmed_at = $11, hold_expires_at = NULL, combo_with = $12
       WHERE id = $1 RETURNING ${BOOKING_COLUMNS}`,
      [
        id,
        `R-${n}`,
        request.offer,
        request.package,
        request.poolType,
        shares[i],
        request.locale,
        JSON.stringify(request.customer),
        email,
        crew,
        now.toISOString(),
        ids.length === 2 ? ids[1 - i] : null,
      ],
    );
    await tx.query("UPDATE booking_waitlist SET status = 'booked' WHERE hold_id = $1", [id]);
    rows.push(row!);
  }
  return rows;
}

/** The customer's mails (with their calendar files) and the store's, and the answer's visits. */
async function mailBookings(
  tx: Queryable,
  context: BookingContext,
  visits: VisitRequest[],
  rows: BookingRow[],
): Promise<ConfirmedBooking[]> {
  const made: ConfirmedBooking[] = [];
  for (const [i, row] of rows.entries()) {
    const mail = forMail(context, row, rows[1 - i]);
    await enqueueMail(tx, { kind: 'booking', mail: customerBookingMail(context.mail, mail, 'confirmed', 0) });
    await enqueueMail(tx, { kind: 'notification', mail: staffBookingMail(context.mail, mail, 'new') });
    // A visit booked through an offer's link: its change and cancel link goes to the offered address only, by mail.
    const { manageUrl, ...visit } = confirmedOf(mail);
    made.push(visits[i]!.offerToken ? visit : { ...visit, manageUrl });
  }
  return made;
}

/**
 * Books a half-day, or a combo's two (its opening and its closing) together: each visitor's hold becomes its visit, or
 * (without a hold) the place is taken under the half-day's lock. Every half-day is locked first, in one fixed order, so a
 * combo never gets one visit without the other; the visits, their crews, the customer's mails (with their calendar files)
 * and the store's are committed together.
 */
export async function confirm(context: BookingContext, request: ConfirmRequest): Promise<{ total: number; visits: ConfirmedBooking[] }> {
  const { visits } = request;
  const total = checkedTotal(request);
  const email = request.customer.email.trim().toLowerCase();
  const area = await areaOf(context.db, context, request.customer.postalCode);
  const direct = await directSlots(context, area, visits);
  const shares = priceShares(total, visits.length);
  return context.db.transaction(async (tx) => {
    const now = context.now();
    const holds = await holdsOf(tx, context, visits);
    const slots = await slotsOf(tx, area, visits, holds, direct);
    // Every half-day locked in the same order (as a change's two), so two combos crossing each other wait, never deadlock.
    await lockSlots(tx, slots);
    const again = await sentBefore(tx, context, visits, holds, email);
    if (again) return { total, visits: again };
    const ids = await takePlaces(tx, context, area, visits, slots, holds, email, now);
    const rows = await bookPlaces(tx, area, request, { ids, slots, shares }, email, now);
    return { total, visits: await mailBookings(tx, context, visits, rows) };
  });
}
