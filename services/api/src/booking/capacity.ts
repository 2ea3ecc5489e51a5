// Owns the served areas, the seasons and the crews: what a half-day holds, the area of a postal code, and the days its
// crews can take (the refusals of a day before any place is looked at).
import { isCanadianPostalCode, normalizePostalCode } from '@storefront/validation';
import type { Queryable } from '../db';
import { bookableWindow, halfStart, HALVES, isDay, today, weekday, type Half, type Service } from './calendar';
import { BookingError, formatDay } from './messages';
import type { Area, BookingContext, Slot } from './model';
import { fsaOf, isServed, servedAreas } from './served';

/** The crews the area has on a day: the staff's number for that day, else the area's usual one. */
export async function crewsOn(q: Queryable, area: Area, day: string): Promise<number> {
  const [row] = await q.query<{ crews: number }>('SELECT crews FROM area_day_crews WHERE fsa = $1 AND day = $2', [area.fsa, day]);
  return row?.crews ?? area.crews;
}

/** Jobs a half-day of that day holds. */
export const capacityOn = async (q: Queryable, area: Area, day: string) => (await crewsOn(q, area, day)) * area.jobsPerCrew;

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

/** The crew of the slot with the fewest bookings (the first on a tie), so the crews share the half-day. */
export async function nextCrew(tx: Queryable, area: Area, slot: Slot, except?: string): Promise<number> {
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

/** The area a waiting list's entry or a booking is in: refused once the staff removed it. */
export async function knownArea(q: Queryable, context: BookingContext, fsa: string): Promise<Area> {
  const area = (await listAreas(q)).find((candidate) => candidate.fsa === fsa);
  if (!area) throw new BookingError('unservedArea', { phone: context.mail.phone }, { fsa, phone: context.mail.phone });
  return area;
}

/** The served area of a postal code, or the refusal the page shows with the store's phone. */
export async function areaOf(q: Queryable, context: BookingContext, postalCode: unknown): Promise<Area> {
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
export async function windowOf(q: Queryable, service: Service, day: string) {
  const seasons = await listSeasons(q);
  return bookableWindow(seasons[service], day);
}

/** Refuses a day the area's crews cannot take: past (or its half-day already begun), outside the window, not their weekday. */
export async function checkDay(
  q: Queryable,
  context: BookingContext,
  area: Area,
  service: Service,
  day: unknown,
  half: unknown,
): Promise<Slot> {
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
