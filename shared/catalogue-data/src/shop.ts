// Owns loading the shop once: categories plus store collections, merged, sorted and indexed for listing.
import type { Category, ShopProduct, StoreCollection } from '@storefront/contracts';
import { loadOnce, readCategories, type LoaderContext } from './loaders';
import { mergeShopProducts } from './merge';
import { createShopIndex, type ShopIndex } from './shop-index';
import { latestUniqueByHandle, sortShopProducts } from './sort';

export interface ShopCatalogue {
  categories: Category[];
  /** Merged Shop products in the shop sort order of spec §9. */
  products: ShopProduct[];
  index: ShopIndex;
  /** 'Les essentiels de saison' and the clearance hero: publishedAt descending, one per handle. */
  essentials: ShopProduct[];
  clearanceHero: ShopProduct[];
}

/** The loader results built from the store (Shopify): what a products or collections webhook makes out of date, in every language. */
export function isStoreDataKey(key: string): boolean {
  return /(^|:)(shop$|product:)/.test(key);
}

/** The collections a product is in, each holding that product alone; none when no product has the handle (shared/commerce does this). */
export type StoreProductFetcher = (handle: string) => Promise<StoreCollection[]>;

/**
 * One Shop product, placed as the whole shop places it (same categories, same merge) from its own collections only, or null
 * when the shop does not list it. Rejects when the store or the categories cannot be read. A handle nobody has is not kept,
 * so unknown addresses do not fill the cache.
 */
export async function loadShopProduct(context: LoaderContext, fetchProductCollections: StoreProductFetcher, handle: string): Promise<ShopProduct | null> {
  const key = `product:${handle}`; // isStoreDataKey names this key.
  const product = await context.cache.once(key, async () => {
    const [categories, collections] = await Promise.all([
      context.cache.current('categories', () => readCategories(context)),
      fetchProductCollections(handle),
    ]);
    return mergeShopProducts(categories, collections).find((candidate) => candidate.handle === handle) ?? null;
  });
  if (!product) context.cache.clear((name) => name === key);
  return product;
}

/** Fetches every store collection with its products (shared/commerce does this; catalogue-data never imports shopify-buy). */
export type StoreCollectionsFetcher = () => Promise<StoreCollection[]>;

export function buildShopCatalogue(categories: Category[], storeCollections: readonly StoreCollection[]): ShopCatalogue {
  const products = sortShopProducts(mergeShopProducts(categories, storeCollections), categories);
  return {
    categories,
    products,
    index: createShopIndex(products, categories),
    essentials: latestUniqueByHandle(products.filter((product) => product.isEssentiel)),
    clearanceHero: latestUniqueByHandle(products.filter((product) => product.isLiquidationHero)),
  };
}

export function emptyShopCatalogue(): ShopCatalogue {
  return buildShopCatalogue([], []);
}

/**
 * Products and filters load once (spec §4); a failed part is logged and the next call tries again. A language's
 * context (`languageContext`) keeps each store language's catalogue, and its categories' titles, apart.
 */
export function loadShopCatalogue(context: LoaderContext, fetchStoreCollections: StoreCollectionsFetcher): Promise<ShopCatalogue> {
  return loadOnce(
    context,
    'shop', // isStoreDataKey names this key.
    async () => {
      // `current`, not `once`: this runs as the shop's own reload, which must not rebuild the shop on stale categories.
      const [categories, storeCollections] = await Promise.all([
        context.cache.current('categories', () => readCategories(context)),
        fetchStoreCollections(),
      ]);
      return buildShopCatalogue(categories, storeCollections);
    },
    emptyShopCatalogue(),
  );
}
