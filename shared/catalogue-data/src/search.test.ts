import { describe, expect, it } from 'vitest';
import { shopProduct } from '../test/fixtures';
import { createSearchIndex, matchKeyword, matchesKeyword, parseKeyword, searchText } from './search';
import { normalizeText } from './text';

describe('parseKeyword (spec §5: lower-cased, accent marks removed, split on whitespace)', () => {
  it('normalizes and splits', () => {
    expect(parseKeyword('  Chaise   ÉLÉGANTE\tPatio ')).toEqual(['chaise', 'elegante', 'patio']);
    expect(parseKeyword('Cœur')).toEqual(['coeur']);
    expect(parseKeyword('')).toEqual([]);
    expect(parseKeyword(undefined)).toEqual([]);
  });
});

describe('matchesKeyword', () => {
  const chair = shopProduct({
    title: 'Chaise pivotante Élégance',
    description: "Coussins résistants à l'eau, cadre en aluminium.",
    productType: 'Chaises',
    categoryTitle: 'Mobilier extérieur',
    collectionTitle: 'Collection Riviera',
    productTypeTitle: 'Chaises de jardin',
  });

  it('matches a whole word with an optional plural s', () => {
    expect(matchesKeyword(chair, 'chaise')).toBe(true);
    expect(matchesKeyword(chair, 'coussin')).toBe(true); // "coussins" in the description
    expect(matchesKeyword(chair, 'chai')).toBe(false); // not a whole word
    expect(matchesKeyword(chair, 'pivot')).toBe(false);
    expect(matchesKeyword(chair, 'chaisess')).toBe(false);
  });

  it('ignores accents and case on both sides', () => {
    expect(matchesKeyword(chair, 'ELEGANCE')).toBe(true);
    expect(matchesKeyword(chair, 'résistant')).toBe(true);
    expect(matchesKeyword(chair, 'exterieur')).toBe(true);
    expect(matchesKeyword(chair, 'MOBILIER Extérieur')).toBe(true);
  });

  it('looks in title, description, product type, and category, collection and type titles', () => {
    expect(matchesKeyword(chair, 'aluminium')).toBe(true); // description
    expect(matchesKeyword(chair, 'mobilier')).toBe(true); // category title
    expect(matchesKeyword(chair, 'riviera')).toBe(true); // collection title
    expect(matchesKeyword(chair, 'jardin')).toBe(true); // type title
    expect(matchesKeyword(chair, 'vendeur')).toBe(false); // vendor is not searched
  });

  it('requires every word', () => {
    expect(matchesKeyword(chair, 'chaise aluminium')).toBe(true);
    expect(matchesKeyword(chair, 'chaise spa')).toBe(false);
  });

  it('handles words holding punctuation as a \\b pattern would', () => {
    expect(matchesKeyword(chair, "l'eau")).toBe(true);
    expect(matchesKeyword(chair, "l'ea")).toBe(false);
  });

  it('matches everything for an empty keyword', () => {
    expect(matchesKeyword(chair, '   ')).toBe(true);
  });
});

describe('matchKeyword agrees with the regular expression of spec §5', () => {
  const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const viaRegExp = (text: string, keyword: string): boolean =>
    parseKeyword(keyword).every((word) => new RegExp(`\\b${escape(word)}s?\\b`).test(normalizeText(text)));

  const texts = [
    'Filtre à sable 24 po',
    "Trousse d'entretien pour spas",
    'Chlore-choc 5 kg',
    'Échelle inox 3 marches, (modèle 2025)',
    'Pompe 1.5 HP  à vitesse variable',
    'sss s ss',
  ];
  const keywords = [
    'filtre',
    'filtres',
    'spa',
    "d'entretien",
    'chlore-choc',
    'choc',
    '1.5',
    'hp',
    'modele',
    '(modele',
    's',
    'ss',
    'inox 3',
    '5kg',
    'kg',
  ];

  it.each(keywords)('for "%s", over every text at once', (keyword) => {
    const matched = matchKeyword(createSearchIndex(texts.map((text) => [text])), keyword);
    expect(Array.from(matched!, (hit) => hit === 1)).toEqual(texts.map((text) => viaRegExp(text, keyword)));
  });

  it('gives null (everything matches) for a keyword without words', () => {
    expect(matchKeyword(createSearchIndex([['a']]), ' \t ')).toBeNull();
  });
});

describe('numbers are whole words (ADR 0050)', () => {
  it('keeps a French number’s digit groups together, in the text and the keyword', () => {
    const tank = shopProduct({ title: 'Spa de nage Aquafit 14', description: '4-5 places. Capacité : 6 800 L' });
    expect(matchesKeyword(tank, '6')).toBe(false);
    expect(matchesKeyword(tank, '6800')).toBe(true);
    expect(matchesKeyword(tank, '6 800')).toBe(true);
    expect(matchesKeyword(tank, '5 places')).toBe(true);
    expect(searchText('Thermopompe 115 000 BTU, 4 x 20 pi')).toBe('thermopompe 115000 btu, 4 x 20 pi');
  });
});
