// Owns reading what the sitemap lists through the project's own seams: product handles from the store
// (@storefront/commerce) and shop categories, promotions and published models from the catalogue (@storefront/catalogue-data).
import { createStoreClient } from '@storefront/commerce';
import { createCatalogueClient } from '@storefront/catalogue-data';
import { contentNow, currentPromotions } from '@storefront/catalogue-data/promotions';
import { POOL_TYPE_HANDLES, type PoolCollectionName, type RuntimeConfig } from '@storefront/contracts';
import type { ModelPage, SitemapSources } from './sitemap';

export interface CatalogueReaders {
  productHandles(): Promise<string[]>;
  categoryHandles(): Promise<string[]>;
  promotionSlugs(): Promise<string[]>;
  modelPages(): Promise<ModelPage[]>;
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
    // Only the promotions that run: an ended one keeps its page but is no longer worth a crawl, an upcoming one has none yet.
    promotionSlugs: async () =>
      currentPromotions(await readCatalogue((client) => client.loadPromotions()), contentNow(config.today)).map(
        (promotion) => promotion.slug,
      ),
    // The loaders read published models only (spec §7), so an unpublished model never reaches the sitemap.
    modelPages: () =>
      readCatalogue(async (client) => {
        const families = Object.keys(POOL_TYPE_HANDLES) as PoolCollectionName[];
        const [spas, ...pools] = await Promise.all([client.loadSpaTypes(), ...families.map((family) => client.loadPoolTypes(family))]);
        return [
          ...spas.flatMap((type) => type.products.map((model): ModelPage => ({ collection: 'spas', model: model.handle }))),
          ...pools.flatMap((types, at) =>
            types.flatMap((type) =>
              type.products.map((model): ModelPage => ({ collection: POOL_TYPE_HANDLES[families[at]!], model: model.handle })),
            ),
          ),
        ];
      }),
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
  const [products, categories, promotions, models] = await Promise.allSettled([
    readers.productHandles(),
    readers.categoryHandles(),
    readers.promotionSlugs(),
    readers.modelPages(),
  ]);
  const value = <T>(result: PromiseSettledResult<T[]>, what: string): T[] => {
    if (result.status === 'fulfilled') return result.value;
    log(`[sitemap] ${what} left out: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
    return [];
  };
  return {
    sources: {
      productHandles: value(products, 'products (store unreachable)'),
      categoryHandles: value(categories, 'shop categories (catalogue unreachable)'),
      promotionSlugs: value(promotions, 'promotions (catalogue unreachable)'),
      modelPages: value(models, 'models (catalogue unreachable)'),
    },
    complete: [products, categories, promotions, models].every((result) => result.status === 'fulfilled'),
  };
}
