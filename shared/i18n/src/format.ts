// Owns the one money, percent and date formatters of the storefront (fr-CA / en-CA, currency code supplied).
import { LOCALE_TAGS, type Locale } from '@storefront/contracts';

const moneyFormats = new Map<string, Intl.NumberFormat>();

function intlMoney(amount: number, currencyCode: string, locale: Locale): string {
  const key = `${locale}:${currencyCode}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: currencyCode });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

const NBSP = '\u00a0';

/**
 * Canadian dollars as CLDR writes them for fr-CA ("1 234,50 $", no-break spaces) and en-CA ("$1,234.50"), rounded half away
 * from zero on the amount's shortest decimal form as ICU does. Written out because a browser's first currency
 * `Intl.NumberFormat` loads locale data for 20 to 45 ms of main thread during hydration, and because the server's and the
 * browser's ICU versions then cannot disagree on a price. Anything else goes to `Intl` (the tests compare both).
 */
function canadianDollars(amount: number, locale: Locale): string | null {
  const digits = Math.abs(amount).toString();
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  const [whole = '0', fraction = ''] = digits.split('.');
  let cents = BigInt(whole + (fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const units = (cents / 100n).toString();
  const hundredths = (cents % 100n).toString().padStart(2, '0');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? NBSP : ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return locale === 'fr' ? `${sign}${grouped},${hundredths}${NBSP}$` : `${sign}$${grouped}.${hundredths}`;
}

export function formatMoney(amount: number, currencyCode: string, locale: Locale): string {
  return (currencyCode === 'CAD' ? canadianDollars(amount, locale) : null) ?? intlMoney(amount, currencyCode, locale);
}

/**
 * A whole percentage as each language writes it: "15 %" in French (a no-break space before the sign, as CLDR's fr-CA), "15%" in
 * English. Written out for the reason money is: no locale data to load during hydration, the same text on server and browser.
 */
export function formatPercent(percent: number, locale: Locale): string {
  const value = String(Math.round(percent));
  return locale === 'fr' ? `${value}${NBSP}%` : `${value}%`;
}

export function formatDate(date: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options).format(typeof date === 'string' ? new Date(date) : date);
}
