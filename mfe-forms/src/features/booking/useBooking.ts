// Owns a new booking's calls to the store API: each step's action (the days, a half-day's hold, the confirmation, the
// waiting list, the unserved area's request) run one at a time, its code fetched with it, and its outcome given to the
// booking's reducer, which decides what the page shows.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Locale } from '@storefront/contracts';
import { useRuntimeConfig } from '@storefront/platform';
import { isCanadianPostalCode } from '@storefront/validation/rules';
import type { BookingCustomer, BookingHalf, PriceTable, VisitRequest } from '@storefront/validation/booking-wire';
import type { AvailabilityAnswer } from '@storefront/validation/booking-wire';
import { bookingApi, BookingRefusal, bookingRefusal } from './api';
import { plan, priceOf, type PageAddress } from './booking';
import { bookingReducer, initialBooking, keptHolds, liveHolds, nextVisit, type Holds, type Work } from './bookingReducer';
import { daysAhead, daysKey } from './daysAhead';
import { loadDaySteps, loadDetailsForm, loadDetailsStep, loadDoneStep, loadUnservedArea } from './lazyParts';
import type { BookingMessages } from './messages';
import { refusalMessage } from './refusals';

export interface UseBookingOptions {
  locale: Locale;
  text: BookingMessages;
  storePhone: string;
  prices: PriceTable;
  address: Extract<PageAddress, { kind: 'book' | 'offer' }>;
}

export function useBooking({ locale, text, storePhone, prices, address }: UseBookingOptions) {
  const config = useRuntimeConfig();
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBooking(prices, address));
  /** Set at once (a state waits for the next render): a second click during the work does nothing. */
  const working = useRef(false);
  /** The integrity token asked for ahead of a hold (a hold clicked meanwhile waits for it rather than asking again). */
  const token = useRef<Promise<void>>(Promise.resolve());
  const api = config ? bookingApi(config, locale) : null;
  const { choice, postalCode, held, availability } = state;
  const { offer, visits } = plan(choice);
  const say = (failure: unknown) => refusalMessage(failure, text, locale, storePhone);
  /** The first visit's days, asked for as soon as the postal code is a Canadian one; a refusal of the API is kept for the click. */
  const ahead = useRef(
    daysAhead<AvailabilityAnswer>((failure) => !(failure instanceof BookingRefusal) || failure.refusal.kind !== 'refused'),
  );
  const first = state.step === 'choose' ? nextVisit(choice, keptHolds(state)) : null;
  useEffect(() => {
    if (!config || !first || !isCanadianPostalCode(postalCode)) return;
    ahead.current.ask(daysKey(first, postalCode), () => bookingApi(config, locale).availability(first, postalCode));
  }, [config, locale, first, postalCode]);

  /** The next visit without a place: its days are loaded and shown; with every visit held, the details. */
  const goOn = async (holds: Holds) => {
    const next = nextVisit(choice, holds);
    if (!next) {
      await Promise.all([loadDetailsStep(), loadDetailsForm()]);
      return dispatch({ type: 'detailsShown' });
    }
    if (!api) return;
    // The day step's code comes with the days (both asked for before the click: the days as the postal code became valid).
    const [days] = await Promise.all([
      ahead.current.take(daysKey(next, postalCode), () => api.availability(next, postalCode)),
      loadDaySteps(),
    ]);
    dispatch({ type: 'daysShown', availability: days });
    // A half-day's hold waits for its call alone: the integrity token it needs is asked for while the visitor chooses.
    token.current = api.prepare();
  };

  // One action at a time: the old problem stays until this one succeeds (then it is cleared) or fails (then replaced).
  const run = async (work: Work, action: () => Promise<void>) => {
    if (working.current) return;
    working.current = true;
    dispatch({ type: 'started', work });
    try {
      await action();
      dispatch({ type: 'succeeded' });
    } catch (failure) {
      // An unserved area's request form is shown with the refusal, not 300 ms after it: its code comes first.
      if (failure instanceof BookingRefusal && failure.code === 'unservedArea') await loadUnservedArea().catch(() => undefined);
      dispatch({ type: 'failed', failure, message: say(failure) });
    } finally {
      working.current = false;
    }
  };

  /** "Voir les dates libres": false when the postal code is refused (its field says why and takes the focus). */
  const seeDays = () => {
    if (working.current) return true;
    if (!isCanadianPostalCode(postalCode)) {
      dispatch({ type: 'postalCodeRefused' });
      return false;
    }
    dispatch({ type: 'searched' });
    void run('days', () => goOn(keptHolds(state)));
    return true;
  };

  const pick = (day: string, half: BookingHalf) =>
    void run({ day, half }, async () => {
      if (!api || !availability) return;
      const service = availability.service;
      try {
        await token.current;
        const hold = await api.hold({ service, postalCode, day, half });
        const visit = { holdId: hold.holdId, day, half, deadline: Date.now() + hold.expiresIn * 1000 };
        dispatch({ type: 'held', service, visit });
        await goOn({ ...held, [service]: visit });
      } catch (failure) {
        // Someone took the last place meanwhile: the days are read again, so the list says what is left.
        if (failure instanceof BookingRefusal && failure.code === 'full')
          dispatch({ type: 'daysRead', availability: await api.availability(service, postalCode) });
        throw failure;
      }
    });

  const expire = useCallback(() => dispatch({ type: 'expired', now: Date.now() }), []);

  const chooseAgain = () => void run('days', () => goOn(liveHolds(held, Date.now())));

  const confirm = (customer: BookingCustomer) =>
    void run('confirm', async () => {
      if (!api) return;
      const [first, second] = visits.map((service): VisitRequest => {
        const { holdId, offerToken } = held[service]!;
        return offerToken ? { offerToken } : { holdId: holdId! };
      });
      dispatch({ type: 'detailsRefused', fields: undefined });
      try {
        // The confirmation's code comes with the answer (it was asked for on the details); a failure to fetch it does not
        // make the booking fail: it is fetched again as it shows.
        const [booking] = await Promise.all([
          api.book({
            service: visits[0]!,
            offer,
            package: address.package,
            poolType: state.poolType,
            price: priceOf(choice, state.prices),
            customer,
            first: first!,
            ...(second ? { second } : {}),
          }),
          loadDoneStep().catch(() => undefined),
        ]);
        dispatch({ type: 'booked', booking, email: customer.email });
      } catch (failure) {
        if (failure instanceof BookingRefusal) {
          if (failure.code === 'priceChanged') dispatch({ type: 'pricesRead', prices: await api.prices() });
          if (failure.code === 'holdExpired' || failure.code === 'holdNotFound') {
            const lost = failure.body.service;
            dispatch({ type: 'holdLost', service: lost });
            if (lost) dispatch({ type: 'daysRead', availability: await api.availability(lost, postalCode) });
          }
          // A valid postal code of another area than the held places': said as such, the field marked.
          const otherArea =
            failure.code === 'invalidBooking' &&
            failure.body.fields?.some((field) => field.field === 'postalCode') &&
            isCanadianPostalCode(customer.postalCode);
          if (otherArea && availability) {
            dispatch({ type: 'detailsRefused', fields: failure.body.fields });
            throw bookingRefusal(failure.status, { ...failure.body, error: 'otherArea', fsa: availability.area.fsa });
          }
        }
        throw failure;
      }
    });

  /** A full half-day's waiting list: the confirmation mail's hours, or null when the API refused (said in the alert). */
  const joinWaitlist = async (waiter: { firstname: string; email: string }) => {
    if (!api || !state.waitFor) return null;
    try {
      const { confirmHours } = await api.waitlist({ ...state.waitFor, postalCode, ...waiter });
      dispatch({ type: 'sideAnswered', refusal: null });
      return confirmHours;
    } catch (failure) {
      dispatch({ type: 'sideAnswered', refusal: say(failure) });
      return null;
    }
  };

  /** An unserved area's request to be told: true when the API kept it. */
  const askArea = async (email: string) => {
    if (!api) return false;
    try {
      await api.areaWaitlist({ postalCode, email, consent: true });
      dispatch({ type: 'sideAnswered', refusal: null });
      return true;
    } catch (failure) {
      dispatch({ type: 'sideAnswered', refusal: say(failure) });
      return false;
    }
  };

  return { state, dispatch, ready: api !== null, seeDays, pick, expire, chooseAgain, confirm, joinWaitlist, askArea };
}
