// Owns the booking page's calls to the store API (ADR 0041's routes): every answer typed, every refusal a BookingRefusal
// with its code and what the page needs to act on it.
import { appIntegrity, INTEGRITY_HEADER } from '@storefront/catalogue-data/app-integrity';
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import type { BookingCustomer } from '@storefront/validation';
import type { AvailableDay, Half, Offer, PackageId, PoolType, PriceTable, Service } from './booking';

/** A refusal's body (ADR 0041): its code, the API's message in the visitor's language, and what the code adds. */
export interface RefusalBody {
  statusCode?: number;
  error?: string;
  message?: string;
  phone?: string;
  waitlist?: boolean;
  service?: Service;
  price?: number;
  window?: { from: string; to: string };
  fields?: { field: string; rule: string; message?: string }[];
  /** The bound a `tooManyHolds`, `waitlistClientLimit` or `waitlistAddressLimit` refusal reached. */
  limit?: number;
  /** How long a `waitlistLinkExpired` link worked. */
  hours?: number;
  /** An `unservedArea` refusal's postal code beginning, and the areas the store serves (by name, with theirs). */
  fsa?: string;
  areas?: ServedArea[];
}

/** An area the store serves, by name, with the beginnings of its postal codes (GET /bookings/areas). */
export interface ServedArea {
  name: string;
  fsas: string[];
}

export class BookingRefusal extends Error {
  constructor(
    /** The HTTP status, or 0 when the API could not be reached. */
    readonly status: number,
    readonly body: RefusalBody,
  ) {
    super(body.error ?? `store API answered ${status}`);
  }
  get code(): string {
    return this.body.error ?? (this.status === 0 ? 'network' : 'unknown');
  }
}

export interface Availability {
  area: { fsa: string; name: string };
  service: Service;
  window: { from: string; to: string };
  days: AvailableDay[];
}

export interface Hold {
  holdId: string;
  expiresIn: number;
  day: string;
  half: Half;
}

export interface Visit {
  number: string;
  service: Service;
  day: string;
  half: Half;
  price: number;
  /** Not in the answer to a booking made through a waiting list's offer: its mail has it. */
  manageUrl?: string;
}

export interface Partner {
  number: string;
  service: Service;
  day: string;
  half: Half;
  status: 'confirmed' | 'cancelled';
}

export interface Booked extends Visit {
  offer: Offer;
  total: number;
  second?: Visit;
}

export interface BookingView extends Visit {
  offer: Offer;
  status: 'confirmed' | 'cancelled';
  changeableUntil: string;
  changeable: boolean;
  postalCode: string;
  partner?: Partner;
}

/** The booking's customer, as the page's form and the API check it (spec §5). */
export type Customer = BookingCustomer;

/** A visit as the page books it: its hold, a waiting list's offer (the mail's token), or its half-day. */
export type VisitRequest = { holdId: string } | { offerToken: string } | { day: string; half: Half };

/** A waiting list's request: pending until its owner confirms it from the mail (its link works that many hours). */
export interface WaitlistPending {
  status: 'pending';
  confirmHours: number;
}

/** Where a confirmed waiting-list entry stands (POST /bookings/waitlist/confirm). */
export interface WaitlistStanding {
  state: 'waiting' | 'offered' | 'booked' | 'lapsed';
  position: number | null;
  /** Confirmed before this click. */
  already: boolean;
  service: Service;
  day: string;
  half: Half;
}

async function call<T>(config: RuntimeConfig, locale: Locale, path: string, body?: unknown, signed = false): Promise<T> {
  const url = new URL(path, config.apiBaseUrl);
  url.searchParams.set('lang', locale);
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  // The routes that take a place want the app-integrity token (a bot cannot hold every half-day).
  if (signed) headers[INTEGRITY_HEADER] = await appIntegrity(config).getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new BookingRefusal(0, {});
  }
  const answer = (await response.json().catch(() => ({}))) as T & RefusalBody;
  if (!response.ok) throw new BookingRefusal(response.status, answer);
  return answer;
}

export const bookingApi = (config: RuntimeConfig, locale: Locale) => ({
  /** The integrity token the routes that take a place want, asked for ahead of them (a failure is asked again by the call). */
  prepare: (): Promise<void> =>
    appIntegrity(config)
      .getToken()
      .then(
        () => undefined,
        () => undefined,
      ),
  prices: () => call<PriceTable>(config, locale, '/bookings/prices'),
  availability: (service: Service, postalCode: string) =>
    call<Availability>(config, locale, `/bookings/availability?service=${service}&postalCode=${encodeURIComponent(postalCode)}`),
  hold: (request: { service: Service; postalCode: string; day: string; half: Half }) =>
    call<Hold>(config, locale, '/bookings/holds', request, true),
  book: (request: {
    service: Service;
    offer: Offer;
    package: PackageId;
    poolType: PoolType;
    price: number;
    customer: Customer;
    first: VisitRequest;
    second?: VisitRequest;
  }) => {
    const { first, second, ...rest } = request;
    return call<Booked>(config, locale, '/bookings', { ...rest, ...first, ...(second ? { second } : {}) }, true);
  },
  waitlist: (request: { service: Service; postalCode: string; day: string; half: Half; firstname: string; email: string }) =>
    call<WaitlistPending>(config, locale, '/bookings/waitlist', request, true),
  /** An unserved area's visitor asks to be told when it is served; the API keeps the consent's words in that language. */
  areaWaitlist: (request: { postalCode: string; email: string; consent: true }) =>
    call<{ status: 'recorded'; fsa: string }>(config, locale, '/bookings/area-waitlist', request, true),
  confirmWaitlist: (token: string) => call<WaitlistStanding>(config, locale, '/bookings/waitlist/confirm', { token }, true),
  read: (number: string, key: string) =>
    call<BookingView>(config, locale, `/bookings/${encodeURIComponent(number)}?key=${encodeURIComponent(key)}`),
  change: (number: string, key: string, to: { day: string; half: Half }) =>
    call<BookingView>(config, locale, `/bookings/${encodeURIComponent(number)}/change?key=${encodeURIComponent(key)}`, to),
  cancel: (number: string, key: string) =>
    call<BookingView>(config, locale, `/bookings/${encodeURIComponent(number)}/cancel?key=${encodeURIComponent(key)}`, {}),
});

export type BookingApi = ReturnType<typeof bookingApi>;
