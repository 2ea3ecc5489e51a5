// Owns the booking rules on the database: served areas and their capacity, availability, holds, confirmations, the waiting
// list (in line once its owner confirms), changes and cancellations. Every write that takes or frees a place locks its
// half-day's row first (lockSlot).
import { randomUUID } from 'node:crypto';
import type { Locale } from '@storefront/contracts';
import { isCanadianPostalCode, normalizePostalCode, type BookingCustomer } from '@storefront/validation';
import type { Db, Queryable } from '../db';
import { enqueueMail } from '../outbox';
import { bookableWindow, daysBetween, halfStart, HALVES, isDay, today, weekday, type Half, type Service } from './calendar';
import {
  customerBookingMail,
  customerCancellationMail,
  staffBookingMail,
  waitlistConfirmMail,
  waitlistOfferMail,
  type BookingForMail,
  type BookingMailContext,
} from './booking-mail';
import { checkConfirmedWaitlist, checkHolds, checkWaitlist, OFFERS_PER_ADDRESS, WAITLIST_CONFIRM_HOURS } from './limits';
import { BookingError, formatDay, formatPrice } from './messages';
import { bookingPrice, type Offer, type PackageId, type PoolType } from './pricing';
import { fsaOf, isServed, servedAreas } from './served';
import {
  clientKey,
  isManageKey,
  isOfferSignature,
  isWaitlistSignature,
  manageKey,
  offerToken,
  readOfferToken,
  readWaitlistToken,
  waitlistToken,
} from './tokens';

export const HOLD_MINUTES = 10;
export const OFFER_HOURS = 24;
export const CHANGE_LIMIT_HOURS = 48;

export interface BookingContext {
  db: Db;
  now: () => Date;
  secret: string;
  mail: BookingMailContext;
  /** The booking page's address in each language: the mails' links go there. */
  pageUrl: (locale: Locale) => string;
}

export interface Area {
  fsa: string;
  name: string;
  weekdays: number[];
  crews: number;
  jobsPerCrew: number;
}
interface Slot {
  fsa: string;
  day: string;
  half: Half;
}

/** The crews the area has on a day: the staff's number for that day, else the area's usual one. */
async function crewsOn(q: Queryable, area: Area, day: string): Promise<number> {
  const [row] = await q.query<{ crews: number }>('SELECT crews FROM area_day_crews WHERE fsa = $1 AND day = $2', [area.fsa, day]);
  return row?.crews ?? area.crews;
}

/** Jobs a half-day of that day holds. */
const capacityOn = async (q: Queryable, area: Area, day: string) => (await crewsOn(q, area, day)) * area.jobsPerCrew;

/** Sets a day's crews for an area (null: back to the area's usual number). */
export async function saveDayCrews(q: Queryable, fsa: string, day: string, crews: number | null): Promise<void> {
  if (crews === null) await q.query('DELETE FROM area_day_crews WHERE fsa = $1 AND day = $2', [fsa, day]);
  else
    await q.query('INSERT INTO area_day_crews (fsa, day, crews) VALUES ($1, $2, $3) ON CONFLICT (fsa, day) DO UPDATE SET crews = $3', [
      fsa,
      day,
      crews,
    ]);
}
const minutes = (n: number) => n * 60_000;

// ── Areas and seasons ──────────────────────────────────────────────────────────────────────────────────────────────────

export async function listAreas(q: Queryable): Promise<Area[]> {
  const rows = await q.query<{ fsa: string; name: string; weekdays: number[]; crews: number; jobs_per_crew: number }>(
    'SELECT fsa, name, weekdays, crews, jobs_per_crew FROM service_areas ORDER BY fsa',
  );
  return rows.map((row) => ({ fsa: row.fsa, name: row.name, weekdays: row.weekdays, crews: row.crews, jobsPerCrew: row.jobs_per_crew }));
}

export async function saveArea(q: Queryable, area: Area): Promise<void> {
  await q.query(
    `INSERT INTO service_areas (fsa, name, weekdays, crews, jobs_per_crew) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (fsa) DO UPDATE SET name = $2, weekdays = $3, crews = $4, jobs_per_crew = $5`,
    [area.fsa, area.name, area.weekdays, area.crews, area.jobsPerCrew],
  );
}

export async function listSeasons(q: Queryable): Promise<Record<Service, { starts: string; ends: string }>> {
  const rows = await q.query<{ service: Service; starts: string; ends: string }>('SELECT service, starts, ends FROM booking_seasons');
  return Object.fromEntries(rows.map((row) => [row.service, { starts: row.starts, ends: row.ends }])) as Record<
    Service,
    { starts: string; ends: string }
  >;
}

export async function saveSeason(q: Queryable, service: Service, season: { starts: string; ends: string }): Promise<void> {
  await q.query('UPDATE booking_seasons SET starts = $2, ends = $3 WHERE service = $1', [service, season.starts, season.ends]);
}

/** The served area of a postal code, or the refusal the page shows with the store's phone. */
async function areaOf(q: Queryable, context: BookingContext, postalCode: unknown): Promise<Area> {
  if (typeof postalCode !== 'string' || !isCanadianPostalCode(postalCode))
    throw new BookingError('invalidBooking', {}, { fields: [{ field: 'postalCode', rule: 'pattern' }] });
  const fsa = fsaOf(normalizePostalCode(postalCode));
  const areas = await listAreas(q);
  const area = areas.find((candidate) => candidate.fsa === fsa);
  // The areas served come with the refusal: the page lists them beside the request to be told (served.ts).
  if (!area || !isServed(area))
    throw new BookingError('unservedArea', { phone: context.mail.phone }, { fsa, phone: context.mail.phone, areas: servedAreas(areas) });
  return area;
}

/** The season's window the visitor books in today. */
async function windowOf(q: Queryable, service: Service, day: string) {
  const seasons = await listSeasons(q);
  return bookableWindow(seasons[service], day);
}

/** Refuses a day the area's crews cannot take: past (or its half-day already begun), outside the window, not their weekday. */
async function checkDay(q: Queryable, context: BookingContext, area: Area, service: Service, day: unknown, half: unknown): Promise<Slot> {
  if (!isDay(day) || !HALVES.includes(half as Half))
    throw new BookingError('invalidBooking', {}, { fields: [{ field: isDay(day) ? 'half' : 'day', rule: 'pattern' }] });
  const now = context.now();
  if (day < today(now) || halfStart(day, half as Half) <= now) throw new BookingError('pastDay');
  const window = await windowOf(q, service, today(now));
  if (day < window.from || day > window.to)
    throw new BookingError('outsideSeason', (locale) => ({ from: formatDay(window.from, locale), to: formatDay(window.to, locale) }), {
      window,
    });
  if (!area.weekdays.includes(weekday(day)) || (await crewsOn(q, area, day)) === 0) throw new BookingError('closedDay');
  return { fsa: area.fsa, day, half: half as Half };
}

// ── Places ─────────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Locks a half-day's row until the transaction ends: every hold, booking, change, cancellation and offer of this half-day
 * waits here for the one before it, so the count it reads next stays true until it commits.
 */
async function lockSlot(tx: Queryable, slot: Slot): Promise<void> {
  await tx.query('INSERT INTO booking_slots (fsa, day, half) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [slot.fsa, slot.day, slot.half]);
  await tx.query('SELECT 1 FROM booking_slots WHERE fsa = $1 AND day = $2 AND half = $3 FOR UPDATE', [slot.fsa, slot.day, slot.half]);
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

/**
 * Under the half-day's lock: offers whose 24 hours are up pass on, then every free place goes to the first in line (a
 * 24-hour hold in their name, and a mail). Places freed by a cancellation or an expired hold reach the waiting list first.
 * Only confirmed entries are in line; an address with OFFERS_PER_ADDRESS offers open keeps its place and lets the next pass.
 */
async function settleSlot(tx: Queryable, context: BookingContext, area: Area, slot: Slot, service: Service): Promise<void> {
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
async function settleFirst(context: BookingContext, area: Area, slot: Slot, service: Service): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockSlot(tx, slot);
    await settleSlot(tx, context, area, slot, service);
  });
}

/** Places still open to a new visitor: capacity less what is taken and who already waits for it. */
async function placesLeft(q: Queryable, area: Area, slot: Slot, now: Date): Promise<number> {
  const [waiting] = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM booking_waitlist WHERE fsa = $1 AND day = $2 AND half = $3 AND status = 'waiting'",
    [slot.fsa, slot.day, slot.half],
  );
  return Math.max(0, (await capacityOn(q, area, slot.day)) - (await taken(q, slot, now)) - (waiting?.n ?? 0));
}

// ── Availability ───────────────────────────────────────────────────────────────────────────────────────────────────────

export interface Availability {
  area: { fsa: string; name: string };
  service: Service;
  window: { from: string; to: string };
  days: { day: string; weekday: number; morning: number; afternoon: number }[];
}

/** The area's working days in the season's window from today on, with the places left in each half-day. */
export async function availability(context: BookingContext, service: Service, postalCode: unknown): Promise<Availability> {
  const { db } = context;
  const area = await areaOf(db, context, postalCode);
  const now = context.now();
  const window = await windowOf(db, service, today(now));
  const from = window.from > today(now) ? window.from : today(now);
  const rows = await db.query<{ day: string; half: Half; n: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, half, count(*)::int AS n FROM (
       SELECT day, half FROM bookings WHERE fsa = $1 AND day BETWEEN $2 AND $3
         AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > $4))
       UNION ALL
       SELECT day, half FROM booking_waitlist WHERE fsa = $1 AND day BETWEEN $2 AND $3 AND status = 'waiting'
     ) used GROUP BY day, half`,
    [area.fsa, from, window.to, now.toISOString()],
  );
  const used = new Map(rows.map((row) => [`${row.day}/${row.half}`, row.n]));
  const dayCrews = new Map(
    (
      await db.query<{ day: string; crews: number }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, crews FROM area_day_crews WHERE fsa = $1 AND day BETWEEN $2 AND $3",
        [area.fsa, from, window.to],
      )
    ).map((row) => [row.day, row.crews]),
  );
  const crews = (day: string) => dayCrews.get(day) ?? area.crews;
  const left = (day: string, half: Half) =>
    halfStart(day, half) <= now ? 0 : Math.max(0, crews(day) * area.jobsPerCrew - (used.get(`${day}/${half}`) ?? 0));
  return {
    area: { fsa: area.fsa, name: area.name },
    service,
    window,
    days: daysBetween(from, window.to)
      .filter((day) => area.weekdays.includes(weekday(day)) && crews(day) > 0)
      .map((day) => ({ day, weekday: weekday(day), morning: left(day, 'morning'), afternoon: left(day, 'afternoon') })),
  };
}

// ── Holds ──────────────────────────────────────────────────────────────────────────────────────────────────────────────

export interface HoldRequest {
  service: Service;
  postalCode: unknown;
  day: unknown;
  half: unknown;
  /** The client's IP as Fastify reads it (behind the trusted proxies): HOLDS_PER_CLIENT counts by it. */
  client: string;
}

/** Takes a place for 10 minutes while the visitor types their details; full → 'full', too many at once → 'tooManyHolds'. */
export async function hold(
  context: BookingContext,
  request: HoldRequest,
): Promise<{ holdId: string; expiresAt: string; expiresIn: number; slot: Slot }> {
  const area = await areaOf(context.db, context, request.postalCode);
  const slot = await checkDay(context.db, context, area, request.service, request.day, request.half);
  await settleFirst(context, area, slot, request.service);
  return context.db.transaction(async (tx) => {
    await lockSlot(tx, slot);
    await settleSlot(tx, context, area, slot, request.service);
    const now = context.now();
    if ((await placesLeft(tx, area, slot, now)) === 0) throw new BookingError('full', {}, { waitlist: true });
    const client = clientKey(context.secret, request.client);
    await checkHolds(tx, client, now);
    const holdId = randomUUID();
    const expiresAt = new Date(now.getTime() + minutes(HOLD_MINUTES)).toISOString();
    await tx.query(
      `INSERT INTO bookings (id, status, service, fsa, day, half, hold_expires_at, created_at, client)
       VALUES ($1, 'held', $2, $3, $4, $5, $6, $7, $8)`,
      [holdId, request.service, slot.fsa, slot.day, slot.half, expiresAt, now.toISOString(), client],
    );
    // The seconds left as well: the page counts down from them, whatever its own clock says.
    return { holdId, expiresAt, expiresIn: HOLD_MINUTES * 60, slot };
  });
}

// ── Confirmation ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** The booking's customer (its rules: @storefront/validation's bookingCustomerSchema). */
export type Customer = BookingCustomer;

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

export interface ConfirmedBooking {
  number: string;
  service: Service;
  offer: Offer;
  fsa: string;
  day: string;
  half: Half;
  /** This visit's price: a combo's is its share of the combo's. */
  price: number;
  crew: number;
  /** The change and cancel link; not in the answer to a booking made through a waiting list's offer (its mail has it). */
  manageUrl?: string;
  /** The combo's other visit. */
  partner?: PartnerVisit;
}

export interface PartnerVisit {
  number: string;
  service: Service;
  day: string;
  half: Half;
  price: number;
  status: 'confirmed' | 'cancelled';
}

/** A combo's price shared between its visits (cents kept: the first takes the odd one). */
export function priceShares(total: number, visits: number): number[] {
  const cents = Math.round(total * 100);
  const share = Math.floor(cents / visits);
  return Array.from({ length: visits }, (_, i) => (i === 0 ? cents - share * (visits - 1) : share) / 100);
}

const manageUrl = (context: BookingContext, number: string, locale: Locale) =>
  `${context.pageUrl(locale)}?reservation=${encodeURIComponent(number)}&key=${manageKey(context.secret, number)}`;

/** The crew of the slot with the fewest bookings (the first on a tie), so the crews share the half-day. */
async function nextCrew(tx: Queryable, area: Area, slot: Slot, except?: string): Promise<number> {
  const rows = await tx.query<{ crew: number; n: number }>(
    `SELECT crew, count(*)::int AS n FROM bookings WHERE fsa = $1 AND day = $2 AND half = $3 AND status = 'confirmed'
       AND id <> coalesce($4::uuid, '00000000-0000-0000-0000-000000000000') GROUP BY crew`,
    [slot.fsa, slot.day, slot.half, except ?? null],
  );
  const load = (crew: number) => rows.find((row) => row.crew === crew)?.n ?? 0;
  let best = 1;
  const crews = await crewsOn(tx, area, slot.day);
  for (let crew = 2; crew <= crews; crew += 1) if (load(crew) < load(best)) best = crew;
  return best;
}

interface BookingRow {
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

const BOOKING_COLUMNS = `id, number, status, service, fsa, to_char(day, 'YYYY-MM-DD') AS day, half, hold_expires_at, reserved_for, offer,
  pool_type, price::text AS price, locale, customer, email, crew, revision, combo_with`;

/** The combo's other visit of a booking, if it has one. */
async function partnerOf(q: Queryable, row: BookingRow): Promise<BookingRow | undefined> {
  if (!row.combo_with) return undefined;
  const [partner] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [row.combo_with]);
  return partner;
}

const partnerVisit = (row: BookingRow): PartnerVisit => ({
  number: row.number ?? '',
  service: row.service,
  day: row.day,
  half: row.half,
  price: Number(row.price),
  status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
});

function forMail(context: BookingContext, row: BookingRow, partner?: BookingRow): BookingForMail {
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

const confirmedOf = (mail: BookingForMail): ConfirmedBooking => ({
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

/** The hold a waiting list's offer link names, once its signature is checked; anything else is 'invalidOffer'. */
async function offeredHold(q: Queryable, context: BookingContext, token: string): Promise<string> {
  const invalid = new BookingError('invalidOffer', { phone: context.mail.phone }, { phone: context.mail.phone });
  const read = readOfferToken(token);
  if (!read) throw invalid;
  const [entry] = await q.query<{ hold_id: string | null }>('SELECT hold_id FROM booking_waitlist WHERE id = $1', [read.entryId]);
  if (!entry?.hold_id || !isOfferSignature(context.secret, read.entryId, entry.hold_id, read.signature)) throw invalid;
  return entry.hold_id;
}

/**
 * Books a half-day, or a combo's two (its opening and its closing) together: each visitor's hold becomes its visit, or
 * (without a hold) the place is taken under the half-day's lock. Every half-day is locked first, in one fixed order, so a
 * combo never gets one visit without the other; the visits, their crews, the customer's mails (with their calendar files)
 * and the store's are committed together.
 */
export async function confirm(context: BookingContext, request: ConfirmRequest): Promise<{ total: number; visits: ConfirmedBooking[] }> {
  const { visits } = request;
  const combo = request.offer !== 'single';
  if (visits.length !== (combo ? 2 : 1) || (combo && visits[0]!.service === visits[1]!.service))
    throw new BookingError('invalidBooking', {}, { fields: [{ field: 'second', rule: combo ? 'required' : 'pattern' }] });
  const total = bookingPrice(visits[0]!.service, request.offer);
  if (Math.abs(request.price - total) > 0.001)
    throw new BookingError('priceChanged', { price: formatPrice(total, request.locale) }, { price: total });
  const email = request.customer.email.trim().toLowerCase();
  const area = await areaOf(context.db, context, request.customer.postalCode);
  const direct: (Slot | null)[] = [];
  for (const visit of visits) {
    const slot = visit.holdId || visit.offerToken ? null : await checkDay(context.db, context, area, visit.service, visit.day, visit.half);
    if (slot) await settleFirst(context, area, slot, visit.service);
    direct.push(slot);
  }
  const shares = priceShares(total, visits.length);
  return context.db.transaction(async (tx) => {
    const now = context.now();
    const slots: Slot[] = [];
    const holds: (string | null)[] = [];
    for (const visit of visits) holds.push(visit.offerToken ? await offeredHold(tx, context, visit.offerToken) : (visit.holdId ?? null));
    for (const [i, visit] of visits.entries()) {
      const holdId = holds[i];
      if (!holdId) {
        slots.push(direct[i]!);
        continue;
      }
      const [held] = await tx.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [holdId]);
      // An offer's hold is completed through its link only, and a link's offer is always an offer's hold.
      if (!held || held.service !== visit.service || (held.reserved_for !== null) !== Boolean(visit.offerToken))
        throw new BookingError('holdNotFound', {}, { service: visit.service });
      if (held.fsa !== area.fsa) throw new BookingError('invalidBooking', {}, { fields: [{ field: 'postalCode', rule: 'pattern' }] });
      slots.push({ fsa: held.fsa, day: held.day, half: held.half });
    }
    // Every half-day locked in the same order (as a change's two), so two combos crossing each other wait, never deadlock.
    for (const slot of [...slots].sort((a, b) => `${a.day}/${a.half}`.localeCompare(`${b.day}/${b.half}`))) await lockSlot(tx, slot);
    if (holds[0] && !visits[0]!.offerToken) {
      // The same confirmation sent again (a lost answer) is the booking it made. Not an offer's: its link would then give
      // the booking's change and cancel link to whoever has the offer's mail and knows the address (issue 43).
      const [current] = await tx.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [holds[0]]);
      if (current?.status === 'confirmed' && current.email === email) {
        const partner = await partnerOf(tx, current);
        const made = [confirmedOf(forMail(context, current, partner))];
        if (partner) made.push(confirmedOf(forMail(context, partner, current)));
        return { total, visits: made };
      }
    }
    const ids: string[] = [];
    for (const [i, visit] of visits.entries()) {
      const slot = slots[i]!;
      const holdId = holds[i];
      if (holdId) {
        const [current] = await tx.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [holdId]);
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
    const made: ConfirmedBooking[] = [];
    for (const [i, row] of rows.entries()) {
      const mail = forMail(context, row, rows[1 - i]);
      await enqueueMail(tx, { kind: 'booking', mail: customerBookingMail(context.mail, mail, 'confirmed', 0) });
      await enqueueMail(tx, { kind: 'notification', mail: staffBookingMail(context.mail, mail, 'new') });
      // A visit booked through an offer's link: its change and cancel link goes to the offered address only, by mail.
      const { manageUrl, ...visit } = confirmedOf(mail);
      made.push(visits[i]!.offerToken ? visit : { ...visit, manageUrl });
    }
    return { total, visits: made };
  });
}

// ── Waiting list ───────────────────────────────────────────────────────────────────────────────────────────────────────

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

/** The answer to every request for the waiting list: the same whoever the address is, so it tells nothing about its entries. */
export interface WaitAnswer {
  status: 'pending';
  /** How long the mailed link works. */
  confirmHours: number;
}

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

/** Where a confirmed entry stands: in line (with its position), offered a place (its mail sent), booked, or its offer lapsed. */
export interface WaitlistStanding {
  state: 'waiting' | 'offered' | 'booked' | 'lapsed';
  /** Its place in line while it waits. */
  position: number | null;
  /** True when it was confirmed before this request (a second click). */
  already: boolean;
  service: Service;
  day: string;
  half: Half;
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
  const area = (await listAreas(context.db)).find((candidate) => candidate.fsa === entry.fsa);
  if (!area) throw new BookingError('unservedArea', { phone: context.mail.phone }, { fsa: entry.fsa, phone: context.mail.phone });
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

// ── The signed link: read, change, cancel ──────────────────────────────────────────────────────────────────────────────

async function bookingByLink(q: Queryable, context: BookingContext, number: string, key: unknown, lock = false): Promise<BookingRow> {
  if (!isManageKey(context.secret, number, key)) throw new BookingError('invalidLink');
  const [row] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE number = $1${lock ? ' FOR UPDATE' : ''}`, [
    number,
  ]);
  if (!row) throw new BookingError('invalidLink');
  return row;
}

export interface BookingView extends ConfirmedBooking {
  status: 'confirmed' | 'cancelled';
  /** Until when the link may change or cancel it. */
  changeableUntil: string;
  /** Whether it still may, by the booking's clock (the page's may differ from it: the tests' site runs on a seed day). */
  changeable: boolean;
  /** The visit's postal code: the page asks the availability of its area to move it. */
  postalCode: string;
}

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

function checkChangeable(context: BookingContext, row: BookingRow): void {
  if (row.status !== 'confirmed') throw new BookingError('cancelled');
  if (context.now() >= changeLimit(row.day, row.half)) throw new BookingError('tooLate', { phone: context.mail.phone });
}

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
  const area = (await listAreas(context.db)).find((candidate) => candidate.fsa === found.fsa);
  if (!area) throw new BookingError('unservedArea', { phone: context.mail.phone }, { fsa: found.fsa, phone: context.mail.phone });
  const target = await checkDay(context.db, context, area, found.service, to.day, to.half);
  await settleFirst(context, area, target, found.service);
  await context.db.transaction(async (tx) => {
    const before = { fsa: found.fsa, day: found.day, half: found.half };
    // Both half-days locked, always in the same order, so two changes crossing each other wait instead of deadlocking.
    const slots = [before, target].sort((a, b) => `${a.day}/${a.half}`.localeCompare(`${b.day}/${b.half}`));
    for (const slot of slots) await lockSlot(tx, slot);
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

// ── Sweep ──────────────────────────────────────────────────────────────────────────────────────────────────────────────

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

// ── Staff's day ────────────────────────────────────────────────────────────────────────────────────────────────────────

export interface DayBooking extends BookingForMail {
  areaName: string;
}

/** The day's confirmed bookings, by area, crew and half-day. */
export async function bookingsOfDay(context: BookingContext, day: string): Promise<DayBooking[]> {
  const rows = await context.db.query<BookingRow & { area_name: string }>(
    `SELECT b.*, a.name AS area_name FROM (SELECT ${BOOKING_COLUMNS} FROM bookings WHERE day = $1 AND status = 'confirmed') b
     JOIN service_areas a ON a.fsa = b.fsa ORDER BY b.fsa, b.crew, CASE b.half WHEN 'morning' THEN 0 ELSE 1 END, b.number`,
    [day],
  );
  return rows.map((row) => ({ ...forMail(context, row), areaName: row.area_name }));
}
