// Owns an orderCreate order's money as Shopify works it out from the input, in cents: the discount shared over the lines,
// order-level tax lines split across the taxable lines, tax amounts worked out from their rate where none is given, and the
// order's totals (subtotal after discounts, shipping, tax, total). Sources: shopify.dev's Admin API 2026-10 reference,
// OrderCreateOrderInput.taxLines and .taxesIncluded, OrderCreateTaxLineInput, Order.subtotalPriceSet, .totalTaxSet,
// .taxLines, .totalPriceSet and LineItem.discountedTotalSet.

export interface TaxInput {
  title: string;
  rate: number;
  /** The amount given (priceSet), or null to work it out from the rate. */
  cents: number | null;
  channelLiable: boolean | null;
}

export interface LineInput {
  /** Unit price × quantity, before discounts. */
  cents: number;
  /** Whether tax may be charged on it: taxable and not a gift card. */
  taxable: boolean;
  taxLines: TaxInput[];
}

export interface ShippingInput {
  cents: number;
  taxLines: TaxInput[];
}

export interface TaxAmount {
  title: string;
  rate: number;
  cents: number;
  channelLiable: boolean | null;
}

export interface OrderMoney {
  lines: { discountCents: number; discountedCents: number; taxLines: TaxAmount[] }[];
  shipping: { taxLines: TaxAmount[] }[];
  /** One per title and rate, line and shipping taxes together, in the order first met. */
  taxLines: TaxAmount[];
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * Shares whole cents over parts by weight, largest remainders first (ties to the earlier part), so the shares always add
 * up to the amount. Shopify does not document how it rounds a split; this is the usual way, and never loses a cent.
 */
export function shareCents(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (total <= 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * Math.max(0, weight)) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The tax on a base at a rate, to the cent; with taxes included in the price, the part of it that is tax. */
export function taxOn(baseCents: number, rate: number, taxesIncluded: boolean): number {
  return Math.round(taxesIncluded ? (baseCents * rate) / (1 + rate) : baseCents * rate);
}

function amounts(taxLines: readonly TaxInput[], baseCents: number, taxesIncluded: boolean): TaxAmount[] {
  return taxLines.map((tax) => ({
    title: tax.title,
    rate: tax.rate,
    cents: tax.cents ?? taxOn(baseCents, tax.rate, taxesIncluded),
    channelLiable: tax.channelLiable,
  }));
}

/** Tax lines with the same title and rate as one, their amounts added (Order.taxLines: "the total price for all tax lines with the same rate and title"). */
export function mergeTaxLines(lists: readonly (readonly TaxAmount[])[]): TaxAmount[] {
  const merged: TaxAmount[] = [];
  for (const list of lists)
    for (const tax of list) {
      const same = merged.find((line) => line.title === tax.title && line.rate === tax.rate);
      if (same) same.cents += tax.cents;
      else merged.push({ ...tax });
    }
  return merged;
}

/**
 * The order's money from orderCreate's input. An item discount is shared over the lines by their totals and taxes are
 * charged on what is left ("after discounts are applied"); order-level tax lines are split across the taxable lines by
 * those amounts; a free-shipping discount takes the shipping off. With taxesIncluded the prices already hold the tax, so
 * the total does not add it again.
 */
export function orderMoney(input: {
  lines: readonly LineInput[];
  shipping: readonly ShippingInput[];
  orderTaxLines: readonly TaxInput[];
  itemDiscountCents: number;
  shippingDiscountCents: number;
  taxesIncluded: boolean;
}): OrderMoney {
  const lineDiscounts = shareCents(
    input.itemDiscountCents,
    input.lines.map((line) => line.cents),
  );
  const discounted = input.lines.map((line, index) => line.cents - lineDiscounts[index]!);
  const taxableWeights = input.lines.map((line, index) => (line.taxable ? discounted[index]! : 0));
  const taxableBase = taxableWeights.reduce((sum, weight) => sum + weight, 0);
  // Each order-level tax line, worked out on the taxable lines together, then split across them.
  const orderShares = input.orderTaxLines.map((tax) =>
    shareCents(tax.cents ?? taxOn(taxableBase, tax.rate, input.taxesIncluded), taxableWeights),
  );
  const lines = input.lines.map((line, index) => ({
    discountCents: lineDiscounts[index]!,
    discountedCents: discounted[index]!,
    taxLines: [
      ...amounts(line.taxLines, discounted[index]!, input.taxesIncluded),
      ...input.orderTaxLines.flatMap((tax, t) =>
        orderShares[t]![index]! > 0 || line.taxable
          ? [{ title: tax.title, rate: tax.rate, cents: orderShares[t]![index]!, channelLiable: tax.channelLiable }]
          : [],
      ),
    ],
  }));
  const shipping = input.shipping.map((line) => ({ taxLines: amounts(line.taxLines, line.cents, input.taxesIncluded) }));
  const taxLines = mergeTaxLines([...lines.map((line) => line.taxLines), ...shipping.map((line) => line.taxLines)]);
  const subtotalCents = discounted.reduce((sum, cents) => sum + cents, 0);
  const shippingCents = input.shipping.reduce((sum, line) => sum + line.cents, 0);
  const taxCents = taxLines.reduce((sum, tax) => sum + tax.cents, 0);
  const discountCents = input.itemDiscountCents + input.shippingDiscountCents;
  return {
    lines,
    shipping,
    taxLines,
    subtotalCents,
    shippingCents,
    discountCents,
    taxCents,
    totalCents: subtotalCents + shippingCents - input.shippingDiscountCents + (input.taxesIncluded ? 0 : taxCents),
  };
}
