// Owns reading local-cloud seed data as the project's own types, for the contract suite and the benchmarks.
import type { Category, StoreCollection, StoreProduct } from '@storefront/contracts';
import type { ShopifySeed } from '@storefront/local-cloud';
import { toCategory, toCategoryCollection } from '../src/records';

/** The seed's Shopify catalogue as shared/commerce hands it over: collections with their products, prices as numbers. */
export function storeCollectionsFromSeed(shopify: ShopifySeed): StoreCollection[] {
  const products = new Map(
    shopify.products.map((product): [string, StoreProduct] => [
      product.id,
      {
        id: product.id,
        handle: product.handle,
        title: product.title,
        description: product.description,
        descriptionHtml: product.descriptionHtml,
        productType: product.productType,
        vendor: product.vendor,
        tags: product.tags,
        createdAt: product.createdAt,
        updatedAt: product.updatedAt,
        publishedAt: product.publishedAt,
        availableForSale: product.variants.some((variant) => variant.availableForSale),
        images: product.images.map(({ id, src, altText, width, height }) => ({ id, src, altText, width, height })),
        options: product.options.map(({ name, values }) => ({ name, values })),
        variants: product.variants.map((variant) => ({
          id: variant.id,
          title: variant.title,
          sku: variant.sku,
          price: Number(variant.price),
          compareAtPrice: variant.compareAtPrice === null ? null : Number(variant.compareAtPrice),
          availableForSale: variant.availableForSale,
          image: null,
          selectedOptions: variant.selectedOptions,
        })),
      },
    ]),
  );
  return shopify.collections.map((collection) => ({
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    description: collection.description,
    image: null,
    products: collection.productIds.flatMap((id) => {
      const product = products.get(id);
      return product ? [product] : [];
    }),
  }));
}

/** Seed `categories/…` documents read with the loaders' own record parsers. */
export function categoriesFromSeed(firestore: Record<string, Record<string, unknown>>): Category[] {
  const entries = Object.entries(firestore);
  return entries
    .filter(([path]) => /^categories\/[^/]+$/.test(path))
    .map(([path, data]) => {
      const id = path.split('/')[1]!;
      const collections = entries
        .filter(([child]) => child.startsWith(`categories/${id}/collections/`) && child.split('/').length === 4)
        .map(([child, fields]) => toCategoryCollection({ id: child.split('/')[3]!, data: fields }));
      return toCategory({ id, data }, collections);
    });
}
