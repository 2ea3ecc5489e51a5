import { describe, expect, it } from 'vitest';
import { HtmlCache, TAGS, cacheControlFor, cacheKey, isSharedCacheable, pageTags, type CachedPage } from './htmlCache';

const page = (text: string): CachedPage => ({ status: 200, headers: {}, body: Buffer.from(text) });

function cacheAt(maxBytes = 1_000_000) {
  let clock = 0;
  const cache = new HtmlCache({ freshMs: 1000, staleMs: 5000, maxEntries: 3, maxBytes, now: () => clock });
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

  it('drops the page read least recently first', () => {
    const { cache } = cacheAt();
    for (const key of ['/a', '/b', '/c']) cache.set(key, page(key));
    cache.get('/a');
    cache.set('/d', page('/d'));
    expect(cache.get('/a')).not.toBeNull();
    expect(cache.get('/b')).toBeNull();
  });

  it('keeps its pages under its bytes, and never a page larger than them all', () => {
    const { cache } = cacheAt(2500);
    cache.set('/a', page('a'.repeat(1000)));
    cache.set('/b', page('b'.repeat(1000)));
    expect(cache.size).toBe(2);
    cache.set('/c', page('c'.repeat(1000)));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(2500);
    expect(cache.get('/a')).toBeNull();
    cache.set('/huge', page('h'.repeat(3000)));
    expect(cache.get('/huge')).toBeNull();
    expect(cache.get('/c')).not.toBeNull();
  });

  it("takes a page's compressed copies at its age, counted in its bytes, and none for a page replaced or purged meanwhile", () => {
    const { cache, advance } = cacheAt();
    const first = page('a');
    const copies = { br: Buffer.from('br'), gzip: Buffer.from('gzip') };
    cache.set('/fr', first);
    const bytes = cache.bytes;
    advance(1001);
    cache.addCopies('/fr', first, copies);
    expect(cache.get('/fr')).toMatchObject({ state: 'stale', page: { body: Buffer.from('a'), encoded: copies } });
    expect(cache.bytes).toBe(bytes + 6);
    const second = page('b');
    cache.set('/fr', second);
    cache.addCopies('/fr', first, copies);
    expect(cache.get('/fr')?.page).toBe(second);
    cache.purge();
    cache.addCopies('/fr', second, copies);
    expect(cache.get('/fr')).toBeNull();
  });

  it('purges everything, or only the keys a test picks', () => {
    const { cache } = cacheAt();
    for (const key of ['/fr/produits/spa-aurora', '/en/produits/spa-aurora', '/fr/boutique']) cache.set(key, page(key));
    cache.purge((key) => key.endsWith('/produits/spa-aurora'));
    expect(cache.get('/fr/produits/spa-aurora')).toBeNull();
    expect(cache.get('/en/produits/spa-aurora')).toBeNull();
    expect(cache.get('/fr/boutique')).not.toBeNull();
    cache.purge();
    expect(cache.size).toBe(0);
  });

  it('does not keep a page whose render began before a purge', async () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.purge((key) => key === '/fr');
    cache.set('/fr', page('rendered before the purge'), ticket);
    expect(cache.get('/fr')).toBeNull();
    let finish: (p: CachedPage) => void = () => {};
    cache.revalidate('/fr', () => new Promise((resolve) => (finish = resolve)));
    cache.purge();
    finish(page('old data'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get('/fr')).toBeNull();
    cache.set('/fr', page('after'), cache.ticket());
    expect(cache.get('/fr')).not.toBeNull();
  });
});

describe('tags', () => {
  const tagged = (text: string, tags: string[]): CachedPage => ({ ...page(text), tags });

  it('a purge by tag drops the pages kept under any of them, and keeps the others and untagged ones', () => {
    const { cache } = cacheAt();
    cache.set('/fr/produits/spa-tahiti', tagged('product', ['store', 'product-page', 'product-7']));
    cache.set('/fr/boutique', tagged('list', ['store', 'product-list']));
    cache.set('/fr/promotions', page('promotions'));
    cache.purgeTags(['product-8']);
    expect(cache.size).toBe(3);
    cache.purgeTags(['product-7', 'store-any']);
    expect(cache.get('/fr/produits/spa-tahiti')).toBeNull();
    expect(cache.get('/fr/boutique')).not.toBeNull();
    cache.purgeTags(['store']);
    expect(cache.get('/fr/boutique')).toBeNull();
    expect(cache.get('/fr/promotions')).not.toBeNull();
  });

  it('a render begun before a purge by tag is not kept', async () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.purgeTags(['product-1']);
    cache.set('/fr', tagged('old', ['store', 'product-list']), ticket);
    expect(cache.get('/fr')).toBeNull();
  });

  it('name the products of a product page from the gids of its data, store and catalogue-only ones alike', () => {
    const data = {
      product: {
        id: 'gid://shopify/Product/catalogue/100042',
        variants: [{ id: 'gid://shopify/ProductVariant/1000421' }],
        images: [{ id: 'gid://shopify/ProductImage/9' }],
      },
      related: 'gid://shopify/Product/7',
    };
    expect(pageTags('/fr/produits/spa-tahiti', 200, { 'product-detail': data })).toEqual([
      'store',
      'product-page',
      'product-100042',
      'product-7',
    ]);
    expect(pageTags('/en/produits/spa-tahiti', 200, { 'product-detail': data })).toEqual([
      'store',
      'product-page',
      'product-100042',
      'product-7',
    ]);
  });

  it('mark listings as lists, and a store page whose products are not known to go on any store change', () => {
    for (const path of [
      '/fr',
      '/en',
      '/fr/boutique',
      '/en/store',
      '/fr/boutique/produits-chimiques',
      '/fr/boutique/achat-en-ligne',
      '/fr/boutique/piscines/entretien',
    ]) {
      expect(pageTags(path, 200, {})).toEqual([TAGS.store, TAGS.productList]);
    }
    // Data that came after the layout, a product page without a product (the store did not answer), a 404 a new product may fill.
    expect(pageTags('/fr/produits/spa-tahiti', 200, null)).toEqual([TAGS.store, TAGS.storeAny]);
    expect(pageTags('/fr/produits/spa-tahiti', 200, { 'product-detail': { status: 'error' } })).toEqual([TAGS.store, TAGS.storeAny]);
    expect(pageTags('/fr/produits/nouveau', 404, null)).toEqual([TAGS.store, TAGS.storeAny]);
    const many = { products: Array.from({ length: 51 }, (_, n) => `gid://shopify/Product/${n}`) };
    expect(pageTags('/fr/produits/spa-tahiti', 200, many)).toEqual([TAGS.store, TAGS.storeAny]);
  });

  it('leave the catalogue pages that read Firestore only out of every store purge', () => {
    for (const path of ['/fr/promotions', '/fr/collection/spas', '/en/conseils-video']) expect(pageTags(path, 200, {})).toEqual([]);
  });
});

describe('the key of a page', () => {
  it('is its path alone when its loader reads no query', () => {
    expect(cacheKey('/fr?anything=1')).toBe('/fr');
    expect(cacheKey('/fr/produits/spa-aurora?utm_source=mail&fbclid=x')).toBe('/fr/produits/spa-aurora');
    expect(cacheKey('/fr/promotions?e=spas')).toBe('/fr/promotions');
  });

  it("keeps a shop list's keyword, budget and pages, in one order, and drops the rest", () => {
    expect(cacheKey('/fr/boutique/spas?utm_source=x&p=2&e=hydro')).toBe('/fr/boutique/spas?e=hydro&p=2');
    expect(cacheKey('/fr/boutique/spas?p=2&e=hydro')).toBe(cacheKey('/fr/boutique/spas?e=hydro&p=2'));
    expect(cacheKey('/en/store?max=5000&e=')).toBe('/en/store?max=5000');
    expect(cacheKey('/fr/boutique/achat-en-ligne?e=a&e=b')).toBe('/fr/boutique/achat-en-ligne?e=a');
    expect(cacheKey('/fr/boutique/recherche?e=caf%C3%A9')).toBe('/fr/boutique/recherche?e=caf%C3%A9');
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
    expect(cacheControlFor('/fr/boutique', { freshMs: 60_000, staleMs: 600_000 })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(cacheControlFor('/en/cart', { freshMs: 60_000, staleMs: 600_000 })).toBe('private, no-cache, no-store, must-revalidate');
  });
});
