// Owns what a product card and a product page show of a price (spec §3, §9): the lowest price, the struck-through original, the promo percent.

export interface PricedVariant {
  price: number;
  compareAtPrice: number | null;
}

export interface PriceSummary {
  /** The lowest price among the variants (spec §9). */
  price: number;
  /** The original price of that variant when it is on sale, shown struck through. */
  compareAtPrice: number | null;
  /** Variants differ in price: the price is shown as "from". */
  from: boolean;
  /** Whole percent off, shown as a negative promo tag; null when not on sale. */
  discountPercent: number | null;
}

/** Percent off the original price, rounded to a whole percent; null when there is no saving. */
export function discountPercent(price: number, compareAtPrice: number | null): number | null {
  if (compareAtPrice === null || !(compareAtPrice > price) || price < 0) return null;
  return Math.round(((compareAtPrice - price) / compareAtPrice) * 100);
}

/** The price summary of a product's variants (or of the one variant selected); null without any variant. */
export function priceSummary(variants: readonly PricedVariant[]): PriceSummary | null {
  let lowest: PricedVariant | undefined;
  for (const variant of variants) if (!lowest || variant.price < lowest.price) lowest = variant;
  if (!lowest) return null;
  const percent = discountPercent(lowest.price, lowest.compareAtPrice);
  return {
    price: lowest.price,
    compareAtPrice: percent === null ? null : lowest.compareAtPrice,
    from: variants.some((variant) => variant.price !== lowest.price),
    discountPercent: percent,
  };
}

/** A product fits a budget when its lowest variant price is at most the budget (the shop assistant's budget). */
export function fitsBudget(variants: readonly PricedVariant[], budget: number): boolean {
  const summary = priceSummary(variants);
  return summary !== null && summary.price <= budget;
}
