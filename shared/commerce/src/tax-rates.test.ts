import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotals, PROVINCE_CODES } from './order-pricing';
import { storeDay, TAX_RATE_HISTORY, taxRatesOn } from './tax-rates';

describe('tax rates as dated data', () => {
  it("Nova Scotia's HST is 15 % until March 31, 2025 and 14 % from April 1", () => {
    expect(taxRatesOn('NS', '2025-03-31')).toEqual([{ kind: 'HST', rate: 15 }]);
    expect(taxRatesOn('NS', '2025-04-01')).toEqual([{ kind: 'HST', rate: 14 }]);
    expect(orderTotals([{ price: 100, quantity: 1 }], 'NS', 0, '2025-03-31').taxes).toEqual([{ kind: 'HST', rate: 15, amount: 15 }]);
    expect(orderTotals([{ price: 100, quantity: 1 }], 'NS', 0, '2025-04-01').taxes).toEqual([{ kind: 'HST', rate: 14, amount: 14 }]);
  });

  it('the HST replaces the GST where a province harmonised; elsewhere the GST comes first, then the provincial tax', () => {
    expect(taxRatesOn('ON', '2026-11-25')).toEqual([{ kind: 'HST', rate: 13 }]);
    expect(taxRatesOn('QC', '2026-11-25')).toEqual([
      { kind: 'GST', rate: 5 },
      { kind: 'QST', rate: 9.975 },
    ]);
    // Before Ontario harmonised, the GST applied alone in this table (its old provincial tax is older than any order).
    expect(taxRatesOn('ON', '2010-06-30')).toEqual([{ kind: 'GST', rate: 5 }]);
  });

  it('every rate has a source and a real date; every province and territory has rates today', () => {
    for (const entry of TAX_RATE_HISTORY) {
      expect(entry.source, `${entry.province} ${entry.kind}`).toMatch(/^https:\/\//);
      expect(new Date(`${entry.effective}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.effective);
    }
    for (const province of PROVINCE_CODES) expect(taxRatesOn(province).length, province).toBeGreaterThan(0);
  });

  it("the day is the store's, in Quebec: 23:30 on March 31 in Halifax's evening is still March 31 at the store", () => {
    expect(storeDay(new Date('2025-04-01T03:30:00Z'))).toBe('2025-03-31');
    expect(storeDay(new Date('2025-04-01T04:30:00Z'))).toBe('2025-04-01');
  });

  it("agrees with Intl's America/Toronto at every instant, across the changes of hour and the hour where the two offsets disagree", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' });
    // Every quarter hour around both changes of 2026 and across a winter and a summer night, then random instants over 20 years.
    const starts = ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z', '2026-01-15T00:00:00Z', '2026-07-15T00:00:00Z'];
    for (const start of starts)
      for (let quarter = 0; quarter < 4 * 72; quarter++) {
        const at = new Date(Date.parse(start) + quarter * 900_000);
        expect(storeDay(at), at.toISOString()).toBe(intl.format(at));
      }
    fc.assert(
      fc.property(fc.date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }), (at) => {
        expect(storeDay(at)).toBe(intl.format(at));
      }),
      { numRuns: 5000 },
    );
  });
});
