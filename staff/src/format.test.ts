import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatSize } from './format';

describe('the console’s numbers and dates', () => {
  it('writes amounts in Canadian dollars as each language does', () => {
    expect(formatMoney(5859.1, 'fr')).toBe('5\u00a0859,10\u00a0$');
    expect(formatMoney(5859.1, 'en')).toBe('$5,859.10');
  });

  it('writes a time in the store’s time zone (Montréal), whatever the machine’s', () => {
    expect(formatDateTime('2026-11-25T15:00:00Z', 'fr')).toMatch(/25 nov\. 2026.*10 h 00/);
    expect(formatDateTime('2026-11-25T15:00:00Z', 'en')).toMatch(/Nov 25, 2026.*10:00/);
  });

  it('writes a file’s size in the units of each language', () => {
    expect(formatSize(24, 'fr')).toBe('24\u00a0o');
    expect(formatSize(1_234_567, 'fr')).toBe('1,2\u00a0Mo');
    expect(formatSize(1_234_567, 'en')).toBe('1.2\u00a0MB');
  });
});
