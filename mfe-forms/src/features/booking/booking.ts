// Owns the booking page's rules (ADR 0044): what the visitor chooses and what it books, its price from the store API's
// table, the page's address (a package, a signed link, a waiting list's confirmation or offer), the hold's countdown and the
// days' display.
import type { Locale } from '@storefront/contracts';
// The wire's words alone (no schema, no zod): the first step's code stays small.
import {
  BOOKING_HALVES,
  BOOKING_PACKAGES,
  BOOKING_SERVICES,
  type AvailableDay,
  type BookingHalf,
  type BookingOffer,
  type BookingPackage,
  type BookingService,
  type PriceTable,
} from '@storefront/validation/booking-wire';

/** What the visitor chooses: one visit, or a combo of both (spec §9's four lines of a package). */
export const CHOICES = ['opening', 'closing', 'combo', 'combo2Years'] as const;
export type Choice = (typeof CHOICES)[number];

/** The fields of a booking's customer, as the details form asks them (@storefront/validation's bookingCustomerSchema). */
export const CUSTOMER_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'address',
  'apartment',
  'city',
  'province',
  'postalCode',
] as const;

/** Whether every field a refusal names is one the details form shows, so it is said there rather than in an alert. */
export const onCustomerFields = (fields: readonly { field: string }[] | undefined): boolean =>
  Boolean(fields?.length) && fields!.every((field) => (CUSTOMER_FIELDS as readonly string[]).includes(field.field));

/** What a choice books: its offer and its visits, in the order the visitor picks their days (a combo: spring, then fall). */
export function plan(choice: Choice): { offer: BookingOffer; visits: BookingService[] } {
  if (choice === 'opening' || choice === 'closing') return { offer: 'single', visits: [choice] };
  return { offer: choice, visits: ['opening', 'closing'] };
}

/** The price of a choice, from the API's table (a combo's price covers both visits). */
export const priceOf = (choice: Choice, prices: PriceTable): number => {
  const { offer, visits } = plan(choice);
  return prices[visits[0]!][offer];
};

/** What a choice's visits cost booked alone: a combo's is both visits at their single price (what its saving is off). */
export const aloneOf = (choice: Choice, prices: PriceTable): number =>
  plan(choice).visits.reduce((sum, service) => sum + prices[service].single, 0);

/** What a combo saves against both visits alone. */
export const savingOf = (choice: Choice, prices: PriceTable): number =>
  choice === 'combo' || choice === 'combo2Years' ? prices.opening.single + prices.closing.single - priceOf(choice, prices) : 0;

const isOne = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && list.includes(value as T);

export type PageAddress =
  | { kind: 'book'; package: BookingPackage; choice: Choice | null }
  | { kind: 'manage'; number: string; key: string }
  | { kind: 'offer'; service: BookingService; offerToken: string; day: string; half: BookingHalf; package: BookingPackage }
  | { kind: 'waitlist'; token: string; slot: { service: BookingService; day: string; half: BookingHalf } | null };

/** A signed token of the API's links: base64url and dots, nothing else, within a sane length. */
const TOKEN = /^[\w.-]{1,200}$/;

/**
 * The page's address: the signed link of a booking's mail (`reservation`, `key`), a waiting list's confirmation link
 * (`waitlist`, with its half-day to show), a waiting list's offer (`offer` with its service and half-day), or a new booking
 * from a package (`forfait`, the second by default: the one the service page highlights) and perhaps a service.
 */
export function readAddress(search: URLSearchParams): PageAddress {
  const number = search.get('reservation');
  const key = search.get('key');
  if (number && key) return { kind: 'manage', number: number.slice(0, 40), key: key.slice(0, 100) };
  const forfait = search.get('forfait');
  const pack = isOne(BOOKING_PACKAGES, forfait) ? forfait : 'forfait_2';
  const service = search.get('service');
  const day = search.get('day');
  const half = search.get('half');
  const slot =
    isOne(BOOKING_SERVICES, service) && day && /^\d{4}-\d{2}-\d{2}$/.test(day) && isOne(BOOKING_HALVES, half)
      ? { service, day, half }
      : null;
  const waitlist = search.get('waitlist');
  // Only shown here: the button's POST confirms it (a mail scanner that opens the link confirms nothing).
  if (waitlist && TOKEN.test(waitlist)) return { kind: 'waitlist', token: waitlist, slot };
  const offerToken = search.get('offer');
  if (offerToken && TOKEN.test(offerToken) && slot) return { kind: 'offer', ...slot, offerToken, package: pack };
  return { kind: 'book', package: pack, choice: isOne(CHOICES, service) ? service : null };
}

/** Seconds left until a deadline (never below 0), and the "m:ss" a countdown shows. */
export function remaining(deadline: number, now: number): { seconds: number; text: string } {
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { seconds, text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` };
}

/** The places left in a day, both half-days. */
export const placesOf = (day: AvailableDay): number => day.morning + day.afternoon;

/**
 * How the calendar shows a day: `open` with room, `full` (its half-days on their waiting lists), or `closed` when the crews
 * do not come that day (not their weekday, outside the season): a calendar day the API did not list.
 */
export type DayState = 'open' | 'full' | 'closed';
export function dayStates(days: readonly AvailableDay[]): (day: string) => DayState {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return (day) => {
    const found = byDay.get(day);
    if (!found) return 'closed';
    return placesOf(found) > 0 ? 'open' : 'full';
  };
}

/** The first day that still has room, where the calendar opens (else the window's first listed day). */
export const firstOpenDay = (days: readonly AvailableDay[]): string | undefined => (days.find((d) => placesOf(d) > 0) ?? days[0])?.day;

/**
 * A calendar day as the date picker's Date (local midnight: the picker reads days in the browser's zone) and back; the day
 * stays the same whatever the zone.
 */
export const dateOfDay = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};
export const dayOfDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');
/** A calendar day is the same everywhere: it is read at noon UTC and written in UTC. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** Each locale's formats made once: a calendar month names 42 days at each render. */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (locale: Locale, kind: 'day' | 'instant') => {
  const key = `${locale}/${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlLocale(locale),
      kind === 'day'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Toronto' },
    );
    formats.set(key, format);
  }
  return format;
};

export const formatDay = (day: string, locale: Locale): string => formatOf(locale, 'day').format(noonOf(day));

/** A visit's half-day as a sentence says it: its day, then the half-day's name in lower case ("…, avant-midi (8 h à 12 h)"). */
export const formatHalfDay = (day: string, half: BookingHalf, locale: Locale, halves: Record<BookingHalf, string>): string =>
  `${formatDay(day, locale)}, ${halves[half].toLocaleLowerCase(locale)}`;

/** An instant in the store's time zone (where the crews work), e.g. the 48-hour limit. */
export const formatInstant = (iso: string, locale: Locale): string => formatOf(locale, 'instant').format(new Date(iso));
