// Owns the shop's one connection to the catalogue and the store: clients made on first use, the catalogue and each product
// kept per language for the loaders' lifetime (spec §4, ADR 0028).
import { createCatalogueClient, type CatalogueClient, type ShopCatalogue } from '@storefront/catalogue-data';
import { createStoreClient } from '@storefront/commerce';
import type { ListedShopProduct, Locale, RuntimeConfig, ShopProduct } from '@storefront/contracts';
import { listingOf } from '../features/listing/listingLoader';
import { listedProduct } from './listedProduct';

let connection: { key: string; catalogue: CatalogueClient } | null = null;

// Made on the first loader call, never at import, so the module does no work when the remote is only loaded. Keyed by the
// settings, not the object: a server may hand each request its own copy of the same configuration.
function catalogueClient(config: RuntimeConfig): CatalogueClient {
  const key = JSON.stringify([config.firebase, config.emulator ?? null]);
  if (connection?.key !== key) {
    void connection?.catalogue.dispose();
    connection = {
      key,
      catalogue: createCatalogueClient({ firebase: config.firebase, ...(config.emulator ? { emulator: config.emulator } : {}) }),
    };
  }
  return connection.catalogue;
}

/**
 * The merged, sorted and indexed shop in the page's language: product titles and descriptions come from the store in
 * that language (French where it has none); categories are French only. A failure is logged and gives an empty shop.
 */
export async function loadShopCatalogue(config: RuntimeConfig, locale: Locale): Promise<ShopCatalogue> {
  const store = createStoreClient({ ...config.shopify, language: locale });
  const catalogue = await catalogueClient(config).loadShop(() => store.fetchAllCollections(), {
    language: locale,
    // On the server, the shop list's first page is worked out as part of the load (ADR 0060): the first visitor after a
    // purge does not count 10,000 products' facets. A browser has only its own visitor: it counts what that one asks.
    ...(typeof window === 'undefined' ? { prepare: (shop: ShopCatalogue) => void listingOf(shop, 'shop', {}, null, 1, locale) } : {}),
  });
  // Only a page keeps it aside: on the server the loaders' cache is its one holder, so a purge or a refresh frees the old one.
  if (catalogue.categories.length > 0 && typeof window !== 'undefined') loaded.set(locale, catalogue);
  return catalogue;
}

/**
 * One product of the shop by handle, in the page's language, placed as in the whole shop; null when the shop does not list it.
 * Rejects when the store or the catalogue cannot be read. Reads that product's collections only, not the whole store.
 */
export function loadShopProduct(config: RuntimeConfig, locale: Locale, handle: string): Promise<ShopProduct | null> {
  const store = createStoreClient({ ...config.shopify, language: locale });
  return catalogueClient(config).loadShopProduct((wanted) => store.fetchProductCollections(wanted), handle, { language: locale });
}

const loaded = new Map<Locale, ShopCatalogue>();

/** The catalogue already loaded in this page, for work that must not wait (a keystroke redraws the list at once). */
export function loadedShopCatalogue(locale: Locale): ShopCatalogue | undefined {
  return loaded.get(locale);
}

/**
 * The shop's products with these handles, as lists keep them (data/listedProduct.ts), or null for a handle the shop does not list;
 * rejects when the store or the catalogue cannot be read. Each is read alone (its collections, not the whole store; its own
 * document carries the specifications and packages a comparison shows), unless this page already holds the catalogue.
 */
export async function loadShopProducts(
  config: RuntimeConfig,
  locale: Locale,
  handles: readonly string[],
): Promise<Map<string, ListedShopProduct | null>> {
  const held = loaded.get(locale);
  if (held) {
    const byHandle = new Map(held.products.map((product) => [product.handle, product]));
    return new Map(handles.map((handle) => [handle, byHandle.get(handle) ?? null]));
  }
  const products = await Promise.all(handles.map((handle) => loadShopProduct(config, locale, handle)));
  return new Map(handles.map((handle, at) => [handle, products[at] ? listedProduct(products[at]) : null]));
}
