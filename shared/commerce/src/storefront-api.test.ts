// Checks where the product's Storefront requests go: every one, shopify-buy's pinned path included, to STOREFRONT_API_VERSION.
import ShopifyBuy from 'shopify-buy';
import { describe, expect, it } from 'vitest';
import { SDK_API_PATH, STOREFRONT_API_VERSION, storefrontEndpoint, storefrontUrl } from './storefront-api';

const DOMAIN = 'storefront.myshopify.com';

describe('storefrontUrl', () => {
  it('sends the SDK’s pinned path to the endpoint of STOREFRONT_API_VERSION, at the local origin when one is given', () => {
    expect(storefrontUrl(`https://${DOMAIN}${SDK_API_PATH}`, DOMAIN)).toBe(`https://${DOMAIN}/api/${STOREFRONT_API_VERSION}/graphql.json`);
    expect(storefrontUrl(`https://${DOMAIN}${SDK_API_PATH}`, DOMAIN, 'http://127.0.0.1:3020')).toBe(
      `http://127.0.0.1:3020/api/${STOREFRONT_API_VERSION}/graphql.json`,
    );
  });

  it('moves only the origin of the product’s own endpoint, and leaves other addresses alone', () => {
    expect(storefrontUrl(storefrontEndpoint(`https://${DOMAIN}`), DOMAIN, 'http://127.0.0.1:3020')).toBe(
      storefrontEndpoint('http://127.0.0.1:3020'),
    );
    expect(storefrontUrl(storefrontEndpoint(`https://${DOMAIN}`), DOMAIN)).toBe(storefrontEndpoint(`https://${DOMAIN}`));
    expect(storefrontUrl('https://cdn.shopify.com/s/files/1.jpg', DOMAIN, 'http://127.0.0.1:3020')).toBe(
      'https://cdn.shopify.com/s/files/1.jpg',
    );
  });

  it('knows the path shopify-buy really sends to, whatever apiVersion it is given', async () => {
    const urls: string[] = [];
    const sdk = ShopifyBuy.buildClient({ domain: DOMAIN, storefrontAccessToken: 'token' }, async (url) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: { nodes: [] } }), { headers: { 'Content-Type': 'application/json' } });
    });
    await sdk.product.fetchMultiple(['gid://shopify/Product/1']);
    // The SDK's config keeps an `apiVersion` but builds its URL without it (shopify-buy 3.0.7, index.es.js's Client).
    const withVersion = { domain: DOMAIN, storefrontAccessToken: 'token', apiVersion: '2026-04' };
    const pinned = ShopifyBuy.buildClient(withVersion, async (url) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: { nodes: [] } }), { headers: { 'Content-Type': 'application/json' } });
    });
    await pinned.product.fetchMultiple(['gid://shopify/Product/1']);
    expect(urls).toEqual([`https://${DOMAIN}${SDK_API_PATH}`, `https://${DOMAIN}${SDK_API_PATH}`]);
  });
});
