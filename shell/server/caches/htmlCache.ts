// Owns the server's cache of rendered HTML: per page and the query its loader reads, fresh then stale-while-revalidate, bounded by entries and bytes, purged whole, by key or by the tags of what a page shows.
import { LRUCache } from 'lru-cache';
import { matchPage, pageDefinition, type PageId } from '@storefront/contracts';
import type { EncodedCopies } from './precompressed';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** What the page shows (pageTags): a purge by tag drops it when one of these changed. */
  tags?: readonly string[];
  /** Its body compressed once, as a hit sends it (precompressed.ts). */
  encoded?: EncodedCopies;
}

export type Lookup = { state: 'fresh' | 'stale'; page: CachedPage } | null;

export interface HtmlCacheOptions {
  /** How long a page is served without rendering again. */
  freshMs: number;
  /** How long after that it may still be served while it renders again in the background. */
  staleMs: number;
  maxEntries: number;
  /** The bytes all kept pages may hold together (bodies and headers); a page larger than this is not kept. */
  maxBytes: number;
  now?: () => number;
}

/** 128 MB: the seed's every public page in both languages (some 400 of 50 to 250 KB) stays in. */
export const DEFAULT_HTML_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * Pages that depend on the visitor (cart, checkout, saved lists: `personal`) or that their remote declares private (the forms,
 * the customer area) are never shared.
 */
export function isSharedCacheable(pathname: string): boolean {
  const match = matchPage(pathname);
  const page = match ? pageDefinition(match.id) : undefined;
  return page !== undefined && !page.personal && page.cache !== 'private';
}

/**
 * The one address a shared page is kept and rendered under: its path, and of its query only the parameters its loader reads
 * (PageDefinition.query), in a fixed order, empty ones dropped. `/fr?utm_source=x` and `/fr?anything=1` are `/fr`.
 */
export function cacheKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://shell.local');
  const match = matchPage(pathname);
  const kept = new URLSearchParams();
  for (const name of match ? [...(pageDefinition(match.id)?.query ?? [])].sort() : []) {
    const value = searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The Cache-Control a page is sent with: a CDN may keep public pages as this server does; the others are nobody's to keep. */
export function cacheControlFor(pathname: string, options: Pick<HtmlCacheOptions, 'freshMs' | 'staleMs'>): string {
  if (!isSharedCacheable(pathname)) return 'private, no-cache, no-store, must-revalidate';
  return `public, max-age=0, s-maxage=${Math.round(options.freshMs / 1000)}, stale-while-revalidate=${Math.round(options.staleMs / 1000)}`;
}

/**
 * The tags a page is kept under (ADR 0028), also sent in its tag header (cdnPurge.ts, `xkey`) so a CDN drops the same pages:
 * - `store`: every page that may show the store's (Shopify's) data;
 * - `product-<id>` (the number of the product's gid) and `product-page`: a product page and the products its data holds;
 * - `product-list`: the pages that list the store's products (home's essentials, the shop's listings), whichever they are;
 * - `store-any`: a store page whose products are not known (its data came late, or it is a 404 a new product may fill).
 */
export const TAGS = { store: 'store', storeAny: 'store-any', productList: 'product-list', productPage: 'product-page' } as const;

export const productTag = (id: string | number): string => `product-${id}`;

/** The pages that list store products: any product change may change them. */
const PRODUCT_LISTS = new Set<PageId>(['home', 'shop', 'chemicals', 'onlinePurchase', 'shopListing']);
/** More products than this on a product page and it is dropped by any change rather than named in a long header. */
const MAX_PRODUCT_TAGS = 50;
const PRODUCT_GID = /gid:\/\/shopify\/Product\/(?:catalogue\/)?(\d+)/g;

/**
 * What a rendered page shows, from its page and its loader data (null when not known, e.g. data that came after the
 * layout). The catalogue's own pages other than home read Firestore only; every other page is a store page, and one
 * whose products cannot be named is tagged to go on any store change.
 */
export function pageTags(pathname: string, status: number, loaderData: unknown): string[] {
  const match = matchPage(pathname);
  if (status !== 200 || !match) return [TAGS.store, TAGS.storeAny];
  if (PRODUCT_LISTS.has(match.id)) return [TAGS.store, TAGS.productList];
  if (pageDefinition(match.id)?.remote === 'catalogue') return [];
  const ids =
    loaderData == null ? [] : [...new Set([...JSON.stringify(loaderData).matchAll(PRODUCT_GID)].map((found) => found[1] as string))];
  if (match.id !== 'productDetail' || ids.length === 0 || ids.length > MAX_PRODUCT_TAGS) return [TAGS.store, TAGS.storeAny];
  return [TAGS.store, TAGS.productPage, ...ids.map(productTag)];
}

interface Entry {
  page: CachedPage;
  storedAt: number;
}

const sizeOf = ({ page }: Entry) =>
  page.body.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0) + JSON.stringify(page.headers).length;

export class HtmlCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly revalidating = new Set<string>();
  private generation = '';
  /** Moves on each purge: a render begun before it must not put back what the purge dropped. */
  private epoch = 0;
  private readonly now: () => number;

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? Date.now;
    // The least recently read page goes first, whichever bound is reached: the cache stays bounded whatever is asked for.
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      maxEntrySize: options.maxBytes,
      sizeCalculation: sizeOf,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept pages hold. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = this.now() - entry.storedAt;
    if (age > this.options.freshMs + this.options.staleMs) {
      this.entries.delete(key);
      return null;
    }
    return { state: age <= this.options.freshMs ? 'fresh' : 'stale', page: entry.page };
  }

  /** A mark to give back to `set` with the page rendered after it: a purge in between leaves the page out. */
  ticket(): number {
    return this.epoch;
  }

  set(key: string, page: CachedPage, ticket = this.epoch): void {
    if (ticket !== this.epoch) return;
    this.entries.set(key, { page, storedAt: this.now() });
  }

  /**
   * Gives a kept page its compressed copies once they are made (precompressed.ts), its age unchanged; nothing if it has gone
   * or been replaced meanwhile.
   */
  addCopies(key: string, page: CachedPage, encoded: EncodedCopies): void {
    const entry = this.entries.peek(key);
    if (entry?.page !== page) return;
    this.entries.set(key, { page: { ...page, encoded }, storedAt: entry.storedAt });
  }

  /** Drops every page, or those whose key (path and kept query, see cacheKey) matches; renders under way are not kept. */
  purge(match?: (key: string) => boolean): void {
    this.epoch += 1;
    if (!match) return this.entries.clear();
    for (const key of [...this.entries.keys()]) if (match(key)) this.entries.delete(key);
  }

  /** Drops the pages kept under any of these tags (pageTags); renders under way are not kept either, as for any purge. */
  purgeTags(tags: readonly string[]): void {
    this.epoch += 1;
    const dropped = new Set(tags);
    for (const [key, entry] of [...this.entries.entries()]) if (entry.page.tags?.some((tag) => dropped.has(tag))) this.entries.delete(key);
  }

  /** Empties the cache when the live releases change (a release or a rollback moved the pointer). */
  useGeneration(generation: string): void {
    if (generation === this.generation) return;
    this.generation = generation;
    this.purge();
  }

  /** Renders a stale page again, once at a time per address; a failed render keeps the stale page until it expires. */
  revalidate(key: string, render: () => Promise<CachedPage | null>): void {
    if (this.revalidating.has(key)) return;
    this.revalidating.add(key);
    const ticket = this.ticket();
    void render()
      .then((page) => {
        if (page) this.set(key, page, ticket);
      })
      .catch(() => {})
      .finally(() => this.revalidating.delete(key));
  }
}
