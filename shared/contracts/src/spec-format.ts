// Owns how a product specification reads on a page (ADR 0050): each value with its unit in the page's language ("6 places",
// "1 500 L"), codes by their labels, lists joined, and the values a page shows together (dimensions, pumps).
import { LOCALE_TAGS, type Locale } from './locale';
import { SPEC_CODES, SPEC_KEYS, type ProductSpecs, type SpecKey } from './specs';

type SpecValue = number | string | readonly string[];

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

/** A number as the language groups it: "1 500" (no-break space) in fr-CA, "1,500" in en-CA; up to two decimals. */
export function formatSpecNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

function plural(value: number, locale: Locale): 'one' | 'other' {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(value) === 'one' ? 'one' : 'other';
}

const NBSP = '\u00a0';

/** Counted things, in each language's singular and plural. */
const COUNTED: Partial<Record<SpecKey, Record<Locale, Record<'one' | 'other', string>>>> = {
  seats: { fr: { one: 'place', other: 'places' }, en: { one: 'seat', other: 'seats' } },
  loungers: { fr: { one: 'chaise longue', other: 'chaises longues' }, en: { one: 'lounger', other: 'loungers' } },
  jets: { fr: { one: 'jet', other: 'jets' }, en: { one: 'jet', other: 'jets' } },
  pumps: { fr: { one: 'pompe', other: 'pompes' }, en: { one: 'pump', other: 'pumps' } },
};

/** Measured things: the unit after the number, the same in both languages. */
const UNITS: Partial<Record<SpecKey, string>> = {
  length_cm: 'cm',
  width_cm: 'cm',
  height_cm: 'cm',
  volume_l: 'L',
  pump_hp: 'HP',
};

/** None of a counted thing: said in words rather than "0 chaises longues". */
const NONE: Record<Locale, string> = { fr: 'Aucune', en: 'None' };

/** A code by its label in the page's language; a code the table does not know is shown as it is, never guessed. */
export function specCodeLabel(key: SpecKey, code: string, locale: Locale): string {
  return SPEC_CODES[key]?.[code]?.[locale] ?? code;
}

/**
 * One specification as a page shows it: a number with its unit ("6 places", "35 jets", "1 500 L", "12,5 %"), a code by its
 * label, a list's labels joined. A value of the wrong kind for its key (a text where a number goes) gives null.
 */
export function formatSpec(key: SpecKey, value: SpecValue, locale: Locale): string | null {
  const kind = SPEC_KEYS[key];
  if (kind === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    const number = formatSpecNumber(value, locale);
    if (key === 'strength_percent') return locale === 'fr' ? `${number}${NBSP}%` : `${number}%`;
    const counted = COUNTED[key];
    if (counted) return value === 0 && key === 'loungers' ? NONE[locale] : `${number} ${counted[locale][plural(value, locale)]}`;
    return `${number}${NBSP}${UNITS[key] ?? ''}`.trim();
  }
  if (kind === 'code') return typeof value === 'string' ? specCodeLabel(key, value, locale) : null;
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.map((code) => specCodeLabel(key, code, locale)).join(', ');
}

/** Length × width × height in centimetres ("213 × 213 × 91 cm"); null unless all three are known. */
export function formatDimensions(specs: ProductSpecs, locale: Locale): string | null {
  const sides = [specs.length_cm, specs.width_cm, specs.height_cm];
  if (!sides.every((side): side is number => typeof side === 'number')) return null;
  return `${sides.map((side) => formatSpecNumber(side, locale)).join(' × ')}${NBSP}cm`;
}

/** The pumps and their power ("2 pompes de 5 HP", "2 pumps, 5 HP"); the count alone when the power is not known. */
export function formatPumps(specs: ProductSpecs, locale: Locale): string | null {
  if (typeof specs.pumps !== 'number') return null;
  const count = formatSpec('pumps', specs.pumps, locale);
  if (typeof specs.pump_hp !== 'number') return count;
  const power = formatSpec('pump_hp', specs.pump_hp, locale);
  return locale === 'fr' ? `${count} de ${power}` : `${count}, ${power}`;
}
