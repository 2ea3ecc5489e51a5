// Owns the id, handle and URL conventions of the seed (Shopify gids, catalogue-only ids, Storage media URLs).
import { STORAGE_BUCKET } from '../config';
import { daysBefore, seedClock, seedNow } from './clock';

/** Products sold online have a plain Shopify product gid: the spec's "store id". */
export function storeProductId(n: number): string {
  return `gid://shopify/Product/${n}`;
}

/**
 * Catalogue-only products (shown with their price, bought in store) have a product gid whose id part is
 * `catalogue/N`: the Storefront API still serves them as products and their number still sorts, but the id
 * is not a plain store id, so buyOnline is false (spec §3). Their variants are not available for sale.
 */
export function catalogueProductId(n: number): string {
  return `gid://shopify/Product/catalogue/${n}`;
}

/** True for a plain Shopify product gid, the seed's definition of a store id. */
export function isStoreProductId(id: string): boolean {
  return /^gid:\/\/shopify\/Product\/\d+$/.test(id);
}

export function variantId(n: number): string {
  return `gid://shopify/ProductVariant/${n}`;
}

export function metafieldId(n: number): string {
  return `gid://shopify/Metafield/${n}`;
}

export function productImageId(n: number): string {
  return `gid://shopify/ProductImage/${n}`;
}

export function collectionId(n: number): string {
  return `gid://shopify/Collection/${n}`;
}

export function productOptionId(n: number): string {
  return `gid://shopify/ProductOption/${n}`;
}

/** URL-safe handle from a French title: lower case, accents removed, words joined by '-'. */
export function toHandle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Media URL of a Storage object on the local cloud, as getDownloadURL would answer it. */
export function storageMediaUrl(baseUrl: string, objectPath: string, token: string): string {
  return `${baseUrl}/v0/b/${encodeURIComponent(STORAGE_BUCKET)}/o/${encodeURIComponent(objectPath)}?alt=media&token=${token}`;
}

/** Price as the decimal string the Storefront API uses. */
export function money(amount: number): string {
  return amount.toFixed(2);
}

/** A date `days` days before the seed's day (seed clock: today, or STOREFRONT_SEED_DATE for the same data on every run). */
export function seedDate(days: number): string {
  return daysBefore(seedClock(seedNow()), days);
}
