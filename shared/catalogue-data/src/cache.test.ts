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

  describe('a purge that reads a result again first (reloadFirst, ADR 0060)', () => {
    /** A load whose reads each wait for `finish`, answering `name-N` on its Nth read. */
    function gated(name: string) {
      let calls = 0;
      const pending: { resolve: (value: string) => void; reject: (error: Error) => void; value: string }[] = [];
      const load = vi.fn(
        () =>
          new Promise<string>((resolve, reject) => {
            calls += 1;
            pending.push({ resolve, reject, value: `${name}-${calls}` });
          }),
      );
      const next = () => pending.shift();
      return {
        load,
        finish: () => {
          const read = next();
          read?.resolve(read.value);
        },
        break: () => next()?.reject(new Error('store down')),
      };
    }

    it('serves the old result while the new one is read, then the new one; drops the other keys it reaches at once', async () => {
      const cache = createLoaderCache({ times });
      const shop = gated('shop');
      const { load } = counter();
      const first = cache.once('a:shop', shop.load);
      shop.finish();
      expect(await first).toBe('shop-1');
      await cache.once('a:categories', load);
      await cache.once('a:product:x', load);
      await cache.once('b:other', load);
      const purged = purgeLoaderCaches((key) => key.startsWith('a:'), { reloadFirst: (key) => key === 'a:shop' });
      // At once: the product and the categories are gone, the shop is still served while it is read again.
      expect([cache.has('a:categories'), cache.has('a:product:x'), cache.has('b:other')]).toEqual([false, false, true]);
      expect(await cache.once('a:shop', shop.load)).toBe('shop-1');
      expect(shop.load).toHaveBeenCalledTimes(2);
      // current() is a loader's own refresh: it waits for the new read.
      const current = cache.current('a:shop', shop.load);
      shop.finish();
      expect(await purged).toEqual({ reloaded: ['a:shop'], failed: [] });
      expect(await current).toBe('shop-2');
      expect(await cache.once('a:shop', shop.load)).toBe('shop-2');
      expect(shop.load).toHaveBeenCalledTimes(2);
    });

    it('reads again after the rest is dropped, so the new read finds what it depends on read anew', async () => {
      const cache = createLoaderCache({ times });
      const { load: categories } = counter();
      const shop = () => cache.current('c:categories', categories).then((seen) => `shop on ${seen}`);
      expect(await cache.once('c:shop', shop)).toBe('shop on version-1');
      await purgeLoaderCaches((key) => key.startsWith('c:'), { reloadFirst: (key) => key === 'c:shop' });
      expect(await cache.once('c:shop', shop)).toBe('shop on version-2');
    });

    it('drops the result when its new read fails, and says so', async () => {
      const cache = createLoaderCache({ times });
      const shop = gated('shop');
      const first = cache.once('d:shop', shop.load);
      shop.finish();
      await first;
      const purged = purgeLoaderCaches((key) => key.startsWith('d:'), { reloadFirst: (key) => key === 'd:shop' });
      await settle();
      shop.break();
      expect(await purged).toEqual({ reloaded: [], failed: ['d:shop'] });
      expect(cache.has('d:shop')).toBe(false);
    });

    it('drops the result when its new read outlasts the purge’s time (a store that hangs)', async () => {
      const cache = createLoaderCache({ times });
      const shop = gated('shop');
      const first = cache.once('f:shop', shop.load);
      shop.finish();
      await first;
      const purged = purgeLoaderCaches((key) => key.startsWith('f:'), { reloadFirst: (key) => key === 'f:shop', reloadTimeoutMs: 1_000 });
      await vi.advanceTimersByTimeAsync(999);
      expect(cache.has('f:shop')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(await purged).toEqual({ reloaded: [], failed: ['f:shop'] });
      expect(cache.has('f:shop')).toBe(false);
      // The hung read, should it end, is not kept.
      shop.finish();
      await settle();
      expect(cache.has('f:shop')).toBe(false);
    });

    it('does not join a read begun before the purge: it reads again', async () => {
      const cache = createLoaderCache({ times });
      const shop = gated('shop');
      const first = cache.once('e:shop', shop.load);
      shop.finish();
      await first;
      vi.advanceTimersByTime(61_000);
      // Past its TTL: a refresh starts in the background (read 2), still under way at the purge.
      expect(await cache.once('e:shop', shop.load)).toBe('shop-1');
      const purged = purgeLoaderCaches((key) => key.startsWith('e:'), { reloadFirst: (key) => key === 'e:shop' });
      expect(shop.load).toHaveBeenCalledTimes(3);
      shop.finish();
      await settle();
      // The read begun before the change ended; it is not kept, and the old result is served until the purge's own read.
      expect(await cache.once('e:shop', shop.load)).toBe('shop-1');
      shop.finish();
      await purged;
      expect(await cache.once('e:shop', shop.load)).toBe('shop-3');
    });
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
