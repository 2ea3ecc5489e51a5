// Owns what a cart or order line shows besides its product title: the chosen variant's name and its prices (spec §3 cart line, §9 discounted price).
import { roundToCents } from './local-cart';
import { discountPercent } from './pricing';

/** The store's name for the only variant of a product without options: nothing to show. */
const NO_OPTIONS = 'Default Title';

/** The chosen variant's name to show beside the product's title ("4 kg", "Taupe"); null for a product without options. */
export function variantName(variantTitle: string | null | undefined): string | null {
  const name = variantTitle?.trim();
  return name && name !== NO_OPTIONS ? name : null;
}

export interface LinePrices {
  /** Unit price before any discount: the variant's original price when it is on sale. */
  unitPrice: number;
  /** Percent off the unit price, rounded to a whole percent for display; null without a discount. */
  discount: number | null;
  /** Spec §9: unit price − unit price × discount / 100, the price the visitor pays per unit; the unit price when there is no discount. */
  discountedPrice: number;
  /** Spec §9: discounted price × quantity. */
  totalPrice: number;
}

/**
 * The prices of a store line. The store gives the price paid and, on sale, the original price (compareAtPrice): the price paid is
 * spec §9's discounted price of the original price by the exact percent off, so it is taken as it is rather than recomputed from a
 * rounded percent, which could drift by a cent.
 */
export function linePrices(line: { price: number; compareAtPrice: number | null; quantity: number }): LinePrices {
  const discount = discountPercent(line.price, line.compareAtPrice);
  const unitPrice = discount === null ? line.price : line.compareAtPrice!;
  const paid = roundToCents(line.price);
  return { unitPrice, discount, discountedPrice: paid, totalPrice: roundToCents(paid * line.quantity) };
}
