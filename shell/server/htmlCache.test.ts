import { describe, expect, it } from 'vitest';
import { HtmlCache, cacheControlFor, isSharedCacheable, type CachedPage } from './htmlCache';

const page = (text: string): CachedPage => ({ status: 200, headers: {}, body: Buffer.from(text) });

function cacheAt() {
  let clock = 0;
  const cache = new HtmlCache({ freshMs: 1000, staleMs: 5000, maxEntries: 3, now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('HTML cache', () => {
  it('misses, then hits fresh, then serves stale, then expires', () => {
    const { cache, advance } = cacheAt();
    expect(cache.get('/fr')).toBeNull();
    cache.set('/fr', page('a'));
    expect(cache.get('/fr')?.state).toBe('fresh');
    advance(1001);
    expect(cache.get('/fr')).toMatchObject({ state: 'stale', page: { body: Buffer.from('a') } });
    advance(5000);
    expect(cache.get('/fr')).toBeNull();
  });

  it('renders a stale page again once, in the background, and serves the new one after', async () => {
    const { cache, advance } = cacheAt();
    cache.set('/fr', page('old'));
    advance(2000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('new');
    };
    cache.revalidate('/fr', render);
    cache.revalidate('/fr', render);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders).toBe(1);
    expect(cache.get('/fr')).toMatchObject({ state: 'fresh', page: { body: Buffer.from('new') } });
  });

  it('is purged when the live releases change, and a render begun before does not refill it', async () => {
    const { cache } = cacheAt();
    cache.useGeneration('r1');
    cache.set('/fr', page('a'));
    cache.useGeneration('r1');
    expect(cache.get('/fr')).not.toBeNull();
    let finish: (p: CachedPage) => void = () => {};
    cache.revalidate('/fr', () => new Promise((resolve) => (finish = resolve)));
    cache.useGeneration('r2');
    expect(cache.get('/fr')).toBeNull();
    finish(page('rendered with r1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get('/fr')).toBeNull();
  });

  it('keeps at most its number of entries, dropping the oldest', () => {
    const { cache } = cacheAt();
    for (const key of ['/a', '/b', '/c', '/d']) cache.set(key, page(key));
    expect(cache.size).toBe(3);
    expect(cache.get('/a')).toBeNull();
    expect(cache.get('/d')).not.toBeNull();
  });
});

describe('what may be shared', () => {
  it('shares catalogue and shop pages, never the cart, checkout or forms', () => {
    expect(isSharedCacheable('/fr')).toBe(true);
    expect(isSharedCacheable('/fr/boutique')).toBe(true);
    expect(isSharedCacheable('/en/cart')).toBe(false);
    expect(isSharedCacheable('/fr/panier')).toBe(false);
    expect(isSharedCacheable('/fr/liste-de-souhaits')).toBe(false);
    expect(isSharedCacheable('/en/compare')).toBe(false);
    expect(isSharedCacheable('/fr/nimporte-quoi')).toBe(false);
  });

  it('tells a CDN the same', () => {
    expect(cacheControlFor('/fr/boutique', { freshMs: 60_000, staleMs: 600_000 })).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(cacheControlFor('/en/cart', { freshMs: 60_000, staleMs: 600_000 })).toBe('private, no-cache, no-store, must-revalidate');
  });
});
