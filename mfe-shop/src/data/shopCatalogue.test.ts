// Checks that the server's load of the shop works out the shop list's first page with it (ADR 0060), so the first visitor
// after a purge is given answers already counted; and that a browser, which has one visitor, does not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as catalogueData from '@storefront/catalogue-data';
import { buildShopCatalogue, type ShopCatalogue, type ShopPreparation } from '@storefront/catalogue-data';
import type { RuntimeConfig } from '@storefront/contracts';
import { listingOf } from '../features/listing/listingLoader';

const given: { prepare?: ShopPreparation }[] = [];
const catalogue: { shop: ShopCatalogue | null } = { shop: null };
const counted = vi.fn();
vi.mock('@storefront/catalogue-data', async (original) => {
  const real = await original<typeof catalogueData>();
  return {
    ...real,
    // The listing's facet counts, told to the test: where the shop list's are worked out.
    buildFacets: (...args: Parameters<typeof real.buildFacets>) => (counted(args[3]), real.buildFacets(...args)),
    createCatalogueClient: () => ({
      loadShop: async (_fetch: unknown, options: { prepare?: ShopPreparation }) => {
        given.push(options);
        options.prepare?.(catalogue.shop!);
        return catalogue.shop!;
      },
      dispose: async () => {},
    }),
  };
});
vi.mock('@storefront/commerce', () => ({ createStoreClient: () => ({ fetchAllCollections: async () => [] }) }));

const { loadShopCatalogue } = await import('./shopCatalogue');
const config = { firebase: { apiKey: 'k', projectId: 'p', storageBucket: 'b' }, shopify: {} } as unknown as RuntimeConfig;

afterEach(() => {
  given.length = 0;
  counted.mockClear();
  vi.unstubAllGlobals();
});

describe('the shop as the server loads it', () => {
  it('comes with the shop list’s first page worked out: the listing then answers with what the load counted', async () => {
    catalogue.shop = buildShopCatalogue([], []);
    const shop = await loadShopCatalogue(config, 'fr');
    // Counted during the load, in the page's language.
    expect(counted.mock.calls).toEqual([['fr']]);
    // What the listing's loader asks is the same page, and the shop keeps its answers (ADR 0058): nothing is counted again.
    const listing = listingOf(shop, 'shop', {}, null, 1, 'fr');
    expect(listing.status).toBe('ready');
    expect(listingOf(shop, 'shop', {}, null, 1, 'fr').facets).toBe(listing.facets);
  });

  it('is not prepared in a browser, which counts only what its visitor asks', async () => {
    vi.stubGlobal('window', {});
    catalogue.shop = buildShopCatalogue([], []);
    await loadShopCatalogue(config, 'en');
    expect(given[0]?.prepare).toBeUndefined();
    expect(counted).not.toHaveBeenCalled();
  });
});
