import { describe, expect, it } from 'vitest';
import { daysBefore, seedClock, seedNow } from './clock';

describe('seed clock', () => {
  it('reads STOREFRONT_SEED_DATE as noon in Quebec, and the real time without it', () => {
    expect(seedNow({ STOREFRONT_SEED_DATE: '2026-11-25' }).toISOString()).toBe('2026-11-25T17:00:00.000Z');
    const now = new Date('2027-02-01T08:00:00Z');
    expect(seedNow({}, now)).toBe(now);
    expect(() => seedNow({ STOREFRONT_SEED_DATE: 'november' })).toThrow(/2026-11-25/);
  });

  it('places a day in its season, with the seasons before and after', () => {
    const autumn = seedClock(new Date('2026-11-25T17:00:00Z'));
    expect(autumn.current).toEqual({ season: 'autumn', start: new Date('2026-09-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') });
    expect(autumn.previous.season).toBe('summer');
    expect(autumn.next).toMatchObject({ season: 'winter', start: new Date('2026-12-01T00:00:00Z') });
    expect(autumn.year).toBe(2026);
  });

  it('keeps January and February in the winter that began in December', () => {
    const winter = seedClock(new Date('2027-01-15T12:00:00Z'));
    expect(winter.current).toMatchObject({
      season: 'winter',
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-03-01T00:00:00Z'),
    });
    expect(winter.previous.start).toEqual(new Date('2026-09-01T00:00:00Z'));
    expect(winter.next.season).toBe('spring');
    expect(seedClock(new Date('2026-12-31T12:00:00Z')).next.start).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(seedClock(new Date('2026-04-15T12:00:00Z')).current.season).toBe('spring');
    expect(seedClock(new Date('2026-07-01T12:00:00Z')).current.season).toBe('summer');
  });

  it('counts days from the clock', () => {
    const clock = seedClock(new Date('2026-11-25T17:00:00Z'));
    expect(daysBefore(clock, 10)).toBe('2026-11-15T17:00:00.000Z');
    expect(daysBefore(clock, -6)).toBe('2026-12-01T17:00:00.000Z');
  });
});
