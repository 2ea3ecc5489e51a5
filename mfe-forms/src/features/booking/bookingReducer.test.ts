import { describe, expect, it } from 'vitest';
import type { Availability, BookingAnswer, PriceTable } from '@storefront/validation/booking-wire';
import { bookingRefusal } from './api';
import { formatHalfDay } from './booking';
import {
  bookingReducer,
  holdDeadline,
  initialBooking,
  keptHolds,
  liveHolds,
  nextVisit,
  type BookingAction,
  type BookingState,
  type HeldVisit,
} from './bookingReducer';
import { BOOKING_MESSAGES } from './messages';

/** Spec §9's prices as GET /bookings/prices answers them. */
const PRICES: PriceTable = {
  opening: { single: 119, combo: 218, combo2Years: 208 },
  closing: { single: 119, combo: 218, combo2Years: 208 },
};
/** GET /bookings/availability's answer (mfe-forms' api.ts), one week of a Laval season. */
const days = (service: 'opening' | 'closing'): Availability => ({
  area: { fsa: 'H7S', name: 'Laval' },
  service,
  window: service === 'opening' ? { from: '2027-04-12', to: '2027-06-04' } : { from: '2027-09-07', to: '2027-10-29' },
  days: [{ day: service === 'opening' ? '2027-04-19' : '2027-09-13', weekday: 1, morning: 2, afternoon: 0 }],
});
const hold = (day: string, deadline: number | null = 600_000): HeldVisit => ({ holdId: `hold-${day}`, day, half: 'morning', deadline });
/** POST /bookings' answer for a combo (the wire's BookingAnswer). */
const BOOKED: BookingAnswer = {
  number: 'R-1042',
  service: 'opening',
  offer: 'combo',
  fsa: 'H7S',
  day: '2027-04-19',
  half: 'morning',
  price: 218,
  crew: 1,
  total: 218,
  second: { number: 'R-1043', service: 'closing', offer: 'combo', fsa: 'H7S', day: '2027-09-13', half: 'morning', price: 0, crew: 1 },
};

const run = (state: BookingState, ...actions: BookingAction[]) => actions.reduce(bookingReducer, state);
const fresh = () => initialBooking(PRICES, { kind: 'book', package: 'forfait_2', choice: null });
/** A combo's search for H7S 1M9, its days shown. */
const onDays = () =>
  run(
    fresh(),
    { type: 'postalCodeTyped', postalCode: 'h7s1m9' },
    { type: 'searched' },
    { type: 'started', work: 'days' },
    { type: 'daysShown', availability: days('opening') },
    { type: 'succeeded' },
  );
/** Both visits of the combo held, on the details. */
const onDetails = () =>
  run(
    onDays(),
    { type: 'held', service: 'opening', visit: hold('2027-04-19', 700_000) },
    { type: 'daysShown', availability: days('closing') },
    { type: 'held', service: 'closing', visit: hold('2027-09-13', 600_000) },
    { type: 'detailsShown' },
  );

describe('a new booking’s start', () => {
  it('starts on the first step with the address’s service, the combo by default, nothing held', () => {
    expect(fresh()).toMatchObject({ step: 'choose', choice: 'combo', poolType: 'aboveGround', held: {}, work: null, problem: null });
    expect(initialBooking(PRICES, { kind: 'book', package: 'forfait_1', choice: 'closing' }).choice).toBe('closing');
  });
  it('holds a waiting list’s offer from the start, without a countdown', () => {
    const offered = initialBooking(PRICES, {
      kind: 'offer',
      service: 'closing',
      offerToken: 'token.sig',
      day: '2027-09-13',
      half: 'afternoon',
      package: 'forfait_2',
    });
    expect(offered.choice).toBe('closing');
    expect(offered.held).toEqual({ closing: { offerToken: 'token.sig', day: '2027-09-13', half: 'afternoon', deadline: null } });
  });
});

describe('the first step', () => {
  it('keeps what is chosen and typed; a new postal code hides the unserved area’s form', () => {
    const unserved = { ...fresh(), unserved: { fsa: 'H2X', areas: [] } };
    const state = run(
      unserved,
      { type: 'chosen', choice: 'opening' },
      { type: 'poolTypeChosen', poolType: 'inground' },
      { type: 'postalCodeTyped', postalCode: 'H2X 1Y5' },
    );
    expect(state).toMatchObject({ choice: 'opening', poolType: 'inground', postalCode: 'H2X 1Y5', unserved: null });
  });
  it('says a refused postal code on its field', () => {
    expect(bookingReducer(fresh(), { type: 'postalCodeRefused' }).problem).toEqual({ kind: 'postalCode' });
  });
  it('remembers the area searched, normalized', () => {
    expect(run(fresh(), { type: 'postalCodeTyped', postalCode: 'h7s1m9' }, { type: 'searched' }).searched).toBe('H7S 1M9');
  });
  it('refuses another package while the days are on their way, or once past the first step', () => {
    const searching = run(fresh(), { type: 'started', work: 'days' });
    expect(bookingReducer(searching, { type: 'chosen', choice: 'opening' })).toBe(searching);
    const days = onDays();
    expect(bookingReducer(days, { type: 'chosen', choice: 'opening' })).toBe(days);
  });
});

describe('a new search keeps only the holds that still fit', () => {
  const held = {
    opening: hold('2027-04-19'),
    closing: { offerToken: 'offer', day: '2027-09-13', half: 'morning' as const, deadline: null },
  };
  it('keeps both in the same area for the same combo', () => {
    expect(keptHolds({ held, choice: 'combo', postalCode: 'h7s 1m9', searched: 'H7S 1M9' })).toEqual(held);
  });
  it('drops a visit the new choice does not include', () => {
    expect(keptHolds({ held, choice: 'closing', postalCode: 'H7S 1M9', searched: 'H7S 1M9' })).toEqual({ closing: held.closing });
  });
  it('keeps only the waiting list’s offer in another area', () => {
    expect(keptHolds({ held, choice: 'combo', postalCode: 'J7A 1A1', searched: 'H7S 1M9' })).toEqual({ closing: held.closing });
  });
  it('is what the search leaves held', () => {
    const state = run(onDetails(), { type: 'back' }, { type: 'postalCodeTyped', postalCode: 'J7A 1A1' }, { type: 'searched' });
    expect(state.held).toEqual({});
    expect(state.searched).toBe('J7A 1A1');
  });
});

describe('the visits’ places', () => {
  it('asks a combo’s opening, then its closing, then none', () => {
    expect(nextVisit('combo', {})).toBe('opening');
    expect(nextVisit('combo', { opening: hold('2027-04-19') })).toBe('closing');
    expect(nextVisit('combo', { opening: hold('2027-04-19'), closing: hold('2027-09-13') })).toBeNull();
    expect(nextVisit('closing', { opening: hold('2027-04-19') })).toBe('closing');
  });
  it('counts down to the first held place’s end, never a waiting list’s offer', () => {
    expect(holdDeadline(onDetails())).toBe(600_000);
    expect(
      holdDeadline({ choice: 'closing', held: { closing: { offerToken: 'o', day: '2027-09-13', half: 'morning', deadline: null } } }),
    ).toBeNull();
    // A hold of a visit the choice no longer includes does not count.
    expect(holdDeadline({ choice: 'opening', held: { closing: hold('2027-09-13', 5) } })).toBeNull();
  });
  it('keeps the holds still running', () => {
    const held = {
      opening: hold('2027-04-19', 1_000),
      closing: { offerToken: 'o', day: '2027-09-13', half: 'morning' as const, deadline: null },
    };
    expect(liveHolds(held, 999)).toEqual(held);
    expect(liveHolds(held, 1_000)).toEqual({ closing: held.closing });
  });
});

describe('the calendar and the details', () => {
  it('shows the days, holds each visit’s half-day, and reaches the details once both are held', () => {
    expect(onDays()).toMatchObject({ step: 'day', availability: days('opening'), work: null });
    const state = onDetails();
    expect(state.step).toBe('details');
    expect(Object.keys(state.held)).toEqual(['opening', 'closing']);
  });
  it('refuses the details while a visit has no place', () => {
    const half = run(onDays(), { type: 'held', service: 'opening', visit: hold('2027-04-19') });
    expect(bookingReducer(half, { type: 'detailsShown' })).toBe(half);
  });
  it('refuses a hold outside the calendar, or of another visit than the one shown', () => {
    expect(bookingReducer(fresh(), { type: 'held', service: 'opening', visit: hold('2027-04-19') }).held).toEqual({});
    const days = onDays();
    expect(bookingReducer(days, { type: 'held', service: 'closing', visit: hold('2027-09-13') })).toBe(days);
  });
  it('opens a full half-day’s waiting list for the visit shown, and closes it', () => {
    const waiting = bookingReducer(onDays(), { type: 'waitlistOpened', day: '2027-04-19', half: 'afternoon' });
    expect(waiting.waitFor).toEqual({ service: 'opening', day: '2027-04-19', half: 'afternoon' });
    expect(bookingReducer(waiting, { type: 'waitlistClosed' }).waitFor).toBeNull();
    expect(bookingReducer(fresh(), { type: 'waitlistOpened', day: '2027-04-19', half: 'afternoon' }).waitFor).toBeNull();
  });
  it('drops the places whose time ran out and says so', () => {
    const state = bookingReducer(onDetails(), { type: 'expired', now: 650_000 });
    expect(state.problem).toEqual({ kind: 'expired' });
    expect(Object.keys(state.held)).toEqual(['opening']);
    // Only the details count down.
    expect(bookingReducer(onDays(), { type: 'expired', now: 650_000 })).toEqual(onDays());
  });
  it('goes back to the calendar for a hold the API lost; every hold when it does not say which', () => {
    expect(bookingReducer(onDetails(), { type: 'holdLost', service: 'closing' })).toMatchObject({
      step: 'day',
      held: { opening: hold('2027-04-19', 700_000) },
    });
    expect(bookingReducer(onDetails(), { type: 'holdLost' }).held).toEqual({});
  });
  it('goes back to the first step with "Modifier", never during an action or after the confirmation', () => {
    expect(bookingReducer(onDetails(), { type: 'back' }).step).toBe('choose');
    const confirming = bookingReducer(onDetails(), { type: 'started', work: 'confirm' });
    expect(bookingReducer(confirming, { type: 'back' })).toBe(confirming);
  });
});

describe('one action at a time, one problem at a time', () => {
  it('refuses a second action while one is under way', () => {
    const working = bookingReducer(onDays(), { type: 'started', work: { day: '2027-04-19', half: 'morning' } });
    expect(bookingReducer(working, { type: 'started', work: 'days' })).toBe(working);
  });
  it('clears the old problem when the action succeeds', () => {
    const state = run(
      { ...onDays(), problem: { kind: 'refusal', text: 'Complet' } },
      { type: 'started', work: 'days' },
      { type: 'succeeded' },
    );
    expect(state).toMatchObject({ work: null, problem: null });
  });
  it('says a refusal in the page’s words', () => {
    const failure = bookingRefusal(409, { error: 'full' });
    const state = run(
      onDays(),
      { type: 'started', work: { day: '2027-04-19', half: 'morning' } },
      { type: 'failed', failure, message: 'Complet' },
    );
    expect(state).toMatchObject({ work: null, problem: { kind: 'refusal', text: 'Complet' } });
  });
  it('shows an unserved area’s areas and request, its postal code’s beginning when the API does not name it', () => {
    const failure = bookingRefusal(422, { error: 'unservedArea', areas: [{ name: 'Laval', fsas: ['H7S'] }] });
    const state = run(
      fresh(),
      { type: 'postalCodeTyped', postalCode: 'h2x 1y4' },
      { type: 'searched' },
      { type: 'started', work: 'days' },
      { type: 'failed', failure, message: 'Nous ne desservons pas encore ce secteur.' },
    );
    expect(state.unserved).toEqual({ fsa: 'H2X', areas: [{ name: 'Laval', fsas: ['H7S'] }] });
    expect(state.problem).toEqual({ kind: 'refusal', text: 'Nous ne desservons pas encore ce secteur.' });
  });
  it('says refused customer fields on the form alone, other refused fields in the alert too', () => {
    const fields = [{ field: 'email', rule: 'email' }];
    const confirming = bookingReducer(onDetails(), { type: 'started', work: 'confirm' });
    const onForm = bookingReducer(confirming, {
      type: 'failed',
      failure: bookingRefusal(400, { error: 'invalidBooking', fields }),
      message: 'Vérifiez',
    });
    expect(onForm).toMatchObject({ problem: null, refused: fields });
    const other = [{ field: 'holdId', rule: 'required' }];
    const inAlert = bookingReducer(confirming, {
      type: 'failed',
      failure: bookingRefusal(400, { error: 'invalidBooking', fields: other }),
      message: 'Vérifiez',
    });
    expect(inAlert).toMatchObject({ problem: { kind: 'refusal', text: 'Vérifiez' }, refused: other });
  });
  it('ignores an outcome without an action under way', () => {
    const days = onDays();
    expect(bookingReducer(days, { type: 'succeeded' })).toBe(days);
    expect(bookingReducer(days, { type: 'failed', failure: new Error('late'), message: 'x' })).toBe(days);
  });
  it('says the answer of a side form (the waiting list, the unserved area’s request), or clears the alert', () => {
    const refused = bookingReducer(onDays(), { type: 'sideAnswered', refusal: 'Déjà 3 demandes' });
    expect(refused.problem).toEqual({ kind: 'refusal', text: 'Déjà 3 demandes' });
    expect(bookingReducer(refused, { type: 'sideAnswered', refusal: null }).problem).toBeNull();
  });
});

describe('the confirmation', () => {
  it('takes the new price the API gives, and its refused fields on the details', () => {
    const prices = { ...PRICES, opening: { ...PRICES.opening, combo: 228 } };
    expect(bookingReducer(onDetails(), { type: 'pricesRead', prices }).prices).toBe(prices);
    const fields = [{ field: 'postalCode', rule: 'area' }];
    expect(bookingReducer(onDetails(), { type: 'detailsRefused', fields }).refused).toBe(fields);
  });
  it('shows the booking once confirmed from the details, and only from there', () => {
    const done = bookingReducer(onDetails(), { type: 'booked', booking: BOOKED, email: 'marie@example.com' });
    expect(done).toMatchObject({ step: 'done', booked: { booking: BOOKED, email: 'marie@example.com' } });
    const days = onDays();
    expect(bookingReducer(days, { type: 'booked', booking: BOOKED, email: 'marie@example.com' })).toBe(days);
    // Nothing moves a confirmed booking back.
    expect(bookingReducer(done, { type: 'daysShown', availability: days.availability! })).toBe(done);
    expect(bookingReducer(done, { type: 'back' })).toBe(done);
  });
});

describe('a half-day in words', () => {
  it('says the day, then the half-day in lower case, in each language', () => {
    expect(formatHalfDay('2027-04-19', 'morning', 'fr', BOOKING_MESSAGES.fr.halves)).toBe('lundi 19 avril 2027, avant-midi (8 h à 12 h)');
    expect(formatHalfDay('2027-09-13', 'afternoon', 'en', BOOKING_MESSAGES.en.halves)).toBe(
      'Monday, September 13, 2027, afternoon (1 p.m. to 5 p.m.)',
    );
  });
});
