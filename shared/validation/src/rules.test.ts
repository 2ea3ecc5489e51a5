import { describe, expect, it } from 'vitest';
import {
  isCanadianPostalCode,
  isEmail,
  isLettersAndSpaces,
  isNorthAmericanPhone,
  isStorableText,
  normalizePostalCode,
  postalCodeAgrees,
  provincesOfPostalCode,
} from './rules';

describe('field rules of spec §5', () => {
  it('letters and spaces: names with accents, hyphens and apostrophes pass; digits and symbols do not', () => {
    for (const ok of ['Marie', 'Jean-Pierre', 'Éloïse Côté', "O'Neil", 'Zoë  Tremblay']) expect(isLettersAndSpaces(ok), ok).toBe(true);
    for (const bad of ['R2D2', 'Marie!', '', '   ', '-Marie', 'a@b']) expect(isLettersAndSpaces(bad), bad).toBe(false);
  });

  it('email: one plain mailbox with a dotted domain, never a list, a display name or a group', () => {
    for (const ok of ['marie@example.com', 'j.p+piscine@exemple.qc.ca']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['marie', 'marie@', 'marie@example', 'ma rie@example.com', '@example.com', 'a@b@c.com'])
      expect(isEmail(bad), bad).toBe(false);
    for (const bad of ['x,victim@example.test', 'x<victim@example.test>', 'g:victim@example.test;']) expect(isEmail(bad), bad).toBe(false);
  });

  it('storable text: NUL and half a surrogate pair are refused, every real character is kept', () => {
    for (const ok of ['', 'Bonjour\n\tà tous', 'Émoji 😀 et 中文', '\u00a0']) expect(isStorableText(ok), ok).toBe(true);
    for (const bad of ['\u0000', 'a\u0000b', 'a\ud800', '\udc00b', 'x\ud83d', '😀'.slice(1)])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('phone: North American numbers in the ways people write them', () => {
    for (const ok of ['450 555-0123', '(450) 555-0123', '450.555.0123', '4505550123', '1 800 555-0199', '+1 514 555 0199'])
      expect(isNorthAmericanPhone(ok), ok).toBe(true);
    for (const bad of ['555-0123', '050 555-0123', '450 055-0123', '450 555-012', '+33 1 23 45 67 89', 'téléphone'])
      expect(isNorthAmericanPhone(bad), bad).toBe(false);
  });

  it('postal code: Canadian A1A 1A1, with or without the space, any case', () => {
    for (const ok of ['H7S 1M9', 'h7s1m9', 'K1A 0B1', 'T2X 1V4']) expect(isCanadianPostalCode(ok), ok).toBe(true);
    for (const bad of ['12345', 'W1A 1A1', 'Z1A 1A1', 'H7S 1M', 'D1A 1A1', 'H7S-1M9', 'H7O 1M9'])
      expect(isCanadianPostalCode(bad), bad).toBe(false);
    expect(normalizePostalCode('h7s1m9')).toBe('H7S 1M9');
  });
});

describe('a postal code and its province (Canada Post: the first letter of the forward sortation area)', () => {
  const vectors: [string, string[]][] = [
    ['A1A 1A1', ['NL']],
    ['B3H 1A1', ['NS']],
    ['C1A 1A1', ['PE']],
    ['E1C 4M3', ['NB']],
    ['G1R 4P5', ['QC']],
    ['H7A 1A1', ['QC']],
    ['J7A 1A1', ['QC']],
    ['K1A 0B1', ['ON']],
    ['L5B 1A1', ['ON']],
    ['M5V 2T6', ['ON']],
    ['N2L 3G1', ['ON']],
    ['P3E 1A1', ['ON']],
    ['R3C 1A1', ['MB']],
    ['S4P 1A1', ['SK']],
    ['T5J 0N3', ['AB']],
    ['V6B 1A1', ['BC']],
    ['X0A 0A0', ['NT', 'NU']],
    ['Y1A 1A1', ['YT']],
  ];
  it.each(vectors)('%s lies in %j', (code, provinces) => {
    expect(provincesOfPostalCode(code)).toEqual(provinces);
    for (const province of provinces) expect(postalCodeAgrees(code, province)).toBe(true);
  });
  it('a Laval code is not in Alberta, lower case and spaces aside', () => {
    expect(postalCodeAgrees('h7a1a1', 'AB')).toBe(false);
    expect(postalCodeAgrees(' h7a 1a1', 'QC')).toBe(true);
    expect(provincesOfPostalCode('')).toEqual([]);
  });
});
