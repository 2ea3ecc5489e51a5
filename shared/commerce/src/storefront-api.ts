// Owns the Storefront API version every request of the product names, the SDK's included, and where such a request goes.

/**
 * The newest Storefront API version whose official schema Shopify publishes on npm (`@shopify/hydrogen-react` 2026.4.x):
 * the product's documents are validated and typed against it (ADR 0053).
 */
export const STOREFRONT_API_VERSION = '2026-04';

/** The one path shopify-buy 3.0.7 sends every query to: it hard-codes it and never reads its own `apiVersion` option. */
export const SDK_API_PATH = '/api/2025-01/graphql';

/** The shop's Storefront API endpoint, as shopify.dev documents it: https://{shop}.myshopify.com/api/{version}/graphql.json. */
export const storefrontEndpoint = (origin: string): string => `${origin}/api/${STOREFRONT_API_VERSION}/graphql.json`;

/**
 * Where a request for the shop's `domain` really goes: the SDK's pinned path is sent to STOREFRONT_API_VERSION (left alone,
 * Shopify would answer it with whichever version is the oldest supported), and a local origin stands in for the shop's
 * https one when given. Any other address is left as it is.
 */
export function storefrontUrl(url: string, domain: string, apiOrigin?: string): string {
  const shop = `https://${domain}`;
  if (!url.startsWith(shop)) return url;
  const path = url.slice(shop.length);
  const origin = apiOrigin ?? shop;
  return path === SDK_API_PATH ? storefrontEndpoint(origin) : origin + path;
}
