import { describe, expect, it, vi } from 'vitest';
import { category, categoryCollection, shopProduct } from '../test/fixtures';
import { buildFacets, facetsOf } from './facets';
import { memoized } from './listing-memo';
import { buildFilterMenu, createShopIndex, selectShopProducts } from './shop-index';

const garden = 'gid://shopify/Collection/10';
const categories = [category('mobilier-exterieur', 'Mobilier extérieur', 1, [categoryCollection(garden, 1, ['Chaises'])])];
const inGarden = {
  categoryHandle: 'mobilier-exterieur',
  categoryTitle: 'Mobilier extérieur',
  collectionId: garden,
  collectionHandle: 'jardin',
  collectionTitle: 'Jardin',
};
const products = [
  shopProduct({ ...inGarden, title: 'Chaise Riviera', productTypeTitle: 'Chaises', vendor: 'Riviera' }),
  shopProduct({ ...inGarden, title: 'Chaise Mistral', productTypeTitle: 'Chaises', vendor: 'Mistral' }),
];

describe('memoized', () => {
  it('works an answer out once per owner and key, again for another owner', () => {
    const compute = vi.fn(() => ({ answer: 42 }));
    const [first, second] = [{}, {}];
    const kept = memoized(first, 'route', compute);
    expect(memoized(first, 'route', compute)).toBe(kept);
    expect(memoized(second, 'route', compute)).not.toBe(kept);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps the most recent keys of an owner only (a keyword makes a route per keystroke)', () => {
    const owner = {};
    const compute = vi.fn(() => ({}));
    for (let at = 0; at <= 128; at++) memoized(owner, `keyword-${at}`, compute);
    memoized(owner, 'keyword-128', compute);
    expect(compute).toHaveBeenCalledTimes(129);
    memoized(owner, 'keyword-0', compute);
    expect(compute).toHaveBeenCalledTimes(130);
  });
});

describe('the listing answers of one catalogue', () => {
  it('are worked out once per route, and equal to those of a catalogue built again', () => {
    const index = createShopIndex(products, categories);
    // The same shop loaded again: a new index, nothing kept from the first.
    const again = createShopIndex([...products], categories);
    const route = { category: 'mobilier-exterieur', facets: { brand: ['riviera'] } };
    const scope = selectShopProducts(index, { category: 'mobilier-exterieur' });
    expect(selectShopProducts(index, { category: 'mobilier-exterieur' })).toBe(scope);
    expect(selectShopProducts(index, route)).not.toBe(scope);
    expect(selectShopProducts(again, { category: 'mobilier-exterieur' })).toEqual(scope);

    const offered = facetsOf(index.products, 'mobilier-exterieur');
    const facets = buildFacets(scope, offered, route.facets, 'fr');
    expect(buildFacets(scope, offered, route.facets, 'fr')).toBe(facets);
    expect(buildFacets(scope, offered, route.facets, 'en')).not.toBe(facets);
    expect(buildFacets(selectShopProducts(again, { category: 'mobilier-exterieur' }), offered, route.facets, 'fr')).toEqual(facets);
    expect(facets.find((group) => group.id === 'brand')?.values.map((value) => [value.value, value.count])).toEqual([
      ['mistral', 1],
      ['riviera', 1],
    ]);

    const menu = buildFilterMenu(index, route);
    expect(buildFilterMenu(index, route)).toBe(menu);
    expect(buildFilterMenu(again, route)).toEqual(menu);
  });
});
