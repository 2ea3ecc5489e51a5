import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureLoaderCaches, createLoaderCache, DEFAULT_LOADER_CACHE_TIMES, observeLoaderCaches, purgeLoaderCaches } from './cache';

const times = { ttlMs: 60_000, staleMs: 600_000, retryMs: 5_000 };

/** A load that answers `version-N` on its Nth call, or fails when told to. */
function counter() {
  let calls = 0;
  let failing = false;
  const load = vi.fn(async () => {
    calls += 1;
    if (failing) throw new Error(`down (${calls})`);
    return `version-${calls}`;
  });
  return { load, fail: (value: boolean) => void (failing = value) };
}

/** Lets the background reload settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  configureLoaderCaches(DEFAULT_LOADER_CACHE_TIMES);
});

describe('createLoaderCache', () => {
  it('loads once while fresh, sharing the load in flight', async () => {
    const cache = createLoaderCache({ times });
    const { load } = counter();
    const [a, b] = await Promise.all([cache.once('shop', load), cache.once('shop', load)]);
    vi.advanceTimersByTime(59_000);
    expect([a, b, await cache.once('shop', load)]).toEqual(['version-1', 'version-1', 'version-1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale result at once and reloads it in the background', async () => {
    const cache = createLoaderCache({ times });
    const { load } = counter();
    await cache.once('shop', load);
    vi.advanceTimersByTime(61_000);
    // Both asks come before the reload ends: each gets the stale result, and one reload runs.
    expect(await Promise.all([cache.once('shop', load), cache.once('shop', load)])).toEqual(['version-1', 'version-1']);
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    expect(await cache.once('shop', load)).toBe('version-2');
  });

  it('keeps the last good result when a reload fails, and retries after the retry delay', async () => {
    const cache = createLoaderCache({ times });
    const { load, fail } = counter();
    await cache.once('shop', load);
    fail(true);
    vi.advanceTimersByTime(61_000);
    expect(await cache.once('shop', load)).toBe('version-1');
    await settle();
    expect(await cache.once('shop', load)).toBe('version-1');
    expect(load).toHaveBeenCalledTimes(2);
    fail(false);
    vi.advanceTimersByTime(5_001);
    expect(await cache.once('shop', load)).toBe('version-1');
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    expect(await cache.once('shop', load)).toBe('version-3');
  });

  it('forgets a first load that fails, so the next ask tries again', async () => {
    const cache = createLoaderCache({ times });
    const { load, fail } = counter();
    fail(true);
    await expect(cache.once('shop', load)).rejects.toThrow('down (1)');
    expect(cache.has('shop')).toBe(false);
    fail(false);
    expect(await cache.once('shop', load)).toBe('version-2');
  });

  it('waits on the reload once past the stale window (a tab left open for hours), keeping the old result if it fails', async () => {
    const cache = createLoaderCache({ times });
    const { load, fail } = counter();
    await cache.once('shop', load);
    vi.advanceTimersByTime(3 * 3_600_000);
    expect(await cache.once('shop', load)).toBe('version-2');
    vi.advanceTimersByTime(3 * 3_600_000);
    fail(true);
    expect(await cache.once('shop', load)).toBe('version-2');
  });

  it('current() awaits the reload of a stale result', async () => {
    const cache = createLoaderCache({ times });
    const { load } = counter();
    await cache.once('categories', load);
    expect(await cache.current('categories', load)).toBe('version-1');
    vi.advanceTimersByTime(61_000);
    expect(await cache.current('categories', load)).toBe('version-2');
  });

  it('clear(match) drops the matching keys only, and a load in flight when purged is not kept', async () => {
    const cache = createLoaderCache({ times });
    const { load } = counter();
    await cache.once('shop', load);
    await cache.once('categories', load);
    let release: (value: string) => void = () => {};
    const slow = cache.once('en:shop', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear((key) => key.endsWith('shop'));
    release('read before the change');
    expect(await slow).toBe('read before the change');
    expect(cache.has('shop')).toBe(false);
    expect(cache.has('en:shop')).toBe(false);
    expect(await cache.once('categories', load)).toBe('version-2');
    expect(await cache.once('shop', load)).toBe('version-3');
  });

  it('follows the times configured for the process, and purgeLoaderCaches reaches every cache', async () => {
    configureLoaderCaches({ ttlMs: 2_000 });
    const first = createLoaderCache();
    const second = createLoaderCache();
    const { load } = counter();
    await first.once('shop', load);
    await second.once('shop', load);
    vi.advanceTimersByTime(2_001);
    await first.once('shop', load);
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    purgeLoaderCaches((key) => key === 'shop');
    expect([first.has('shop'), second.has('shop')]).toEqual([false, false]);
  });

  it('keeps at most `max` keys, dropping the least recently read first', async () => {
    const cache = createLoaderCache({ times, max: 2 });
    const { load } = counter();
    await cache.once('product:a', load);
    await cache.once('product:b', load);
    await cache.once('product:a', load);
    await cache.once('product:c', load);
    expect(['product:a', 'product:b', 'product:c'].filter((key) => cache.has(key))).toEqual(['product:a', 'product:c']);
    expect(await cache.once('product:b', load)).toBe('version-4');
  });

  it('tells the observers a hit when memory answers (fresh, stale, or a first load under way) and a miss when it waits', async () => {
    const seen: string[] = [];
    const stop = observeLoaderCaches((key, result) => void seen.push(`${key} ${result}`));
    try {
      const cache = createLoaderCache({ times });
      const { load } = counter();
      await Promise.all([cache.once('shop', load), cache.once('shop', load)]);
      vi.advanceTimersByTime(61_000);
      await cache.once('shop', load);
      await settle();
      vi.advanceTimersByTime(61_000);
      await cache.current('shop', load);
      expect(seen).toEqual(['shop miss', 'shop hit', 'shop hit', 'shop miss']);
    } finally {
      stop();
    }
  });
});
