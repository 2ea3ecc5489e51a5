// Owns what is kept of a product read alone for a list (the saved lists): what the shop's lists keep of it (ListedShopProduct), so
// a list page's data holds no HTML description, dates, SKUs or further images, which its cards and comparison never show.
import type { ListedShopProduct, ShopProduct } from '@storefront/contracts';

export function listedProduct(product: ShopProduct | ListedShopProduct): ListedShopProduct {
  const { id, handle, title, description, productType, vendor, tags, publishedAt, options, images, variants, specs } = product;
  const { categoryHandle, categoryTitle, collectionId, collectionHandle, collectionTitle, productTypeTitle, productTypeHandle } = product;
  const { buyOnline, isEssentiel, isLiquidationHero, isLiquidation } = product;
  return {
    id,
    handle,
    title,
    description,
    productType,
    vendor,
    tags,
    publishedAt,
    options,
    images: images.slice(0, 1),
    variants: variants.map(({ id, title, price, compareAtPrice, availableForSale, package: found }) => ({
      id,
      title,
      price,
      compareAtPrice,
      availableForSale,
      ...(found ? { package: found } : {}),
    })),
    ...(specs ? { specs } : {}),
    categoryHandle,
    categoryTitle,
    collectionId,
    collectionHandle,
    collectionTitle,
    productTypeTitle,
    productTypeHandle,
    buyOnline,
    isEssentiel,
    isLiquidationHero,
    isLiquidation,
  };
}
