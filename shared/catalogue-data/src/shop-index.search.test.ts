import { describe, expect, it, vi } from 'vitest';
import { category, categoryCollection, shopProduct } from '../test/fixtures';
import type * as searchModule from './search';
import { createSearchIndex } from './search';
import { buildFilterMenu, createShopIndex, selectShopProducts } from './shop-index';

vi.mock('./search', async (actual) => {
  const search = await actual<typeof searchModule>();
  return { ...search, createSearchIndex: vi.fn(search.createSearchIndex) };
});

describe("the shop index's search (ADR 0036)", () => {
  const garden = 'gid://shopify/Collection/10';
  const categories = [category('mobilier-exterieur', 'Mobilier extérieur', 1, [categoryCollection(garden, 1)])];
  const inGarden = {
    categoryHandle: 'mobilier-exterieur',
    categoryTitle: 'Mobilier extérieur',
    collectionId: garden,
    collectionHandle: 'jardin',
    collectionTitle: 'Jardin',
  };
  const products = [shopProduct({ ...inGarden, title: 'Chaise Riviera' }), shopProduct({ ...inGarden, title: 'Table Mistral' })];

  it('is built on the first keyword only, once: a list without one neither waits for it nor keeps it', () => {
    vi.mocked(createSearchIndex).mockClear();
    const index = createShopIndex(products, categories);
    expect(selectShopProducts(index, { category: 'mobilier-exterieur' })).toHaveLength(2);
    expect(buildFilterMenu(index, { keyword: '' }).total).toBe(2);
    expect(createSearchIndex).not.toHaveBeenCalled();
    expect(selectShopProducts(index, { keyword: 'chaise' }).map((product) => product.title)).toEqual(['Chaise Riviera']);
    expect(buildFilterMenu(index, { keyword: 'table' }).total).toBe(1);
    expect(createSearchIndex).toHaveBeenCalledTimes(1);
  });
});
