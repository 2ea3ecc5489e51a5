// Checks the water products: metafields parsed and malformed ones left out, then read from the real local Storefront API.
import { WATER_PRODUCT_TAG } from '@storefront/contracts';
import type { ShopifySeed, ShopifySeedProduct } from '@storefront/local-cloud/seed';
import {
  packageMetafields,
  seedMetafield,
  shopifyFixtureSeed,
  startShopifyServer,
  type ShopifyTestServer,
} from '@storefront/local-cloud/shopify/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from './store-client';
import { toWaterProducts, type WaterProductNode, type WaterVariantNode } from './water-products';

const value = (text: string) => ({ value: text });

function variant(fields: Partial<WaterVariantNode> = {}): WaterVariantNode {
  return {
    id: 'gid://shopify/ProductVariant/11',
    title: '4 kg',
    availableForSale: true,
    price: { amount: '44.99', currencyCode: 'CAD' },
    packageSize: value('4'),
    packageUnit: value('kg'),
    ...fields,
  };
}

function node(fields: Partial<WaterProductNode> = {}): WaterProductNode {
  return {
    id: 'gid://shopify/Product/1',
    handle: 'chlore-en-tablettes-3-po',
    title: 'Chlore en tablettes 3 po',
    ingredient: value('trichlor'),
    strength: value('90'),
    variants: { nodes: [variant(), variant({ id: 'gid://shopify/ProductVariant/12', title: '10 kg', packageSize: value('10') })] },
    ...fields,
  };
}

describe('toWaterProducts', () => {
  it('makes one water product per variant, with the product’s chemistry and the variant’s package', () => {
    expect(toWaterProducts(node())).toEqual([
      {
        id: 'gid://shopify/ProductVariant/11',
        productId: 'gid://shopify/Product/1',
        handle: 'chlore-en-tablettes-3-po',
        title: 'Chlore en tablettes 3 po',
        variantTitle: '4 kg',
        ingredient: 'trichlor',
        strength: 90,
        packageSize: 4,
        unit: 'kg',
        price: { amount: '44.99', currencyCode: 'CAD' },
        available: true,
        soldOnline: true,
      },
      expect.objectContaining({ id: 'gid://shopify/ProductVariant/12', variantTitle: '10 kg', packageSize: 10 }),
    ]);
  });

  it('gives a product’s only, default variant no title, reads decimals, and tells a catalogue-only product', () => {
    const [only] = toWaterProducts(
      node({
        id: 'gid://shopify/Product/catalogue/7',
        strength: value('31.45'),
        variants: {
          nodes: [variant({ title: 'Default Title', packageSize: value('3.78'), packageUnit: value('L'), availableForSale: false })],
        },
      }),
    );
    expect(only).toMatchObject({ variantTitle: null, strength: 31.45, packageSize: 3.78, unit: 'L', available: false, soldOnline: false });
  });

  it.each([
    ['no ingredient', { ingredient: null }],
    ['an empty ingredient', { ingredient: value(' ') }],
    ['an ingredient that is not an id', { ingredient: value('Acide cyanurique') }],
    ['no strength', { strength: null }],
    ['a strength that is not a number', { strength: value('12,5') }],
    ['a strength of 0', { strength: value('0') }],
    ['a strength above 100 %', { strength: value('120') }],
  ])('leaves out every variant of a product with %s', (_case, fields) => {
    expect(toWaterProducts(node(fields))).toEqual([]);
  });

  it.each([
    ['no package size', { packageSize: null }],
    ['a package size in words', { packageSize: value('four') }],
    ['a negative package size', { packageSize: value('-4') }],
    ['no unit', { packageUnit: null }],
    ['an unknown unit', { packageUnit: value('lb') }],
    ['a unit in the wrong case', { packageUnit: value('ml') }],
  ])('leaves out a variant with %s and keeps its well-formed siblings', (_case, fields) => {
    const products = toWaterProducts(node({ variants: { nodes: [variant(fields), variant({ id: 'gid://shopify/ProductVariant/12' })] } }));
    expect(products.map((product) => product.id)).toEqual(['gid://shopify/ProductVariant/12']);
  });
});

describe('fetchWaterProducts against the local Storefront API', () => {
  let server: ShopifyTestServer;

  /** The fixture's chlorine tagged, a product with the metafields but no tag, one malformed, and 260 tagged ones to page through. */
  function waterSeed(): ShopifySeed {
    const seed = shopifyFixtureSeed();
    const [chlorine, lounger] = seed.products as [ShopifySeedProduct, ShopifySeedProduct, ...ShopifySeedProduct[]];
    const tagged = (product: ShopifySeedProduct): ShopifySeedProduct => ({ ...product, tags: [...product.tags, WATER_PRODUCT_TAG] });
    const salt = (i: number, strength: string): ShopifySeedProduct => ({
      ...lounger,
      id: `gid://shopify/Product/${8000 + i}`,
      handle: `sel-${i}`,
      title: `Sel ${i}`,
      metafields: [
        seedMetafield(70_000 + i * 10, 'water', 'ingredient', 'sodium-chloride', 'single_line_text_field'),
        seedMetafield(70_001 + i * 10, 'water', 'strength', strength, 'number_decimal'),
      ],
      variants: [
        {
          ...lounger.variants[0]!,
          id: `gid://shopify/ProductVariant/${9000 + i}`,
          metafields: packageMetafields(90_000 + i * 10, '20', 'kg'),
        },
      ],
    });
    const salts = Array.from({ length: 260 }, (_, i) => tagged(salt(i, '99')));
    const untagged = salt(300, '99');
    const malformed = tagged(salt(301, 'pure'));
    return { ...seed, products: [tagged(chlorine), untagged, malformed, ...salts, ...seed.products.slice(1)] };
  }

  beforeAll(async () => {
    server = await startShopifyServer({ seed: waterSeed() });
  });

  afterAll(async () => {
    await server.close();
  });

  const client = (language?: 'fr' | 'en') =>
    createStoreClient({
      domain: 'storefront.myshopify.com',
      storefrontAccessToken: 'local-storefront-token',
      apiOrigin: server.origin,
      ...(language ? { language } : {}),
    });

  it('reads every tagged product’s variants across pages, in catalogue order, leaving out the untagged and the malformed', async () => {
    const products = await client().fetchWaterProducts();
    expect(products).toHaveLength(2 + 260);
    expect(products.slice(0, 3)).toEqual([
      {
        id: 'gid://shopify/ProductVariant/2001',
        productId: 'gid://shopify/Product/1001',
        handle: 'chlore-stabilise',
        title: 'Chlore stabilisé',
        variantTitle: '2 kg',
        ingredient: 'trichlor',
        strength: 90,
        packageSize: 2,
        unit: 'kg',
        price: { amount: '24.99', currencyCode: 'CAD' },
        available: true,
        soldOnline: true,
      },
      expect.objectContaining({ id: 'gid://shopify/ProductVariant/2002', variantTitle: '5 kg', packageSize: 5 }),
      expect.objectContaining({
        id: 'gid://shopify/ProductVariant/9000',
        title: 'Sel 0',
        variantTitle: null,
        ingredient: 'sodium-chloride',
        strength: 99,
      }),
    ]);
    expect(products.at(-1)?.id).toBe('gid://shopify/ProductVariant/9259');
    expect(products.some((product) => product.handle === 'sel-300' || product.handle === 'sel-301')).toBe(false);
  });

  it('gives the titles in the client’s language', async () => {
    const [chlorine] = await client('en').fetchWaterProducts();
    expect(chlorine?.title).toBe('Stabilized chlorine');
  });
});
