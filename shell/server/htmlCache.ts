// Owns the server's cache of rendered HTML: per address, fresh then stale-while-revalidate, bounded, emptied when a release goes live.
import { matchPage, pageDefinition } from '@storefront/contracts';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type Lookup = { state: 'fresh' | 'stale'; page: CachedPage } | null;

export interface HtmlCacheOptions {
  /** How long a page is served without rendering again. */
  freshMs: number;
  /** How long after that it may still be served while it renders again in the background. */
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}

/** Pages that depend on the visitor (cart, checkout, saved lists, customer area) or collect their data (forms) are never shared. */
export function isSharedCacheable(pathname: string): boolean {
  const match = matchPage(pathname);
  if (!match) return false;
  const { remote, personal } = pageDefinition(match.id);
  return !personal && remote !== 'forms' && match.id !== 'customerArea';
}

/** The Cache-Control a page is sent with: a CDN may keep public pages as this server does; the others are nobody's to keep. */
export function cacheControlFor(pathname: string, options: Pick<HtmlCacheOptions, 'freshMs' | 'staleMs'>): string {
  if (!isSharedCacheable(pathname)) return 'private, no-cache, no-store, must-revalidate';
  return `public, max-age=0, s-maxage=${Math.round(options.freshMs / 1000)}, stale-while-revalidate=${Math.round(options.staleMs / 1000)}`;
}

export class HtmlCache {
  private readonly entries = new Map<string, { page: CachedPage; storedAt: number }>();
  private readonly revalidating = new Set<string>();
  private generation = '';
  private readonly now: () => number;

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
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

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, { page, storedAt: this.now() });
    // The oldest address goes first: the cache stays bounded whatever addresses are asked for.
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  purge(): void {
    this.entries.clear();
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
    const generation = this.generation;
    void render()
      .then((page) => {
        if (page && generation === this.generation) this.set(key, page);
      })
      .catch(() => {})
      .finally(() => this.revalidating.delete(key));
  }
}
