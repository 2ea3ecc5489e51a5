import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './search';
import { createFuzzyIndex } from './search-fuzzy';
import { forgivingKeyword } from './search-forgiving';
import { synonymGroups } from './search-synonyms';

const french = [
  ['Chlore en tablettes 3 po', 'Tablettes à dissolution lente.', 'Chlore', 'Produits chimiques', 'Traitement', 'Chlore'],
  ['Chlore liquide 12 %', 'Pour un choc rapide.', 'Chlore', 'Produits chimiques', 'Traitement', 'Chlore'],
  ['Stabilisant de chlore', 'Protège le chlore des UV.', 'Équilibre', 'Produits chimiques', 'Traitement', 'Équilibre'],
  ['Spa Évasion E6L', '5-6 places, 36 jets.', 'Série Évasion', 'Spas et spas de nage', 'Spas', 'Série Évasion'],
  ['Spa Harmonie H7', '6-7 places, 52 jets.', 'Série Harmonie', 'Spas et spas de nage', 'Spas', 'Série Harmonie'],
  ['Thermopompe Polar 50 000 BTU', 'Chauffe l’eau de la piscine.', 'Chauffage', 'Accessoires', 'Filtration', 'Chauffage'],
];
const english = [
  ['Chlorine sticks', 'Trichlor sticks for steady chlorine.', 'Chlorine', 'Chemicals', 'Pool water treatment', 'Chlorine'],
  ['Chlorine stabilizer', 'Shields chlorine from UV rays.', 'Water balance', 'Chemicals', 'Pool water treatment', 'Water balance'],
  ['Spa Évasion E6L', '5-6 seats, 36 jets.', 'Évasion series', 'Spas and swim spas', 'Spas', 'Évasion series'],
  ['Polar 50,000 BTU heat pump', 'Warms the pool water.', 'Heating', 'Accessories', 'Filtration and heating', 'Heating'],
];
const synonyms = synonymGroups([
  ['spa', 'hot tub', 'jacuzzi'],
  ['chlore', 'chlorine'],
  ['thermopompe', 'heat pump', 'pompe à chaleur'],
]);

function forgive(items: string[][], keyword: string) {
  const index = createSearchIndex(items);
  return forgivingKeyword(index, () => createFuzzyIndex(items), keyword, synonyms);
}

describe('forgivingKeyword: the second pass (ADR 0050)', () => {
  it('puts a typo right with the closest term of the catalogue', () => {
    expect(forgive(french, 'clore')).toEqual({ keyword: 'chlore', count: 3 });
    expect(forgive(french, 'thermopompe')).toBeNull(); // found already
    expect(forgive(french, 'thermopompes')).toEqual({ keyword: 'thermopompe', count: 1 }); // the spec's s is the text's
    expect(forgive(french, 'termopompe')).toEqual({ keyword: 'thermopompe', count: 1 });
    expect(forgive(english, 'chlorene')).toEqual({ keyword: 'chlorine', count: 2 });
  });

  it('replaces a phrase by the synonym the catalogue holds, in both directions', () => {
    expect(forgive(french, 'hot tub')).toEqual({ keyword: 'spa', count: 2 });
    expect(forgive(french, 'chlorine')).toEqual({ keyword: 'chlore', count: 3 });
    expect(forgive(english, 'chlore')).toEqual({ keyword: 'chlorine', count: 2 });
    expect(forgive(english, 'thermopompe')).toEqual({ keyword: 'heat pump', count: 1 });
    expect(forgive(french, 'Pompe à chaleur')).toEqual({ keyword: 'thermopompe', count: 1 });
  });

  it('keeps the other words, and mends a synonym and a typo together', () => {
    expect(forgive(french, 'jacuzzi 6 places')).toEqual({ keyword: 'spa 6 places', count: 2 });
    expect(forgive(french, 'hot tub 6 plases')).toEqual({ keyword: 'spa 6 places', count: 2 });
  });

  it('gives nothing for a word too short to guess, or when nothing better is found', () => {
    expect(forgive(french, 'spx')).toBeNull();
    expect(forgive(french, 'zzzzzzzz')).toBeNull();
    expect(forgive(french, '')).toBeNull();
  });
});
