// The booking's days and hours in the store's time zone on the days its clocks change. Source: the IANA tz database's
// America/Toronto (the zone Montréal keeps), which follows Canada's rule since 2007: summer time from 2 h on the second
// Sunday of March (UTC−4) to 2 h on the first Sunday of November (UTC−5) — March 8 and November 1 2026, March 14 and
// November 7 2027 (https://data.iana.org/time-zones/tz-link.html; Ontario's Time Act and Quebec's Loi sur le temps légal).
import { describe, expect, it } from 'vitest';
import { addDays, halfEnd, halfStart, storeInstant, today } from './calendar';
import { bookingClock } from './context';

const HOUR = 3_600_000;
const CHANGES = [
  { spring: '2026-03-08', before: '2026-03-07', fall: '2026-11-01', fallBefore: '2026-10-31' },
  { spring: '2027-03-14', before: '2027-03-13', fall: '2027-11-07', fallBefore: '2027-11-06' },
];

describe('the store’s hours on the days its clocks change', () => {
  for (const { spring, before, fall, fallBefore } of CHANGES) {
    it(`starts summer time on ${spring}: a half-day’s hour is UTC−5 the day before, UTC−4 that day`, () => {
      expect(halfStart(before, 'morning').toISOString()).toBe(`${before}T13:00:00.000Z`);
      expect(halfStart(spring, 'morning').toISOString()).toBe(`${spring}T12:00:00.000Z`);
      expect(halfEnd(spring, 'afternoon').toISOString()).toBe(`${spring}T21:00:00.000Z`);
      // The clock jumps from 2 h to 3 h: 3 h is 7 h UTC, and the day has 23 hours.
      expect(storeInstant(spring, 3).toISOString()).toBe(`${spring}T07:00:00.000Z`);
      expect(storeInstant(spring, 1).toISOString()).toBe(`${spring}T06:00:00.000Z`);
      expect(storeInstant(addDays(spring, 1), 0).getTime() - storeInstant(spring, 0).getTime()).toBe(23 * HOUR);
    });

    it(`ends summer time on ${fall}: a half-day’s hour is UTC−4 the day before, UTC−5 that day`, () => {
      expect(halfStart(fallBefore, 'afternoon').toISOString()).toBe(`${fallBefore}T17:00:00.000Z`);
      expect(halfStart(fall, 'afternoon').toISOString()).toBe(`${fall}T18:00:00.000Z`);
      expect(halfEnd(fall, 'morning').toISOString()).toBe(`${fall}T17:00:00.000Z`);
      // The clock goes back from 2 h to 1 h: 3 h is 8 h UTC, and the day has 25 hours.
      expect(storeInstant(fall, 3).toISOString()).toBe(`${fall}T08:00:00.000Z`);
      expect(storeInstant(addDays(fall, 1), 0).getTime() - storeInstant(fall, 0).getTime()).toBe(25 * HOUR);
    });

    it(`turns the store’s day at its midnight around ${spring} and ${fall}`, () => {
      // Midnight of the spring day is still winter's (5 h UTC); the next midnight is summer's (4 h UTC).
      expect(today(new Date(`${spring}T04:59:59Z`))).toBe(before);
      expect(today(new Date(`${spring}T05:00:00Z`))).toBe(spring);
      expect(today(new Date(`${addDays(spring, 1)}T03:59:59Z`))).toBe(spring);
      expect(today(new Date(`${addDays(spring, 1)}T04:00:00Z`))).toBe(addDays(spring, 1));
      // Midnight of the fall day is still summer's (4 h UTC); the next midnight is winter's (5 h UTC).
      expect(today(new Date(`${fall}T03:59:59Z`))).toBe(fallBefore);
      expect(today(new Date(`${fall}T04:00:00Z`))).toBe(fall);
      expect(today(new Date(`${addDays(fall, 1)}T04:59:59Z`))).toBe(fall);
      expect(today(new Date(`${addDays(fall, 1)}T05:00:00Z`))).toBe(addDays(fall, 1));
    });
  }

  it('keeps the 48 h change limit in real hours across a change of time (two days and one hour of the clock)', () => {
    // Monday 9 March 2026, 8 h, less 48 hours is Saturday 7 March, 7 h: the clock moved an hour forward in between.
    expect(new Date(halfStart('2026-03-09', 'morning').getTime() - 48 * HOUR).toISOString()).toBe(
      storeInstant('2026-03-07', 7).toISOString(),
    );
  });
});

describe('the tests’ site clock (STOREFRONT_SEED_DATE)', () => {
  it('starts at noon in Montréal, in winter (UTC−5) as in summer (UTC−4)', () => {
    const startedAt = Date.now();
    expect(bookingClock('2026-11-25', startedAt)().getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-25T17:00:00Z'));
    expect(bookingClock('2026-11-25', startedAt)().getTime()).toBeLessThan(Date.parse('2026-11-25T17:00:00Z') + 60_000);
    expect(bookingClock('2026-07-15', startedAt)().getTime()).toBeGreaterThanOrEqual(Date.parse('2026-07-15T16:00:00Z'));
    expect(bookingClock('2026-07-15', startedAt)().getTime()).toBeLessThan(Date.parse('2026-07-15T16:00:00Z') + 60_000);
  });
});
