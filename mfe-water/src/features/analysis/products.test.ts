import { describe, expect, it } from 'vitest';
import type { WaterProduct } from '@storefront/commerce';
import { toPlanProducts } from './products';

const base: WaterProduct = {
  id: 'gid://shopify/ProductVariant/1',
  productId: 'gid://shopify/Product/1',
  handle: 'bicarbonate-de-soude',
  title: 'Bicarbonate de soude',
  variantTitle: '5 kg',
  ingredient: 'sodium-bicarbonate',
  strength: 100,
  packageSize: 5,
  unit: 'kg',
  price: { amount: '24.99', currencyCode: 'CAD' },
  available: true,
  soldOnline: true,
};

describe('the store’s water products', () => {
  it('gives the chemistry its product by variant, and keeps what a step shows', () => {
    expect(toPlanProducts([base])).toEqual([
      {
        product: { id: base.id, ingredient: 'sodium-bicarbonate', strength: 100, packageSize: 5, unit: 'kg' },
        productId: base.productId,
        handle: base.handle,
        title: base.title,
        variantTitle: '5 kg',
        price: base.price,
        available: true,
        soldOnline: true,
      },
    ]);
  });

  it('leaves out an ingredient the chemistry does not know and impossible strengths or sizes', () => {
    const wrong = [
      { ...base, ingredient: 'baking-soda' },
      { ...base, strength: 0 },
      { ...base, strength: 120 },
      { ...base, packageSize: -1 },
      { ...base, packageSize: Number.NaN },
    ];
    expect(toPlanProducts(wrong)).toEqual([]);
  });

  it('counts a product sold out, or sold in store only, as not available', () => {
    const [soldOut, inStore] = toPlanProducts([
      { ...base, available: false },
      { ...base, soldOnline: false },
    ]);
    expect(soldOut).toMatchObject({ available: false, soldOnline: true });
    expect(inStore).toMatchObject({ available: false, soldOnline: false });
  });
});
