import { describe, expect, it } from 'vitest';
import { linePrices, variantName } from './line-item';
import { discountedPrice } from './local-cart';

describe('variantName', () => {
  it('names the chosen variant, and nothing for a product without options (the store\'s "Default Title")', () => {
    expect(variantName('4 kg')).toBe('4 kg');
    expect(variantName(' Taupe ')).toBe('Taupe');
    expect(variantName('Default Title')).toBeNull();
    expect(variantName('')).toBeNull();
    expect(variantName(null)).toBeNull();
    expect(variantName(undefined)).toBeNull();
  });
});

describe('linePrices (spec §3 cart line, §9 discounted price)', () => {
  it('a line on sale: the original unit price, the percent off, the price paid per unit and its total', () => {
    expect(linePrices({ price: 599.99, compareAtPrice: 699.99, quantity: 2 })).toEqual({
      unitPrice: 699.99,
      discount: 14,
      discountedPrice: 599.99,
      totalPrice: 1199.98,
    });
  });

  it("the price paid is spec §9's formula applied to the original price with the exact percent off", () => {
    for (const [price, compareAtPrice] of [
      [599.99, 699.99],
      [89.99, 104.99],
      [4409.1, 4899],
      [22.99, 27.99],
    ] as const) {
      const exact = ((compareAtPrice - price) / compareAtPrice) * 100;
      expect(linePrices({ price, compareAtPrice, quantity: 1 }).discountedPrice).toBe(discountedPrice(compareAtPrice, exact));
    }
  });

  it('a line without a discount: the discounted price is the unit price (a discount of 0)', () => {
    expect(linePrices({ price: 44.99, compareAtPrice: null, quantity: 3 })).toEqual({
      unitPrice: 44.99,
      discount: null,
      discountedPrice: 44.99,
      totalPrice: 134.97,
    });
    // An original price that is not higher is no sale.
    expect(linePrices({ price: 44.99, compareAtPrice: 44.99, quantity: 1 })).toMatchObject({
      unitPrice: 44.99,
      discount: null,
      discountedPrice: 44.99,
    });
    expect(linePrices({ price: 44.99, compareAtPrice: 39.99, quantity: 1 })).toMatchObject({ unitPrice: 44.99, discount: null });
  });

  it('totals stay on the cent', () => {
    expect(linePrices({ price: 0.1, compareAtPrice: null, quantity: 3 }).totalPrice).toBe(0.3);
  });
});
