// Owns the price a model page shows: the model's discounted price with the lowest option of each of its option lists (spec §9).
import type { PoolOption } from '@storefront/contracts';

export interface ModelPrice {
  /** What the model costs with the cheapest choice of every option list, after its discount. */
  from: number;
  /** The same before the discount; equal to `from` when the model has none. */
  regular: number;
}

const toCents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The cheapest option of a list: an option without a price is included in the model's price (0). */
export function lowestOptionPrice(options: readonly PoolOption[]): number {
  if (options.length === 0) return 0;
  return Math.min(
    ...options.map((option) => {
      const price = Number(option.price ?? 0);
      return Number.isFinite(price) ? price : 0;
    }),
  );
}

/**
 * Spec §9: discounted price = price − price × discount / 100, and the lowest price among options is chosen.
 * The discount is the model's (priceEv, discountEv); each option list is one choice, priced at its cheapest option.
 */
export function modelPrice(model: {
  priceEv: number;
  discountEv: number;
  options?: Partial<Record<string, readonly PoolOption[]>>;
}): ModelPrice {
  const options = Object.values(model.options ?? {}).reduce((sum, list) => sum + lowestOptionPrice(list ?? []), 0);
  const discounted = model.priceEv - (model.priceEv * model.discountEv) / 100;
  return { from: toCents(discounted + options), regular: toCents(model.priceEv + options) };
}
