// Owns the store's facts every app shows (spec §1, §9): its address and opening hours, and how times and phone numbers are written.
import type { Locale } from './locale';

/** The store's name as it signs a page, a printed summary or a mail. */
export const STORE_NAME = 'Piscines Soleil';

export const STORE_ADDRESS = {
  street: '2500, boulevard Saint-Martin Ouest',
  city: 'Laval',
  province: 'QC',
  postalCode: 'H7S 1M9',
} as const;

/** The address on one line, as a map search reads it. */
export const STORE_ADDRESS_LINE = `${STORE_ADDRESS.street}, ${STORE_ADDRESS.city}, ${STORE_ADDRESS.province} ${STORE_ADDRESS.postalCode}`;

/** A time of day as minutes after midnight. */
type Minutes = number;
const at = (hours: number, minutes = 0): Minutes => hours * 60 + minutes;

export interface OpeningHours {
  /** Message key of the days (e.g. 'mondayToWednesday'), in each app's messages. */
  days: 'mondayToWednesday' | 'thursdayAndFriday' | 'saturday' | 'sunday';
  opens: Minutes;
  closes: Minutes;
}

/** Spec §9. */
export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'mondayToWednesday', opens: at(9), closes: at(17) },
  { days: 'thursdayAndFriday', opens: at(9), closes: at(17, 30) },
  { days: 'saturday', opens: at(9), closes: at(17) },
  { days: 'sunday', opens: at(10), closes: at(16) },
];

/** A time the way people write it in Quebec French ('17 h 30') or Canadian English ('5:30 p.m.'). */
export function formatTime(time: Minutes, locale: Locale): string {
  const hours = Math.floor(time / 60);
  const minutes = time % 60;
  if (locale === 'fr') return minutes ? `${hours} h ${String(minutes).padStart(2, '0')}` : `${hours} h`;
  const suffix = hours < 12 ? 'a.m.' : 'p.m.';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return minutes ? `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}` : `${twelve} ${suffix}`;
}

export function formatOpeningRange(hours: OpeningHours, locale: Locale): string {
  return `${formatTime(hours.opens, locale)} ${locale === 'fr' ? 'à' : 'to'} ${formatTime(hours.closes, locale)}`;
}

/** A tel: address from a phone number as written for people ('1 800 555-0199' → 'tel:+18005550199'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? `tel:+1${national}` : `tel:${digits}`;
}
