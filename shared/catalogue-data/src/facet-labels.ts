// Owns how a facet's value reads in each language: its ranges' bounds, numbers and prices by Intl, codes by SPEC_CODES.
// Seats and codes read as the comparison reads them (the specifications' formatter in @storefront/contracts).
import { formatSpec, LOCALE_TAGS, specCodeLabel, type FacetId, type Locale, type SpecKey } from '@storefront/contracts';

/** Upper bounds of the price ranges, in dollars: under $25 for accessories up to $20,000 and more for swim spas. */
export const PRICE_BOUNDS: readonly number[] = [25, 100, 250, 500, 1000, 5000, 10000, 20000];
/** Upper bounds of the jets' ranges (a spa has 10 to 80 or so). */
export const JETS_BOUNDS: readonly number[] = [20, 40, 60];
/** Upper bounds of the length ranges, in centimetres: spas from under 2 m, swim spas from 4 m. */
export const LENGTH_BOUNDS: readonly number[] = [200, 225, 250, 400];

/** The specification each category facet reads (facets.ts), and names its codes by here. */
export const FACET_SPEC: Partial<Record<FacetId, SpecKey>> = {
  seats: 'seats',
  jets: 'jets',
  length: 'length_cm',
  shape: 'shape',
  size: 'sizes',
  wall: 'wall',
  ingredient: 'ingredient',
  format: 'formats',
  material: 'material',
};

const AVAILABILITY: Record<string, Record<Locale, string>> = {
  online: { fr: 'Achat en ligne', en: 'Buy online' },
  soldout: { fr: 'Épuisé', en: 'Sold out' },
  store: { fr: 'En magasin seulement', en: 'In store only' },
};

const RANGE_WORDS: Record<Locale, { under: string; between: string; over: string }> = {
  fr: { under: 'Moins de {a}', between: '{a} à {b}', over: '{a} et plus' },
  en: { under: 'Under {a}', between: '{a} to {b}', over: '{a} and up' },
};

type Format = (value: number) => string;

function money(locale: Locale): Format {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
  return (value) => format.format(value);
}

function centimetres(locale: Locale): Format {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'unit', unit: 'centimeter', maximumFractionDigits: 0 });
  return (value) => format.format(value);
}

function plain(locale: Locale): Format {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  return (value) => format.format(value);
}

function jets(locale: Locale): Format {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  return (value) => `${format.format(value)} jets`;
}

/**
 * A range key `lo-hi` or `lo-` in words. `bare` writes a range's first number without its unit ("200 à 225 cm", where prices
 * keep theirs: "25 $ à 100 $"); `whole` counts (jets) end one below the next range's start, so no count reads in two ranges.
 */
function rangeLabel(key: string, locale: Locale, format: Format, options: { bare?: Format; whole?: boolean } = {}): string {
  const [lo = '', hi = ''] = key.split('-');
  const words = RANGE_WORDS[locale];
  if (hi === '') return words.over.replace('{a}', format(Number(lo)));
  if (Number(lo) === 0) return words.under.replace('{a}', format(Number(hi)));
  const top = options.whole ? Number(hi) - 1 : Number(hi);
  return words.between.replace('{a}', (options.bare ?? format)(Number(lo))).replace('{b}', format(top));
}

/** A facet value as the filter panel shows it in the page's language; a code the table does not know is shown as is. */
export function facetValueLabel(id: FacetId, value: string, locale: Locale): string {
  switch (id) {
    case 'price':
      return rangeLabel(value, locale, money(locale));
    case 'jets':
      return rangeLabel(value, locale, jets(locale), { bare: plain(locale), whole: true });
    case 'length':
      return rangeLabel(value, locale, centimetres(locale), { bare: plain(locale) });
    case 'seats':
      return formatSpec('seats', Number(value), locale) ?? value;
    case 'availability':
      return AVAILABILITY[value]?.[locale] ?? value;
    default: {
      const key = FACET_SPEC[id];
      return key ? specCodeLabel(key, value, locale) : value;
    }
  }
}
