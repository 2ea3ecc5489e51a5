// Owns the sort rules of spec §9 for the shop list, spa models, ordered records and the latest-first lists.
import { SPECIAL_COLLECTION_IDS, type Category, type ListedShopProduct } from '@storefront/contracts';
import { normalizeText } from './text';

const UNRANKED = Number.MAX_SAFE_INTEGER;

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Dense ranks 0..n-1 of the distinct values, so several ranks pack into one number. */
function denseRanks(values: Iterable<number>): Map<number, number> {
  return new Map([...new Set(values)].sort((a, b) => a - b).map((value, rank) => [value, rank]));
}

/**
 * Shop sort of spec §9: category order, then collection order, then online-buyable products first, then
 * product type in the collection's fixed order (unlisted types after, alphabetically; a collection
 * without an ordering sorts its types by title). Within a type, the spa collection's products go by
 * platform product id, descending; the others keep their input order (the sort is stable).
 */
export function sortShopProducts<T extends ListedShopProduct>(input: readonly T[], categories: readonly Category[]): T[] {
  const products = withSpasNewestFirst(input);
  const categoryRanks = denseRanks(categories.map((category) => category.order));
  const collectionRanks = denseRanks(categories.flatMap((category) => category.collections.map((collection) => collection.order)));
  const categoryRank = new Map(categories.map((category) => [category.handle, categoryRanks.get(category.order)!]));
  const collectionRank = new Map<string, number>();
  const listedTypes = new Map<string, Map<string, number>>();
  for (const category of categories) {
    for (const collection of category.collections) {
      collectionRank.set(collection.shopifyCollectionId, collectionRanks.get(collection.order)!);
      listedTypes.set(collection.shopifyCollectionId, new Map(collection.productTypes.map((type, index) => [type.handle, index])));
    }
  }

  // Type rank within each collection: listed types in their fixed order, then the others by title.
  const typesByCollection = new Map<string, Map<string, string>>();
  for (const product of products) {
    let types = typesByCollection.get(product.collectionId);
    if (!types) typesByCollection.set(product.collectionId, (types = new Map()));
    if (!types.has(product.productTypeHandle)) types.set(product.productTypeHandle, product.productTypeTitle);
  }
  const typeRank = new Map<string, Map<string, number>>();
  for (const [collectionId, types] of typesByCollection) {
    const listed = listedTypes.get(collectionId);
    const keyed = [...types].map(([handle, title]) => ({ handle, listed: listed?.get(handle) ?? UNRANKED, title: normalizeText(title) }));
    keyed.sort((a, b) => a.listed - b.listed || compareStrings(a.title, b.title) || compareStrings(a.handle, b.handle));
    typeRank.set(collectionId, new Map(keyed.map((type, rank) => [type.handle, rank])));
  }

  const count = products.length;
  const unrankedCategory = categoryRanks.size;
  const unrankedCollection = collectionRanks.size;
  let typeSpan = 1;
  for (const ranks of typeRank.values()) typeSpan = Math.max(typeSpan, ranks.size);

  // One number per product holds category, collection, online and type ranks, times count plus the
  // product's position: a native Float64Array sort (no comparator) orders every key at once, and
  // products that tie keep their input order (the store collection's own order, which the merchant sets).
  const packed = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const product = products[i]!;
    const category = categoryRank.get(product.categoryHandle) ?? unrankedCategory;
    const collection = collectionRank.get(product.collectionId) ?? unrankedCollection;
    const type = typeRank.get(product.collectionId)?.get(product.productTypeHandle) ?? 0;
    const key = ((category * (unrankedCollection + 1) + collection) * 2 + (product.buyOnline ? 0 : 1)) * typeSpan + type;
    packed[i] = key * count + i;
  }
  packed.sort();
  return Array.from(packed, (value) => products[value % count]!);
}

function productNumber(gid: string): number {
  const match = /(\d+)$/.exec(gid);
  return match ? Number(match[1]) : -1;
}

/** Spas sort by platform product id, descending (newest store product first). */
export function sortSpaModels<T extends { platformProductId: string }>(models: readonly T[]): T[] {
  return [...models].sort((a, b) => productNumber(b.platformProductId) - productNumber(a.platformProductId));
}

/**
 * The spa collection's products trade places among themselves, newest platform id first; since the shop
 * sort keeps the input order of products that tie, spas that tie then come out in that order (spec §9).
 */
function withSpasNewestFirst<T extends ListedShopProduct>(products: readonly T[]): readonly T[] {
  const places: number[] = [];
  products.forEach((product, index) => {
    if (product.collectionId === SPECIAL_COLLECTION_IDS.spas) places.push(index);
  });
  if (places.length < 2) return products;
  const spas = places.map((index) => products[index]!).sort((a, b) => productNumber(b.id) - productNumber(a.id));
  const result = [...products];
  places.forEach((place, k) => {
    result[place] = spas[k]!;
  });
  return result;
}

/** Everything else sorts by its `order` field; records without one go last. */
export function sortByOrder<T extends { order?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.order ?? UNRANKED) - (b.order ?? UNRANKED));
}

/** Within a category, products sort by type name (accent-insensitive), keeping their order inside a type. */
export function sortByTypeName<T extends { productType: string }>(items: readonly T[]): T[] {
  const keys = new Map(items.map((item) => [item, normalizeText(item.productType)]));
  return [...items].sort((a, b) => compareStrings(keys.get(a)!, keys.get(b)!));
}

/** Essentials and clearance-hero lists: publishedAt descending, then one product per handle (the newest). */
export function latestUniqueByHandle<T extends { handle: string; publishedAt: string }>(items: readonly T[]): T[] {
  const time = (item: T): number => {
    const parsed = Date.parse(item.publishedAt);
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  const times = new Map(items.map((item) => [item, time(item)]));
  const seen = new Set<string>();
  return [...items]
    .sort((a, b) => {
      const difference = times.get(b)! - times.get(a)!;
      return Number.isNaN(difference) ? 0 : difference;
    })
    .filter((item) => {
      if (seen.has(item.handle)) return false;
      seen.add(item.handle);
      return true;
    });
}
