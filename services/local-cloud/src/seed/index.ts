// Owns assembling the seed: Firestore documents, Storage objects (rendered images, PDFs, icons) and the Shopify catalogue.
import path from 'node:path';
import { defaultDataDir } from '../config';
import { downloadTokenFor } from '../storage/store';
import { storageMediaUrl } from './builders';
import { categoriesPart } from './catalogue/categories';
import { poolsPart } from './catalogue/pools';
import { spasPart } from './catalogue/spas';
import { renderImages, type RenderStats } from './images/render';
import { withStoredWidths } from './images/widths';
import { customerDocumentsPart, jobsPart, servicePackagesPart, videosPart } from './marketing/content';
import { promotionsPart } from './marketing/promotions';
import { promotionVideoPart } from './marketing/promotion-video';
import { mergeParts, type SeedPart } from './part';
import { planShop, toShopifySeed, type ShopPlan } from './shop/index';
import { generateSyntheticCatalogue, withSyntheticCatalogue } from './synthetic';
import type { Seed, SeedObject } from './types';

export type {
  Seed,
  SeedDocument,
  SeedObject,
  ShopifySeed,
  ShopifySeedCollection,
  ShopifySeedImage,
  ShopifySeedMetafield,
  ShopifySeedProduct,
  ShopifySeedVariant,
} from './types';
export { FREE_SHIPPING_TAG, NEW_TAG, EXCLUSIVE_TAG, planShop, toShopifySeed } from './shop/index';
export { catalogueProductId, isStoreProductId, storeProductId } from './builders';

export interface LoadSeedOptions {
  /** Address of the local cloud, used in the Shopify image URLs. */
  baseUrl: string;
  /** Rendered images are cached here (default `<data dir>/seed-cache`); `false` renders in memory only. */
  cacheDir?: string | false;
  /**
   * Serve this many synthetic shop products (and their categories) in place of the seed's (default
   * LOCAL_CLOUD_SYNTHETIC_PRODUCTS, else none): the benchmarks' large catalogue, the same every run.
   */
  syntheticProducts?: number;
}

/** The synthetic catalogue's seed number: the same products on every run and machine. */
const SYNTHETIC_SEED = 2025;

function syntheticProductsFromEnv(): number {
  const value = process.env.LOCAL_CLOUD_SYNTHETIC_PRODUCTS;
  if (!value) return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 100_000)
    throw new Error(`LOCAL_CLOUD_SYNTHETIC_PRODUCTS must be a whole number from 0 to 100000, not ${value}`);
  return count;
}

/** Everything the seed writes, before images are rendered. */
export interface SeedPlan {
  shop: ShopPlan;
  part: SeedPart;
}

export function planSeed(): SeedPlan {
  const shop = planShop();
  const part = mergeParts([
    categoriesPart(shop),
    spasPart(shop),
    poolsPart(shop),
    promotionsPart(),
    videosPart(),
    jobsPart(),
    servicePackagesPart(),
    customerDocumentsPart(),
    promotionVideoPart(),
  ]);
  // Shop product images are Storage objects too: the Storefront API serves their URLs.
  const merged = mergeParts([part, { documents: {}, images: shop.images, files: {} }]);
  return { shop, part: merged };
}

export function defaultCacheDir(): string {
  return path.join(defaultDataDir(), 'seed-cache');
}

// Rendering is the slow part; several local clouds in one process (tests) share one render.
const rendered = new Map<string, Promise<{ objects: Record<string, SeedObject>; stats: RenderStats }>>();

export let lastRenderStats: RenderStats | null = null;

export async function loadSeed(opts: LoadSeedOptions): Promise<Seed> {
  const plan = planSeed();
  const cacheDir = opts.cacheDir === false ? undefined : (opts.cacheDir ?? defaultCacheDir());
  const key = cacheDir ?? '(memory)';
  let rendering = rendered.get(key);
  if (!rendering) {
    rendering = renderImages(plan.part.images, cacheDir).then((result) => withStoredWidths(result, plan.part.images, cacheDir));
    rendered.set(key, rendering);
    rendering.catch(() => rendered.delete(key));
  }
  const { objects, stats } = await rendering;
  lastRenderStats = stats;

  const storage: Record<string, SeedObject> = { ...objects, ...plan.part.files };
  const shopify = toShopifySeed(plan.shop, (objectPath) => {
    const object = storage[objectPath];
    if (!object) throw new Error(`Shop image ${objectPath} was not rendered`);
    return storageMediaUrl(opts.baseUrl, objectPath, downloadTokenFor(objectPath, object.data));
  });
  const seed: Seed = { firestore: plan.part.documents, storage, shopify };
  const synthetic = opts.syntheticProducts ?? syntheticProductsFromEnv();
  if (synthetic === 0) return seed;
  // Their images are the seed's own rendered product images (address with its download token, real size), reused.
  const images = shopify.products.flatMap((product) => product.images.slice(0, 1));
  return withSyntheticCatalogue(
    seed,
    generateSyntheticCatalogue({ products: synthetic, seed: SYNTHETIC_SEED, baseUrl: opts.baseUrl, images }),
  );
}
