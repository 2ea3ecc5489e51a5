import { describe, expect, it } from 'vitest';
import { formatLeadReference, parseLeadReference, storeYear } from './lead-reference';

describe('lead references', () => {
  it('writes the prefix, the year and the sequence padded to 4 digits, never cut past 9 999', () => {
    expect(formatLeadReference(2026, 42)).toBe('S-2026-0042');
    expect(formatLeadReference(2026, 1)).toBe('S-2026-0001');
    expect(formatLeadReference(2027, 12345)).toBe('S-2027-12345');
  });

  it('refuses a sequence below 1 and a year that is not 4 digits', () => {
    expect(() => formatLeadReference(2026, 0)).toThrow(RangeError);
    expect(() => formatLeadReference(2026, 1.5)).toThrow(RangeError);
    expect(() => formatLeadReference(26, 1)).toThrow(RangeError);
  });

  it('takes the year of the store’s time zone (America/Toronto), not UTC’s', () => {
    // 2026-12-31 at 22 h in Laval is 2027-01-01 at 03 h UTC (EST, UTC−5).
    expect(storeYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(storeYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
    // Summer time (EDT, UTC−4) moves nothing across a year, but the hour before midnight stays in the old year.
    expect(storeYear(new Date('2026-07-01T03:30:00Z'))).toBe(2026);
  });

  it('reads a reference as a customer types it, and nothing else', () => {
    expect(parseLeadReference(' s-2026-0042 ')).toEqual({ year: 2026, sequence: 42, reference: 'S-2026-0042' });
    expect(parseLeadReference('S-2026-42')).toBeNull();
    expect(parseLeadReference('X-2026-0042')).toBeNull();
    expect(parseLeadReference('S-2026-0000')).toBeNull();
  });
});
