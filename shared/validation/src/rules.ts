// Owns the pure field rules of spec §5: letters and spaces, email, North American phone, Canadian postal code; and text that
// can be stored at all.
import { mailboxOf } from './mailbox';

/** Letters (any alphabet, accents included) and spaces; hyphens and apostrophes too, since Quebec names carry them (Jean-Pierre, O'Neil). */
export const LETTERS_AND_SPACES = /^[\p{L}\p{M}][\p{L}\p{M}\s'’-]*$/u;

/**
 * A North American Numbering Plan number: optional +1 or 1, area code and exchange not starting with 0 or 1,
 * separated by spaces, dots or hyphens, the area code optionally in parentheses.
 */
export const NORTH_AMERICAN_PHONE = /^(?:\+?1[\s.-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]?[2-9]\d{2}[\s.-]?\d{4}$/;

/** Canadian postal code (A1A 1A1): no D, F, I, O, Q or U anywhere, no W or Z first; the space is optional. */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export const isLettersAndSpaces = (value: string) => LETTERS_AND_SPACES.test(value.trim());
/** Exactly one plain mailbox (mailbox.ts): what every address field takes. */
export const isEmail = (value: string) => mailboxOf(value) !== null;
export const isNorthAmericanPhone = (value: string) => NORTH_AMERICAN_PHONE.test(value.trim());
export const isCanadianPostalCode = (value: string) => CANADIAN_POSTAL_CODE.test(value.trim());

/**
 * NUL, which PostgreSQL refuses in text, or half of a surrogate pair, which is no character at all and which UTF-8 cannot
 * carry: text holding either could not be kept as it was sent.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;
export const isStorableText = (value: string) => !UNSTORABLE.test(value);

/** The postal code as Canada Post writes it: upper case, one space in the middle. */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
}

/**
 * The provinces and territories a postal code's first letter names (Canada Post's forward sortation areas): A NL, B NS,
 * C PE, E NB, G H J QC, K L M N P ON, R MB, S SK, T AB, V BC, X NT and NU, Y YT. Source: Canada Post, "Addressing
 * guidelines", postal code's first character. Empty for a letter no province uses.
 */
export const POSTAL_CODE_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

export function provincesOfPostalCode(value: string): readonly string[] {
  return POSTAL_CODE_PROVINCES[value.trim().charAt(0).toUpperCase()] ?? [];
}

/** Whether a postal code lies in a province: taxes follow where the goods go, so the two must agree. */
export const postalCodeAgrees = (postalCode: string, province: string) => provincesOfPostalCode(postalCode).includes(province);
