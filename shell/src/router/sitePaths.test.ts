// The site's path table as today's four remotes declare it (the live table a pointer of their releases gives the shell).
import { describe, expect, it } from 'vitest';
import {
  localizedPath,
  matchPage,
  pageClashes,
  pageDefinition,
  pageIds,
  pagesOfRemote,
  routePattern,
  switchLocalePath,
} from '@storefront/contracts';
import { SITE_PAGES } from '../../tests/sitePages';

describe('path table', () => {
  it('gives the spec paths that differ by language', () => {
    expect(localizedPath('shop', 'fr')).toBe('/fr/boutique');
    expect(localizedPath('shop', 'en')).toBe('/en/store');
    expect(localizedPath('cart', 'fr')).toBe('/fr/panier');
    expect(localizedPath('cart', 'en')).toBe('/en/cart/');
    expect(localizedPath('checkout', 'en')).toBe('/en/checkout');
    expect(localizedPath('onlinePurchase', 'en')).toBe('/en/store/achat-en-ligne');
  });

  it('sends English chemicals to the English store', () => {
    expect(localizedPath('chemicals', 'fr')).toBe('/fr/boutique/produits-chimiques');
    expect(localizedPath('chemicals', 'en')).toBe('/en/store');
    expect(pagesOfRemote('shop', 'en').map((p) => p.id)).not.toContain('chemicals');
  });

  it('keeps the same path under /en for content routes', () => {
    expect(localizedPath('service', 'en')).toBe('/en/installation-reparation-entretien');
    expect(localizedPath('collection', 'en', { collection: 'spas' })).toBe('/en/collection/spas');
  });

  it('matches static shop pages before the category listing', () => {
    expect(matchPage('/fr/boutique/achat-en-ligne')?.id).toBe('onlinePurchase');
    expect(matchPage('/fr/boutique/produits-chimiques')?.id).toBe('chemicals');
    expect(matchPage('/fr/boutique/spas')).toEqual({ id: 'shopListing', locale: 'fr', params: { category: 'spas' } });
    expect(matchPage('/fr/boutique/recherche')?.params).toEqual({ category: 'recherche' });
    expect(matchPage('/en/store/spas/a/b')?.params).toEqual({ category: 'spas', collection: 'a', type: 'b' });
  });

  it('accepts the trailing slash of /en/cart/ and treats unknown paths as no page', () => {
    expect(matchPage('/en/cart/')?.id).toBe('cart');
    expect(matchPage('/en/cart')?.id).toBe('cart');
    expect(matchPage('/fr/nimporte-quoi')).toBeNull();
    expect(matchPage('/de/boutique')).toBeNull();
  });

  it('rejects collection slugs the spec does not name', () => {
    expect(matchPage('/fr/collection/spas')?.id).toBe('collection');
    expect(matchPage('/fr/collection/voitures')).toBeNull();
  });

  it('gives each model of a collection its own page under the collection', () => {
    expect(localizedPath('collectionModel', 'fr', { collection: 'spas', model: 'harmonie-h7' })).toBe('/fr/collection/spas/harmonie-h7');
    expect(matchPage('/en/collection/piscines-hors-terre/riviera-ronde-21-pi')).toEqual({
      id: 'collectionModel',
      locale: 'en',
      params: { collection: 'piscines-hors-terre', model: 'riviera-ronde-21-pi' },
    });
    expect(matchPage('/fr/collection/voitures/modele')).toBeNull();
    expect(switchLocalePath('/fr/collection/spas/harmonie-h7', '', 'en')).toBe('/en/collection/spas/harmonie-h7');
  });

  it('switches language to the same page, keeping the query', () => {
    expect(switchLocalePath('/fr/boutique/recherche', '?e=chlore', 'en')).toBe('/en/store/recherche?e=chlore');
    expect(switchLocalePath('/en/cart/', '', 'fr')).toBe('/fr/panier');
    expect(switchLocalePath('/fr/produits/spa-x', '', 'en')).toBe('/en/produits/spa-x');
    expect(switchLocalePath('/fr/inconnu', '', 'en')).toBe('/en');
  });

  it('round-trips every page through its pattern', () => {
    for (const id of pageIds()) {
      for (const locale of ['fr', 'en'] as const) {
        const pattern = routePattern(id, locale) ?? '';
        const sample = pattern
          .replace(':collection?', 'c')
          .replace(':type?', 't')
          .replace(':collection', 'spas')
          .replace(/:[a-z]+/g, 'x');
        expect(matchPage(sample), `${id} ${locale} ${sample}`).not.toBeNull();
      }
    }
  });
});

describe('page definitions', () => {
  it('give the wishlist and compare pages to the shop, in both languages, as personal pages', () => {
    expect(localizedPath('wishlist', 'fr')).toBe('/fr/liste-de-souhaits');
    expect(localizedPath('wishlist', 'en')).toBe('/en/wishlist');
    expect(localizedPath('compare', 'fr')).toBe('/fr/comparer');
    expect(localizedPath('compare', 'en')).toBe('/en/compare');
    expect(matchPage('/en/wishlist')).toEqual({ id: 'wishlist', locale: 'en', params: {} });
    expect(switchLocalePath('/fr/comparer', '', 'en')).toBe('/en/compare');
    expect(pagesOfRemote('shop', 'fr').map((page) => page.id)).toEqual(expect.arrayContaining(['wishlist', 'compare']));
    expect(pageIds().filter((id) => pageDefinition(id)?.personal)).toEqual(['wishlist', 'compare', 'cart', 'checkout']);
  });

  it('fall back only to pages that exist, and clash nowhere', () => {
    for (const id of pageIds()) {
      const fallback = pageDefinition(id)?.enFallsBackTo;
      if (fallback) expect(pageIds()).toContain(fallback);
    }
    expect(pageClashes(SITE_PAGES)).toEqual([]);
  });
});
