// Owns reading what the sitemap lists through the project's own seams: product handles from the store
// (@storefront/commerce) and shop categories and promotions from the catalogue (@storefront/catalogue-data).
import { createStoreClient } from '@storefront/commerce';
import { createCatalogueClient } from '@storefront/catalogue-data';
import type { RuntimeConfig } from '@storefront/contracts';
import type { SitemapSources } from './sitemap';

export interface CatalogueReaders {
  productHandles(): Promise<string[]>;
  categoryHandles(): Promise<string[]>;
  promotionSlugs(): Promise<string[]>;
}

/** Readers over the real store and catalogue. Catalogue loaders log and return nothing on error (spec §8), so a logged error counts as a failed read here. */
export function catalogueReaders(config: RuntimeConfig): CatalogueReaders {
  const readCatalogue = async <T>(load: (client: ReturnType<typeof createCatalogueClient>) => Promise<T[]>): Promise<T[]> => {
    const errors: unknown[] = [];
    const client = createCatalogueClient({
      firebase: config.firebase,
      ...(config.emulator ? { emulator: config.emulator } : {}),
      log: { error: (...args: unknown[]) => void errors.push(args.at(-1)) },
    });
    try {
      const items = await load(client);
      if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
      return items;
    } finally {
      await client.dispose();
    }
  };
  return {
    async productHandles() {
      const collections = await createStoreClient(config.shopify).fetchAllCollections();
      return [...new Set(collections.flatMap((collection) => collection.products.map((product) => product.handle)))];
    },
    categoryHandles: async () => (await readCatalogue((client) => client.loadCategories())).map((category) => category.handle),
    promotionSlugs: async () => (await readCatalogue((client) => client.loadPromotions())).map((promotion) => promotion.slug),
  };
}

export interface SourcesResult {
  sources: SitemapSources;
  /** False when a source could not be read: the sitemap still lists the rest, and is rebuilt sooner. */
  complete: boolean;
}

/** Reads every source at once; one that fails is logged and left empty, so the fixed routes are always listed. */
export async function readSitemapSources(
  config: RuntimeConfig,
  log: (message: string) => void,
  readers: CatalogueReaders = catalogueReaders(config),
): Promise<SourcesResult> {
  const [products, categories, promotions] = await Promise.allSettled([readers.productHandles(), readers.categoryHandles(), readers.promotionSlugs()]);
  const value = (result: PromiseSettledResult<string[]>, what: string): string[] => {
    if (result.status === 'fulfilled') return result.value;
    log(`[sitemap] ${what} left out: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
    return [];
  };
  return {
    sources: {
      productHandles: value(products, 'products (store unreachable)'),
      categoryHandles: value(categories, 'shop categories (catalogue unreachable)'),
      promotionSlugs: value(promotions, 'promotions (catalogue unreachable)'),
    },
    complete: [products, categories, promotions].every((result) => result.status === 'fulfilled'),
  };
}
