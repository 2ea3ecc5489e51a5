// Owns reading the search synonyms (search-synonyms.json): groups of phrases for the same thing, in both languages.
import data from './search-synonyms.json' with { type: 'json' };
import { words } from './text';
import { searchText } from './search';

/** A phrase as search compares it: its words, normalized. */
export type Phrase = readonly string[];

export interface SynonymGroups {
  groups: readonly (readonly Phrase[])[];
}

const phrase = (text: string): Phrase => words(searchText(text));

/** Reads groups of phrases as written (any case, accents, punctuation) into their normalized words. */
export function synonymGroups(groups: readonly (readonly string[])[]): SynonymGroups {
  return { groups: groups.map((group) => group.map(phrase).filter((words) => words.length > 0)) };
}

let catalogueSynonyms: SynonymGroups | undefined;

/** The synonyms kept beside the catalogue, read once. */
export function searchSynonyms(): SynonymGroups {
  return (catalogueSynonyms ??= synonymGroups(data.groups));
}

let compounds: string[][] | undefined;

/** The phrases of several words ("spa de nage", "chaise longue"), each word in the singular: things of their own. */
export function searchCompounds(): string[][] {
  return (compounds ??= searchSynonyms()
    .groups.flat()
    .filter((words) => words.length > 1)
    .map((words) => words.map((word) => (word.length > 1 && word.endsWith('s') ? word.slice(0, -1) : word))));
}

/** A phrase of a group found in the keyword's words, and the other phrases of its groups. */
export interface SynonymSpot {
  start: number;
  length: number;
  alternatives: Phrase[];
}

const samePhraseAt = (words: readonly string[], at: number, phrase: Phrase): boolean =>
  at + phrase.length <= words.length && phrase.every((word, k) => words[at + k] === word || words[at + k] === `${word}s`);

/**
 * Where the keyword's words hold a phrase of the synonyms, longest first and without overlap, with the phrases that may
 * replace each (the other members of every group holding it, in the groups' order).
 */
export function synonymSpots(keyword: readonly string[], synonyms: SynonymGroups = searchSynonyms()): SynonymSpot[] {
  const spots: SynonymSpot[] = [];
  let at = 0;
  while (at < keyword.length) {
    let best: SynonymSpot | null = null;
    for (const group of synonyms.groups) {
      for (const member of group) {
        if (!samePhraseAt(keyword, at, member) || (best && best.length > member.length)) continue;
        const others = group.filter((other) => other !== member && other.join(' ') !== member.join(' '));
        if (best && best.length === member.length) best.alternatives.push(...others);
        else best = { start: at, length: member.length, alternatives: others };
      }
    }
    if (best) {
      spots.push(best);
      at += best.length;
    } else {
      at++;
    }
  }
  return spots;
}
