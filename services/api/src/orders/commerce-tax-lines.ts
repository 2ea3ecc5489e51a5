// Owns placing the taxes the buyer paid on Shopify's line items and shipping lines: each tax line of the order's totals
// (computed once, by @storefront/commerce's rules, when the buyer paid) shared over the parts it was charged on, to the
// cent, so the order Shopify keeps carries the same taxes, where they belong, as the receipt.
import { storeDay, taxRatesOn, type OrderTotals, type ProvinceCode, type Shipment } from '@storefront/commerce';

/** A tax as Shopify's OrderCreateTaxLineInput takes it: rate as a proportion (0.05), amount in dollars. */
export interface CommerceTax {
  title: string;
  rate: number;
  amount: number;
}

export interface TaxedOrder {
  /** Each line's total before the promo (unit price × quantity), in the order's line order. */
  lineTotals: readonly number[];
  shipments: readonly Pick<Shipment, 'lineIds' | 'fee' | 'taxProvince'>[];
  totals: Pick<OrderTotals, 'promoDiscount' | 'taxes'>;
  /** When the buyer paid: the rates of that day tell which tax was charged where. */
  paidAt: Date;
  /** A tax's title on Shopify (the store's books read in French). */
  title: (kind: OrderTotals['taxes'][number]['kind']) => string;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** Whole cents shared by weight, largest remainders first, so the shares add up to the amount exactly. */
export function shareCents(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * Math.max(0, weight)) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The tax lines of each line item and each shipping line. Every part is taxed where its shipment is supplied (ADR 0048):
 * a tax goes to the parts whose shipment's province charged it that day, by what they cost after their share of the promo
 * (lines) or by their fee (shipping), and its amount is the one the buyer paid, shared, never worked out again. An order
 * whose shipments name no province that charged a tax (an old order) spreads it over all its parts.
 */
export function placeTaxes(order: TaxedOrder): { lines: CommerceTax[][]; shipping: CommerceTax[][] } {
  const promo = shareCents(toCents(order.totals.promoDiscount), order.lineTotals.map(toCents));
  const lineBases = order.lineTotals.map((total, index) => toCents(total) - promo[index]!);
  const shipmentOfLine = order.lineTotals.map((_, index) =>
    order.shipments.findIndex((shipment) => shipment.lineIds.includes(String(index))),
  );
  const parts = [
    ...lineBases.map((base, index) => ({ base, shipment: shipmentOfLine[index]! })),
    ...order.shipments.map((shipment, index) => ({ base: toCents(shipment.fee), shipment: index })),
  ];
  const day = storeDay(order.paidAt);
  const charges = (province: ProvinceCode | undefined, kind: string, rate: number) =>
    province !== undefined && taxRatesOn(province, day).some((tax) => tax.kind === kind && tax.rate === rate);
  const placed: CommerceTax[][] = parts.map(() => []);
  for (const tax of order.totals.taxes) {
    let eligible = parts.map((part) => charges(order.shipments[part.shipment]?.taxProvince, tax.kind, tax.rate));
    if (!eligible.some(Boolean)) eligible = parts.map(() => true);
    const shares = shareCents(
      toCents(tax.amount),
      parts.map((part, index) => (eligible[index] ? part.base : 0)),
    );
    // The rate is a percentage (9.975): divided, it must not reach Shopify as 0.09974999999999999.
    const rate = Number((tax.rate / 100).toFixed(8));
    parts.forEach((part, index) => {
      if (eligible[index] && (part.base > 0 || shares[index]! > 0))
        placed[index]!.push({ title: order.title(tax.kind), rate, amount: shares[index]! / 100 });
    });
  }
  return { lines: placed.slice(0, lineBases.length), shipping: placed.slice(lineBases.length) };
}
