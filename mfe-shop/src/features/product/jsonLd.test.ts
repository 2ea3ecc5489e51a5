import { describe, expect, it } from 'vitest';
import { productJsonLd } from './jsonLd';

const product = {
  title: 'Chlore en tablettes 3 po',
  description: 'Tablettes de trichlore.',
  vendor: 'Aqua Pro',
  sku: 'PRO-1-1',
  images: [{ id: '1', src: 'https://cdn/chlore.webp', altText: null, width: 800, height: 800 }],
  variants: [
    { id: 'v1', sku: 'PRO-1-1', price: 44.99, availableForSale: true, title: '4 kg' },
    { id: 'v2', sku: 'PRO-1-2', price: 89.9, availableForSale: false, title: '10 kg' },
  ],
  buyOnline: true,
};

describe('productJsonLd', () => {
  it('describes the product with one offer per variant, its price and availability', () => {
    const ld = productJsonLd(product, 'https://site/fr/produits/chlore', 'CAD');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Chlore en tablettes 3 po',
      brand: { name: 'Aqua Pro' },
      image: ['https://cdn/chlore.webp'],
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({ price: '44.99', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ price: '89.90', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('offers a product not sold online in store', () => {
    const ld = productJsonLd({ ...product, buyOnline: false, variants: [{ ...product.variants[1]! }] }, 'u', 'CAD');
    expect((ld.offers as { availability: string }[])[0]?.availability).toBe('https://schema.org/InStoreOnly');
  });
});
