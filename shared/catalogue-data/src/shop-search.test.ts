import { describe, expect, it } from 'vitest';
import { category, categoryCollection, shopProduct } from '../test/fixtures';
import { createShopIndex, searchProducts, selectShopProducts } from './shop-index';
import { alternativeSearch, asWritten, rankProducts, suggestFromShop, titleStartsWith } from './shop-search';

const chemicals = 'gid://shopify/Collection/20';
const spas = 'gid://shopify/Collection/30';
const categories = [
  category('produits-chimiques', 'Produits chimiques', 1, [categoryCollection(chemicals, 1)]),
  category('spas', 'Spas et spas de nage', 2, [categoryCollection(spas, 1)]),
];
const inChemicals = {
  categoryHandle: 'produits-chimiques',
  categoryTitle: 'Produits chimiques',
  collectionId: chemicals,
  collectionHandle: 'traitement',
  collectionTitle: 'Traitement de l’eau',
};
const inSpas = {
  categoryHandle: 'spas',
  categoryTitle: 'Spas et spas de nage',
  collectionId: spas,
  collectionHandle: 'spas',
  collectionTitle: 'Spas',
};
const products = [
  shopProduct({ ...inSpas, title: 'Parfum de spa eucalyptus', description: 'Compatible avec le brome et le chlore.' }),
  shopProduct({ ...inChemicals, title: 'Chlore en tablettes 3 po', productTypeTitle: 'Chlore' }),
  shopProduct({ ...inChemicals, title: 'Chlore liquide 12 %', productTypeTitle: 'Chlore' }),
  shopProduct({ ...inSpas, title: 'Spa Évasion E6L', description: '5-6 places, 36 jets.' }),
];
const index = createShopIndex(products, categories);
const titles = (list: { title: string }[]) => list.map((product) => product.title);

describe('the shop’s search (ADR 0050)', () => {
  it('lists the spec’s matches best first', () => {
    expect(titles(searchProducts(index, 'chlore'))).toEqual([
      'Chlore en tablettes 3 po',
      'Chlore liquide 12 %',
      'Parfum de spa eucalyptus',
    ]);
    const listed = selectShopProducts(index, { keyword: 'chlore' });
    expect(titles(rankProducts(index, listed, 'chlore'))).toEqual(titles(searchProducts(index, 'chlore')));
    expect(rankProducts(index, listed, '')).toEqual(listed);
  });

  it('tries the second pass only when the spec’s rule finds fewer than 3', () => {
    expect(alternativeSearch(index, 'clore', 0)).toEqual({ keyword: 'chlore', count: 3 });
    expect(alternativeSearch(index, 'hot tub', 0)).toEqual({ keyword: 'spa', count: 2 });
    expect(alternativeSearch(index, 'clore', 3)).toBeNull();
  });

  it('says the second pass’s keyword with the catalogue’s accents', () => {
    const ladders = createShopIndex(
      [
        shopProduct({ ...inChemicals, title: 'Échelle de sécurité hors terre' }),
        shopProduct({ ...inChemicals, title: 'Échelle en A réglable' }),
      ],
      categories,
    );
    expect(alternativeSearch(ladders, 'echele', 0)).toEqual({ keyword: 'échelle', count: 2 });
    expect(alternativeSearch(ladders, 'ladder', 0)).toEqual({ keyword: 'échelle', count: 2 }); // search-synonyms.json
    expect(asWritten(ladders, 'echelle reglable')).toBe('échelle réglable');
    expect(asWritten(ladders, 'echelle zzz')).toBe('echelle zzz'); // nothing matches: left as it is
  });

  it('suggests products as the keyword is typed, and the groups its words begin', () => {
    // MiniSearch's prefix match, then a title holding the word before a description holding it.
    const chl = titles(suggestFromShop(index, 'chl').products);
    expect(chl.slice(0, 2).sort()).toEqual(['Chlore en tablettes 3 po', 'Chlore liquide 12 %']);
    expect(chl[2]).toBe('Parfum de spa eucalyptus');
    expect(suggestFromShop(index, 'clore').products).toHaveLength(3); // a typo forgiven
    expect(suggestFromShop(index, 'produits chim').groups).toEqual([{ title: 'Produits chimiques', category: 'produits-chimiques' }]);
    expect(suggestFromShop(index, 'spa').groups).toEqual([
      { title: 'Spas et spas de nage', category: 'spas' },
      { title: 'Spas', category: 'spas', collection: 'spas' },
    ]);
    const hotTub = suggestFromShop(index, 'hot tub');
    expect(hotTub.alternative).toBe('spa');
    expect(titles(hotTub.products)).toEqual(['Parfum de spa eucalyptus', 'Spa Évasion E6L']); // both titles hold it: list order
  });

  it('names a title by the beginnings of its words', () => {
    expect(titleStartsWith('Mobilier extérieur', 'MOB ext')).toBe(true);
    expect(titleStartsWith('Mobilier extérieur', 'bilier')).toBe(false);
    expect(titleStartsWith('Mobilier extérieur', ' ')).toBe(false);
  });
});
