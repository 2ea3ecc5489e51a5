// Owns the loaders' memory (spec §4, ADR 0028): each result is shared while fresh, served stale while it reloads in the
// background, and dropped when the catalogue or the store says it changed (the large ones read again first, ADR 0060). The
// keeping is lru-cache's (`ttl`, `allowStale`, `fetchMethod`, `max`, `forceRefresh`); this file adds the stale window, the
// retry delay and the process-wide registry.
import { LRUCache } from 'lru-cache';

export interface LoaderCache {
  /**
   * The result of `key`: loaded on first ask (shared while in flight); while younger than the TTL, the same result;
   * older but within the stale window, the same result at once while `load` runs again in the background; older still,
   * `load` is awaited (the last good result is kept if it fails). Only a success is kept.
   */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Like `once`, but never older than the TTL: a stale result is reloaded and awaited. For a loader's own refresh. */
  current<T>(key: string, load: () => Promise<T>): Promise<T>;
  has(key: string): boolean;
  /** Forgets the results whose key matches (every result without `match`), so the next ask reads again. */
  clear(match?: (key: string) => boolean): void;
}

export interface LoaderCacheTimes {
  /** How long a result is used as is (30 s by default, below the pages' `s-maxage=60`). */
  ttlMs: number;
  /** How long after that it is still served while it reloads in the background; past it, a visitor waits on the reload. */
  staleMs: number;
  /** How long a failed reload waits before the next try. */
  retryMs: number;
}

// 30 s, and the HTML cache's 30 s on top (shell/server/server.ts): a change reaches a page within a minute at the origin.
export const DEFAULT_LOADER_CACHE_TIMES: LoaderCacheTimes = { ttlMs: 30_000, staleMs: 10 * 60_000, retryMs: 5_000 };

/** How a purge treats the results it reaches. */
export interface PurgeOptions {
  /**
   * The results read again before they are dropped: each is still served while its new read runs, and replaced when that
   * read is done, so no visitor waits on it (the whole shop at 10,000 products, ADR 0060). A read that fails drops the
   * result, as a purge without this does. Every other result reached is dropped at once.
   */
  reloadFirst?: (key: string) => boolean;
  /** How long a new read may take before its result is dropped all the same (a store that hangs); 60 s by default. */
  reloadTimeoutMs?: number;
}

const RELOAD_TIMEOUT_MS = 60_000;

/** What a purge did: the results read again, and those whose new read failed (then dropped). */
export interface PurgeReport {
  reloaded: string[];
  failed: string[];
}

/** The cache as the registry holds it: a purge may read some results again before they go. */
interface PurgeableCache extends LoaderCache {
  purge?(match: ((key: string) => boolean) | undefined, options: PurgeOptions): Promise<PurgeReport>;
}

interface Registry {
  times: LoaderCacheTimes;
  caches: Set<WeakRef<PurgeableCache>>;
  /** Told each read's result (a server's metrics); absent on a registry made by an older copy of this package. */
  observers?: Set<LoaderCacheObserver>;
}

/** A read's result: `hit` when it was answered from memory (fresh, stale, or a load already under way), `miss` when it waited on a load of its own. */
export type LoaderCacheObserver = (key: string, result: 'hit' | 'miss') => void;

// Kept on the global object, not in this module: the remotes run their own copy of this package inside the shell's process
// if sharing ever falls back to a bundled one, and a purge must still reach every cache (ADR 0012, ADR 0028).
const REGISTRY = Symbol.for('storefront.catalogue-data.loader-caches');

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= { times: { ...DEFAULT_LOADER_CACHE_TIMES }, caches: new Set() };
  return holder[REGISTRY];
}

/** Sets the times of every loader cache, those made already included (the shell's server reads them from its settings). */
export function configureLoaderCaches(times: Partial<LoaderCacheTimes>): void {
  const current = registry().times;
  registry().times = { ...current, ...times };
}

/** Tells `observer` the result of every read of every loader cache of this process (the remotes' copies included); returns its removal. */
export function observeLoaderCaches(observer: LoaderCacheObserver): () => void {
  const observers = (registry().observers ??= new Set());
  observers.add(observer);
  return () => void observers.delete(observer);
}

/**
 * Drops the matching results (all without `match`) from every loader cache of this process or page; those `reloadFirst`
 * names are read again first, served as they were until then. Resolves when every such read is done and its result in place.
 */
export async function purgeLoaderCaches(match?: (key: string) => boolean, options: PurgeOptions = {}): Promise<PurgeReport> {
  const { caches } = registry();
  const reports: Promise<PurgeReport>[] = [];
  for (const ref of caches) {
    const cache = ref.deref();
    if (!cache) caches.delete(ref);
    // A cache made by an older copy of this package only drops.
    else if (cache.purge && options.reloadFirst) reports.push(cache.purge(match, options));
    else cache.clear(match);
  }
  const done = await Promise.all(reports);
  return { reloaded: done.flatMap((report) => report.reloaded), failed: done.flatMap((report) => report.failed) };
}

/** What the cache keeps for a key: the result and when it was read (the stale window counts from there, not from a retry). */
interface Kept {
  value: unknown;
  storedAt: number;
}

/** Keys kept per cache at most: the least recently read go first (a crawler's product pages cannot grow the process forever). */
const MAX_KEYS = 5_000;

export function createLoaderCache(options: { now?: () => number; times?: Partial<LoaderCacheTimes>; max?: number } = {}): LoaderCache {
  const now = options.now ?? Date.now;
  const times = (): LoaderCacheTimes => ({ ...registry().times, ...options.times });
  // The keys asked for, with the load each was last asked with: lru-cache lists neither stale results nor loads under way,
  // and a purge must reach both, and may read a result again without a caller.
  const asked = new Map<string, () => Promise<unknown>>();
  const entries = new LRUCache<string, Kept, () => Promise<unknown>>({
    max: options.max ?? MAX_KEYS,
    // Its clock is the cache's (tests move it), read on every check rather than rounded to the millisecond.
    perf: { now },
    ttlResolution: 0,
    // A load in flight when its key is dropped (a purge) is handed to its callers but not kept: it may predate the change.
    ignoreFetchAbort: true,
    // A key evicted past `max` is no longer one a purge must reach.
    dispose: (_kept, key, reason) => void (reason === 'evict' && asked.delete(key)),
    fetchMethod: async (_key, last, { options: stored, context: load }) => {
      try {
        return { value: await load(), storedAt: now() };
      } catch (error) {
        // A failure is not kept: with no good result the caller gets it and the next ask tries again; with one, that result
        // is served (as fresh for the retry delay, so a visitor does not start a reload each time) until a retry works.
        if (!last) throw error;
        stored.ttl = times().retryMs;
        return last;
      }
    },
  });

  const read = async <T>(key: string, load: () => Promise<T>, waitWhenStale: boolean): Promise<T> => {
    const { ttlMs, staleMs } = times();
    const last = entries.peek(key, { allowStale: true });
    // A result past the stale window (a tab left open for hours) is not served while it reloads: the visitor waits on it.
    const allowStale = !waitWhenStale && (!last || now() - last.storedAt <= ttlMs + staleMs);
    asked.set(key, load);
    const status: LRUCache.Status<string, Kept, () => Promise<unknown>> = {};
    const kept = entries.fetch(key, { context: load, ttl: ttlMs, allowStale, status });
    // A hit: answered from memory, fresh or stale, or joining a first load under way; a miss waits on a load of its own.
    const fromMemory = status.fetch === 'hit' || status.returnedStale === true || (status.fetch === 'inflight' && !last);
    registry().observers?.forEach((observer) => observer(key, fromMemory ? 'hit' : 'miss'));
    if (status.returnedStale) {
      // In the background: the visitor gets the last result, and a failed reload keeps it (fetchMethod).
      kept.catch(() => {});
    }
    const result = await kept;
    // Never without a value: fetchMethod returns one or throws, and an abort (a purge) still hands over what it read.
    if (!result) throw new Error(`loader cache: ${key} gave no result`);
    return result.value as T;
  };

  /** Reads `key` again with its last load while its result is still served; drops it if the read fails. Whether it was read. */
  const reload = async (key: string, load: () => Promise<unknown>, timeoutMs: number): Promise<boolean> => {
    const last = entries.peek(key, { allowStale: true });
    if (!last) return false;
    // Put back as it is, whatever was under way: a load begun before the change (a refresh past its TTL, an earlier purge's
    // read) is not one to join, and dropping the key stops it from being kept.
    const { ttlMs } = times();
    entries.delete(key);
    entries.set(key, last, { ttl: ttlMs });
    let failed = false;
    const read = () =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      });
    // `forceRefresh` reads at once; callers that allow stale get `last` until the read is done, `current()` waits for it.
    const fetched = entries.fetch(key, { context: read, ttl: ttlMs, forceRefresh: true, allowStale: false });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    const outcome = await Promise.race([fetched.then(() => 'read' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') failed = true;
    if (failed && (outcome === 'late' || entries.peek(key, { allowStale: true }) === last)) {
      entries.delete(key);
      asked.delete(key);
    }
    return !failed;
  };

  const cache: PurgeableCache = {
    once: (key, load) => read(key, load, false),
    current: (key, load) => read(key, load, true),
    has: (key) => entries.peek(key, { allowStale: true }) !== undefined,
    clear(match) {
      if (!match) {
        entries.clear();
        asked.clear();
        return;
      }
      for (const key of [...asked.keys()]) {
        if (!match(key)) continue;
        entries.delete(key);
        asked.delete(key);
      }
    },
    async purge(match, { reloadFirst, reloadTimeoutMs = RELOAD_TIMEOUT_MS }) {
      const reached = [...asked].filter(([key]) => !match || match(key));
      const again = reached.filter(([key]) => reloadFirst?.(key) && entries.peek(key, { allowStale: true }) !== undefined);
      // The rest first, so the reads below find what they depend on (the categories a shop is placed in) read anew.
      const now = new Set(reached.filter((entry) => !again.includes(entry)).map(([key]) => key));
      cache.clear((key) => now.has(key));
      const results = await Promise.all(again.map(async ([key, load]) => [key, await reload(key, load, reloadTimeoutMs)] as const));
      return {
        reloaded: results.filter(([, read]) => read).map(([key]) => key),
        failed: results.filter(([, read]) => !read).map(([key]) => key),
      };
    },
  };
  const { caches } = registry();
  for (const ref of caches) if (!ref.deref()) caches.delete(ref);
  caches.add(new WeakRef(cache));
  return cache;
}
