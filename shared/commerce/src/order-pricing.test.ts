import { describe, expect, it } from 'vitest';
import { amountToFreeDelivery, deliveryFee, DELIVERY_FEES, orderTotals, PROVINCE_CODES, salesTaxes, TAX_NAMES } from './order-pricing';
import { taxRatesOn } from './tax-rates';

describe('delivery (spec §9: free from 39 $, some items always free)', () => {
  it('charges the province fee below 39 $ and nothing from 39 $', () => {
    const line = { price: 38.99, quantity: 1 };
    expect(deliveryFee(38.99, [line], 'QC')).toBe(DELIVERY_FEES.QC);
    expect(deliveryFee(39, [{ price: 39, quantity: 1 }], 'QC')).toBe(0);
    expect(deliveryFee(120, [{ price: 60, quantity: 2 }], 'NU')).toBe(0);
  });

  it('ships free when every item ships free, whatever the total; one paying item brings the fee back', () => {
    const free = { price: 12, quantity: 1, tags: ['livraison-gratuite'] };
    expect(deliveryFee(12, [free], 'ON')).toBe(0);
    expect(deliveryFee(20, [free, { price: 8, quantity: 1, tags: [] }], 'ON')).toBe(DELIVERY_FEES.ON);
  });

  it('an empty cart costs nothing to deliver, and says how far free delivery is', () => {
    expect(deliveryFee(0, [], 'QC')).toBe(0);
    expect(amountToFreeDelivery(24.5)).toBe(14.5);
    expect(amountToFreeDelivery(50)).toBe(0);
  });

  it('has a fee for every province and territory', () => {
    for (const province of PROVINCE_CODES) expect(DELIVERY_FEES[province]).toBeGreaterThan(0);
  });
});

describe('sales taxes per province', () => {
  it('Quebec: TPS 5 % and TVQ 9.975 % on separate lines, both on the same base', () => {
    expect(salesTaxes(100, 'QC')).toEqual([
      { kind: 'GST', rate: 5, amount: 5 },
      { kind: 'QST', rate: 9.975, amount: 9.98 },
    ]);
    expect(TAX_NAMES.GST).toEqual({ fr: 'TPS', en: 'GST' });
    expect(TAX_NAMES.QST).toEqual({ fr: 'TVQ', en: 'QST' });
  });

  it('HST provinces: one harmonized tax (TVH in French)', () => {
    expect(salesTaxes(100, 'ON')).toEqual([{ kind: 'HST', rate: 13, amount: 13 }]);
    expect(salesTaxes(100, 'NS')).toEqual([{ kind: 'HST', rate: 14, amount: 14 }]);
    for (const province of ['NB', 'NL', 'PE'] as const) expect(salesTaxes(100, province)).toEqual([{ kind: 'HST', rate: 15, amount: 15 }]);
    expect(TAX_NAMES.HST.fr).toBe('TVH');
  });

  it('GST only in Alberta and the territories; GST and the provincial tax in the West', () => {
    for (const province of ['AB', 'YT', 'NT', 'NU'] as const)
      expect(salesTaxes(100, province)).toEqual([{ kind: 'GST', rate: 5, amount: 5 }]);
    expect(salesTaxes(100, 'BC').map((t) => [t.kind, t.amount])).toEqual([
      ['GST', 5],
      ['PST', 7],
    ]);
    expect(salesTaxes(100, 'SK').map((t) => [t.kind, t.amount])).toEqual([
      ['GST', 5],
      ['PST', 6],
    ]);
    expect(salesTaxes(100, 'MB').map((t) => [t.kind, t.amount])).toEqual([
      ['GST', 5],
      ['RST', 7],
    ]);
  });

  it('every province and territory has its rates', () => {
    for (const province of PROVINCE_CODES) expect(taxRatesOn(province).length, province).toBeGreaterThan(0);
  });

  it('rounds each tax to the cent, a half cent up', () => {
    expect(salesTaxes(19.99, 'QC').map((t) => t.amount)).toEqual([1, 1.99]);
    expect(salesTaxes(359.1, 'QC').map((t) => t.amount)).toEqual([17.96, 35.82]);
  });
});

describe('order totals', () => {
  it('spec §9: discounted price = price − price × discount / 100, summed by quantity', () => {
    const totals = orderTotals(
      [
        { price: 50, quantity: 2, discount: 10 },
        { price: 10, quantity: 1 },
      ],
      'QC',
    );
    expect(totals.subtotal).toBe(100);
    expect(totals.delivery).toBe(0);
    expect(totals.taxes.map((t) => t.amount)).toEqual([5, 9.98]);
    expect(totals.total).toBe(114.98);
  });

  it('a promo code that takes the goods under 39 $ brings the delivery fee back, and the fee is taxed', () => {
    const totals = orderTotals([{ price: 40, quantity: 1 }], 'ON', 4);
    expect(totals).toMatchObject({ subtotal: 40, promoDiscount: 4, merchandise: 36, delivery: DELIVERY_FEES.ON });
    expect(totals.taxes).toEqual([{ kind: 'HST', rate: 13, amount: 6.36 }]);
    expect(totals.total).toBe(55.31);
  });

  it('never lets a promo go below zero or above the subtotal', () => {
    expect(orderTotals([{ price: 10, quantity: 1, tags: ['livraison-gratuite'] }], 'AB', 50).merchandise).toBe(0);
    expect(orderTotals([{ price: 10, quantity: 1, tags: ['livraison-gratuite'] }], 'AB', -5).merchandise).toBe(10);
  });

  it('no floating-point leftovers', () => {
    const totals = orderTotals([{ price: 0.1, quantity: 3, tags: ['livraison-gratuite'] }], 'AB');
    expect(totals.subtotal).toBe(0.3);
    expect(totals.total).toBe(0.32);
  });
});
