// Owns the shop's search beyond the spec's rule (ADR 0050): its matches ranked, the second pass, and suggestions as you type.
import type { ListedShopProduct } from '@storefront/contracts';
import { matchKeyword, parseKeyword, searchableFields, searchText } from './search';
import { createFuzzyIndex, prefixSearch, type FuzzyIndex } from './search-fuzzy';
import { FEW_RESULTS, forgivingKeyword, type Alternative } from './search-forgiving';
import { rankItems } from './search-rank';
import type { ShopIndex } from './shop-index';
import { normalizeText, words } from './text';

/** How many of MiniSearch's best the suggestions are chosen from. */
const SUGGESTION_CANDIDATES = 50;

// Built on first use and kept with the shop's index they belong to (a purged shop takes them along).
const fuzzyIndexes = new WeakMap<ShopIndex, FuzzyIndex>();
const positions = new WeakMap<ShopIndex, Map<ListedShopProduct, number>>();

function fuzzyOf(index: ShopIndex): FuzzyIndex {
  let fuzzy = fuzzyIndexes.get(index);
  if (!fuzzy) {
    fuzzy = createFuzzyIndex(index.products.map(searchableFields));
    fuzzyIndexes.set(index, fuzzy);
  }
  return fuzzy;
}

function positionsOf(index: ShopIndex): Map<ListedShopProduct, number> {
  let map = positions.get(index);
  if (!map) {
    map = new Map(index.products.map((product, at) => [product, at]));
    positions.set(index, map);
  }
  return map;
}

/** Positions of the shop's products (in list order) ordered best first for the keyword (search-rank.ts). */
export function rankPositions(
  index: ShopIndex,
  items: readonly number[],
  keyword: string | null | undefined,
  options: { prefixLast?: boolean } = {},
): number[] {
  return rankItems(index.search, items, keyword, options);
}

/** A selection of the shop's products ordered best first for the keyword; unchanged without one. */
export function rankProducts(
  index: ShopIndex,
  products: readonly ListedShopProduct[],
  keyword: string | null | undefined,
): ListedShopProduct[] {
  if (parseKeyword(keyword).length === 0) return [...products];
  const at = positionsOf(index);
  const items = products.map((product) => at.get(product) ?? -1);
  if (items.includes(-1)) return [...products];
  return rankPositions(index, items, keyword).map((item) => index.products[item]!);
}

/**
 * The second pass for a keyword whose matches number `found`: the keyword with synonyms and typos put right, or null
 * when there are enough matches already or nothing better is found.
 */
export function alternativeSearch(index: ShopIndex, keyword: string | null | undefined, found: number): Alternative | null {
  if (found >= FEW_RESULTS || parseKeyword(keyword).length === 0) return null;
  const second = forgivingKeyword(index.search, () => fuzzyOf(index), keyword);
  return second && { ...second, keyword: asWritten(index, second.keyword) };
}

const LETTERS = /[\p{L}\p{N}_]+/gu;

/**
 * The second pass's keyword as the catalogue writes its words ("echelle" → "échelle"): search compares words without their
 * accents, a shopper reads them with; a word the matching products do not hold as such is left as it is.
 */
export function asWritten(index: ShopIndex, keyword: string): string {
  const matched = matchKeyword(index.search, keyword);
  if (!matched) return keyword;
  const written = new Map<string, string>();
  for (let at = 0, seen = 0; at < matched.length && seen < 20; at++) {
    if (matched[at] !== 1) continue;
    seen++;
    for (const field of searchableFields(index.products[at]!)) {
      for (const word of field.toLowerCase().match(LETTERS) ?? []) {
        const folded = searchText(word);
        if (!written.has(folded)) written.set(folded, word);
      }
    }
  }
  return keyword
    .split(' ')
    .map((word) => written.get(word) ?? word)
    .join(' ');
}

/** A category or collection whose title the keyword names, for the suggestions. */
export interface GroupSuggestion {
  title: string;
  category: string;
  collection?: string;
}

export interface ShopSuggestions {
  products: ListedShopProduct[];
  groups: GroupSuggestion[];
  /** The keyword the products are for when the second pass found them ("hot tub" → "spa"); absent otherwise. */
  alternative?: string;
}

/** Every word of the keyword begins a word of the title ("mob ext" names "Mobilier extérieur"). */
export function titleStartsWith(title: string, keyword: string): boolean {
  const typed = words(normalizeText(keyword));
  const titleWords = words(normalizeText(title));
  return typed.length > 0 && typed.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}

/**
 * What to suggest for a keyword being typed: products (every word found, the last as a prefix, typos forgiven; the
 * second pass's keyword when that finds none), and the categories and collections whose titles it names.
 */
export function suggestFromShop(index: ShopIndex, keyword: string, limits = { products: 6, groups: 4 }): ShopSuggestions {
  const groups: GroupSuggestion[] = [];
  for (const group of index.categoryGroups) {
    if (groups.length < limits.groups && titleStartsWith(group.entry.title, keyword)) {
      groups.push({ title: group.entry.title, category: group.entry.handle });
    }
  }
  for (const at of index.collectionsInOrder) {
    const group = index.collectionGroups[at]!;
    if (groups.length >= limits.groups || !titleStartsWith(group.entry.title, keyword)) continue;
    const category = index.categoryGroups[group.category]!.entry.handle;
    if (!groups.some((known) => known.category === category && known.collection === group.entry.handle)) {
      groups.push({ title: group.entry.title, category, collection: group.entry.handle });
    }
  }
  // MiniSearch's best few, then ordered as the results page orders them: the spec's ranking (a title holding the words
  // before a description), then the list's own order ("spa" suggests the spas before the spa's accessories).
  const candidates = prefixSearch(fuzzyOf(index), keyword, SUGGESTION_CANDIDATES).sort((a, b) => a - b);
  let found = rankPositions(index, candidates, keyword, { prefixLast: true }).slice(0, limits.products);
  let alternative: string | undefined;
  if (found.length === 0) {
    const second = alternativeSearch(index, keyword, 0);
    if (second) {
      // A whole keyword now, not one being typed: the spec's rule and its ranking.
      alternative = second.keyword;
      const matched = matchKeyword(index.search, second.keyword);
      const items = matched ? index.products.flatMap((_, at) => (matched[at] === 1 ? [at] : [])) : [];
      found = rankPositions(index, items, second.keyword).slice(0, limits.products);
    }
  }
  return { products: found.map((at) => index.products[at]!), groups, ...(alternative ? { alternative } : {}) };
}
