// Owns the order of the spec's search matches (ADR 0050): by where the keyword's words are, then the list's own order.
import { FIELD_COUNT, parseKeyword, type SearchIndex } from './search';
import { searchCompounds } from './search-synonyms';
import { words } from './text';

/** What a word found in each field is worth: the title first, then the product type and the category, collection and type titles, then the description. */
const FIELD_WEIGHTS = [100, 1, 10, 10, 10, 10] as const;

/** How well one item matches, compared field by field (see `compareRanks`). */
export interface Rank {
  /** Neighbouring words of the keyword found together, in order, at most NEAR words apart ("6 places" in "6-7 places"): more first. */
  pairs: number;
  /**
   * Each word's best field, summed with FIELD_WEIGHTS: more first. A word inside a compound the keyword does not name
   * ("spa" in "spa de nage") does not count there: a swim spa is not what "spa" asks for.
   */
  fields: number;
}

const singular = (word: string): string => (word.length > 1 && word.endsWith('s') ? word.slice(0, -1) : word);
/** The spec's "whole word with an optional plural s", from the keyword's side. */
const sameWord = (token: string, word: string): boolean => token === word || token === `${word}s`;

/** How far apart two words of the keyword may stand and still read together: "6 places" in "6-7 places". */
const NEAR = 2;

const isWordCode = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || code === 95;

/** A whole word of the text found at a position: where it starts and ends, and the field it is in. */
interface Hit {
  start: number;
  end: number;
  field: number;
}

/**
 * The places where the word stands whole in the item's text, with or without a plural s (text already normalized); or,
 * for a word still being typed, where a word begins with it.
 */
function hitsOf(text: string, starts: Int32Array, word: string, prefix: boolean): Hit[] {
  const hits: Hit[] = [];
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at > 0 && isWordCode(text.charCodeAt(at - 1))) continue;
    let end = at + word.length;
    if (prefix) while (isWordCode(text.charCodeAt(end))) end++;
    else if (text.charCodeAt(end) === 115 /* s */ && !isWordCode(text.charCodeAt(end + 1))) end++;
    else if (isWordCode(text.charCodeAt(end))) continue;
    let field = 0;
    while (field + 1 < FIELD_COUNT && at >= starts[field + 1]!) field++;
    hits.push({ start: at, end, field });
  }
  return hits;
}

/** The words of the text after `from` (at most `count`), within the field that ends at `limit`. */
function wordsAfter(text: string, from: number, limit: number, count: number): string[] {
  const found: string[] = [];
  let at = from;
  while (found.length < count && at < limit) {
    while (at < limit && !isWordCode(text.charCodeAt(at))) at++;
    const start = at;
    while (at < limit && isWordCode(text.charCodeAt(at))) at++;
    if (at > start) found.push(text.slice(start, at));
  }
  return found;
}

/** The words of the text before `to` (at most `count`, nearest last), within the field that starts at `limit`. */
function wordsBefore(text: string, to: number, limit: number, count: number): string[] {
  const found: string[] = [];
  let at = to;
  while (found.length < count && at > limit) {
    while (at > limit && !isWordCode(text.charCodeAt(at - 1))) at--;
    const end = at;
    while (at > limit && isWordCode(text.charCodeAt(at - 1))) at--;
    if (end > at) found.unshift(text.slice(at, end));
  }
  return found;
}

function fieldEnd(text: string, starts: Int32Array, field: number): number {
  return field + 1 < FIELD_COUNT ? starts[field + 1]! : text.length;
}

/** Whether the hit is part of one of the compounds whose words the keyword does not all hold. */
function inForeignCompound(text: string, starts: Int32Array, hit: Hit, foreign: readonly string[][]): boolean {
  const word = singular(text.slice(hit.start, hit.end));
  return foreign.some((compound) =>
    compound.some((part, offset) => {
      if (part !== word) return false;
      const before = wordsBefore(text, hit.start, starts[hit.field]!, offset);
      const after = wordsAfter(text, hit.end, fieldEnd(text, starts, hit.field), compound.length - offset - 1);
      const around = [...before, word, ...after].map(singular);
      return around.length === compound.length && around.every((other, k) => other === compound[k]);
    }),
  );
}

/** The rank of one item for the keyword's words (plain words: a word holding punctuation counts by its parts). */
export function rankItem(
  index: SearchIndex,
  item: number,
  keyword: readonly string[],
  compounds = searchCompounds(),
  prefixLast = false,
): Rank {
  return rankerOf(keyword, compounds, prefixLast)(index, item);
}

/** What ranking every item for one keyword shares, worked out once. */
function rankerOf(
  keyword: readonly string[],
  compounds: readonly string[][],
  prefixLast: boolean,
): (index: SearchIndex, item: number) => Rank {
  const keywordWords = new Set(keyword.map(singular));
  const compoundWords = new Set(compounds.flat());
  const foreign = compounds.filter((compound) => !compound.every((part) => keywordWords.has(part)));
  return (index, item) => rankWith(index, item, keyword, compoundWords, foreign, prefixLast);
}

function rankWith(
  index: SearchIndex,
  item: number,
  keyword: readonly string[],
  compoundWords: Set<string>,
  foreign: readonly string[][],
  prefixLast: boolean,
): Rank {
  const text = index.texts[item]!;
  const starts = index.fieldStarts.subarray(item * FIELD_COUNT, (item + 1) * FIELD_COUNT);
  const isPrefix = (k: number) => prefixLast && k === keyword.length - 1;
  const hits = keyword.map((word, k) => hitsOf(text, starts, word, isPrefix(k)));
  let fields = 0;
  keyword.forEach((word, k) => {
    let best = 0;
    for (const hit of hits[k]!) {
      const weight = FIELD_WEIGHTS[hit.field]!;
      if (weight <= best) continue;
      if (compoundWords.has(singular(word)) && inForeignCompound(text, starts, hit, foreign)) continue;
      best = weight;
    }
    fields += best;
  });
  let pairs = 0;
  for (let k = 0; k + 1 < keyword.length; k++) {
    const next = keyword[k + 1]!;
    const follows = (after: string) => (isPrefix(k + 1) ? after.startsWith(next) : sameWord(after, next));
    const together = hits[k]!.some((hit) => wordsAfter(text, hit.end, fieldEnd(text, starts, hit.field), NEAR).some(follows));
    if (together) pairs++;
  }
  return { pairs, fields };
}

/** The keyword's own phrases first ("6 places"), then where its words are. */
export function compareRanks(a: Rank, b: Rank): number {
  return b.pairs - a.pairs || b.fields - a.fields;
}

/** The keyword's plain words, as ranking reads them ("chlore-choc" counts as "chlore" and "choc"). */
export function rankingWords(keyword: string | null | undefined): string[] {
  return parseKeyword(keyword).flatMap((word) => words(word));
}

/**
 * The items (positions in the index, in list order) ordered best first for the keyword; items of equal rank keep the
 * list's order. Without a word to rank by, the order is unchanged. `prefixLast`: the last word is still being typed
 * (suggestions), so a word beginning with it counts.
 */
export function rankItems(
  index: SearchIndex,
  items: readonly number[],
  keyword: string | null | undefined,
  options: { prefixLast?: boolean } = {},
): number[] {
  const parsed = rankingWords(keyword);
  if (parsed.length === 0) return [...items];
  const rank = rankerOf(parsed, searchCompounds(), options.prefixLast ?? false);
  const ranks = items.map((item) => rank(index, item));
  return items
    .map((item, at) => ({ item, at }))
    .sort((a, b) => compareRanks(ranks[a.at]!, ranks[b.at]!) || a.at - b.at)
    .map(({ item }) => item);
}
