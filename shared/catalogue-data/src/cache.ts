// Owns the load-once rule of spec §4: each loader runs once and later calls reuse its result.

export interface LoaderCache {
  /** Runs `load` the first time `key` is asked for, shares it while in flight, and keeps only a success. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  has(key: string): boolean;
  clear(): void;
}

export function createLoaderCache(): LoaderCache {
  const results = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = results.get(key);
      if (cached) return cached as Promise<T>;
      const pending = load();
      results.set(key, pending);
      // A failed load is forgotten so the next visit tries again instead of keeping the failure.
      pending.catch(() => {
        if (results.get(key) === pending) results.delete(key);
      });
      return pending;
    },
    has: (key) => results.has(key),
    clear: () => results.clear(),
  };
}
