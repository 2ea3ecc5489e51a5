// Owns the schema.org Product of a product page (with its offers and availability), for search engines.
import type { StoreImage } from '@storefront/contracts';

export interface JsonLdProduct {
  title: string;
  description: string;
  vendor: string;
  sku: string | null;
  images: StoreImage[];
  variants: { id: string; sku: string | null; price: number; availableForSale: boolean; title: string }[];
  buyOnline: boolean;
}

export function productJsonLd(product: JsonLdProduct, url: string, currency: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    ...(product.vendor ? { brand: { '@type': 'Brand', name: product.vendor } } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    image: product.images.map((image) => image.src),
    url,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      ...(variant.sku ? { sku: variant.sku } : {}),
      name: variant.title,
      price: variant.price.toFixed(2),
      priceCurrency: currency,
      url,
      // A product not sold online is still offered, in store.
      availability: `https://schema.org/${variant.availableForSale ? 'InStock' : product.buyOnline ? 'OutOfStock' : 'InStoreOnly'}`,
    })),
  };
}
