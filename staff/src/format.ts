// Owns how the console writes dates, amounts and file sizes, in the member's language and the store's time zone.
import type { Locale } from './i18n';

const TAGS: Record<Locale, string> = { fr: 'fr-CA', en: 'en-CA' };
export const STORE_TIME_ZONE = 'America/Toronto';

export const formatDateTime = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_TIME_ZONE }).format(new Date(iso));

export const formatMoney = (amount: number, locale: Locale): string =>
  new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'CAD' }).format(amount);

/** Bytes as a person reads them: 24 o / 1,2 Mo in French, 24 B / 1.2 MB in English. */
export function formatSize(bytes: number, locale: Locale): string {
  const units = locale === 'fr' ? ['o', 'ko', 'Mo', 'Go'] : ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number}\u00a0${units[unit]}`;
}
