// Owns loading the shop once: categories plus store collections, merged, sorted and indexed for listing; and the parts a
// page reads alone (one product, one collection) without the whole shop.
import type {
  Category,
  ListedShopProduct,
  ListedStoreCollection,
  ListedStoreProduct,
  ShopProduct,
  StoreCollection,
} from '@storefront/contracts';
import { dequal } from 'dequal';
import { loadOnce, readCategories, type LoaderContext } from './loaders';
import { mergeShopProducts } from './merge';
import { createShopIndex, type ShopIndex } from './shop-index';
import { latestUniqueByHandle, sortShopProducts } from './sort';

export interface ShopCatalogue {
  categories: Category[];
  /** Merged Shop products in the shop sort order of spec §9, as lists show them (ListedShopProduct). */
  products: ListedShopProduct[];
  index: ShopIndex;
  /** 'Les essentiels de saison' and the clearance hero: publishedAt descending, one per handle. */
  essentials: ListedShopProduct[];
  clearanceHero: ListedShopProduct[];
}

/** The loader results built from the store (Shopify): what a products or collections webhook makes out of date, in every language. */
export function isStoreDataKey(key: string): boolean {
  return /(^|:)(shop$|product:|collection:)/.test(key);
}

/**
 * The whole shop of a language, read again before a purge drops it (ADR 0060): at 10,000 products its read and build take
 * seconds, which no visitor should wait on; one product or collection is a read of its own, dropped at once.
 */
export function isWholeShopKey(key: string): boolean {
  return /(^|:)shop$/.test(key);
}

/** The collections a product is in, each holding that product alone; none when no product has the handle (shared/commerce does this). */
export type StoreProductFetcher = (handle: string) => Promise<StoreCollection[]>;

/**
 * One Shop product, placed as the whole shop places it (same categories, same merge) from its own collections only, or null
 * when the shop does not list it. Rejects when the store or the categories cannot be read. A handle nobody has is not kept,
 * so unknown addresses do not fill the cache.
 */
export async function loadShopProduct(
  context: LoaderContext,
  fetchProductCollections: StoreProductFetcher,
  handle: string,
): Promise<ShopProduct | null> {
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

/** The collection of a handle first, then the other collections its products are in, each holding only them (shared/commerce). */
export type StoreCollectionFetcher = (handle: string) => Promise<ListedStoreCollection[]>;

/**
 * The products of one store collection that the shop lists, placed and sorted as the whole shop places and sorts them, read
 * without the whole shop: the collection and its products' other collections only. One difference: products of one type in
 * one other collection keep this collection's order, not that one's, which the store does not give with them. Loaded once
 * like the shop; a failure is logged and gives none (spec §8).
 */
export function loadShopCollection(
  context: LoaderContext,
  fetchCollection: StoreCollectionFetcher,
  handle: string,
): Promise<ListedShopProduct[]> {
  return loadOnce(
    context,
    `collection:${handle}`, // isStoreDataKey names this key.
    async () => {
      const [categories, collections] = await Promise.all([
        context.cache.current('categories', () => readCategories(context)),
        fetchCollection(handle),
      ]);
      const wanted = new Set(collections[0]?.handle === handle ? collections[0].products.map((product) => product.id) : []);
      return sortShopProducts(mergeShopProducts(categories, leanCollections(collections, context.lastShop)), categories).filter((product) =>
        wanted.has(product.id),
      );
    },
    [],
  );
}

/** Fetches every store collection with its products as lists show them (shared/commerce does this; catalogue-data never imports shopify-buy). */
export type StoreCollectionsFetcher = () => Promise<ListedStoreCollection[]>;

/**
 * What the shop keeps of a product (ListedStoreProduct), whatever the fetcher gave: a whole product is not kept whole. A
 * value equal to the same product's in `previous` (the other language's shop, or the shop this one replaces) is taken from
 * there: English pages mostly differ from French ones by titles, and the rest is then held once.
 */
function listed(product: ListedStoreProduct, previous: ReadonlyMap<string, ListedStoreProduct> | undefined): ListedStoreProduct {
  const { id, handle, title, description, productType, vendor, tags, publishedAt, options, images, variants, specs } = product;
  const before = previous?.get(id);
  const same = <T>(value: T, old: T | undefined): T => (old !== undefined && dequal(value, old) ? old : value);
  return {
    id: same(id, before?.id),
    handle: same(handle, before?.handle),
    title: same(title, before?.title),
    description: same(description, before?.description),
    productType: same(productType, before?.productType),
    vendor: same(vendor, before?.vendor),
    tags: same(tags, before?.tags),
    publishedAt: same(publishedAt, before?.publishedAt),
    options: same(options, before?.options),
    images: same(images.slice(0, 1), before?.images),
    variants: same(
      variants.map(({ id, title, price, compareAtPrice, availableForSale, package: found }) => ({
        id,
        title,
        price,
        compareAtPrice,
        availableForSale,
        ...(found ? { package: found } : {}),
      })),
      before?.variants,
    ),
    // What the shop filters and compares on (ADR 0050); no key when the product has none.
    ...(specs ? { specs: same(specs, before?.specs) } : {}),
  };
}

function leanCollections(
  collections: readonly ListedStoreCollection[],
  previous?: ReadonlyMap<string, ListedStoreProduct>,
): ListedStoreCollection[] {
  return collections.map(({ id, handle, title, description, products }) => ({
    id,
    handle,
    title,
    description,
    products: products.map((product) => listed(product, previous)),
  }));
}

/** `lastShop` (LoaderContext): products whose equal values the new shop takes rather than keeping its own copies. */
export function buildShopCatalogue(
  categories: Category[],
  storeCollections: readonly ListedStoreCollection[],
  lastShop?: ReadonlyMap<string, ListedStoreProduct>,
): ShopCatalogue {
  const products = sortShopProducts(mergeShopProducts(categories, leanCollections(storeCollections, lastShop)), categories);
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
 * Work done on a shop just built, before anyone is given it: the answers its first visitors ask (the shop list's counts,
 * kept with it, ADR 0058), so a load after a purge leaves none of it to the first visitor (ADR 0060). A failure is logged only.
 */
export type ShopPreparation = (shop: ShopCatalogue) => void;

/**
 * Products and filters load once (spec §4); a failed part is logged and the next call tries again. A language's
 * context (`languageContext`) keeps each store language's catalogue, and its categories' titles, apart.
 */
export function loadShopCatalogue(
  context: LoaderContext,
  fetchStoreCollections: StoreCollectionsFetcher,
  prepare?: ShopPreparation,
): Promise<ShopCatalogue> {
  return loadOnce(
    context,
    'shop', // isStoreDataKey names this key.
    async () => {
      // `current`, not `once`: this runs as the shop's own reload, which must not rebuild the shop on stale categories.
      const [categories, storeCollections] = await Promise.all([
        context.cache.current('categories', () => readCategories(context)),
        fetchStoreCollections(),
      ]);
      const shop = buildShopCatalogue(categories, storeCollections, context.lastShop);
      try {
        prepare?.(shop);
      } catch (error) {
        context.log.error('[catalogue-data] the shop was read, but its first answers were not prepared', error);
      }
      if (context.lastShop) {
        context.lastShop.clear();
        for (const product of shop.products) context.lastShop.set(product.id, product);
      }
      return shop;
    },
    emptyShopCatalogue(),
  );
}
