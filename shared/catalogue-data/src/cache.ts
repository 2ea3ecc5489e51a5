// Owns the loaders' memory (spec §4, ADR 0028): each result is shared while fresh, served stale while it reloads in the
// background, and dropped at once when the catalogue or the store says it changed.

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

interface Registry {
  times: LoaderCacheTimes;
  caches: Set<WeakRef<LoaderCache>>;
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

/** Drops the matching results (all without `match`) from every loader cache of this process or page. */
export function purgeLoaderCaches(match?: (key: string) => boolean): void {
  const { caches } = registry();
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.clear(match);
    else caches.delete(ref);
  }
}

interface Entry {
  value?: unknown;
  storedAt: number;
  /** The load under way, shared by every caller. */
  pending?: Promise<unknown>;
  failedAt?: number;
}

export function createLoaderCache(options: { now?: () => number; times?: Partial<LoaderCacheTimes> } = {}): LoaderCache {
  const now = options.now ?? Date.now;
  const times = (): LoaderCacheTimes => ({ ...registry().times, ...options.times });
  const entries = new Map<string, Entry>();
  const start = <T>(key: string, entry: Entry, load: () => Promise<T>): Promise<T> => {
    // A result whose entry was dropped meanwhile (a purge) is handed to its callers but not kept: it may predate the change.
    const pending = load().then(
      (value) => {
        if (entries.get(key) === entry) {
          delete entry.pending;
          delete entry.failedAt;
          Object.assign(entry, { value, storedAt: now() });
        }
        return value;
      },
      (error: unknown) => {
        if (entries.get(key) === entry) {
          delete entry.pending;
          // A failure is not kept: with no good result the next ask tries again; with one, it is served until a retry works.
          if ('value' in entry) entry.failedAt = now();
          else entries.delete(key);
        }
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  };

  const read = <T>(key: string, load: () => Promise<T>, waitWhenStale: boolean): Promise<T> => {
    const observed = (result: 'hit' | 'miss') => registry().observers?.forEach((observer) => observer(key, result));
    const entry = entries.get(key);
    if (!entry) {
      const fresh: Entry = { storedAt: now() };
      entries.set(key, fresh);
      observed('miss');
      return start(key, fresh, load);
    }
    if (!('value' in entry)) {
      observed('hit');
      return entry.pending as Promise<T>;
    }
    const { ttlMs, staleMs, retryMs } = times();
    const age = now() - entry.storedAt;
    const last = Promise.resolve(entry.value as T);
    if (age <= ttlMs) {
      observed('hit');
      return last;
    }
    const reload = entry.pending ?? (entry.failedAt !== undefined && now() - entry.failedAt < retryMs ? null : start(key, entry, load));
    if (!reload) {
      observed('hit');
      return last;
    }
    if (!waitWhenStale && age <= ttlMs + staleMs) {
      // In the background: the visitor gets the last result, and a failed reload is already counted on the entry.
      reload.catch(() => {});
      observed('hit');
      return last;
    }
    observed('miss');
    return (reload as Promise<T>).catch(() => entry.value as T);
  };

  const cache: LoaderCache = {
    once: (key, load) => read(key, load, false),
    current: (key, load) => read(key, load, true),
    has: (key) => entries.has(key),
    clear(match) {
      if (!match) entries.clear();
      else for (const key of [...entries.keys()]) if (match(key)) entries.delete(key);
    },
  };
  const { caches } = registry();
  for (const ref of caches) if (!ref.deref()) caches.delete(ref);
  caches.add(new WeakRef(cache));
  return cache;
}
