import { describe, expect, it } from 'vitest';
import { category, categoryCollection, shopProduct } from '../test/fixtures';
import { buildFilterMenu, createShopIndex, searchProducts, selectShopProducts } from './shop-index';

const garden = 'gid://shopify/Collection/10';
const cushions = 'gid://shopify/Collection/11';
const chemicals = 'gid://shopify/Collection/20';
const categories = [
  category('mobilier-exterieur', 'Mobilier extérieur', 1, [
    categoryCollection(garden, 1, ['Ensembles salon', 'Chaises']),
    categoryCollection(cushions, 2),
  ]),
  category('produits-chimiques', 'Produits chimiques', 2, [categoryCollection(chemicals, 1)]),
];
const inGarden = {
  categoryHandle: 'mobilier-exterieur',
  categoryTitle: 'Mobilier extérieur',
  collectionId: garden,
  collectionHandle: 'jardin',
  collectionTitle: 'Jardin',
};
const inCushions = {
  categoryHandle: 'mobilier-exterieur',
  categoryTitle: 'Mobilier extérieur',
  collectionId: cushions,
  collectionHandle: 'coussins',
  collectionTitle: 'Coussins',
};
const inChemicals = {
  categoryHandle: 'produits-chimiques',
  categoryTitle: 'Produits chimiques',
  collectionId: chemicals,
  collectionHandle: 'chimiques',
  collectionTitle: 'Chimiques',
};
const products = [
  shopProduct({ ...inGarden, title: 'Ensemble salon Riviera', productTypeTitle: 'Ensembles salon' }),
  shopProduct({ ...inGarden, title: 'Chaise Riviera', productTypeTitle: 'Chaises', isLiquidation: true }),
  shopProduct({ ...inGarden, title: 'Chaise Mistral', productTypeTitle: 'Chaises' }),
  shopProduct({ ...inCushions, title: 'Coussin Riviera', productTypeTitle: 'Coussins' }),
  shopProduct({ ...inChemicals, title: 'Chlore choc', productTypeTitle: 'Désinfectants', isLiquidation: true }),
  shopProduct({ ...inChemicals, title: 'Brome', productTypeTitle: 'Désinfectants' }),
  shopProduct({
    categoryHandle: 'liquidations',
    categoryTitle: 'Liquidations',
    collectionHandle: 'liquidations',
    title: 'Parasol',
    productTypeTitle: 'Parasols',
    isLiquidation: true,
  }),
];
const index = createShopIndex(products, categories);

describe('buildFilterMenu (spec §3 filter menu entry)', () => {
  it("counts 'Tout voir', each category, collection and type", () => {
    const menu = buildFilterMenu(index, { category: 'mobilier-exterieur' });
    expect(menu.total).toBe(7);
    expect(menu.categories.map((entry) => [entry.handle, entry.count, entry.filteredCount])).toEqual([
      ['mobilier-exterieur', 4, 4],
      ['produits-chimiques', 2, 2],
    ]);
    const furniture = menu.categories[0]!;
    expect(furniture).toMatchObject({ id: 'mobilier-exterieur', title: 'Mobilier extérieur' });
    expect(furniture.types).toEqual([
      { title: 'Ensembles salon', handle: 'ensembles-salon', count: 1 },
      { title: 'Chaises', handle: 'chaises', count: 2 },
      { title: 'Coussins', handle: 'coussins', count: 1 },
    ]);
    expect(furniture.collections).toEqual([
      {
        id: garden,
        title: 'Jardin',
        handle: 'jardin',
        count: 3,
        filteredCount: 3,
        types: [
          { title: 'Ensembles salon', handle: 'ensembles-salon', count: 1 },
          { title: 'Chaises', handle: 'chaises', count: 2 },
        ],
      },
      {
        id: cushions,
        title: 'Coussins',
        handle: 'coussins',
        count: 1,
        filteredCount: 1,
        types: [{ title: 'Coussins', handle: 'coussins', count: 1 }],
      },
    ]);
  });

  it("'recherche' counts the search results: count is the whole, filteredCount and types the matches", () => {
    const menu = buildFilterMenu(index, { category: 'recherche', keyword: 'riviera' });
    expect(menu.total).toBe(3);
    const furniture = menu.categories[0]!;
    expect([furniture.count, furniture.filteredCount]).toEqual([4, 3]);
    expect(furniture.collections[0]!.types).toEqual([
      { title: 'Ensembles salon', handle: 'ensembles-salon', count: 1 },
      { title: 'Chaises', handle: 'chaises', count: 1 },
    ]);
    expect(menu.categories[1]).toMatchObject({ count: 2, filteredCount: 0, types: [] });
  });

  it("'liquidations' counts clearance products only", () => {
    const menu = buildFilterMenu(index, { category: 'liquidations' });
    expect(menu.total).toBe(3);
    expect(menu.categories.map((entry) => [entry.handle, entry.count])).toEqual([
      ['mobilier-exterieur', 1],
      ['produits-chimiques', 1],
    ]);
    expect(menu.categories[0]!.collections.map((entry) => entry.handle)).toEqual(['jardin']);
  });
});

describe('selectShopProducts (shop route of spec §2)', () => {
  const titles = (route: Parameters<typeof selectShopProducts>[1]) => selectShopProducts(index, route).map((product) => product.title);

  it('narrows by category, collection and type', () => {
    expect(titles({ category: 'mobilier-exterieur' })).toHaveLength(4);
    expect(titles({ category: 'mobilier-exterieur', collection: 'jardin', type: 'chaises' })).toEqual(['Chaise Riviera', 'Chaise Mistral']);
  });

  it("keeps the keyword across filters; 'recherche' is every product, 'liquidations' the clearance ones", () => {
    expect(titles({ category: 'mobilier-exterieur', keyword: 'chaises' })).toEqual(['Chaise Riviera', 'Chaise Mistral']);
    expect(titles({ category: 'recherche', keyword: 'RIVIÉRA' })).toEqual(['Ensemble salon Riviera', 'Chaise Riviera', 'Coussin Riviera']);
    expect(titles({ category: 'liquidations' })).toEqual(['Chaise Riviera', 'Chlore choc', 'Parasol']);
    expect(titles({ category: 'liquidations', keyword: 'chlore' })).toEqual(['Chlore choc']);
  });

  it('searchProducts returns the matches in list order', () => {
    expect(searchProducts(index, 'desinfectant').map((product) => product.title)).toEqual(['Chlore choc', 'Brome']);
    expect(searchProducts(index, '')).toHaveLength(products.length);
  });
});
