import { describe, expect, it } from 'vitest';
import { contentNow, currentPromotions, promotionStatus } from './promotions';

const now = new Date('2026-11-25T17:00:00Z');
const promotion = (slug: string, startAt: string, endAt: string) => ({ slug, startAt, endAt });

describe('promotion dates', () => {
  it('tells current, ended and upcoming promotions apart', () => {
    expect(promotionStatus(promotion('a', '2026-11-15T00:00:00Z', '2027-01-24T00:00:00Z'), now)).toBe('current');
    expect(promotionStatus(promotion('b', '2026-06-01T00:00:00Z', '2026-08-31T23:59:59Z'), now)).toBe('expired');
    expect(promotionStatus(promotion('c', '2026-12-01T00:00:00Z', '2027-02-28T23:59:59Z'), now)).toBe('upcoming');
  });

  it('counts the first and the last moment as running, and reads missing dates as open', () => {
    expect(promotionStatus(promotion('edge', '2026-11-25T17:00:00Z', '2026-11-25T17:00:00Z'), now)).toBe('current');
    expect(promotionStatus(promotion('just-ended', '2026-11-01T00:00:00Z', '2026-11-25T16:59:59Z'), now)).toBe('expired');
    expect(promotionStatus(promotion('open', '', ''), now)).toBe('current');
    expect(promotionStatus(promotion('no-end', '2027-01-01T00:00:00Z', ''), now)).toBe('upcoming');
    expect(promotionStatus(promotion('no-start', '', '2025-05-31T00:00:00Z'), now)).toBe('expired');
  });

  it('lists only the promotions that run, in their order; none when every one has ended', () => {
    const list = [
      promotion('summer-flyer', '2026-06-01T00:00:00Z', '2026-08-31T23:59:59Z'),
      promotion('autumn-flyer', '2026-09-01T00:00:00Z', '2026-11-30T23:59:59Z'),
      promotion('winter-flyer', '2026-12-01T00:00:00Z', '2027-02-28T23:59:59Z'),
      promotion('spas', '2026-11-15T17:00:00Z', '2027-01-24T17:00:00Z'),
    ];
    expect(currentPromotions(list, now).map((item) => item.slug)).toEqual(['autumn-flyer', 'spas']);
    expect(currentPromotions(list, new Date('2027-06-01T00:00:00Z'))).toEqual([]);
    // The 2025 season's promotions are all over by November 2026.
    expect(currentPromotions([promotion('spring-2025', '2025-03-26T13:00:00Z', '2025-05-31T13:00:00Z')], now)).toEqual([]);
  });

  it('goes by the configured day at noon in Quebec, or by the real time', () => {
    expect(contentNow('2026-11-25').toISOString()).toBe('2026-11-25T17:00:00.000Z');
    const real = new Date('2027-03-02T10:00:00Z');
    expect(contentNow(undefined, real)).toBe(real);
    expect(contentNow('not a day', real)).toBe(real);
  });
});
