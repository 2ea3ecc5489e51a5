import { describe, expect, it } from 'vitest';
import { lowestOptionPrice, modelPrice } from './prices';

const option = (id: string, price?: string) => ({ id, title: id, image: '', order: 1, ...(price === undefined ? {} : { price }) });

describe('model price', () => {
  it('applies the discount of spec §9: price − price × discount / 100', () => {
    expect(modelPrice({ priceEv: 12999, discountEv: 15 })).toEqual({ from: 11049.15, regular: 12999 });
    expect(modelPrice({ priceEv: 7999, discountEv: 0 })).toEqual({ from: 7999, regular: 7999 });
  });

  it('takes the lowest option of each list, an unpriced option being included', () => {
    expect(lowestOptionPrice([option('a', '250'), option('b', '150'), option('c', '300')])).toBe(150);
    expect(lowestOptionPrice([option('a', '250'), option('b')])).toBe(0);
    expect(lowestOptionPrice([])).toBe(0);
    const model = {
      priceEv: 4899,
      discountEv: 10,
      options: { shapes: [option('ronde'), option('ovale', '1200')], steps: [option('droit', '899'), option('angle', '1099')] },
    };
    expect(modelPrice(model)).toEqual({ from: 4409.1 + 899, regular: 4899 + 899 });
  });

  it('reads an unreadable option price as included rather than failing', () => {
    expect(lowestOptionPrice([option('a', 'sur demande'), option('b', '100')])).toBe(0);
  });
});
