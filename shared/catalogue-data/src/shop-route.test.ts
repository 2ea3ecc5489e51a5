import { describe, expect, it } from 'vitest';
import { category, categoryCollection, shopProduct } from '../test/fixtures';
import { createShopIndex } from './shop-index';
import { resolveShopRoute } from './shop-route';

const garden = 'gid://shopify/Collection/10';
const categories = [category('mobilier-exterieur', 'Mobilier extérieur', 1, [categoryCollection(garden, 1, ['Chaises'])])];
const inGarden = {
  categoryHandle: 'mobilier-exterieur',
  categoryTitle: 'Mobilier extérieur',
  collectionId: garden,
  collectionHandle: 'jardin',
  collectionTitle: 'Jardin',
};
const index = createShopIndex([shopProduct({ ...inGarden, title: 'Chaise Riviera', productTypeTitle: 'Chaises' })], categories);

describe('resolveShopRoute (spec §2 shop addresses)', () => {
  it('names the category, collection and type of the address, with their titles', () => {
    expect(resolveShopRoute(index, { category: 'mobilier-exterieur', collection: 'jardin', type: 'chaises' })).toMatchObject({
      kind: 'category',
      category: { handle: 'mobilier-exterieur', title: 'Mobilier extérieur' },
      collection: { handle: 'jardin', title: 'Jardin' },
      type: { handle: 'chaises', title: 'Chaises' },
    });
  });

  it("reads the shop list, 'recherche' and 'liquidations' as their own kinds", () => {
    expect(resolveShopRoute(index, {})?.kind).toBe('all');
    expect(resolveShopRoute(index, { category: 'recherche', keyword: 'chaise' })?.kind).toBe('search');
    expect(resolveShopRoute(index, { category: 'liquidations', collection: 'jardin' })).toMatchObject({
      kind: 'clearance',
      collection: { title: 'Jardin' },
    });
  });

  it('gives null for an unknown category, collection or type', () => {
    expect(resolveShopRoute(index, { category: 'inconnue' })).toBeNull();
    expect(resolveShopRoute(index, { category: 'mobilier-exterieur', collection: 'inconnue' })).toBeNull();
    expect(resolveShopRoute(index, { category: 'mobilier-exterieur', collection: 'jardin', type: 'inconnu' })).toBeNull();
  });
});
