import { describe, expect, it } from 'vitest';
import { normalizeText, toHandle, words } from './text';

describe('normalizeText', () => {
  it('lower-cases and removes accent marks (spec §5)', () => {
    expect(normalizeText('Chaises ÉLÉGANTES à dîner')).toBe('chaises elegantes a diner');
    expect(normalizeText('Ça, Noël, ÎLE, où, Über, Ñandú')).toBe('ca, noel, ile, ou, uber, nandu');
    expect(normalizeText('Cœur Æther Straße')).toBe('coeur aether strasse');
  });

  it('agrees with NFD folding on every Latin letter', () => {
    for (let code = 0xc0; code <= 0x24f; code++) {
      const char = String.fromCharCode(code);
      if ('œŒæÆß'.includes(char)) continue;
      expect(normalizeText(char)).toBe(
        char
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
      );
    }
  });

  it('keeps other scripts and symbols', () => {
    expect(normalizeText('Spa 5½ – « Vita » ™')).toBe('spa 5½ – « vita » ™');
  });
});

describe('words and handles', () => {
  it('splits on anything that is not a word character', () => {
    expect(words("filtre l'eau, 1.5 hp")).toEqual(['filtre', 'l', 'eau', '1', '5', 'hp']);
  });

  it('makes URL handles of titles', () => {
    expect(toHandle('Ensembles à dîner')).toBe('ensembles-a-diner');
    expect(toHandle("Tables d'appoint")).toBe('tables-d-appoint');
  });
});
