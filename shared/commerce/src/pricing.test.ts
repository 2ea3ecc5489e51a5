import { describe, expect, it } from 'vitest';
import { discountPercent, fitsBudget, priceSummary } from './pricing';

describe('priceSummary (spec §3 product card price, §9 lowest option price)', () => {
  it('shows the lowest variant price, as "from" when variants differ', () => {
    expect(
      priceSummary([
        { price: 89.99, compareAtPrice: 104.99 },
        { price: 44.99, compareAtPrice: null },
      ]),
    ).toEqual({
      price: 44.99,
      compareAtPrice: null,
      from: true,
      discountPercent: null,
    });
  });

  it('keeps the original price of a variant on sale and its percent off', () => {
    expect(priceSummary([{ price: 85, compareAtPrice: 100 }])).toEqual({
      price: 85,
      compareAtPrice: 100,
      from: false,
      discountPercent: 15,
    });
  });

  it('ignores an original price that is not higher, and a product without variants has no price', () => {
    expect(priceSummary([{ price: 10, compareAtPrice: 10 }])?.compareAtPrice).toBeNull();
    expect(priceSummary([])).toBeNull();
  });

  it('rounds the percent off to a whole percent', () => {
    expect(discountPercent(89.99, 104.99)).toBe(14);
    expect(discountPercent(22.99, 27.99)).toBe(18);
    expect(discountPercent(10, null)).toBeNull();
  });
});

describe('fitsBudget (shop assistant)', () => {
  it('keeps a product whose lowest price is within the budget', () => {
    expect(
      fitsBudget(
        [
          { price: 120, compareAtPrice: null },
          { price: 80, compareAtPrice: 100 },
        ],
        80,
      ),
    ).toBe(true);
    expect(fitsBudget([{ price: 120, compareAtPrice: null }], 100)).toBe(false);
    expect(fitsBudget([], 100)).toBe(false);
  });
});
