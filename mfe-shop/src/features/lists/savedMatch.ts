// Owns matching a saved list with the products read for it: the ones to show, in the order they were saved, the ones the shop
// no longer has, and the handles still to read (a product saved in another tab, or a first visit).
import type { ListedShopProduct } from '@storefront/contracts';
import type { SavedItem } from '@storefront/platform';

/** What was read so far, by handle: the product, or null when the shop does not list it. */
export type ReadProducts = ReadonlyMap<string, ListedShopProduct | null>;

export interface SavedMatch {
  products: ListedShopProduct[];
  /** Handles read and not in the shop: they leave the list. */
  gone: string[];
  /** Handles not read yet, each once. */
  missing: string[];
}

export function matchSaved(items: readonly Pick<SavedItem, 'handle'>[], read: ReadProducts): SavedMatch {
  const products: ListedShopProduct[] = [];
  const gone: string[] = [];
  const missing = new Set<string>();
  for (const { handle } of items) {
    const product = read.get(handle);
    if (product) products.push(product);
    else if (product === null) gone.push(handle);
    else missing.add(handle);
  }
  return { products, gone, missing: [...missing] };
}
