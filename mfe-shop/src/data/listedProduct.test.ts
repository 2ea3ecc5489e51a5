// Checks that a product read alone is kept as the shop's lists keep it: first image, variants without SKU or image, its
// specifications and packages, and nothing of the product page's own fields.
import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '@storefront/contracts';
import { listedProduct } from './listedProduct';

const image = (id: string) => ({ id, src: `https://cdn.local/${id}.jpg`, altText: null, width: 800, height: 800 });

const whole: ShopProduct = {
  id: 'gid://shopify/Product/1',
  handle: 'spa-harmonie-h7',
  title: 'Spa Harmonie H7',
  description: 'Sept places.',
  descriptionHtml: '<p>Sept places.</p>',
  productType: 'Spa',
  vendor: 'Harmonie',
  tags: ['nouveau'],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-02-01T00:00:00Z',
  publishedAt: '2026-01-02T00:00:00Z',
  availableForSale: true,
  images: [image('a'), image('b')],
  options: [{ name: 'Title', values: ['Default Title'] }],
  variants: [
    {
      id: 'gid://shopify/ProductVariant/1',
      title: 'Default Title',
      sku: 'H7',
      price: 12999,
      compareAtPrice: null,
      availableForSale: true,
      image: image('a'),
      selectedOptions: [{ name: 'Title', value: 'Default Title' }],
      package: { size: 2, unit: 'kg' },
    },
  ],
  specs: { seats: 7, jets: 40 },
  categoryHandle: 'spas',
  categoryTitle: 'Spas',
  collectionId: 'gid://shopify/Collection/1',
  collectionHandle: 'harmonie',
  collectionTitle: 'Harmonie',
  productTypeTitle: 'Spas',
  productTypeHandle: 'spa',
  buyOnline: true,
  isEssentiel: false,
  isLiquidationHero: false,
  isLiquidation: false,
};

describe('listedProduct', () => {
  it('keeps what lists show and compare, and drops the product page’s own fields', () => {
    const listed = listedProduct(whole);
    expect(listed.images).toEqual([image('a')]);
    expect(listed.variants).toEqual([
      {
        id: 'gid://shopify/ProductVariant/1',
        title: 'Default Title',
        price: 12999,
        compareAtPrice: null,
        availableForSale: true,
        package: { size: 2, unit: 'kg' },
      },
    ]);
    expect(listed.specs).toEqual({ seats: 7, jets: 40 });
    expect(listed.categoryHandle).toBe('spas');
    for (const key of ['descriptionHtml', 'createdAt', 'updatedAt', 'availableForSale']) expect(listed).not.toHaveProperty(key);
  });

  it('gives no specs key to a product without specifications, nor a package to a variant without one', () => {
    const { specs: _specs, ...plain } = whole;
    const listed = listedProduct({ ...plain, variants: plain.variants.map(({ package: _package, ...variant }) => variant) });
    expect(listed).not.toHaveProperty('specs');
    expect(listed.variants[0]).not.toHaveProperty('package');
  });
});
