// Owns the shop listing index: route selection, search results and the filter menu counts of spec §2/§3.
import {
  SHOP_CLEARANCE_CATEGORY,
  SHOP_SEARCH_CATEGORY,
  type Category,
  type FacetSelection,
  type FilterMenu,
  type FilterMenuEntry,
  type FilterMenuType,
  type ListedShopProduct,
  type ShopRoute,
} from '@storefront/contracts';
import { globalSelection, matchesFacets } from './facets';
import { memoized } from './listing-memo';
import { createSearchIndex, matchKeyword, parseKeyword, searchableFields, type SearchIndex } from './search';
import { rankPositions } from './shop-search';
import { normalizeText } from './text';

interface Group {
  entry: FilterMenuEntry;
  typeSlots: number[];
  /** For a collection group: its category group and its order within the category. */
  category: number;
  order: number;
}

interface TypeSlot {
  title: string;
  handle: string;
  rank: number;
  sortKey: string;
}

/** Products (already sorted) with everything the listing needs precomputed once. */
export interface ShopIndex {
  products: readonly ListedShopProduct[];
  /** Built on the first keyword asked: a list without one (what a first visitor opens) neither waits for it nor keeps it. */
  readonly search: SearchIndex;
  categories: readonly Category[];
  /** Per product: its category group, collection group and type slots (category-level and collection-level); -1 when none. */
  categoryOf: Int32Array;
  collectionOf: Int32Array;
  categoryTypeOf: Int32Array;
  collectionTypeOf: Int32Array;
  clearance: Uint8Array;
  categoryGroups: Group[];
  collectionGroups: Group[];
  typeSlots: TypeSlot[];
  /** Collection groups by category, then collection order. */
  collectionsInOrder: number[];
}

const UNRANKED = Number.MAX_SAFE_INTEGER;

export function createShopIndex(products: readonly ListedShopProduct[], categories: readonly Category[]): ShopIndex {
  const count = products.length;
  const categoryOf = new Int32Array(count).fill(-1);
  const collectionOf = new Int32Array(count).fill(-1);
  const categoryTypeOf = new Int32Array(count).fill(-1);
  const collectionTypeOf = new Int32Array(count).fill(-1);
  const clearance = new Uint8Array(count);
  const categoryGroups: Group[] = [];
  const collectionGroups: Group[] = [];
  const typeSlots: TypeSlot[] = [];

  const emptyEntry = (id: string, title: string, handle: string): FilterMenuEntry => ({
    id,
    title,
    handle,
    count: 0,
    types: [],
    filteredCount: 0,
  });
  const categoryIndex = new Map<string, number>();
  const typeRanks = new Map<string, Map<string, number>>();
  const collectionOrder = new Map<string, number>();
  for (const category of [...categories].sort((a, b) => a.order - b.order)) {
    categoryIndex.set(category.handle, categoryGroups.length);
    categoryGroups.push({
      entry: emptyEntry(category.id, category.title, category.handle),
      typeSlots: [],
      category: categoryGroups.length,
      order: category.order,
    });
    for (const collection of category.collections) {
      collectionOrder.set(collection.shopifyCollectionId, collection.order);
      typeRanks.set(collection.shopifyCollectionId, new Map(collection.productTypes.map((type, rank) => [type.handle, rank])));
    }
  }

  const collectionIndex = new Map<string, number>();
  const typeIndex = new Map<string, number>();
  const slotFor = (key: string, group: Group, product: ListedShopProduct, rank: number): number => {
    let slot = typeIndex.get(key);
    if (slot === undefined) {
      slot = typeSlots.length;
      typeIndex.set(key, slot);
      typeSlots.push({
        title: product.productTypeTitle,
        handle: product.productTypeHandle,
        rank,
        sortKey: normalizeText(product.productTypeTitle),
      });
      group.typeSlots.push(slot);
    }
    return slot;
  };

  for (let i = 0; i < count; i++) {
    const product = products[i]!;
    clearance[i] = product.isLiquidation ? 1 : 0;
    const category = categoryIndex.get(product.categoryHandle);
    if (category === undefined) continue;
    categoryOf[i] = category;
    const collectionKey = `${product.categoryHandle}/${product.collectionHandle}`;
    let collection = collectionIndex.get(collectionKey);
    if (collection === undefined) {
      collection = collectionGroups.length;
      collectionIndex.set(collectionKey, collection);
      collectionGroups.push({
        entry: emptyEntry(product.collectionId, product.collectionTitle, product.collectionHandle),
        typeSlots: [],
        category,
        order: collectionOrder.get(product.collectionId) ?? UNRANKED,
      });
    }
    collectionOf[i] = collection;
    const rank = typeRanks.get(product.collectionId)?.get(product.productTypeHandle) ?? UNRANKED;
    categoryTypeOf[i] = slotFor(`${product.categoryHandle}//${product.productTypeHandle}`, categoryGroups[category]!, product, rank);
    collectionTypeOf[i] = slotFor(`${collectionKey}/${product.productTypeHandle}`, collectionGroups[collection]!, product, rank);
  }

  // Types listed in the fixed order first, then the others alphabetically (spec §9).
  const bySlotOrder = (a: number, b: number): number => {
    const slotA = typeSlots[a]!;
    const slotB = typeSlots[b]!;
    return slotA.rank - slotB.rank || (slotA.sortKey < slotB.sortKey ? -1 : slotA.sortKey > slotB.sortKey ? 1 : 0);
  };
  for (const group of [...categoryGroups, ...collectionGroups]) group.typeSlots.sort(bySlotOrder);
  const collectionsInOrder = collectionGroups
    .map((_, at) => at)
    .sort((a, b) => {
      const groupA = collectionGroups[a]!;
      const groupB = collectionGroups[b]!;
      return groupA.category - groupB.category || groupA.order - groupB.order || a - b;
    });

  let search: SearchIndex | undefined;
  return {
    products,
    get search() {
      return (search ??= createSearchIndex(products.map(searchableFields)));
    },
    categories,
    categoryOf,
    collectionOf,
    categoryTypeOf,
    collectionTypeOf,
    clearance,
    categoryGroups,
    collectionGroups,
    typeSlots,
    collectionsInOrder,
  };
}

/** Which products match the keyword, null when it has no word; the search index is only read (so built) for one with words. */
function keywordMatches(index: ShopIndex, keyword: string | null | undefined): Uint8Array | null {
  return parseKeyword(keyword).length === 0 ? null : matchKeyword(index.search, keyword);
}

function inScope(index: ShopIndex, i: number, category: string | undefined): boolean {
  return category !== SHOP_CLEARANCE_CATEGORY || index.clearance[i] === 1;
}

/** Indices of the products that match the keyword (all of them without one), best first (shop-search.ts), then in list order. */
export function searchShopIndex(index: ShopIndex, keyword: string | null | undefined): number[] {
  const matched = keywordMatches(index, keyword);
  const result: number[] = [];
  for (let i = 0; i < index.products.length; i++) {
    if (matched === null || matched[i] === 1) result.push(i);
  }
  return matched === null ? result : rankPositions(index, result, keyword);
}

/** Search results as products, best first. */
export function searchProducts(index: ShopIndex, keyword: string | null | undefined): ListedShopProduct[] {
  return searchShopIndex(index, keyword).map((i) => index.products[i]!);
}

/**
 * Products the shop route lists: 'recherche' lists all products, 'liquidations' the clearance products,
 * any other category its own; then collection and type handles narrow it, and the keyword and the facets apply throughout.
 * One index gives the same array for the same route (listing-memo.ts): read it, never change it.
 */
export function selectShopProducts(index: ShopIndex, route: ShopRoute): ListedShopProduct[] {
  return memoized(index, `select:${JSON.stringify(route)}`, () => selectedProducts(index, route));
}

function selectedProducts(index: ShopIndex, route: ShopRoute): ListedShopProduct[] {
  const matched = keywordMatches(index, route.keyword);
  const { category, collection, type } = route;
  const special = category === undefined || category === SHOP_SEARCH_CATEGORY || category === SHOP_CLEARANCE_CATEGORY;
  const result: ListedShopProduct[] = [];
  for (let i = 0; i < index.products.length; i++) {
    const product = index.products[i]!;
    if (!inScope(index, i, category)) continue;
    if (!special && product.categoryHandle !== category) continue;
    if (collection !== undefined && product.collectionHandle !== collection) continue;
    if (type !== undefined && product.productTypeHandle !== type) continue;
    if (matched !== null && matched[i] !== 1) continue;
    if (!matchesFacets(product, route.facets)) continue;
    result.push(product);
  }
  return result;
}

/**
 * Counts of the filter side menu for the current category, keyword and facets: scope is every product, or the
 * clearance products under 'liquidations'; `count` is the scope, `filteredCount` and types the keyword and facet matches.
 * A link of the tree keeps the facets where they still apply: all of them within the category, its price, brand and
 * availability elsewhere; each product is counted as the link it falls under would filter it.
 */
export function buildFilterMenu(
  index: ShopIndex,
  options: { category?: string; keyword?: string; facets?: FacetSelection } = {},
): FilterMenu {
  return memoized(index, `menu:${JSON.stringify(options)}`, () => countMenu(index, options));
}

function countMenu(index: ShopIndex, options: { category?: string; keyword?: string; facets?: FacetSelection }): FilterMenu {
  const matchedByKeyword = keywordMatches(index, options.keyword);
  const elsewhere = globalSelection(options.facets);
  const categoryCounts = new Int32Array(index.categoryGroups.length);
  const categoryFiltered = new Int32Array(index.categoryGroups.length);
  const collectionCounts = new Int32Array(index.collectionGroups.length);
  const collectionFiltered = new Int32Array(index.collectionGroups.length);
  const typeCounts = new Int32Array(index.typeSlots.length);
  let total = 0;

  for (let i = 0; i < index.products.length; i++) {
    if (!inScope(index, i, options.category)) continue;
    const product = index.products[i]!;
    const facets = product.categoryHandle === options.category ? options.facets : elsewhere;
    const matched = (matchedByKeyword === null || matchedByKeyword[i] === 1) && matchesFacets(product, facets);
    if (matched) total++;
    const category = index.categoryOf[i]!;
    if (category < 0) continue;
    const collection = index.collectionOf[i]!;
    categoryCounts[category]!++;
    collectionCounts[collection]!++;
    if (!matched) continue;
    categoryFiltered[category]!++;
    collectionFiltered[collection]!++;
    typeCounts[index.categoryTypeOf[i]!]!++;
    typeCounts[index.collectionTypeOf[i]!]!++;
  }

  const types = (group: Group): FilterMenuType[] =>
    group.typeSlots
      .filter((slot) => typeCounts[slot]! > 0)
      .map((slot) => {
        const { title, handle } = index.typeSlots[slot]!;
        return { title, handle, count: typeCounts[slot]! };
      });
  const entry = (group: Group, counts: Int32Array, filtered: Int32Array, at: number): FilterMenuEntry => ({
    ...group.entry,
    count: counts[at]!,
    types: types(group),
    filteredCount: filtered[at]!,
  });

  const collectionsOf = new Map<number, FilterMenuEntry[]>();
  for (const at of index.collectionsInOrder) {
    if (collectionCounts[at] === 0) continue;
    const group = index.collectionGroups[at]!;
    const list = collectionsOf.get(group.category) ?? [];
    list.push(entry(group, collectionCounts, collectionFiltered, at));
    collectionsOf.set(group.category, list);
  }

  return {
    total,
    categories: index.categoryGroups.map((group, at) => ({
      ...entry(group, categoryCounts, categoryFiltered, at),
      collections: collectionsOf.get(at) ?? [],
    })),
  };
}
