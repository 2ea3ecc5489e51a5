// Checks the synthetic catalogue generator: size, determinism and the same shapes as the seed.
import { SPECIAL_COLLECTION_IDS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { isStoreProductId } from '../src/seed/builders';
import { generateSyntheticCatalogue } from '../src/seed/synthetic';

describe('generateSyntheticCatalogue', () => {
  it('makes 10 000 products deterministically from a seed number', () => {
    const started = performance.now();
    const first = generateSyntheticCatalogue({ products: 10_000, seed: 42 });
    const elapsed = performance.now() - started;
    const again = generateSyntheticCatalogue({ products: 10_000, seed: 42 });
    const other = generateSyntheticCatalogue({ products: 10_000, seed: 43 });
    expect(first.shopify.products).toHaveLength(10_000);
    expect(again).toEqual(first);
    expect(other.shopify.products[0]?.title).not.toBe(first.shopify.products[0]?.title);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('places every product in a category collection with a listed product type, plus the special sets', () => {
    const catalogue = generateSyntheticCatalogue({
      products: 2_000,
      seed: 7,
      categories: 4,
      collectionsPerCategory: 3,
      typesPerCollection: 5,
    });
    const collectionDocs = Object.entries(catalogue.firestore).filter(([path]) => path.includes('/collections/'));
    expect(collectionDocs).toHaveLength(12);
    const typesByCollection = new Map(
      collectionDocs.map(([, data]) => [
        data.shopifyCollectionId as string,
        new Set((data.productTypes as { title: string }[]).map((type) => type.title)),
      ]),
    );
    const products = new Map(catalogue.shopify.products.map((product) => [product.id, product]));
    let placed = 0;
    for (const collection of catalogue.shopify.collections) {
      const types = typesByCollection.get(collection.id);
      if (!types) continue;
      for (const id of collection.productIds) {
        expect(types.has(products.get(id)?.productType ?? '')).toBe(true);
        placed++;
      }
    }
    expect(placed).toBe(2_000);
    for (const id of Object.values(SPECIAL_COLLECTION_IDS).filter((id) => id !== SPECIAL_COLLECTION_IDS.spas)) {
      expect(catalogue.shopify.collections.find((collection) => collection.id === id)?.productIds.length ?? 0).toBeGreaterThan(0);
    }
    const online = catalogue.shopify.products.filter((product) => isStoreProductId(product.id)).length;
    expect(online / 2_000).toBeGreaterThan(0.6);
    expect(online / 2_000).toBeLessThan(0.9);
  });

  it('reuses the images it is given, address and size, under each product’s own title', () => {
    const images = [
      { src: 'http://127.0.0.1:3020/v0/b/demo-storefront.appspot.com/o/shop%2Fa.webp?alt=media&token=t1', width: 1200, height: 900 },
      { src: 'http://127.0.0.1:3020/v0/b/demo-storefront.appspot.com/o/shop%2Fb.webp?alt=media&token=t2', width: 800, height: 800 },
    ];
    const { shopify } = generateSyntheticCatalogue({ products: 200, seed: 5, images });
    const used = new Set(shopify.products.map((product) => product.images[0]?.src));
    expect(used).toEqual(new Set(images.map((image) => image.src)));
    for (const product of shopify.products) {
      const [image] = product.images;
      expect(images).toContainEqual({ src: image?.src, width: image?.width, height: image?.height });
      expect(image?.altText).toBe(product.title);
    }
    expect(new Set(shopify.products.map((product) => product.handle)).size).toBe(200);
  });
});
