// Owns small hand-made catalogue fixtures for the unit tests.
import type { Category, CategoryCollection, ProductType, ShopProduct, StoreCollection, StoreProduct } from '@storefront/contracts';
import { toHandle } from '../src/text';

let nextId = 1;

export function storeProduct(fields: Partial<StoreProduct> & { title: string }): StoreProduct {
  const id = fields.id ?? `gid://shopify/Product/${nextId++}`;
  const description = fields.description ?? '';
  return {
    id,
    handle: fields.handle ?? toHandle(fields.title),
    title: fields.title,
    description,
    descriptionHtml: fields.descriptionHtml ?? `<p>${description}</p>`,
    productType: fields.productType ?? '',
    vendor: fields.vendor ?? 'Vendeur',
    tags: fields.tags ?? [],
    createdAt: fields.createdAt ?? '2024-12-01T00:00:00.000Z',
    updatedAt: fields.updatedAt ?? '2024-12-01T00:00:00.000Z',
    publishedAt: fields.publishedAt ?? '2025-01-01T00:00:00.000Z',
    availableForSale: fields.availableForSale ?? true,
    images: fields.images ?? [],
    options: fields.options ?? [],
    variants: fields.variants ?? [
      {
        id: `${id}-v`,
        title: 'Default',
        sku: null,
        price: 10,
        compareAtPrice: null,
        availableForSale: true,
        image: null,
        selectedOptions: [],
      },
    ],
  };
}

export function storeCollection(id: string, title: string, products: StoreProduct[]): StoreCollection {
  return { id, handle: toHandle(title), title, description: '', image: null, products };
}

export function categoryCollection(shopifyCollectionId: string, order: number, types: string[] = []): CategoryCollection {
  const productTypes: ProductType[] = types.map((title) => ({ title, handle: toHandle(title) }));
  return { id: shopifyCollectionId.split('/').pop() ?? shopifyCollectionId, shopifyCollectionId, order, productTypes };
}

export function category(handle: string, title: string, order: number, collections: CategoryCollection[]): Category {
  return {
    id: handle,
    handle,
    title,
    order,
    image: `categories/${handle}.webp`,
    seoTitle: '',
    seoDescription: '',
    seoImage: '',
    collections,
  };
}

export function shopProduct(fields: Partial<ShopProduct> & { title: string }): ShopProduct {
  const base = storeProduct(fields);
  return {
    ...base,
    categoryHandle: fields.categoryHandle ?? 'cat',
    categoryTitle: fields.categoryTitle ?? 'Catégorie',
    collectionId: fields.collectionId ?? 'gid://shopify/Collection/1',
    collectionHandle: fields.collectionHandle ?? 'col',
    collectionTitle: fields.collectionTitle ?? 'Collection',
    productTypeTitle: fields.productTypeTitle ?? base.productType,
    productTypeHandle: fields.productTypeHandle ?? toHandle(fields.productTypeTitle ?? base.productType),
    buyOnline: fields.buyOnline ?? true,
    isEssentiel: fields.isEssentiel ?? false,
    isLiquidationHero: fields.isLiquidationHero ?? false,
    isLiquidation: fields.isLiquidation ?? false,
  };
}
