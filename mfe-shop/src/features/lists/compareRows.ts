// Owns which rows the compare table shows beside price and image: the product's place in the shop, its brand, how it is sold,
// and its options (spec §3 variation: format, colour…), an option only when at least two compared products have it.
import type { ListedShopProduct } from '@storefront/contracts';

/** Shopify's name for the one option of a product without variations: nothing to compare. */
const NO_OPTION = 'Title';

export type CompareRowKey = 'brand' | 'category' | 'collection' | 'type' | 'availability';

export type CompareRow =
  { kind: 'field'; key: CompareRowKey; values: (string | null)[] } | { kind: 'option'; name: string; values: (string | null)[] };

export type ComparedFields = Pick<
  ListedShopProduct,
  'vendor' | 'categoryTitle' | 'collectionTitle' | 'productTypeTitle' | 'buyOnline' | 'options'
>;

const FIELDS: { key: Exclude<CompareRowKey, 'availability'>; of: (product: ComparedFields) => string }[] = [
  { key: 'brand', of: (product) => product.vendor },
  { key: 'category', of: (product) => product.categoryTitle },
  { key: 'collection', of: (product) => product.collectionTitle },
  { key: 'type', of: (product) => product.productTypeTitle },
];

/** Option names in the order the compared products first give them, kept when at least two products have them (or the only one compared). */
function sharedOptionNames(products: readonly ComparedFields[]): string[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const name of new Set(product.options.map((option) => option.name).filter((name) => name !== NO_OPTION)))
      counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const needed = Math.min(2, products.length);
  return [...counts].filter(([, count]) => count >= needed).map(([name]) => name);
}

/**
 * One row per field any compared product has (a missing value is null, shown as a dash), then the shared options with each
 * product's values; availability says whether the product is bought online ('online') or in store ('store').
 */
export function compareRows(products: readonly ComparedFields[]): CompareRow[] {
  const fields = FIELDS.map(({ key, of }) => ({
    kind: 'field' as const,
    key,
    values: products.map((product) => of(product).trim() || null),
  })).filter((row) => row.values.some((value) => value !== null));
  const options = sharedOptionNames(products).map((name) => ({
    kind: 'option' as const,
    name,
    values: products.map((product) => product.options.find((option) => option.name === name)?.values.join(', ') || null),
  }));
  const availability = {
    kind: 'field' as const,
    key: 'availability' as const,
    values: products.map((product) => (product.buyOnline ? 'online' : 'store')),
  };
  return [...fields, ...options, availability];
}
