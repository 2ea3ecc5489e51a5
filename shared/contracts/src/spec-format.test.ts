import { describe, expect, it } from 'vitest';
import { formatDimensions, formatPumps, formatSpec, formatSpecNumber } from './spec-format';
import { SPEC_CODES, SPEC_KEYS } from './specs';

// fr-CA groups thousands with a no-break space and puts one before units and "%"; en-CA groups with commas (CLDR).
const NB = '\u00a0';

describe('a specification as a page shows it', () => {
  it('counts seats, loungers, jets and pumps in both languages, singular and plural', () => {
    expect(formatSpec('seats', 6, 'fr')).toBe('6 places');
    expect(formatSpec('seats', 6, 'en')).toBe('6 seats');
    expect(formatSpec('jets', 35, 'fr')).toBe('35 jets');
    expect(formatSpec('jets', 1, 'en')).toBe('1 jet');
    expect(formatSpec('loungers', 1, 'fr')).toBe('1 chaise longue');
    expect(formatSpec('loungers', 2, 'fr')).toBe('2 chaises longues');
    expect(formatSpec('loungers', 2, 'en')).toBe('2 loungers');
    expect(formatSpec('loungers', 0, 'fr')).toBe('Aucune');
    expect(formatSpec('loungers', 0, 'en')).toBe('None');
    expect(formatSpec('pumps', 1, 'fr')).toBe('1 pompe');
  });

  it('writes measures with their unit, grouped as each language groups', () => {
    expect(formatSpec('volume_l', 1500, 'fr')).toBe(`1${NB}500${NB}L`);
    expect(formatSpec('volume_l', 1500, 'en')).toBe(`1,500${NB}L`);
    expect(formatSpec('length_cm', 213, 'en')).toBe(`213${NB}cm`);
    expect(formatSpec('pump_hp', 1.5, 'fr')).toBe(`1,5${NB}HP`);
    expect(formatSpec('strength_percent', 31.45, 'fr')).toBe(`31,45${NB}%`);
    expect(formatSpec('strength_percent', 31.45, 'en')).toBe('31.45%');
    expect(formatSpecNumber(10500, 'fr')).toBe(`10${NB}500`);
  });

  it('shows codes by their labels, lists joined, and an unknown code as it is', () => {
    expect(formatSpec('shape', 'oval', 'fr')).toBe('Ovale');
    expect(formatSpec('electrical', '240V-50A', 'en')).toBe('240 V, 50 A');
    expect(formatSpec('electrical', '120V-15A', 'fr')).toBe('120 V, 15 A (prêt à brancher)');
    expect(formatSpec('formats', ['tablets', 'sticks'], 'fr')).toBe('Tablettes, Bâtonnets');
    expect(formatSpec('sizes', ['16x32', '18x36'], 'en')).toBe('16 × 32 ft, 18 × 36 ft');
    expect(formatSpec('ingredient', 'hydrochloric-acid', 'fr')).toBe('Acide chlorhydrique (muriatique)');
    expect(formatSpec('material', 'unobtainium', 'fr')).toBe('unobtainium');
  });

  it('gives null for a value of the wrong kind or an empty list, never a made-up one', () => {
    expect(formatSpec('seats', '6', 'fr')).toBeNull();
    expect(formatSpec('seats', Number.NaN, 'fr')).toBeNull();
    expect(formatSpec('shape', ['round'], 'fr')).toBeNull();
    expect(formatSpec('formats', [], 'en')).toBeNull();
    expect(formatSpec('formats', 'tablets', 'en')).toBeNull();
  });

  it('joins the dimensions only when all three are known', () => {
    const spa = { length_cm: 213, width_cm: 213, height_cm: 91 };
    expect(formatDimensions(spa, 'fr')).toBe(`213 × 213 × 91${NB}cm`);
    expect(formatDimensions({ length_cm: 1000, width_cm: 234, height_cm: 132 }, 'en')).toBe(`1,000 × 234 × 132${NB}cm`);
    expect(formatDimensions({ length_cm: 213, width_cm: 213 }, 'fr')).toBeNull();
  });

  it('says the pumps with their power, or their count alone', () => {
    expect(formatPumps({ pumps: 2, pump_hp: 5 }, 'fr')).toBe(`2 pompes de 5${NB}HP`);
    expect(formatPumps({ pumps: 2, pump_hp: 5 }, 'en')).toBe(`2 pumps, 5${NB}HP`);
    expect(formatPumps({ pumps: 3 }, 'en')).toBe('3 pumps');
    expect(formatPumps({ pump_hp: 5 }, 'en')).toBeNull();
  });

  it('names every code of every coded key in both languages', () => {
    for (const [key, codes] of Object.entries(SPEC_CODES)) {
      expect(SPEC_KEYS[key as keyof typeof SPEC_KEYS]).not.toBe('number');
      for (const label of Object.values(codes)) {
        expect(label.fr.trim()).not.toBe('');
        expect(label.en.trim()).not.toBe('');
      }
    }
  });
});
