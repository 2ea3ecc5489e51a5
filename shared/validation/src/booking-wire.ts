// Owns the store API's booking wire (ADR 0041's routes) without its schemas, declared once for the API that answers it and
// the booking page that calls it: the vocabulary, the request bodies, the answers and the refusals. No zod here: the booking
// page's first step reads its words from this alone (booking-api.ts adds the shapes' schemas).
import type { BookingCustomer } from './schemas';

export type { BookingCustomer } from './schemas';

export const BOOKING_SERVICES = ['opening', 'closing'] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];
/** The half-days a crew works: morning 8 h to 12 h, afternoon 13 h to 17 h (spec §9's callback periods). */
export const BOOKING_HALVES = ['morning', 'afternoon'] as const;
export type BookingHalf = (typeof BOOKING_HALVES)[number];
/** One visit alone, or the season's combo of both (spec §9), for one year or two. */
export const BOOKING_OFFERS = ['single', 'combo', 'combo2Years'] as const;
export type BookingOffer = (typeof BOOKING_OFFERS)[number];
/** The service page's packages; a booking names the one its "Réserver" came from. */
export const BOOKING_PACKAGES = ['forfait_1', 'forfait_2', 'forfait_3'] as const;
export type BookingPackage = (typeof BOOKING_PACKAGES)[number];
export const POOL_TYPES = ['aboveGround', 'semiInground', 'inground'] as const;
export type PoolType = (typeof POOL_TYPES)[number];

/** Every refusal code of the booking routes; each has its message in both languages in the store API (booking/messages.ts). */
export const BOOKING_REFUSAL_CODES = [
  'invalidBooking',
  'unservedArea',
  'pastDay',
  'outsideSeason',
  'closedDay',
  'full',
  'notFull',
  'holdExpired',
  'holdNotFound',
  'holdNotYours',
  'priceChanged',
  'tooLate',
  'invalidLink',
  'cancelled',
  'tooManyHolds',
  'waitlistClientLimit',
  'waitlistAddressLimit',
  'waitlistLinkInvalid',
  'waitlistLinkExpired',
  'invalidOffer',
  'offerUsed',
  'areaServed',
  'areaWaitlistClientLimit',
] as const;
export type BookingRefusalCode = (typeof BOOKING_REFUSAL_CODES)[number];

/** An area the store serves, by name, with the beginnings of its postal codes (GET /bookings/areas). */
export interface ServedArea {
  name: string;
  fsas: string[];
}

/** A refusal's body: its code, the message in the visitor's language, and what the code adds for the page to act on it. */
export interface BookingRefusalBody {
  statusCode: number;
  error: BookingRefusalCode;
  message: string;
  /** The field (`second.holdId` for a combo's other visit) and the rule it broke, with a message when the rule has one. */
  fields?: { field: string; rule: string; message?: string }[];
  phone?: string;
  /** `full`: the half-day takes a waiting list. */
  waitlist?: boolean;
  /** The visit of a combo the refusal is about. */
  service?: BookingService;
  /** `priceChanged`: the price now. */
  price?: number;
  /** `outsideSeason`: the season's window. */
  window?: { from: string; to: string };
  /** The bound a `tooManyHolds`, `waitlistClientLimit` or `waitlistAddressLimit` refusal reached. */
  limit?: number;
  /** How long a `waitlistLinkExpired` link worked. */
  hours?: number;
  /** An `unservedArea` refusal's postal code beginning, and the areas the store serves. */
  fsa?: string;
  areas?: ServedArea[];
}

// ── Requests ───────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A visit as a booking names it: the visitor's hold, a waiting list's offer (its mail's token), or its half-day. */
export type VisitRequest = { holdId: string } | { offerToken: string } | { day: string; half: BookingHalf };

/** POST /bookings/holds. */
export interface HoldRequest {
  service: BookingService;
  postalCode: string;
  day: string;
  half: BookingHalf;
}

/** POST /bookings: the first visit's fields in the body itself, a combo's other visit in `second`. */
export type BookingRequest = {
  service: BookingService;
  offer: BookingOffer;
  package: BookingPackage;
  poolType: PoolType;
  /** The price the visitor saw (a combo's: both visits); another one is refused with the current price. */
  price: number;
  customer: BookingCustomer;
  second?: VisitRequest;
} & VisitRequest;

/** POST /bookings/waitlist. */
export interface WaitlistRequest {
  service: BookingService;
  postalCode: string;
  day: string;
  half: BookingHalf;
  firstname: string;
  email: string;
}

/** POST /bookings/area-waitlist: consent is a box the visitor ticked, never assumed. */
export interface AreaWaitlistRequest {
  postalCode: string;
  email: string;
  consent: true;
}

/** POST /bookings/waitlist/confirm: the mailed link's token. */
export interface WaitlistConfirmRequest {
  token: string;
}

/** POST /bookings/:number/change?key=… */
export interface ChangeRequest {
  day: string;
  half: BookingHalf;
}

// ── Answers ────────────────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /bookings/prices: every offer's price per service, before taxes. */
export type PriceTable = Record<BookingService, Record<BookingOffer, number>>;

/** A working day of the area, with the places left in each half-day. */
export interface AvailableDay {
  day: string;
  weekday: number;
  morning: number;
  afternoon: number;
}

/** GET /bookings/availability: the area's working days in the season's window, with the places left in each half-day. */
export interface Availability {
  area: { fsa: string; name: string };
  service: BookingService;
  window: { from: string; to: string };
  days: AvailableDay[];
}
export type AvailabilityAnswer = Availability & { prices: Record<BookingOffer, number> };

/** POST /bookings/holds (201): the place held, and the seconds left (the page counts down from them). */
export interface HoldAnswer {
  holdId: string;
  expiresAt: string;
  expiresIn: number;
  fsa: string;
  day: string;
  half: BookingHalf;
}

/** A combo's other visit, as its partner shows it. */
export interface PartnerVisit {
  number: string;
  service: BookingService;
  day: string;
  half: BookingHalf;
  price: number;
  status: 'confirmed' | 'cancelled';
}

/** A booked visit. */
export interface BookedVisit {
  number: string;
  service: BookingService;
  offer: BookingOffer;
  fsa: string;
  day: string;
  half: BookingHalf;
  /** This visit's price: a combo's is its share of the combo's. */
  price: number;
  crew: number;
  /** The change and cancel link; not in the answer to a booking made through a waiting list's offer (its mail has it). */
  manageUrl?: string;
  /** The combo's other visit. */
  partner?: PartnerVisit;
}

/** POST /bookings (201): the first visit, the combo's price in all, and its other visit. */
export interface BookingAnswer extends BookedVisit {
  total: number;
  second?: BookedVisit;
}

/** GET /bookings/:number?key=… and the answer to its change and cancel. */
export interface BookingView extends BookedVisit {
  status: 'confirmed' | 'cancelled';
  /** Until when the link may change or cancel it. */
  changeableUntil: string;
  /** Whether it still may, by the booking's clock (the page's may differ from it: the tests' site runs on a seed day). */
  changeable: boolean;
  /** The visit's postal code: the page asks the availability of its area to move it. */
  postalCode: string;
}

/** POST /bookings/waitlist (202): the same whoever the address is, so it tells nothing about its entries. */
export interface WaitlistPending {
  status: 'pending';
  /** How long the mailed link works. */
  confirmHours: number;
}

/** POST /bookings/waitlist/confirm: where the confirmed entry stands. */
export interface WaitlistStanding {
  state: 'waiting' | 'offered' | 'booked' | 'lapsed';
  /** Its place in line while it waits. */
  position: number | null;
  /** True when it was confirmed before this request (a second click). */
  already: boolean;
  service: BookingService;
  day: string;
  half: BookingHalf;
}

/** POST /bookings/area-waitlist (202). */
export interface AreaWaitlistAnswer {
  status: 'recorded';
  fsa: string;
}

/** GET /bookings/areas. */
export interface ServedAreasAnswer {
  areas: ServedArea[];
}
