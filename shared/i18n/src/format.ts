// Owns the one money and date formatters of the storefront (fr-CA / en-CA, currency code supplied).
import { LOCALE_TAGS, type Locale } from '@storefront/contracts';

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currencyCode: string, locale: Locale): string {
  const key = `${locale}:${currencyCode}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: currencyCode });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

export function formatDate(date: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options).format(typeof date === 'string' ? new Date(date) : date);
}
