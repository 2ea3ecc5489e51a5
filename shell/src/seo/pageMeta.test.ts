import { describe, expect, it } from 'vitest';
import { LOCALES, localizedPath, pageIds } from '@storefront/contracts';
import { alternatesOf, documentMeta, isIndexable, pageTitle } from './pageMeta';

const origin = 'https://www.piscinessoleil.ca';

describe('page meta', () => {
  it('gives every page a title and a description in both languages', () => {
    for (const id of pageIds()) {
      for (const locale of LOCALES) {
        const meta = documentMeta(localizedPath(id, locale, { slug: 'x', collection: 'spas', category: 'spas', model: 'x' }), origin, 'fr');
        expect(meta.title, `${id} ${locale}`).toMatch(/\| Piscines Soleil$|^Piscines Soleil \| /);
        expect(meta.description.length, `${id} ${locale}`).toBeGreaterThan(20);
      }
    }
  });

  it('names the page, the collection or the category in the title', () => {
    expect(documentMeta('/fr/boutique', origin, 'fr').title).toBe('Boutique | Piscines Soleil');
    expect(documentMeta('/en/collection/piscines-creusees', origin, 'fr').title).toBe('In-ground pools | Piscines Soleil');
    expect(documentMeta('/fr/boutique/liquidations', origin, 'fr').title).toBe('Produits en liquidation | Piscines Soleil');
    expect(documentMeta('/fr', origin, 'fr').title).toBe('Piscines Soleil | Piscines, spas et mobilier extérieur');
    expect(pageTitle('shopListing', 'fr', { category: 'nouvelle-categorie' })).toBe('Boutique');
  });

  it('points canonical and hreflang links to the same page in both languages', () => {
    const meta = documentMeta('/fr/boutique/spas', origin, 'fr');
    expect(meta.lang).toBe('fr-CA');
    expect(meta.canonical).toBe(`${origin}/fr/boutique/spas`);
    expect(meta.alternates).toEqual([
      { hrefLang: 'fr-CA', href: `${origin}/fr/boutique/spas` },
      { hrefLang: 'en-CA', href: `${origin}/en/store/spas` },
      { hrefLang: 'x-default', href: `${origin}/fr/boutique/spas` },
    ]);
    expect(documentMeta('/en/store/', origin, 'fr').canonical).toBe(`${origin}/en/store`);
  });

  it('gives the French-only chemicals page no English alternate', () => {
    expect(alternatesOf('chemicals', {}, origin)).toEqual([{ hrefLang: 'fr-CA', href: `${origin}/fr/boutique/produits-chimiques` }]);
  });

  it('keeps the cart, the checkout and search results out of search engines', () => {
    expect(isIndexable('cart')).toBe(false);
    expect(isIndexable('checkout')).toBe(false);
    expect(isIndexable('wishlist')).toBe(false);
    expect(isIndexable('compare')).toBe(false);
    expect(isIndexable('shopListing', { category: 'recherche' })).toBe(false);
    expect(isIndexable('shopListing', { category: 'spas' })).toBe(true);
    const cart = documentMeta('/en/cart/', origin, 'fr');
    expect(cart).toMatchObject({ robots: 'noindex, follow', canonical: null, alternates: [] });
    expect(documentMeta('/fr/liste-de-souhaits', origin, 'fr')).toMatchObject({
      title: 'Ma liste de souhaits | Piscines Soleil',
      robots: 'noindex, follow',
      canonical: null,
    });
    expect(documentMeta('/en/compare', origin, 'fr')).toMatchObject({
      lang: 'en-CA',
      title: 'Compare products | Piscines Soleil',
      robots: 'noindex, follow',
    });
  });

  it('marks an unknown address as a page not to index, in the language of its path', () => {
    expect(documentMeta('/en/nothing', origin, 'en')).toMatchObject({
      lang: 'en-CA',
      title: 'Page not found | Piscines Soleil',
      robots: 'noindex',
      canonical: null,
    });
  });
});
