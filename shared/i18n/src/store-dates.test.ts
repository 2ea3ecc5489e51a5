import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatStoreDay, formatStoreTime, storeDate, windowEnds } from './store-dates';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('store days', () => {
  it('reads YYYY-MM-DD as that calendar day, whatever the time zone', () => {
    expect(storeDate('2026-12-09')?.toISOString()).toBe('2026-12-09T00:00:00.000Z');
    expect(storeDate('9 décembre')).toBeNull();
  });

  it('writes a day in each language, the first of the month as an ordinal in French', () => {
    expect(formatStoreDay('2026-12-08', 'fr')).toBe('mardi 8 décembre');
    expect(formatStoreDay('2026-12-08', 'en')).toBe('Tuesday, December 8');
    expect(formatStoreDay('2026-12-01', 'fr')).toBe('mardi 1er décembre');
    expect(formatDayMonth('2026-12-01', 'fr', true)).toBe('1er décembre 2026');
  });

  it('writes a window as its sentence needs it', () => {
    expect(windowEnds({ from: '2026-12-09', to: '2026-12-16' }, 'fr')).toEqual({ from: '9', to: '16 décembre' });
    expect(windowEnds({ from: '2026-12-09', to: '2026-12-16' }, 'en')).toEqual({ from: 'December 9', to: '16' });
    expect(windowEnds({ from: '2026-11-30', to: '2026-12-04' }, 'fr')).toEqual({ from: '30 novembre', to: '4 décembre' });
    expect(windowEnds({ from: '2026-12-30', to: '2027-01-05' }, 'en')).toEqual({ from: 'December 30, 2026', to: 'January 5, 2027' });
    expect(windowEnds({ from: '2026-12-01', to: '2026-12-03' }, 'fr')).toEqual({ from: '1er', to: '3 décembre' });
  });

  it('writes a time in each language', () => {
    expect(plain(formatStoreTime('14:30', 'fr'))).toBe('14 h 30');
    expect(plain(formatStoreTime('09:00', 'fr'))).toBe('9 h');
    expect(plain(formatStoreTime('14:30', 'en'))).toBe('2:30 p.m.');
  });
});
