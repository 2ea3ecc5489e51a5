// Checks the money of an orderCreate order: shares that never lose a cent, taxes worked out and merged as Shopify shows them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeTaxLines, orderMoney, shareCents, taxOn } from './admin-order-totals';

describe('shareCents', () => {
  it('always adds up to the amount, and gives nothing to a part of no weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          const shares = shareCents(amount, weights);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total > 0 ? amount : 0);
          weights.forEach((weight, index) => {
            if (weight === 0) expect(shares[index]).toBe(0);
          });
        },
      ),
    );
  });

  it('gives the left-over cent to the largest remainder', () => {
    // 100 over 1:1:1 is 33.33 each: one of them takes the last cent, the first on a tie.
    expect(shareCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareCents(201, [3000, 0, 1000])).toEqual([151, 0, 50]);
  });
});

describe('taxes', () => {
  it('works a tax out on the price, or the part of a price that holds it', () => {
    expect(taxOn(35910, 0.05, false)).toBe(1796);
    expect(taxOn(2499, 0.05, true)).toBe(119);
  });

  it('merges tax lines of one title and rate, and keeps apart those of another rate', () => {
    expect(
      mergeTaxLines([
        [{ title: 'TPS', rate: 0.05, cents: 250, channelLiable: null }],
        [
          { title: 'TPS', rate: 0.05, cents: 50, channelLiable: null },
          { title: 'TVH', rate: 0.13, cents: 130, channelLiable: null },
        ],
      ]),
    ).toEqual([
      { title: 'TPS', rate: 0.05, cents: 300, channelLiable: null },
      { title: 'TVH', rate: 0.13, cents: 130, channelLiable: null },
    ]);
  });

  it('totals: the subtotal after the discount, shipping less its discount, and taxes unless included', () => {
    const money = orderMoney({
      lines: [{ cents: 10000, taxable: true, taxLines: [{ title: 'TPS', rate: 0.05, cents: null, channelLiable: null }] }],
      shipping: [{ cents: 1000, taxLines: [] }],
      orderTaxLines: [],
      itemDiscountCents: 1000,
      shippingDiscountCents: 1000,
      taxesIncluded: false,
    });
    expect(money).toMatchObject({ subtotalCents: 9000, shippingCents: 1000, discountCents: 2000, taxCents: 450, totalCents: 9450 });
    expect(money.lines[0]).toMatchObject({ discountCents: 1000, discountedCents: 9000 });
  });
});
