// Owns what the page shows before a hold: the area's working days in the season's window, with the places left in each
// half-day (capacity less bookings, live holds and who waits in line).
import type { Availability } from '@storefront/validation';
import { daysBetween, halfStart, today, weekday, type Half, type Service } from './calendar';
import { areaOf, windowOf } from './capacity';
import type { BookingContext } from './model';

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
