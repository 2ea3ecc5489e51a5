// Owns the typo-tolerant and prefix part of search (ADR 0050): a MiniSearch index over the same fields as spec §5, boosted by field.
import MiniSearch, { type SearchOptions } from 'minisearch';
import { searchText } from './search';
import { words } from './text';

/** One searchable item: the fields of `searchableFields` (title, description, product type, category, collection, type titles). */
interface FuzzyDocument {
  id: number;
  title: string;
  description: string;
  type: string;
  group: string;
}

export type FuzzyIndex = MiniSearch<FuzzyDocument>;

/** Title first, then the type and the category and collection, then the description, as the spec's matches are ranked. */
const BOOST = { title: 4, type: 2, group: 1.5, description: 0.5 };

/** Terms as the spec's rule sees them: normalized, a number's digit groups together, split into `\w` runs. */
const tokenize = (text: string): string[] => words(searchText(text));

export function createFuzzyIndex(items: readonly (readonly string[])[]): FuzzyIndex {
  const index = new MiniSearch<FuzzyDocument>({
    fields: ['title', 'description', 'type', 'group'],
    storeFields: [],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { boost: BOOST, tokenize, processTerm: (term) => term },
  });
  index.addAll(
    items.map(([title = '', description = '', productType = '', category = '', collection = '', typeTitle = ''], id) => ({
      id,
      title,
      description,
      type: `${productType} ${typeTitle}`,
      group: `${category} ${collection}`,
    })),
  );
  return index;
}

/** A fifth of a word's letters may be wrong (one in "clore", two in "thermopompe"); words under four letters must be exact. */
const TYPO_FUZZINESS = (term: string): number | false => (term.length >= 4 ? 0.2 : false);

/**
 * The index's term closest to a word the index does not hold ("clore" → "chlore"), by MiniSearch's fuzzy score over the
 * items holding it (fewer edits, more and better-placed items first); null when none is near enough.
 */
export function closestTerm(index: FuzzyIndex, word: string): string | null {
  const fuzziness = TYPO_FUZZINESS(word);
  if (fuzziness === false) return null;
  const scores = new Map<string, number>();
  for (const result of index.search(word, { fuzzy: fuzziness, prefix: false })) {
    for (const term of result.terms) scores.set(term, (scores.get(term) ?? 0) + result.score);
  }
  let best: string | null = null;
  for (const [term, score] of scores) if (best === null || score > scores.get(best)!) best = term;
  return best;
}

/** A last word shorter than this is not taken as a prefix: "c" would stand for thousands of terms (130 ms on 10,000 products). */
export const MIN_PREFIX = 3;

const SUGGEST_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  // The last word is still being typed: it is a prefix; a finished word may hold a typo.
  prefix: (term, at, terms) => at === terms.length - 1 && term.length >= MIN_PREFIX,
  fuzzy: (term, at, terms) => (at === terms.length - 1 && term.length < 5 ? false : TYPO_FUZZINESS(term)),
};

/** Items for a keyword being typed, best first: every word found, the last as a prefix, typos forgiven. */
export function prefixSearch(index: FuzzyIndex, keyword: string, limit: number): number[] {
  if (tokenize(keyword).length === 0) return [];
  return index
    .search(keyword, SUGGEST_OPTIONS)
    .slice(0, limit)
    .map((result) => result.id as number);
}
