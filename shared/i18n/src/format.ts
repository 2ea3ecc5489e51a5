// Owns the one money, date, percentage and label formatters of the storefront (fr-CA / en-CA, currency code supplied).
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
 * A number as CLDR writes it for fr-CA ("1 234,5", no-break spaces between thousands) and en-CA ("1,234.5"), rounded half
 * away from zero on its shortest decimal form as ICU does, with `minFraction` to `maxFraction` decimals. Written out because a
 * browser's first `Intl.NumberFormat` of a locale loads that locale's data for 15 to 45 ms of main thread during hydration
 * (a shop card's "−15 %" cost the shop list 16 ms), and because the server's and the browser's ICU versions then cannot
 * disagree on a price. Null for what it does not write (an exponent, NaN, an infinity): Intl writes those (the tests compare both).
 */
function decimal(value: number, locale: Locale, minFraction: number, maxFraction: number): string | null {
  const digits = Math.abs(value).toString();
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  const [whole = '0', fraction = ''] = digits.split('.');
  let scaled = BigInt(whole + fraction.padEnd(maxFraction, '0').slice(0, maxFraction));
  if ((fraction[maxFraction] ?? '0') >= '5') scaled += 1n;
  const scale = 10n ** BigInt(maxFraction);
  const units = (scaled / scale).toString();
  let decimals = maxFraction > 0 ? (scaled % scale).toString().padStart(maxFraction, '0') : '';
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? NBSP : ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? (locale === 'fr' ? ',' : '.') + decimals : ''}`;
}

/** Canadian dollars as CLDR writes them: "1 234,50 $" in fr-CA, "$1,234.50" in en-CA (the sign before the "$" in English). */
function canadianDollars(amount: number, locale: Locale): string | null {
  const number = decimal(amount, locale, 2, 2);
  if (number === null) return null;
  if (locale === 'fr') return `${number}${NBSP}$`;
  return number.startsWith('-') ? `-$${number.slice(1)}` : `$${number}`;
}

export function formatMoney(amount: number, currencyCode: string, locale: Locale): string {
  return (currencyCode === 'CAD' ? canadianDollars(amount, locale) : null) ?? intlMoney(amount, currencyCode, locale);
}

export function formatDate(date: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options).format(typeof date === 'string' ? new Date(date) : date);
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

function intlNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 3 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * A percentage given in percent (5, 9.975) as each language writes it: "9,975 %" in French (a no-break space before the sign, so
 * it never starts a line), "9.975%" in English. The sign is written here rather than by Intl's percent style, whose space in
 * French differs between ICU versions (no-break or narrow no-break), so the server and the browser always write the same text.
 */
export function formatPercent(percent: number, locale: Locale): string {
  const number = decimal(percent, locale, 0, 3) ?? intlNumber(percent, locale);
  return locale === 'fr' ? `${number}${NBSP}%` : `${number}%`;
}

/** A label followed by its colon: "Sous-total :" in French (no-break space before the colon), "Subtotal:" in English. */
export function formatLabel(label: string, locale: Locale): string {
  return locale === 'fr' ? `${label}${NBSP}:` : `${label}:`;
}
