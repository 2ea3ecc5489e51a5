// The release pointer over HTTP: kept at most its lifetime, one read for the requests of a moment, the last good one while the origin is down.
import { describe, expect, it, vi } from 'vitest';
import { pointerOverHttp } from './pointer';

const pointerAt = (release: string) => ({
  remotes: { shop: { entry: `http://cdn.local/releases/${release}/mf-manifest.json`, release, digest: 'a'.repeat(64) } },
});

function origin() {
  let live: unknown = pointerAt('r1');
  let down = false;
  const get = vi.fn(async () => {
    if (down) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(live), { headers: { 'content-type': 'application/json' } });
  });
  return {
    get: get as unknown as typeof fetch,
    calls: () => get.mock.calls.length,
    set: (value: unknown) => (live = value),
    down: (value: boolean) => (down = value),
  };
}

describe('the release pointer read over HTTP', () => {
  it('is kept for its lifetime, then read again: a release reaches the copy within maxAgeMs', async () => {
    let now = 1_000;
    const cdn = origin();
    const source = pointerOverHttp('http://cdn.local/mf-remotes.json', { maxAgeMs: 5_000, fetch: cdn.get, now: () => now });
    expect(await source.read()).toEqual(pointerAt('r1'));
    cdn.set(pointerAt('r2'));
    now += 4_999;
    expect((await source.read()).remotes.shop?.release).toBe('r1');
    now += 1;
    expect((await source.read()).remotes.shop?.release).toBe('r2');
    expect(cdn.calls()).toBe(2);
  });

  it('makes one read for the requests of one moment', async () => {
    const cdn = origin();
    const source = pointerOverHttp('http://cdn.local/mf-remotes.json', { maxAgeMs: 5_000, fetch: cdn.get });
    await Promise.all(Array.from({ length: 20 }, () => source.read()));
    expect(cdn.calls()).toBe(1);
  });

  it('reads on every call with a lifetime of 0 (one machine: a release is on the next page)', async () => {
    const cdn = origin();
    const source = pointerOverHttp('http://cdn.local/mf-remotes.json', { maxAgeMs: 0, fetch: cdn.get });
    await source.read();
    cdn.set(pointerAt('r2'));
    expect((await source.read()).remotes.shop?.release).toBe('r2');
  });

  it('with a lifetime of 0, gives each call a read begun after it, shared by the calls that came during the one before', async () => {
    const cdn = origin();
    const source = pointerOverHttp('http://cdn.local/mf-remotes.json', { maxAgeMs: 0, fetch: cdn.get });
    const first = source.read();
    // Released while the first read is under way: every later call must see it.
    cdn.set(pointerAt('r2'));
    const later = Array.from({ length: 20 }, () => source.read());
    expect((await first).remotes.shop?.release).toBe('r1');
    expect((await Promise.all(later)).map((pointer) => pointer.remotes.shop?.release)).toEqual(Array(20).fill('r2'));
    expect(cdn.calls()).toBe(2);
    // The same pointer again is the same object, so what is worked out from it is not worked out again.
    expect(await source.read()).toBe((await Promise.all(later))[0]);
    expect(cdn.calls()).toBe(3);
  });

  it('keeps the last good pointer while the origin is down or answers nonsense, says so once, and none before any answer', async () => {
    let now = 0;
    const cdn = origin();
    const log = vi.fn();
    const source = pointerOverHttp('http://cdn.local/mf-remotes.json', { maxAgeMs: 100, fetch: cdn.get, now: () => now, log });
    cdn.down(true);
    expect(await source.read()).toEqual({ remotes: {} });
    cdn.down(false);
    await source.read();
    cdn.down(true);
    for (let i = 0; i < 3; i += 1) {
      now += 200;
      expect(await source.read()).toEqual(pointerAt('r1'));
    }
    cdn.down(false);
    cdn.set({ nothing: true });
    now += 200;
    expect(await source.read()).toEqual(pointerAt('r1'));
    expect(log.mock.calls.map(([line]) => String(line).replace(/\(.*\)/, '(…)'))).toEqual([
      '[pointer] http://cdn.local/mf-remotes.json did not answer (…): no remote until it does',
      '[pointer] http://cdn.local/mf-remotes.json answers again',
      '[pointer] http://cdn.local/mf-remotes.json did not answer (…): keeping the last pointer',
    ]);
  });
});
