// Owns how the page writes numbers: readings, amounts in a product's unit, volumes, percents, in the page's language.
import type { Locale } from '@storefront/contracts';
import type { DoseUnit, PackageUnit } from '@storefront/water-chemistry';

const tag = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

export const formatNumber = (value: number, locale: Locale, digits = 1) =>
  new Intl.NumberFormat(tag(locale), { maximumFractionDigits: digits }).format(value);

/** An amount in the unit a product is sold in: whole grams and millilitres, kilograms and litres to the hundredth. */
export function formatAmount(amount: number, unit: PackageUnit | DoseUnit, locale: Locale): string {
  const digits = unit === 'kg' || unit === 'L' ? 2 : 0;
  const rounded = unit === 'kg' || unit === 'L' ? amount : Math.max(1, Math.round(amount));
  return `${formatNumber(rounded, locale, digits)} ${unit}`;
}

export const formatLitres = (litres: number, locale: Locale) => `${formatNumber(Math.round(litres), locale, 0)} L`;

export function formatSavedAt(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
