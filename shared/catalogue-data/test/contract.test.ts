// Contract suite: the loaders and file resolution against the local cloud, checked against the seed itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POOL_OPTION_NAMES, SPECIAL_COLLECTION_IDS, type PoolCollectionName } from '@storefront/contracts';
import { startLocalCloud, type LocalCloud } from '@storefront/local-cloud';
import { loadSeed } from '@storefront/local-cloud/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient, type CatalogueClient } from '../src/client';
import { storeCollectionsFromSeed } from './seed-store';

type Seed = Awaited<ReturnType<typeof loadSeed>>;

const POOL_COLLECTIONS: PoolCollectionName[] = ['above-ground-pool', 'in-ground-pool', 'built-in-pool'];
const errors: unknown[][] = [];
let cloud: LocalCloud;
let seed: Seed;
let client: CatalogueClient;
let dataDir: string;

/** Seed documents directly under a collection path, by id. */
function seedDocuments(collectionPath: string): Map<string, Record<string, unknown>> {
  const prefix = `${collectionPath}/`;
  const found = new Map<string, Record<string, unknown>>();
  for (const [documentPath, data] of Object.entries(seed.firestore)) {
    const rest = documentPath.slice(prefix.length);
    if (documentPath.startsWith(prefix) && rest.length > 0 && !rest.includes('/')) found.set(rest, data);
  }
  return found;
}

function publishedIds(collectionPath: string): string[] {
  return [...seedDocuments(collectionPath)]
    .filter(([, data]) => data.published === true)
    .map(([id]) => id)
    .sort();
}

function isOrdered(values: number[]): boolean {
  return values.every((value, i) => i === 0 || values[i - 1]! <= value);
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'catalogue-contract-'));
  // Rendered seed images are cached in local-cloud's shared cache, so only the first run pays for them.
  // The base URL only shapes Shopify image addresses, which this suite does not read.
  seed = await loadSeed({ baseUrl: 'http://127.0.0.1:0' });
  cloud = await startLocalCloud({ port: 0, dataDir, seed });
  client = createCatalogueClient({
    firebase: { apiKey: 'local-api-key', projectId: 'demo-storefront', storageBucket: 'demo-storefront.appspot.com' },
    emulator: { host: '127.0.0.1', port: cloud.port },
    log: { error: (...args: unknown[]) => void errors.push(args) },
  });
}, 180_000);

afterAll(async () => {
  await client?.dispose();
  await cloud?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('catalogue loaders against the local cloud', () => {
  it('loads categories by order, each with its collections by order', async () => {
    const categories = await client.loadCategories();
    expect(categories.map((category) => category.id).sort()).toEqual([...seedDocuments('categories').keys()].sort());
    expect(isOrdered(categories.map((category) => category.order))).toBe(true);
    const storeIds = new Set(seed.shopify.collections.map((collection) => collection.id));
    for (const category of categories) {
      expect(category.title, category.id).not.toBe('');
      expect(category.collections.length, category.id).toBe(seedDocuments(`categories/${category.id}/collections`).size);
      expect(category.collections.length, category.id).toBeGreaterThan(0);
      expect(isOrdered(category.collections.map((collection) => collection.order))).toBe(true);
      for (const collection of category.collections)
        expect(storeIds.has(collection.shopifyCollectionId), collection.shopifyCollectionId).toBe(true);
    }
  });

  it('loads spa and swim-spa records with their published models only', async () => {
    const types = await client.loadSpaTypes();
    expect(types.map((type) => type.id).sort()).toEqual([...seedDocuments('spas').keys()].sort());
    expect(new Set(types.map((type) => type.typeHandle))).toEqual(new Set(['spas', 'spas-de-nage']));
    for (const type of types) {
      const all = seedDocuments(`spas/${type.id}/collection-models`);
      const published = publishedIds(`spas/${type.id}/collection-models`);
      expect(published.length, 'the seed has unpublished spas to leave out').toBeLessThanOrEqual(all.size);
      expect(type.products.map((model) => model.id).sort()).toEqual(published);
    }
    expect(types.flatMap((type) => type.products).length).toBeLessThan(
      types.reduce((sum, type) => sum + seedDocuments(`spas/${type.id}/collection-models`).size, 0),
    );
  });

  it.each(POOL_COLLECTIONS)('loads %s with published models and their option lists ordered', async (collection) => {
    const types = await client.loadPoolTypes(collection);
    expect(types.map((type) => type.id).sort()).toEqual([...seedDocuments(collection).keys()].sort());
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      const modelsPath = `${collection}/${type.id}/collection-models`;
      expect(type.products.map((model) => model.id).sort()).toEqual(publishedIds(modelsPath));
      for (const model of type.products) {
        expect(Object.keys(model.options).sort()).toEqual([...POOL_OPTION_NAMES[collection]].sort());
        for (const name of POOL_OPTION_NAMES[collection]) {
          const items = model.options[name] ?? [];
          expect(items.length, `${model.id}/${name}`).toBe(seedDocuments(`${modelsPath}/${model.id}/${name}`).size);
          expect(isOrdered(items.map((item) => item.order)), `${model.id}/${name}`).toBe(true);
        }
      }
    }
  });

  it('loads customer product categories with their file categories and documents', async () => {
    const categories = await client.loadCustomerProductCategories();
    expect(categories.length).toBe(seedDocuments('customer-product-categories').size);
    expect(isOrdered(categories.map((category) => category.order))).toBe(true);
    const documents = categories.flatMap((category) => category.fileCategories.flatMap((files) => files.documents));
    expect(documents.length).toBeGreaterThan(0);
  });

  it('loads the marketing collections', async () => {
    const [promotions, flyers, videoGroups, jobs, packages] = await Promise.all([
      client.loadPromotions(),
      client.loadFlyers(),
      client.loadVideoGroups(),
      client.loadJobs(),
      client.loadServicePackages(),
    ]);
    expect(promotions.length).toBe(seedDocuments('promotions').size);
    expect(flyers.length).toBe(seedDocuments('flyers').size);
    expect(videoGroups.length).toBe(3);
    expect(videoGroups.every((group) => group.capsules.length > 0)).toBe(true);
    expect(jobs.length).toBe(seedDocuments('jobs').size);
    expect(packages.map((entry) => entry.id)).toEqual(['forfait_1', 'forfait_2', 'forfait_3']);
  });

  it('merges the categories with the seed store collections into buyable, sorted shop products', async () => {
    const storeCollections = storeCollectionsFromSeed(seed.shopify);
    const shop = await client.loadShop(async () => storeCollections);
    expect(shop.products.length).toBeGreaterThan(0);
    expect(shop.products.some((product) => !product.buyOnline)).toBe(true);
    expect(shop.essentials.length).toBe(
      new Set(
        storeCollections
          .find((collection) => collection.id === SPECIAL_COLLECTION_IDS.essentials)
          ?.products.map((product) => product.handle),
      ).size,
    );
    expect(shop.products.filter((product) => product.isLiquidation).length).toBeGreaterThan(0);
    const categoryOrder = new Map(shop.categories.map((category) => [category.handle, category.order]));
    const orders = shop.products.map((product) => categoryOrder.get(product.categoryHandle) ?? Number.MAX_SAFE_INTEGER);
    expect(isOrdered(orders)).toBe(true);
  });
});

describe('file resolution against the local cloud', () => {
  it('resolves a category image to a URL that serves the image', async () => {
    const [category] = await client.loadCategories();
    const url = await client.resolveDownloadUrl(category!.image);
    expect(url).toMatch(new RegExp(`^${cloud.url}/v0/b/`));
    const response = await fetchOk(url);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('resolves a list of model images, and rethrows not-found and unauthorized in a list', async () => {
    const types = await client.loadSpaTypes();
    const images = types.flatMap((type) => type.products).find((model) => model.images.length > 1)?.images ?? [];
    expect(images.length).toBeGreaterThan(1);
    const urls = await client.resolveDownloadUrls(images);
    expect(urls).toHaveLength(images.length);
    for (const url of urls) await fetchOk(url);
    await expect(client.resolveDownloadUrls([images[0]!, 'spas/models/absent.webp'])).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    // Outside the public folders the storage rules refuse the read.
    await expect(client.resolveDownloadUrls(['prive/absent.webp'])).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(await client.resolveDownloadUrls([])).toEqual(['']);
  });

  it("gives '' for a missing single image, and logs it", async () => {
    const before = errors.length;
    expect(await client.resolveDownloadUrl('spas/absent.webp')).toBe('');
    expect(errors.length).toBe(before + 1);
  });

  it('resolves a customer document to its name and a URL that serves it', async () => {
    const categories = await client.loadCustomerProductCategories();
    const document = categories.flatMap((category) => category.fileCategories.flatMap((files) => files.documents))[0]!;
    const resolved = await client.resolveDocument(document.file);
    expect(resolved).not.toBe('');
    if (resolved === '') return;
    expect(resolved.name).toBe(document.file.split('/').pop());
    await fetchOk(resolved.file);
  });
});
