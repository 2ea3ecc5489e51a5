// Checks that the taxes a buyer paid are placed on Shopify's lines and shipping lines where they were charged, to the cent.
import { parseFulfilment, planFulfilment, storeClock, type PlanLine } from '@storefront/commerce';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeTaxes, shareCents } from './commerce-tax-lines';

const TITLES = { GST: 'TPS', QST: 'TVQ', HST: 'TVH', PST: 'TVP', RST: 'TVD' } as const;
const title = (kind: keyof typeof TITLES) => TITLES[kind];
const PAID = new Date('2026-11-25T20:00:00Z');

/** Cents of each tax title over every line and shipping line. */
function placedTotals(placed: ReturnType<typeof placeTaxes>): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const tax of [...placed.lines.flat(), ...placed.shipping.flat()])
    totals[tax.title] = (totals[tax.title] ?? 0) + Math.round(tax.amount * 100);
  return totals;
}

describe('shareCents', () => {
  it('shares add up to the amount whatever the weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        (amount, weights) => {
          expect(shareCents(amount, weights).reduce((sum, share) => sum + share, 0)).toBe(amount);
        },
      ),
    );
  });
});

describe('placeTaxes', () => {
  it('puts Ontario’s HST on what goes by post to Ottawa and Quebec’s GST and QST on what is picked up in Laval', () => {
    // The mixed cart of the orders suite: 10.00 of accessories by post to Ontario (12.95), a 24.99 chlorine picked up.
    const placed = placeTaxes({
      lineTotals: [10, 24.99],
      shipments: [
        { lineIds: ['0'], fee: 12.95, taxProvince: 'ON' },
        { lineIds: ['1'], fee: 0, taxProvince: 'QC' },
      ],
      totals: {
        promoDiscount: 0,
        taxes: [
          { kind: 'HST', rate: 13, amount: 2.98 },
          { kind: 'GST', rate: 5, amount: 1.25 },
          { kind: 'QST', rate: 9.975, amount: 2.49 },
        ],
      },
      paidAt: PAID,
      title,
    });
    expect(placed).toEqual({
      lines: [
        [{ title: 'TVH', rate: 0.13, amount: 1.3 }],
        [
          { title: 'TPS', rate: 0.05, amount: 1.25 },
          { title: 'TVQ', rate: 0.09975, amount: 2.49 },
        ],
      ],
      shipping: [[{ title: 'TVH', rate: 0.13, amount: 1.68 }], []],
    });
  });

  it('places exactly the taxes planFulfilment charged, for any cart, promo and destination', () => {
    const provinces = ['QC', 'ON', 'NS', 'AB', 'BC', 'MB', 'SK', 'NB'] as const;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 50_000 }),
            quantity: fc.integer({ min: 1, max: 4 }),
            // Chlorine (dangerous) is picked up in Laval by default: the cart then has parts taxed in two provinces.
            kind: fc.constantFrom('parcel', 'dangerous'),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom(...provinces),
        fc.integer({ min: 0, max: 30 }),
        (cart, province, promoPercent) => {
          const lines: PlanLine[] = cart.map((line, index) => ({
            lineId: `l${index}`,
            price: line.price / 100,
            quantity: line.quantity,
            tags: [],
            fulfilment: parseFulfilment({ class: line.kind }),
          }));
          const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
          const planned = planFulfilment({
            lines,
            province,
            postalCode: province === 'QC' ? 'H7S 1M9' : 'K1A 0B1',
            areas: [],
            now: storeClock(PAID),
            promoDiscount: Math.round(subtotal * promoPercent) / 100,
            locale: 'fr',
          });
          if (!planned.ok) return;
          const positions = new Map(lines.map((line, index) => [line.lineId, String(index)]));
          const placed = placeTaxes({
            lineTotals: lines.map((line) => line.price * line.quantity),
            shipments: planned.plan.shipments.map((shipment) => ({
              ...shipment,
              lineIds: shipment.lineIds.map((id) => positions.get(id)!),
            })),
            totals: planned.totals,
            paidAt: PAID,
            title,
          });
          const paid = Object.fromEntries(planned.totals.taxes.map((tax) => [title(tax.kind), Math.round(tax.amount * 100)]));
          expect(placedTotals(placed)).toEqual(paid);
        },
      ),
    );
  });

  it('spreads a tax over every part when no shipment names a province that charged it (an order paid before shipments were kept)', () => {
    const placed = placeTaxes({
      lineTotals: [100],
      shipments: [{ lineIds: ['0'], fee: 10, taxProvince: 'AB' }],
      totals: { promoDiscount: 0, taxes: [{ kind: 'QST', rate: 9.975, amount: 10.97 }] },
      paidAt: PAID,
      title,
    });
    expect(placedTotals(placed)).toEqual({ TVQ: 1097 });
  });
});
