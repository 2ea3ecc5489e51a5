// Owns loading the store's products once per page (spec §4: products load once and are skipped if already loaded).
import { createStoreClient } from '@storefront/commerce';
import type { RuntimeConfig, StoreProduct } from '@storefront/contracts';

let products: Promise<Map<string, StoreProduct>> | null = null;

export function loadStoreProducts(config: RuntimeConfig): Promise<Map<string, StoreProduct>> {
  products ??= createStoreClient(config.shopify)
    .fetchAllCollections()
    .then((collections) => new Map(collections.flatMap((c) => c.products).map((p) => [p.handle, p])))
    .catch((error: unknown) => {
      products = null;
      throw error;
    });
  return products;
}
