import { describe, expect, it } from 'vitest';
import { formatTime, OPENING_HOURS, telHref } from './storeInfo';

describe('store facts of spec §9', () => {
  it('has the opening hours of the spec', () => {
    const fr = OPENING_HOURS.map((h) => `${formatTime(h.opens, 'fr')}-${formatTime(h.closes, 'fr')}`);
    expect(fr).toEqual(['9 h-17 h', '9 h-17 h 30', '9 h-17 h', '10 h-16 h']);
    expect(formatTime(17 * 60 + 30, 'en')).toBe('5:30 p.m.');
  });

  it('dials local and toll-free numbers', () => {
    expect(telHref('450 555-0123')).toBe('tel:+14505550123');
    expect(telHref('1 800 555-0199')).toBe('tel:+18005550199');
  });
});
