// Owns the merge of Firestore categories with store collections into the Shop products of spec §3.
import {
  isStoreProductId,
  SHOP_CLEARANCE_CATEGORY,
  SPECIAL_COLLECTION_IDS,
  type Category,
  type CategoryCollection,
  type ListedStoreCollection,
  type ListedStoreProduct,
  type ShopProductFields,
} from '@storefront/contracts';
import { normalizeText, toHandle } from './text';

// The rule lives with the store's types, which the store client reads too; the shop's merge keeps exporting it.
export { isStoreProductId };

/** Special category of clearance products that belong to no catalogue category. */
export const CLEARANCE_CATEGORY = { handle: SHOP_CLEARANCE_CATEGORY, title: 'Liquidations' } as const;

function byOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}

/** A store collection as the merge reads it: lean or whole products (a product page merges whole ones). */
export type MergedCollection<P extends ListedStoreProduct> = Omit<ListedStoreCollection, 'products'> & { products: readonly P[] };

function idsOf(collection: MergedCollection<ListedStoreProduct> | undefined): Set<string> {
  return new Set(collection?.products.map((product) => product.id) ?? []);
}

function productType(product: ListedStoreProduct, collection: CategoryCollection | undefined): { title: string; handle: string } {
  const wantedTitle = normalizeText(product.productType.trim());
  const wantedHandle = toHandle(product.productType);
  const listed = collection?.productTypes.find((type) => type.handle === wantedHandle || normalizeText(type.title) === wantedTitle);
  return listed ? { title: listed.title, handle: listed.handle } : { title: product.productType, handle: toHandle(product.productType) };
}

/**
 * Places every product of the store collections named by the categories (categories by order, then
 * collections by order). A product met twice keeps its first, highest-ranked place. Clearance products
 * that no category places are appended under the special category 'liquidations'.
 */
export function mergeShopProducts<P extends ListedStoreProduct>(
  categories: readonly Category[],
  storeCollections: readonly MergedCollection<P>[],
): (P & ShopProductFields)[] {
  const collectionsById = new Map(storeCollections.map((collection) => [collection.id, collection]));
  const essentials = idsOf(collectionsById.get(SPECIAL_COLLECTION_IDS.essentials));
  const clearanceHero = idsOf(collectionsById.get(SPECIAL_COLLECTION_IDS.clearanceHero));
  const clearanceCollection = collectionsById.get(SPECIAL_COLLECTION_IDS.clearance);
  const clearance = idsOf(clearanceCollection);

  const merged: (P & ShopProductFields)[] = [];
  const placed = new Set<string>();
  const place = (
    product: P,
    category: { handle: string; title: string },
    store: MergedCollection<P>,
    collection: CategoryCollection | undefined,
  ): void => {
    if (placed.has(product.id)) return;
    placed.add(product.id);
    const type = productType(product, collection);
    merged.push({
      ...product,
      categoryHandle: category.handle,
      categoryTitle: category.title,
      collectionId: store.id,
      collectionHandle: store.handle,
      collectionTitle: store.title,
      productTypeTitle: type.title,
      productTypeHandle: type.handle,
      buyOnline: isStoreProductId(product.id),
      isEssentiel: essentials.has(product.id),
      isLiquidationHero: clearanceHero.has(product.id),
      isLiquidation: clearance.has(product.id),
    });
  };

  for (const category of byOrder(categories)) {
    for (const collection of byOrder(category.collections)) {
      const store = collectionsById.get(collection.shopifyCollectionId);
      if (!store) continue;
      for (const product of store.products) place(product, category, store, collection);
    }
  }
  if (clearanceCollection) {
    for (const product of clearanceCollection.products) place(product, CLEARANCE_CATEGORY, clearanceCollection, undefined);
  }
  return merged;
}
