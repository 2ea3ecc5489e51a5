// Owns search's second pass (ADR 0050): when the spec's rule finds too little, the keyword with synonyms and typos put right.
import { isPlainWord, matchKeyword, parseKeyword, type SearchIndex } from './search';
import { closestTerm, type FuzzyIndex } from './search-fuzzy';
import { searchSynonyms, synonymSpots, type SynonymGroups } from './search-synonyms';

/**
 * Fewer matches than this and the second pass is tried: 0 is "nothing", 1 or 2 "very little" (a shopper who typed a
 * typo or the other language's word may still meet one product that happens to hold it, "chlorine" in a description).
 */
export const FEW_RESULTS = 3;

export interface Alternative {
  /** The keyword the alternative results are for, as search normalizes it ("chlore"). */
  keyword: string;
  /** How many items it finds. */
  count: number;
}

function countMatches(index: SearchIndex, words: readonly string[]): number {
  const matched = matchKeyword(index, words.join(' '));
  if (matched === null) return 0;
  let count = 0;
  for (let i = 0; i < matched.length; i++) count += matched[i]!;
  return count;
}

/** A word the index holds as is or with a plural s (a word holding punctuation is taken as it is). */
function isKnown(index: SearchIndex, word: string): boolean {
  return !isPlainWord(word) || index.postings.has(word) || index.postings.has(`${word}s`);
}

/**
 * The keyword as the second pass rewrites it, when that finds more than the keyword itself: first each phrase of the
 * synonyms replaced by the member of its groups that finds the most ("hot tub" → "spa", "chlorine" → "chlore"), then each
 * word the index does not hold replaced by its closest term ("clore" → "chlore"). Null when nothing better is found.
 */
export function forgivingKeyword(
  index: SearchIndex,
  fuzzy: () => FuzzyIndex,
  keyword: string | null | undefined,
  synonyms: SynonymGroups = searchSynonyms(),
): Alternative | null {
  const typed = parseKeyword(keyword);
  if (typed.length === 0) return null;
  const typedCount = countMatches(index, typed);
  let words = [...typed];
  let count = typedCount;

  // From the end, so that a replacement of another length leaves the earlier spots where they were.
  for (const spot of synonymSpots(typed, synonyms).reverse()) {
    // A phrase the catalogue does not hold ("hot tub") gives way to one it holds even before the typos are put right.
    const held = typed.slice(spot.start, spot.start + spot.length).every((word) => isKnown(index, word));
    let best: { words: string[]; count: number } | null = null;
    for (const alternative of spot.alternatives) {
      if (!alternative.every((word) => isKnown(index, word))) continue;
      const candidate = [...words.slice(0, spot.start), ...alternative, ...words.slice(spot.start + spot.length)];
      const found = countMatches(index, candidate);
      if (best ? found > best.count : found > count || !held) best = { words: candidate, count: found };
    }
    if (best) ({ words, count } = best);
  }

  if (words.some((word) => !isKnown(index, word))) {
    const corrected = words.map((word) => (isKnown(index, word) ? word : (closestTerm(fuzzy(), word) ?? word)));
    const found = countMatches(index, corrected);
    if (found > count) {
      words = corrected;
      count = found;
    }
  }
  return count > typedCount ? { keyword: words.join(' '), count } : null;
}
