import { describe, expect, it } from 'vitest';
import { SPECIAL_COLLECTION_IDS } from '@storefront/contracts';
import { category, categoryCollection, shopProduct } from '../test/fixtures';
import { latestUniqueByHandle, sortByOrder, sortByTypeName, sortShopProducts, sortSpaModels } from './sort';

const GARDEN_ORDER = [
  'Ensembles salon',
  'Ensembles à dîner',
  'Tables individuelles',
  'Chaises',
  'Balançoires',
  'Foyers',
  "Tables d'appoint",
  'Twist',
];

describe('sortShopProducts (spec §9 shop sort)', () => {
  const furniture = 'gid://shopify/Collection/10';
  const cushions = 'gid://shopify/Collection/11';
  const chemicals = 'gid://shopify/Collection/20';
  const categories = [
    category('produits-chimiques', 'Produits chimiques', 2, [categoryCollection(chemicals, 1)]),
    category('mobilier-exterieur', 'Mobilier extérieur', 1, [
      categoryCollection(cushions, 2),
      categoryCollection(furniture, 1, GARDEN_ORDER),
    ]),
  ];
  const inFurniture = (title: string, type: string, buyOnline = true) =>
    shopProduct({ title, productTypeTitle: type, categoryHandle: 'mobilier-exterieur', collectionId: furniture, buyOnline });

  it('orders by category, collection, online-buyable first, then the garden furniture type order', () => {
    const products = [
      shopProduct({ title: 'Chlore', productTypeTitle: 'Désinfectants', categoryHandle: 'produits-chimiques', collectionId: chemicals }),
      shopProduct({ title: 'Coussin', productTypeTitle: 'Coussins', categoryHandle: 'mobilier-exterieur', collectionId: cushions }),
      inFurniture('Twist 1', 'Twist'),
      inFurniture('Table appoint', "Tables d'appoint"),
      inFurniture('Hamac', 'Hamacs'),
      inFurniture('Foyer', 'Foyers'),
      inFurniture('Balançoire', 'Balançoires'),
      inFurniture('Chaise', 'Chaises'),
      inFurniture('Table', 'Tables individuelles'),
      inFurniture('Dîner', 'Ensembles à dîner'),
      inFurniture('Salon', 'Ensembles salon'),
      inFurniture('Salon en magasin', 'Ensembles salon', false),
      inFurniture('Abri', 'Abris'),
    ];
    expect(sortShopProducts(products, categories).map((product) => product.title)).toEqual([
      'Salon',
      'Dîner',
      'Table',
      'Chaise',
      'Balançoire',
      'Foyer',
      'Table appoint',
      'Twist 1',
      'Abri', // unlisted types follow, alphabetically
      'Hamac',
      'Salon en magasin', // not buyable online: after every online product of its collection
      'Coussin',
      'Chlore',
    ]);
  });

  it('sorts types of a collection without an ordering by title, keeping the store order within a type', () => {
    const products = ['Zeta', 'Alpha', 'Beta', 'Gamma'].map((title, i) =>
      shopProduct({
        title,
        productTypeTitle: ['Équipement', 'Accessoires', 'Équipement', 'Chlore'][i]!,
        categoryHandle: 'produits-chimiques',
        collectionId: chemicals,
      }),
    );
    expect(sortShopProducts(products, categories).map((product) => product.title)).toEqual(['Alpha', 'Gamma', 'Zeta', 'Beta']);
  });

  it('puts products of unknown categories and collections last', () => {
    const products = [
      shopProduct({ title: 'Orphelin', categoryHandle: 'liquidations', collectionId: 'gid://shopify/Collection/404' }),
      shopProduct({ title: 'Chlore', categoryHandle: 'produits-chimiques', collectionId: chemicals }),
    ];
    expect(sortShopProducts(products, categories).map((product) => product.title)).toEqual(['Chlore', 'Orphelin']);
  });

  it("puts the spa collection's products of a type by platform product id, descending; other collections keep the store order", () => {
    const spaCategories = [
      category('spas', 'Spas', 1, [
        categoryCollection(SPECIAL_COLLECTION_IDS.spas, 1, ['Série Évasion', 'Série Harmonie']),
        categoryCollection(cushions, 2),
      ]),
    ];
    const spa = (title: string, id: number, type: string) =>
      shopProduct({
        title,
        id: `gid://shopify/Product/catalogue/${id}`,
        productTypeTitle: type,
        categoryHandle: 'spas',
        collectionId: SPECIAL_COLLECTION_IDS.spas,
        buyOnline: false,
      });
    const products = [
      spa('Harmonie A', 1009, 'Série Harmonie'),
      shopProduct({ title: 'Coussin 8', id: 'gid://shopify/Product/8', categoryHandle: 'spas', collectionId: cushions }),
      spa('Évasion A', 999, 'Série Évasion'),
      spa('Harmonie B', 1011, 'Série Harmonie'),
      shopProduct({ title: 'Coussin 9', id: 'gid://shopify/Product/9', categoryHandle: 'spas', collectionId: cushions }),
      spa('Évasion B', 1010, 'Série Évasion'),
      spa('Harmonie C', 1012, 'Série Harmonie'),
    ];
    // Numerically: 999 is older than 1010 although it sorts after it as text.
    expect(sortShopProducts(products, spaCategories).map((product) => product.title)).toEqual([
      'Évasion B',
      'Évasion A',
      'Harmonie C',
      'Harmonie B',
      'Harmonie A',
      'Coussin 8',
      'Coussin 9',
    ]);
  });

  it('does not change its input', () => {
    const products = [inFurniture('B', 'Twist'), inFurniture('A', 'Ensembles salon')];
    sortShopProducts(products, categories);
    expect(products.map((product) => product.title)).toEqual(['B', 'A']);
  });
});

describe('other §9 sorts', () => {
  it('spas by platform product id, descending (numerically)', () => {
    const spas = [
      { title: 'a', platformProductId: 'gid://shopify/Product/9' },
      { title: 'b', platformProductId: 'gid://shopify/Product/100' },
      { title: 'c', platformProductId: 'gid://shopify/Product/42' },
    ];
    expect(sortSpaModels(spas).map((spa) => spa.title)).toEqual(['b', 'c', 'a']);
  });

  it('others by order, missing order last', () => {
    expect(sortByOrder([{ order: 3 }, { order: null }, { order: 1 }]).map((item) => item.order)).toEqual([1, 3, null]);
  });

  it('by type name within a category, accent-insensitive and stable', () => {
    const items = [
      { productType: 'Filtres', n: 1 },
      { productType: 'Échelles', n: 2 },
      { productType: 'Filtres', n: 3 },
      { productType: 'Chlore', n: 4 },
    ];
    expect(sortByTypeName(items).map((item) => item.n)).toEqual([4, 2, 1, 3]);
  });

  it('essentials and clearance hero: publishedAt descending, de-duplicated by handle', () => {
    const items = [
      { handle: 'chlore', publishedAt: '2024-01-01T00:00:00Z', n: 1 },
      { handle: 'pompe', publishedAt: '2025-03-01T00:00:00Z', n: 2 },
      { handle: 'chlore', publishedAt: '2025-05-01T00:00:00Z', n: 3 },
      { handle: 'filtre', publishedAt: 'pas une date', n: 4 },
    ];
    expect(latestUniqueByHandle(items).map((item) => item.n)).toEqual([3, 2, 4]);
  });
});
