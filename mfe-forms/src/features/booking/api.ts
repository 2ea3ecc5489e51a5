// Owns the booking page's calls to the store API (ADR 0041's routes) on the wire declared once (@storefront/validation's
// booking-wire.ts), through the store API's one browser client: every answer typed, every refusal a BookingRefusal with its
// code and what the page needs to act on it.
import { callStoreApi, refusalOf, StoreApiError, type StoreApiRequest } from '@storefront/catalogue-data/store-api';
import { appIntegrity } from '@storefront/catalogue-data/app-integrity';
import type { Locale, RuntimeConfig } from '@storefront/contracts';
import type {
  AreaWaitlistAnswer,
  AreaWaitlistRequest,
  AvailabilityAnswer,
  BookingAnswer,
  BookingRefusalBody,
  BookingRequest,
  BookingService,
  BookingView,
  ChangeRequest,
  HoldAnswer,
  HoldRequest,
  PriceTable,
  VisitRequest,
  WaitlistPending,
  WaitlistRequest,
  WaitlistStanding,
} from '@storefront/validation/booking-wire';

/** The page's own reading of an `invalidBooking` on the postal code: a valid one of another area than the held places'. */
export interface OtherAreaBody extends Omit<BookingRefusalBody, 'error'> {
  error: 'otherArea';
}

/**
 * A booking route's refusal, thrown (the page's steps work in try/catch): its code, status and body as the wire has them,
 * or the network's kind (`network`, `timeout`).
 */
export class BookingRefusal extends StoreApiError<BookingRefusalBody | OtherAreaBody> {}

/** The refusal a status and its body make, as the client reads an answer (the page's own `otherArea`, the tests' refusals). */
export const bookingRefusal = (status: number, body: Partial<BookingRefusalBody | OtherAreaBody>): BookingRefusal =>
  new BookingRefusal(refusalOf(status, body));

/** A booking request as the page builds it: its first visit apart (the wire puts its fields in the body itself). */
export type BookRequest = Pick<BookingRequest, 'service' | 'offer' | 'package' | 'poolType' | 'price' | 'customer' | 'second'> & {
  first: VisitRequest;
};

export const bookingApi = (config: RuntimeConfig, locale: Locale) => {
  const call = async <T>(request: StoreApiRequest): Promise<T> => {
    const result = await callStoreApi<T, BookingRefusalBody>(config, locale, request);
    if (result.ok) return result.value;
    throw new BookingRefusal(result.refusal);
  };
  // The routes that take a place want the app-integrity token (a bot cannot hold every half-day).
  const post = <T>(path: string, body: unknown) => call<T>({ path, body, signed: true });
  const link = (number: string, key: string, action = '') =>
    `/bookings/${encodeURIComponent(number)}${action}?key=${encodeURIComponent(key)}`;
  return {
    /** The integrity token the routes that take a place want, asked for ahead of them (a failure is asked again by the call). */
    prepare: (): Promise<void> =>
      appIntegrity(config)
        .getToken()
        .then(
          () => undefined,
          () => undefined,
        ),
    prices: () => call<PriceTable>({ path: '/bookings/prices' }),
    availability: (service: BookingService, postalCode: string) =>
      call<AvailabilityAnswer>({ path: `/bookings/availability?service=${service}&postalCode=${encodeURIComponent(postalCode)}` }),
    hold: (request: HoldRequest) => post<HoldAnswer>('/bookings/holds', request),
    book: ({ first, ...rest }: BookRequest) => post<BookingAnswer>('/bookings', { ...rest, ...first } satisfies BookingRequest),
    waitlist: (request: WaitlistRequest) => post<WaitlistPending>('/bookings/waitlist', request),
    /** An unserved area's visitor asks to be told when it is served; the API keeps the consent's words in that language. */
    areaWaitlist: (request: AreaWaitlistRequest) => post<AreaWaitlistAnswer>('/bookings/area-waitlist', request),
    confirmWaitlist: (token: string) => post<WaitlistStanding>('/bookings/waitlist/confirm', { token }),
    read: (number: string, key: string) => call<BookingView>({ path: link(number, key) }),
    change: (number: string, key: string, to: ChangeRequest) => call<BookingView>({ path: link(number, key, '/change'), body: to }),
    cancel: (number: string, key: string) => call<BookingView>({ path: link(number, key, '/cancel'), body: {} }),
  };
};

export type BookingApi = ReturnType<typeof bookingApi>;
