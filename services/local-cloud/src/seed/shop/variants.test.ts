// Checks the seed's formats (ADR 0051): one that looks different has its own image, planned, drawn with its format and served
// by the local Storefront API as that variant's image, among its product's; one format may be out of stock while others sell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifyServer, type ShopifyTestServer } from '../../shopify/testing';
import { planShop, toShopifySeed } from './index';
import { checkedFetch } from '../../../test/support/storefront';

const plan = planShop();
const tablets = plan.products.find((planned) => planned.product.handle === 'chlore-en-tablettes-3-po')!;

describe('variant images of the seed', () => {
  it("gives the 4 kg pail its own image, drawn with its format, after the product's own", () => {
    expect(tablets.images.map((image) => image.path)).toEqual([
      'shop/chlore-en-tablettes-3-po.webp',
      'shop/chlore-en-tablettes-3-po-detail.webp',
      'shop/chlore-en-tablettes-3-po-4-kg.webp',
    ]);
    expect(tablets.variantImages).toEqual(['shop/chlore-en-tablettes-3-po-4-kg.webp', null]);
    const drawn = plan.images.filter((image) => image.path.startsWith('shop/chlore-en-tablettes-3-po'));
    const svgOf = (path: string) => drawn.find((image) => image.path === path)?.svg ?? '';
    expect(svgOf('shop/chlore-en-tablettes-3-po-4-kg.webp')).toContain('>4 kg<');
    expect(svgOf('shop/chlore-en-tablettes-3-po.webp')).toContain('>10 kg<');
  });
});

describe('a sold-out format', () => {
  it('is not for sale while the other formats of its product are', () => {
    const cover = plan.products.find((planned) => planned.product.handle === 'couvercle-de-spa-isole-5-po')!;
    expect(cover.product.variants.map((variant) => [variant.title, variant.availableForSale])).toEqual([
      ['84 x 84 po', true],
      ['90 x 90 po', true],
      ['94 x 94 po', false],
    ]);
  });
});

describe('variant images on the local Storefront API', () => {
  let server: ShopifyTestServer;

  beforeAll(async () => {
    server = await startShopifyServer({ seed: toShopifySeed(plan, (path) => `http://127.0.0.1:0/${path}`) });
  });

  afterAll(async () => {
    await server.close();
  });

  // Storefront API schema (shopify-storefront-2026-04/storefront.schema.json), ProductVariant.image: "Image associated with the
  // product variant. This field falls back to the product image if no image is available."
  it("answers ProductVariant.image with the format's own image, else the product's first", async () => {
    const response = await checkedFetch(`${server.origin}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
      body: JSON.stringify({
        query: `query ($handle: String!) { product(handle: $handle) {
          images(first: 10) { nodes { id url altText } }
          variants(first: 10) { nodes { title image { id url altText } } }
        } }`,
        variables: { handle: 'chlore-en-tablettes-3-po' },
      }),
    });
    type Image = { id: string; url: string; altText: string };
    const body = (await response.json()) as {
      data: { product: { images: { nodes: Image[] }; variants: { nodes: { title: string; image: Image | null }[] } } };
    };
    const { images, variants } = body.data.product;
    const [first, , fourKg] = images.nodes;
    expect(fourKg?.url).toMatch(/shop\/chlore-en-tablettes-3-po-4-kg\.webp/);
    expect(variants.nodes).toEqual([
      { title: '4 kg', image: fourKg },
      { title: '10 kg', image: first },
    ]);
    expect(fourKg?.altText).toBe('Chlore en tablettes 3 po — 4 kg');
  });
});
