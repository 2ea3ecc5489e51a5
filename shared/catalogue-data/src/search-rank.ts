// Owns the order of the spec's search matches (issue 44): by where the keyword's words are, then the list's own order.
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

const TOKEN = /[a-z0-9_]+/g;
const singular = (word: string): string => (word.length > 1 && word.endsWith('s') ? word.slice(0, -1) : word);
/** The spec's "whole word with an optional plural s", from the keyword's side. */
const sameWord = (token: string, word: string): boolean => token === word || token === `${word}s`;

interface Token {
  word: string;
  field: number;
}

function tokensOf(index: SearchIndex, item: number): Token[] {
  const text = index.texts[item]!;
  const starts = index.fieldStarts.subarray(item * FIELD_COUNT, (item + 1) * FIELD_COUNT);
  const tokens: Token[] = [];
  let field = 0;
  for (const match of text.matchAll(TOKEN)) {
    while (field + 1 < FIELD_COUNT && match.index >= starts[field + 1]!) field++;
    tokens.push({ word: match[0], field });
  }
  return tokens;
}

/** Whether the token at `at` is part of a compound whose words the keyword does not all hold. */
function inForeignCompound(tokens: Token[], at: number, keywordWords: Set<string>, compounds: readonly string[][]): boolean {
  const word = singular(tokens[at]!.word);
  return compounds.some((compound) => {
    if (compound.every((part) => keywordWords.has(part))) return false;
    return compound.some((part, offset) => {
      if (part !== word) return false;
      const start = at - offset;
      if (start < 0 || start + compound.length > tokens.length) return false;
      return compound.every((other, k) => tokens[start + k]!.field === tokens[at]!.field && singular(tokens[start + k]!.word) === other);
    });
  });
}

/** How far apart two words of the keyword may stand and still read together: "6 places" in "6-7 places". */
const NEAR = 2;

function hasPair(tokens: Token[], first: string, second: string): boolean {
  for (let at = 0; at < tokens.length; at++) {
    if (!sameWord(tokens[at]!.word, first)) continue;
    for (let next = at + 1; next <= at + NEAR && next < tokens.length && tokens[next]!.field === tokens[at]!.field; next++) {
      if (sameWord(tokens[next]!.word, second)) return true;
    }
  }
  return false;
}

/** The rank of one item for the keyword's words (plain words: a word holding punctuation counts by its parts). */
export function rankItem(index: SearchIndex, item: number, keyword: readonly string[], compounds = searchCompounds()): Rank {
  const tokens = tokensOf(index, item);
  const keywordWords = new Set(keyword.map(singular));
  let fields = 0;
  for (const word of keyword) {
    let best = 0;
    for (let at = 0; at < tokens.length; at++) {
      const weight = FIELD_WEIGHTS[tokens[at]!.field]!;
      if (weight <= best || !sameWord(tokens[at]!.word, word)) continue;
      if (!inForeignCompound(tokens, at, keywordWords, compounds)) best = weight;
    }
    fields += best;
  }
  let pairs = 0;
  for (let k = 0; k + 1 < keyword.length; k++) {
    if (hasPair(tokens, keyword[k]!, keyword[k + 1]!)) pairs++;
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
 * list's order. Without a word to rank by, the order is unchanged.
 */
export function rankItems(index: SearchIndex, items: readonly number[], keyword: string | null | undefined): number[] {
  const parsed = rankingWords(keyword);
  if (parsed.length === 0) return [...items];
  const compounds = searchCompounds();
  const ranks = items.map((item) => rankItem(index, item, parsed, compounds));
  return items
    .map((item, at) => ({ item, at }))
    .sort((a, b) => compareRanks(ranks[a.at]!, ranks[b.at]!) || a.at - b.at)
    .map(({ item }) => item);
}
