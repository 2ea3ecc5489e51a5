import { describe, expect, it } from 'vitest';
import { createSearchIndex, matchKeyword } from './search';
import { rankItem, rankItems } from './search-rank';

// Fields as searchableFields gives them: title, description, product type, category, collection and type titles.
type Fields = [string, string, string, string, string, string];
const item = (title: string, description = '', type = '', category = '', collection = '', typeTitle = ''): Fields => [
  title,
  description,
  type,
  category,
  collection,
  typeTitle,
];

/** Titles of the items the spec's rule matches, ranked. */
function ranked(items: Fields[], keyword: string): string[] {
  const index = createSearchIndex(items);
  const matched = matchKeyword(index, keyword)!;
  const positions = items.flatMap((_, at) => (matched[at] === 1 ? [at] : []));
  return rankItems(index, positions, keyword).map((at) => items[at]![0]);
}

describe('rankItems: the spec matches ordered by where the words are (ADR 0050)', () => {
  it('puts a title before a type or category, before a description (chlore, and chlorine in English)', () => {
    const french = [
      item('Parfum de spa eucalyptus', 'Cristaux compatibles avec le brome et le chlore.', 'Parfums', 'Spas et spas de nage'),
      item('Sel pour piscine', 'Pour les systèmes au sel.', 'Chlore', 'Produits chimiques', 'Traitement', 'Chlore'),
      item('Chlore en tablettes 3 po', 'Tablettes lentes.', 'Chlore', 'Produits chimiques', 'Traitement', 'Chlore'),
    ];
    expect(ranked(french, 'chlore')).toEqual(['Chlore en tablettes 3 po', 'Sel pour piscine', 'Parfum de spa eucalyptus']);
    const english = [
      item('Eucalyptus spa fragrance', 'Crystals compatible with bromine and chlorine.', 'Fragrances', 'Spas and swim spas'),
      item('Chlorine sticks', 'Trichlor sticks for steady chlorine.', 'Chlorine', 'Chemicals'),
    ];
    expect(ranked(english, 'chlorine')).toEqual(['Chlorine sticks', 'Eucalyptus spa fragrance']);
  });

  it('keeps the list order between equals', () => {
    const items = [item('Chlore B'), item('Chlore A'), item('Chlore C')];
    expect(ranked(items, 'chlore')).toEqual(['Chlore B', 'Chlore A', 'Chlore C']);
  });

  it('gives "spa 6 places" the 6-seat spas first, then the 6-seat swim spas, then the rest (and not 6,800 litres)', () => {
    const spas = 'Spas et spas de nage';
    const items = [
      item('Spa Prestige P8', 'Chaise longue. 7-8 places, 76 jets. Capacité : 2 000 L 3 pompes 6 HP', 'Série Prestige', spas),
      item('Spa de nage Aquafit 14', '4-5 places, 34 jets. Capacité : 6 800 L', 'Spas de nage', spas),
      item('Spa de nage Aquafit 16', '5-6 places, 42 jets. Capacité : 8 100 L', 'Spas de nage', spas),
      item('Spa Évasion E6L', '5-6 places, 36 jets. Capacité : 1 450 L', 'Série Évasion', spas),
      item('Spa Harmonie H7', '6-7 places, 52 jets. Capacité : 1 750 L', 'Série Harmonie', spas),
      item('Spa Évasion E4', '3-4 places, 24 jets. Capacité : 1 100 L', 'Série Évasion', spas),
    ];
    expect(ranked(items, 'spa 6 places')).toEqual(['Spa Évasion E6L', 'Spa Harmonie H7', 'Spa de nage Aquafit 16', 'Spa Prestige P8']);
    const english = [
      item('Swim spa Aquafit 16', '5-6 seats, 42 jets.', 'Swim spas', 'Spas and swim spas'),
      item('Spa Évasion E6L', '5-6 seats, 36 jets.', 'Évasion series', 'Spas and swim spas'),
    ];
    expect(ranked(english, 'spa 6 seats')).toEqual(['Spa Évasion E6L', 'Swim spa Aquafit 16']);
  });

  it('counts a word inside a compound the keyword names', () => {
    const index = createSearchIndex([item('Spa de nage Aquafit 16')]);
    expect(rankItem(index, 0, ['spa']).fields).toBe(0);
    expect(rankItem(index, 0, ['spa', 'de', 'nage']).fields).toBe(300);
  });

  it('leaves the order as it is without a word', () => {
    const index = createSearchIndex([item('B'), item('A')]);
    expect(rankItems(index, [1, 0], '  ')).toEqual([1, 0]);
  });
});

describe('rankItems for a keyword being typed', () => {
  it('counts a word beginning with the last word, as suggestions rank', () => {
    const items = [item('Parfum de spa eucalyptus', 'Compatible avec le chlore.'), item('Chlore liquide 12 %')];
    const index = createSearchIndex(items);
    expect(rankItems(index, [0, 1], 'chl', { prefixLast: true })).toEqual([1, 0]);
    expect(rankItems(index, [0, 1], 'chl')).toEqual([0, 1]); // a whole word otherwise: neither holds "chl"
    expect(rankItems(index, [0, 1], 'chlore liq', { prefixLast: true })).toEqual([1, 0]);
  });
});
