import { describe, expect, it } from 'vitest';
import { createShopIndex, type ShopCatalogue } from '@storefront/catalogue-data';
import type { Category, ListedShopProduct, ProductSpecs } from '@storefront/contracts';
import { listingOf } from './listingLoader';

const collection = 'gid://shopify/Collection/30';
const categories: Category[] = [
  {
    id: 'spas',
    handle: 'spas',
    title: 'Spas',
    order: 1,
    image: '',
    seoTitle: '',
    seoDescription: '',
    seoImage: '',
    collections: [{ id: '30', shopifyCollectionId: collection, order: 1, productTypes: [{ title: 'Spas', handle: 'spas' }] }],
  },
];

let next = 1;
function spa(title: string, vendor: string, price: number, specs?: ProductSpecs): ListedShopProduct {
  const id = `gid://shopify/Product/${next++}`;
  return {
    id,
    handle: title.toLowerCase(),
    title,
    description: '',
    productType: 'Spas',
    vendor,
    tags: [],
    publishedAt: '2025-01-01T00:00:00.000Z',
    options: [],
    images: [],
    variants: [{ id: `${id}-v`, title: 'Default', price, compareAtPrice: null, availableForSale: true }],
    ...(specs ? { specs } : {}),
    categoryHandle: 'spas',
    categoryTitle: 'Spas',
    collectionId: collection,
    collectionHandle: 'spas',
    collectionTitle: 'Spas',
    productTypeTitle: 'Spas',
    productTypeHandle: 'spas',
    buyOnline: true,
    isEssentiel: false,
    isLiquidationHero: false,
    isLiquidation: false,
  };
}

function catalogue(products: ListedShopProduct[]): ShopCatalogue {
  return { categories, products, index: createShopIndex(products, categories), essentials: [], clearanceHero: [] };
}

describe('listingOf with facets (ADR 0050)', () => {
  const withSpecs = catalogue([
    spa('Aurora', 'Boréal Spas', 8999, { seats: 6, jets: 45 }),
    spa('Calypso', 'Jacuzzi', 6499, { seats: 6, jets: 30 }),
    spa('Dune', 'Jacuzzi', 4999, { seats: 4, jets: 18 }),
  ]);

  it("lists what the facets keep, and offers the category's own facets once its products carry specifications", () => {
    const listing = listingOf(withSpecs, 'shopListing', { category: 'spas', facets: { seats: ['6'], brand: ['jacuzzi'] } }, null, 1, 'fr');
    expect(listing.products.map((product) => product.title)).toEqual(['Calypso']);
    expect(listing.total).toBe(1);
    expect(listing.facets.map((group) => group.id)).toEqual(['price', 'brand', 'availability', 'seats', 'jets']);
    expect(listing.facets.find((group) => group.id === 'seats')?.values).toEqual([
      { value: '4', label: '4 places', count: 1, selected: false },
      { value: '6', label: '6 places', count: 1, selected: true },
    ]);
    // The tree counts as its links filter: every facet within the category.
    expect(listing.menu.categories[0]?.filteredCount).toBe(1);
  });

  it('ignores, and leaves out of its links, a facet its products do not carry (the shop before the specifications)', () => {
    const bare = catalogue([spa('Aurora', 'Boréal Spas', 8999), spa('Dune', 'Jacuzzi', 4999)]);
    const listing = listingOf(bare, 'shopListing', { category: 'spas', facets: { seats: ['6'] } }, null, 1, 'en');
    expect(listing.total).toBe(2);
    expect(listing.route).toEqual({ category: 'spas' });
    expect(listing.facets.map((group) => group.id)).toEqual(['price', 'brand', 'availability']);
  });

  it("counts the facets within the shop assistant's budget, as it lists", () => {
    const listing = listingOf(withSpecs, 'shopListing', { category: 'spas' }, 7000, 1, 'fr');
    expect(listing.total).toBe(2);
    expect(listing.facets.find((group) => group.id === 'brand')?.values.map((value) => [value.label, value.count])).toEqual([
      ['Jacuzzi', 2],
    ]);
  });
});
