// Owns a cart's cost: line amounts, the order-level percentage discount of the first applicable code, and totals, in cents.
import type { ShopifySeedProduct, ShopifySeedVariant } from '../seed/types';
import type { Catalogue } from './catalogue';
import type { CartLineRecord, CartRecord } from './cart-store';
import { toCents } from './money';

export interface PricedLine {
  line: CartLineRecord;
  variant: ShopifySeedVariant;
  product: ShopifySeedProduct;
  unitCents: number;
  compareAtCents: number | null;
  subtotalCents: number;
  /** Share of the order-level discount allocated to this line. */
  discountCents: number;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  discountCodes: { code: string; applicable: boolean }[];
  appliedDiscount: { code: string; percentage: number } | null;
}

export function priceCart(cart: CartRecord, catalogue: Catalogue): PricedCart {
  const lines: PricedLine[] = [];
  for (const line of cart.lines) {
    const variant = catalogue.variant(line.merchandiseId);
    const product = catalogue.productOfVariant(line.merchandiseId);
    // A variant gone from the seed since the cart was saved disappears from the cart, as deleted merchandise does on Shopify.
    if (!variant || !product) continue;
    const unitCents = toCents(variant.price);
    lines.push({
      line,
      variant,
      product,
      unitCents,
      compareAtCents: variant.compareAtPrice === null ? null : toCents(variant.compareAtPrice),
      subtotalCents: unitCents * line.quantity,
      discountCents: 0,
    });
  }

  // Codes do not combine here: the first known code applies, the others are reported as not applicable, and none applies to an empty cart.
  let appliedDiscount: PricedCart['appliedDiscount'] = null;
  const discountCodes = cart.discountCodes.map((code) => {
    const percentage = catalogue.discountPercentage(code);
    const applicable = percentage !== null && appliedDiscount === null && lines.length > 0;
    if (applicable) appliedDiscount = { code, percentage };
    return { code, applicable };
  });

  if (appliedDiscount) {
    const { percentage } = appliedDiscount;
    for (const priced of lines) priced.discountCents = Math.round((priced.subtotalCents * percentage) / 100);
  }

  const subtotalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  const discountCents = lines.reduce((sum, l) => sum + l.discountCents, 0);
  return { lines, subtotalCents, discountCents, totalCents: subtotalCents - discountCents, discountCodes, appliedDiscount };
}
