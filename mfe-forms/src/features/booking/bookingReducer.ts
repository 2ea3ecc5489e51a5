// Owns a new booking's state and every way it moves: the first step's choices, the days shown, each half-day held, the
// details, the confirmation, a full day's waiting list and an unserved area; the one action waiting on the store API and
// the one problem shown. A transition its step does not allow (a hold outside the calendar, a booking before every visit is
// held, a second action during one) leaves the state as it was.
import { normalizePostalCode } from '@storefront/validation/rules';
import type {
  Availability,
  BookingAnswer,
  BookingHalf,
  BookingRefusalBody,
  BookingService,
  PoolType,
  PriceTable,
  ServedArea,
} from '@storefront/validation/booking-wire';
import { BookingRefusal } from './api';
import { onCustomerFields, plan, type Choice, type PageAddress } from './booking';

export type Step = 'choose' | 'day' | 'details' | 'done';
export const STEPS: readonly Step[] = ['choose', 'day', 'details', 'done'];
/** What waits on the store API: the days' list, a half-day's hold, the confirmation. */
export type Work = 'days' | { day: string; half: BookingHalf } | 'confirm';
/** The one problem shown at a time: the postal code's (on its field), a refusal, or the hold's end. */
export type Problem = { kind: 'postalCode' } | { kind: 'refusal'; text: string } | { kind: 'expired' };

export interface HeldVisit {
  /** The visitor's own hold, or the waiting list's offer (its mail's token: the page never sees the offer's hold). */
  holdId?: string;
  offerToken?: string;
  day: string;
  half: BookingHalf;
  /** When the hold ends by the page's clock (a waiting list's offer: 24 hours, not counted down here). */
  deadline: number | null;
}
export type Holds = Partial<Record<BookingService, HeldVisit>>;

export interface BookingState {
  step: Step;
  choice: Choice;
  poolType: PoolType;
  /** As typed; `searched` is the normalized one whose area's days were shown (and places held). */
  postalCode: string;
  searched: string;
  prices: PriceTable;
  availability: Availability | null;
  held: Holds;
  /** The full half-day whose waiting list is open. */
  waitFor: { service: BookingService; day: string; half: BookingHalf } | null;
  problem: Problem | null;
  unserved: { fsa: string; areas: ServedArea[] } | null;
  /** Fields the API refused (its rule names), shown on the details form. */
  refused: BookingRefusalBody['fields'];
  work: Work | null;
  booked: { booking: BookingAnswer; email: string } | null;
}

export type BookingAction =
  | { type: 'chosen'; choice: Choice }
  | { type: 'poolTypeChosen'; poolType: PoolType }
  | { type: 'postalCodeTyped'; postalCode: string }
  /** "Voir les dates libres" with a postal code that is not Canadian. */
  | { type: 'postalCodeRefused' }
  /** "Voir les dates libres" with a valid one: the holds that still fit the choice and the area are kept. */
  | { type: 'searched' }
  | { type: 'started'; work: Work }
  | { type: 'succeeded' }
  /** The action failed: the page's words for it, and what the refusal carries (its fields, an unserved area). */
  | { type: 'failed'; failure: unknown; message: string }
  | { type: 'daysShown'; availability: Availability }
  /** The days read again on the calendar's step (someone took the last place; a lost hold's visit). */
  | { type: 'daysRead'; availability: Availability }
  | { type: 'held'; service: BookingService; visit: HeldVisit }
  | { type: 'detailsShown' }
  /** The countdown reached 0: the holds past their deadline are gone. */
  | { type: 'expired'; now: number }
  /** The API no longer has a hold: that visit (every one when it does not say which) is chosen again. */
  | { type: 'holdLost'; service?: BookingService }
  | { type: 'pricesRead'; prices: PriceTable }
  | { type: 'detailsRefused'; fields: BookingRefusalBody['fields'] }
  | { type: 'booked'; booking: BookingAnswer; email: string }
  /** "Modifier": back to the first step. */
  | { type: 'back' }
  | { type: 'waitlistOpened'; day: string; half: BookingHalf }
  | { type: 'waitlistClosed' }
  /** A side form (the waiting list, the unserved area's request) was answered: true kept, else its refusal's words. */
  | { type: 'sideAnswered'; refusal: string | null };

export function initialBooking(prices: PriceTable, address: Extract<PageAddress, { kind: 'book' | 'offer' }>): BookingState {
  const offered = address.kind === 'offer' ? address : null;
  return {
    step: 'choose',
    choice: offered ? offered.service : address.kind === 'book' ? (address.choice ?? 'combo') : 'combo',
    poolType: 'aboveGround',
    postalCode: '',
    searched: '',
    prices,
    availability: null,
    held: offered ? { [offered.service]: { offerToken: offered.offerToken, day: offered.day, half: offered.half, deadline: null } } : {},
    waitFor: null,
    problem: null,
    unserved: null,
    refused: undefined,
    work: null,
    booked: null,
  };
}

const holdsWhere = (held: Holds, keep: (service: BookingService, visit: HeldVisit) => boolean): Holds =>
  Object.fromEntries(Object.entries(held).filter(([service, visit]) => keep(service as BookingService, visit)));

/** The holds still running at `now` (a waiting list's offer has no deadline here). */
export const liveHolds = (held: Holds, now: number): Holds =>
  holdsWhere(held, (_, visit) => visit.deadline === null || visit.deadline > now);

/**
 * The holds a new search keeps: only those of a visit the choice still includes, and, for another postal code (another
 * area), only the waiting list's offer (the visitor's own).
 */
export function keptHolds(state: Pick<BookingState, 'held' | 'choice' | 'postalCode' | 'searched'>): Holds {
  const { visits } = plan(state.choice);
  const sameArea = normalizePostalCode(state.postalCode) === state.searched;
  return holdsWhere(state.held, (service, visit) => visits.includes(service) && (sameArea || visit.deadline === null));
}

/** The next visit without a place, or null when every visit of the choice is held. */
export const nextVisit = (choice: Choice, held: Holds): BookingService | null =>
  plan(choice).visits.find((service) => !held[service]) ?? null;

/** The earliest deadline of the choice's held visits (null when none counts down). */
export function holdDeadline(state: Pick<BookingState, 'held' | 'choice'>): number | null {
  const deadlines = plan(state.choice)
    .visits.map((service) => state.held[service]?.deadline)
    .filter((deadline): deadline is number => typeof deadline === 'number');
  return deadlines.length ? Math.min(...deadlines) : null;
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  const busy = state.work !== null;
  switch (action.type) {
    case 'chosen':
      return state.step === 'choose' && !busy ? { ...state, choice: action.choice } : state;
    case 'poolTypeChosen':
      return state.step === 'choose' ? { ...state, poolType: action.poolType } : state;
    case 'postalCodeTyped':
      return state.step === 'choose' ? { ...state, postalCode: action.postalCode, unserved: null } : state;
    case 'postalCodeRefused':
      return state.step === 'choose' && !busy ? { ...state, unserved: null, problem: { kind: 'postalCode' } } : state;
    case 'searched':
      return state.step === 'choose' && !busy
        ? { ...state, unserved: null, searched: normalizePostalCode(state.postalCode), held: keptHolds(state) }
        : state;
    case 'started':
      return busy ? state : { ...state, work: action.work };
    case 'succeeded':
      return busy ? { ...state, work: null, problem: null } : state;
    case 'failed': {
      if (!busy) return state;
      const { failure } = action;
      const refusal = failure instanceof BookingRefusal ? failure : null;
      const invalid = refusal?.code === 'invalidBooking';
      // Fields the details form shows on themselves, with its own summary: that is the one problem said, not a second alert.
      const onFields = invalid && state.step === 'details' && onCustomerFields(refusal.body.fields);
      return {
        ...state,
        work: null,
        problem: onFields ? null : { kind: 'refusal', text: action.message },
        refused: invalid ? refusal.body.fields : state.refused,
        unserved:
          refusal?.code === 'unservedArea' && state.step === 'choose'
            ? { fsa: refusal.body.fsa ?? normalizePostalCode(state.postalCode).slice(0, 3), areas: refusal.body.areas ?? [] }
            : state.unserved,
      };
    }
    case 'daysShown':
      return state.step === 'done' ? state : { ...state, step: 'day', availability: action.availability };
    case 'daysRead':
      return state.step === 'day' ? { ...state, availability: action.availability } : state;
    case 'held':
      return state.step === 'day' && state.availability?.service === action.service && plan(state.choice).visits.includes(action.service)
        ? { ...state, held: { ...state.held, [action.service]: action.visit } }
        : state;
    case 'detailsShown':
      return state.step !== 'done' && nextVisit(state.choice, state.held) === null ? { ...state, step: 'details' } : state;
    case 'expired':
      return state.step === 'details' ? { ...state, problem: { kind: 'expired' }, held: liveHolds(state.held, action.now) } : state;
    case 'holdLost':
      if (state.step !== 'details') return state;
      return { ...state, step: 'day', held: holdsWhere(state.held, (service) => Boolean(action.service) && service !== action.service) };
    case 'pricesRead':
      return state.step === 'done' ? state : { ...state, prices: action.prices };
    case 'detailsRefused':
      return state.step === 'details' ? { ...state, refused: action.fields } : state;
    case 'booked':
      return state.step === 'details' && nextVisit(state.choice, state.held) === null
        ? { ...state, step: 'done', booked: { booking: action.booking, email: action.email } }
        : state;
    case 'back':
      return (state.step === 'day' || state.step === 'details') && !busy ? { ...state, step: 'choose' } : state;
    case 'waitlistOpened':
      return state.step === 'day' && state.availability && !busy
        ? { ...state, waitFor: { service: state.availability.service, day: action.day, half: action.half } }
        : state;
    case 'waitlistClosed':
      return { ...state, waitFor: null };
    case 'sideAnswered':
      return { ...state, problem: action.refusal === null ? null : { kind: 'refusal', text: action.refusal } };
  }
}
