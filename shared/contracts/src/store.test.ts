import { describe, expect, it } from 'vitest';
import { formatOpeningRange, formatTime, OPENING_HOURS, STORE_ADDRESS_LINE, telHref } from './store';

describe('opening hours of spec §9', () => {
  it('reads Monday to Wednesday 9h to 17h; Thursday and Friday 9h to 17h30; Saturday 9h to 17h; Sunday 10h to 16h', () => {
    expect(OPENING_HOURS.map((h) => `${h.days} ${formatOpeningRange(h, 'fr')}`)).toEqual([
      'mondayToWednesday 9 h à 17 h',
      'thursdayAndFriday 9 h à 17 h 30',
      'saturday 9 h à 17 h',
      'sunday 10 h à 16 h',
    ]);
  });

  it('writes English times on the twelve-hour clock', () => {
    expect(OPENING_HOURS.map((h) => formatOpeningRange(h, 'en'))).toEqual([
      '9 a.m. to 5 p.m.',
      '9 a.m. to 5:30 p.m.',
      '9 a.m. to 5 p.m.',
      '10 a.m. to 4 p.m.',
    ]);
    expect(formatTime(12 * 60, 'en')).toBe('12 p.m.');
    expect(formatTime(0, 'en')).toBe('12 a.m.');
  });
});

describe('the store’s address and phones', () => {
  it('has one line for a map search', () => {
    expect(STORE_ADDRESS_LINE).toBe('2500, boulevard Saint-Martin Ouest, Laval, QC H7S 1M9');
  });

  it('makes dialable addresses of local and toll-free numbers', () => {
    expect(telHref('450 555-0123')).toBe('tel:+14505550123');
    expect(telHref('1 800 555-0199')).toBe('tel:+18005550199');
    expect(telHref('+1 (514) 555-0100')).toBe('tel:+15145550100');
  });
});
