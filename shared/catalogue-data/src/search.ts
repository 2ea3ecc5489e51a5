// Owns keyword search of spec §5: accent-insensitive, every word a whole word with an optional plural s.
import type { ListedShopProduct } from '@storefront/contracts';
import { isWordChar, normalizeText, words } from './text';

/**
 * Normalized text of each item, computed once, and an inverted index from each whole word to the
 * (ascending) positions of the items holding it: a plain-word search reads two posting lists
 * instead of testing every item.
 */
export interface SearchIndex {
  texts: string[];
  postings: Map<string, Int32Array>;
  /** Where each item's fields start in its text: FIELD_COUNT entries per item (ranking reads which field a word is in). */
  fieldStarts: Int32Array;
}

// Fields are joined with a separator that is not a word character so words never run across fields.
const FIELD_SEPARATOR = ' \n ';

/** Title, description, product type, and category, collection and type titles (spec §5), in this order. */
export function searchableFields(product: ListedShopProduct): string[] {
  return [
    product.title,
    product.description,
    product.productType,
    product.categoryTitle,
    product.collectionTitle,
    product.productTypeTitle,
  ];
}

export const FIELD_COUNT = 6;

// A French number's groups of three digits are one number ("6 800 L" is 6,800 litres): joined, so that "6" does not
// find a spa by its 6,800 litres, while "6 places" still finds "5-6 places".
const DIGIT_GROUPS = /(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g;

/** Text as search compares it: normalized (lower case, no accent marks), a number's digit groups joined. */
export function searchText(value: string): string {
  return normalizeText(value).replace(DIGIT_GROUPS, '$1');
}

export function createSearchIndex(items: readonly (readonly string[])[]): SearchIndex {
  const texts = new Array<string>(items.length);
  const lists = new Map<string, number[]>();
  const fieldStarts = new Int32Array(items.length * FIELD_COUNT);
  for (let i = 0; i < items.length; i++) {
    const fields = items[i]!;
    let text = '';
    for (let f = 0; f < fields.length; f++) {
      if (f > 0) text += FIELD_SEPARATOR;
      if (f < FIELD_COUNT) fieldStarts[i * FIELD_COUNT + f] = text.length;
      text += searchText(fields[f]!);
    }
    for (let f = fields.length; f < FIELD_COUNT; f++) fieldStarts[i * FIELD_COUNT + f] = text.length;
    texts[i] = text;
    for (const word of words(text)) {
      const list = lists.get(word);
      if (list === undefined) lists.set(word, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  }
  const postings = new Map<string, Int32Array>();
  for (const [word, list] of lists) postings.set(word, Int32Array.from(list));
  return { texts, postings, fieldStarts };
}

/** Keyword lower-cased, accent marks removed, split on whitespace (a number's digit groups kept together). */
export function parseKeyword(keyword: string | null | undefined): string[] {
  if (!keyword) return [];
  return searchText(keyword)
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

export function isPlainWord(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (!isWordChar(word.charCodeAt(i))) return false;
  return true;
}

function wordAt(text: string, position: number): boolean {
  return position >= 0 && position < text.length && isWordChar(text.charCodeAt(position));
}

/** A `\b` boundary, as a regular expression sees it, between position-1 and position. */
function boundary(text: string, position: number): boolean {
  return wordAt(text, position - 1) !== wordAt(text, position);
}

/** Same answer as /\bword(s)?\b/ on the text, for words holding punctuation ("d'eau"), without building a RegExp. */
function containsWholeWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!boundary(text, at)) continue;
    const end = at + word.length;
    if (boundary(text, end)) return true;
    if (text.charCodeAt(end) === 115 /* s */ && boundary(text, end + 1)) return true;
  }
  return false;
}

/**
 * Which items match the keyword: 1 at each matching position, or null when the keyword has no word
 * (everything matches). A plain word ("chaise") is a whole word of the index, as is, or with an s;
 * a word holding punctuation is looked for in the text of the items the plain words left.
 */
export function matchKeyword(index: SearchIndex, keyword: string | null | undefined): Uint8Array | null {
  const parsed = parseKeyword(keyword);
  if (parsed.length === 0) return null;
  const count = index.texts.length;
  const plain = parsed.filter(isPlainWord);
  const other = parsed.filter((word) => !isPlainWord(word));

  const matched = new Uint8Array(count);
  if (plain.length === 0) {
    matched.fill(1);
  } else {
    // hits[i] counts the plain words item i holds; a word met both as is and plural counts once.
    const hits = new Int32Array(count);
    plain.forEach((word, k) => {
      for (const form of [word, `${word}s`]) {
        const list = index.postings.get(form);
        if (list === undefined) continue;
        for (let j = 0; j < list.length; j++) {
          const i = list[j]!;
          if (hits[i] === k) hits[i] = k + 1;
        }
      }
    });
    for (let i = 0; i < count; i++) if (hits[i] === plain.length) matched[i] = 1;
  }
  if (other.length > 0) {
    for (let i = 0; i < count; i++) {
      if (matched[i] === 1 && !other.every((word) => containsWholeWord(index.texts[i]!, word))) matched[i] = 0;
    }
  }
  return matched;
}

/** One-off check of a product against a keyword; lists go through a ShopIndex. */
export function matchesKeyword(product: ListedShopProduct, keyword: string): boolean {
  const matched = matchKeyword(createSearchIndex([searchableFields(product)]), keyword);
  return matched === null || matched[0] === 1;
}
