// Owns how the site, its mails and its contracts write the store's days (YYYY-MM-DD) and times (HH:MM, Quebec's time) in the page's language: a day
// ("mardi 9 décembre", "Tuesday, December 9"), a window of days ("entre le 9 et le 16 décembre") and a time ("14 h 30", "2:30 p.m.").
// A store day is a calendar day, not an instant: it is written as a UTC date, so no time zone ever moves it by one day.
import { LOCALE_TAGS, type Locale } from '@storefront/contracts';

const STORE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const STORE_TIME = /^(\d{1,2}):(\d{2})$/;

/** A store day as the UTC midnight of that date; null for anything else. */
export function storeDate(day: string): Date | null {
  const match = STORE_DAY.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

/** French writes the first of the month as an ordinal: "1er décembre". */
const frenchFirst = (text: string, date: Date) => (date.getUTCDate() === 1 ? text.replace(/(^|\s)1(?=\s)/, '$11er') : text);

/** "9 décembre" / "December 9" (the year when asked). */
export function formatDayMonth(day: string, locale: Locale, withYear = false): string {
  const date = storeDate(day);
  if (!date) return day;
  const text = format(locale, { day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}) }).format(date);
  return locale === 'fr' ? frenchFirst(text, date) : text;
}

/** "mardi 9 décembre" / "Tuesday, December 9": a day to choose or to keep; with its year in a mail or a contract that is kept. */
export function formatStoreDay(day: string, locale: Locale, withYear = false): string {
  const date = storeDate(day);
  if (!date) return day;
  const text = format(locale, { weekday: 'long', day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}) }).format(date);
  return locale === 'fr' ? frenchFirst(text, date) : text;
}

/**
 * A window's two ends as the sentence around them needs them: "9" and "16 décembre" in the same month ("entre le 9 et le 16
 * décembre"), "December 9" and "16" in English ("between December 9 and 16"); whole dates across months, with the years across years.
 */
export function windowEnds(window: { from: string; to: string }, locale: Locale): { from: string; to: string } {
  const from = storeDate(window.from);
  const to = storeDate(window.to);
  if (!from || !to) return { from: window.from, to: window.to };
  const years = from.getUTCFullYear() !== to.getUTCFullYear();
  if (window.from === window.to) return { from: formatDayMonth(window.from, locale, years), to: '' };
  const sameMonth = !years && from.getUTCMonth() === to.getUTCMonth();
  if (!sameMonth) return { from: formatDayMonth(window.from, locale, years), to: formatDayMonth(window.to, locale, years) };
  return locale === 'fr'
    ? { from: from.getUTCDate() === 1 ? '1er' : String(from.getUTCDate()), to: formatDayMonth(window.to, locale) }
    : { from: formatDayMonth(window.from, locale), to: String(to.getUTCDate()) };
}

/** A store time: "14 h 30", "9 h" in French; "2:30 p.m." in English. */
export function formatStoreTime(time: string, locale: Locale): string {
  const match = STORE_TIME.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (locale === 'fr') return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${match[2]}`;
  return format(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}
