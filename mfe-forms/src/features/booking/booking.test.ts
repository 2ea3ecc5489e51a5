import { describe, expect, it } from 'vitest';
import { refusalOf } from '@storefront/catalogue-data/store-api';
import { bookingCustomerSchema } from '@storefront/validation';
import { BOOKING_REFUSAL_CODES, type PriceTable } from '@storefront/validation/booking-wire';
import {
  aloneOf,
  CUSTOMER_FIELDS,
  dateOfDay,
  dayOfDate,
  dayStates,
  firstOpenDay,
  formatDay,
  formatInstant,
  onCustomerFields,
  plan,
  priceOf,
  readAddress,
  remaining,
  savingOf,
} from './booking';
import { BookingRefusal, bookingRefusal } from './api';
import { BOOKING_MESSAGES } from './messages';
import { refusalMessage } from './refusals';

/** Spec §9's prices as GET /bookings/prices answers them. */
const PRICES: PriceTable = {
  opening: { single: 119, combo: 218, combo2Years: 208 },
  closing: { single: 119, combo: 218, combo2Years: 208 },
};

describe('what a choice books and costs', () => {
  it('books one visit alone, or a combo’s opening then its closing', () => {
    expect(plan('closing')).toEqual({ offer: 'single', visits: ['closing'] });
    expect(plan('combo2Years')).toEqual({ offer: 'combo2Years', visits: ['opening', 'closing'] });
  });

  it('prices it from the API’s table, a combo’s saving against both visits alone (spec §9)', () => {
    expect(priceOf('opening', PRICES)).toBe(119);
    expect(priceOf('combo', PRICES)).toBe(218);
    expect(savingOf('combo', PRICES)).toBe(20);
    expect(savingOf('combo2Years', PRICES)).toBe(30);
    expect(savingOf('closing', PRICES)).toBe(0);
    // What a package is compared with: both visits at their single price.
    expect(aloneOf('combo2Years', PRICES)).toBe(238);
    expect(aloneOf('opening', PRICES)).toBe(119);
    // Never the page's own numbers: a new table is the new price.
    expect(priceOf('combo', { ...PRICES, opening: { ...PRICES.opening, combo: 228 } })).toBe(228);
  });
});

describe('the page’s address', () => {
  it('names a package (the highlighted one by default) and perhaps a service', () => {
    expect(readAddress(new URLSearchParams('forfait=forfait_3'))).toEqual({ kind: 'book', package: 'forfait_3', choice: null });
    expect(readAddress(new URLSearchParams('forfait=forfait_9&service=closing'))).toEqual({
      kind: 'book',
      package: 'forfait_2',
      choice: 'closing',
    });
  });

  it('reads the mail’s signed link, the waiting list’s confirmation and its offer as the API writes them', () => {
    expect(readAddress(new URLSearchParams('reservation=R-1001&key=abc_-1'))).toEqual({ kind: 'manage', number: 'R-1001', key: 'abc_-1' });
    const offer = '0b7c3c2e-8f1a-4c55-9d1e-0a6b2f3c4d5e.Yq3b2_-x';
    expect(readAddress(new URLSearchParams(`service=opening&offer=${offer}&day=2027-04-19&half=morning`))).toEqual({
      kind: 'offer',
      service: 'opening',
      offerToken: offer,
      day: '2027-04-19',
      half: 'morning',
      package: 'forfait_2',
    });
    // An offer's link cut short, or carrying anything but a token, is a plain booking.
    expect(readAddress(new URLSearchParams(`service=opening&offer=${offer}`)).kind).toBe('book');
    expect(readAddress(new URLSearchParams('service=opening&offer=<script>&day=2027-04-19&half=morning')).kind).toBe('book');
    const token = '0b7c3c2e-8f1a-4c55-9d1e-0a6b2f3c4d5e.1776000000.Yq3b2_-x';
    expect(readAddress(new URLSearchParams(`waitlist=${token}&service=closing&day=2027-09-13&half=afternoon`))).toEqual({
      kind: 'waitlist',
      token,
      slot: { service: 'closing', day: '2027-09-13', half: 'afternoon' },
    });
    // Without its half-day the link still confirms: the page only cannot name it before the click.
    expect(readAddress(new URLSearchParams(`waitlist=${token}`))).toEqual({ kind: 'waitlist', token, slot: null });
  });
});

describe('the hold’s countdown', () => {
  it('counts minutes and seconds down to 0:00, never below', () => {
    expect(remaining(600_000, 0).text).toBe('10:00');
    expect(remaining(600_000, 540_500)).toEqual({ seconds: 60, text: '1:00' });
    expect(remaining(600_000, 599_001).text).toBe('0:01');
    expect(remaining(600_000, 700_000)).toEqual({ seconds: 0, text: '0:00' });
  });
});

describe('the days', () => {
  const days = [
    { day: '2027-04-19', weekday: 1, morning: 0, afternoon: 0 },
    { day: '2027-05-03', weekday: 1, morning: 0, afternoon: 2 },
    { day: '2027-06-07', weekday: 1, morning: 6, afternoon: 6 },
  ];
  it('opens on the first day with room left, else the first day listed', () => {
    expect(firstOpenDay(days)).toBe('2027-05-03');
    expect(firstOpenDay(days.slice(0, 1))).toBe('2027-04-19');
    expect(firstOpenDay([])).toBeUndefined();
  });
  it('shows a listed day with room as open, a listed day without as full, any other day as closed', () => {
    const state = dayStates(days);
    expect(state('2027-05-03')).toBe('open');
    expect(state('2027-06-07')).toBe('open');
    expect(state('2027-04-19')).toBe('full');
    // A Sunday, or a day outside the season: not a day the crews come.
    expect(state('2027-04-18')).toBe('closed');
  });
  it('turns a day into the picker’s date and back, the same day', () => {
    for (const day of ['2027-01-01', '2027-03-14', '2027-11-07', '2027-12-31']) expect(dayOfDate(dateOfDay(day))).toBe(day);
    expect(dateOfDay('2027-04-19').getDate()).toBe(19);
  });
  it('writes a day the same in every time zone', () => {
    expect(formatDay('2027-04-19', 'fr')).toBe('lundi 19 avril 2027');
    expect(formatDay('2027-04-19', 'en')).toBe('Monday, April 19, 2027');
  });
  it('writes a day and an instant each in its own form, whichever came first in that language', () => {
    expect(formatDay('2027-04-19', 'fr')).toBe('lundi 19 avril 2027');
    // The 48-hour limit, in the store's zone (12:00 UTC is 8:00 in Montréal in April).
    expect(formatInstant('2027-04-17T12:00:00.000Z', 'fr')).toBe('samedi 17 avril 2027 à 08 h 00');
    expect(formatDay('2027-04-20', 'fr')).toBe('mardi 20 avril 2027');
  });
});

describe('refusals in words', () => {
  const fr = BOOKING_MESSAGES.fr;
  it('says the unserved area with the API’s phone, the season’s window, the new price', () => {
    expect(refusalMessage(bookingRefusal(422, { error: 'unservedArea', phone: '450 555-0123' }), fr, 'fr', '1 800 555-0199')).toBe(
      'Nous ne desservons pas encore ce secteur. Appelez-nous au 450 555-0123.',
    );
    expect(
      refusalMessage(bookingRefusal(422, { error: 'outsideSeason', window: { from: '2027-09-01', to: '2027-10-31' } }), fr, 'fr', ''),
    ).toBe('Cette date est hors de la saison\u00a0: du mercredi 1 septembre 2027 au dimanche 31 octobre 2027.');
    expect(refusalMessage(bookingRefusal(409, { error: 'priceChanged', price: 228 }), BOOKING_MESSAGES.en, 'en', '')).toBe(
      'The price has changed: it is now $228.00. Check it before confirming.',
    );
  });
  it('says the bounds the API counts with its numbers, and an expired confirmation link with its hours', () => {
    expect(refusalMessage(bookingRefusal(429, { error: 'tooManyHolds', limit: 3 }), fr, 'fr', '')).toBe(
      'Vous retenez déjà 3 places. Confirmez votre réservation ou attendez que leurs 10 minutes soient écoulées avant d’en retenir une autre.',
    );
    expect(
      refusalMessage(bookingRefusal(429, { error: 'waitlistAddressLimit', limit: 3 }), BOOKING_MESSAGES.en, 'en', '1 800 555-0199'),
    ).toBe(
      'This email address already has 3 waiting-list requests this season, confirmed or awaiting confirmation: that is the most we take. Call us at 1 800 555-0199 for another date.',
    );
    expect(refusalMessage(bookingRefusal(410, { error: 'waitlistLinkExpired', hours: 48 }), fr, 'fr', '')).toBe(
      'Ce lien de confirmation est expiré\u00a0: il était valide 48 heures. Inscrivez-vous de nouveau à la liste d’attente pour en recevoir un autre.',
    );
  });
  it('has a message in both languages for every refusal code of the wire, and a fallback for the rest', () => {
    for (const code of BOOKING_REFUSAL_CODES)
      for (const text of Object.values(BOOKING_MESSAGES)) expect(text.errors[code], code).toBeTruthy();
    const unreachable =
      'Le service de réservation ne répond pas. Vérifiez votre connexion et réessayez, ou appelez-nous au 1 800 555-0199.';
    expect(refusalMessage(new BookingRefusal({ kind: 'network', status: 0 }), fr, 'fr', '1 800 555-0199')).toBe(unreachable);
    expect(refusalMessage(new BookingRefusal({ kind: 'timeout' }), fr, 'fr', '1 800 555-0199')).toBe(unreachable);
    expect(refusalMessage(new BookingRefusal(refusalOf(418, { error: 'teapot', message: 'Le message de l’API.' })), fr, 'fr', '')).toBe(
      'Le message de l’API.',
    );
    expect(
      refusalMessage(bookingRefusal(400, { error: 'invalidBooking', fields: [{ field: 'postalCode', rule: 'pattern' }] }), fr, 'fr', ''),
    ).toBe('Entrez un code postal canadien valide, par exemple H7S 1M9.');
  });
});

describe('a refusal said on the details form’s fields', () => {
  it('knows the fields of the schema the store API checks a booking’s customer with', () => {
    expect([...CUSTOMER_FIELDS].sort()).toEqual(Object.keys(bookingCustomerSchema.shape).sort());
  });
  it('takes a refusal whose every field the form shows, and no other', () => {
    expect(onCustomerFields([{ field: 'email' }, { field: 'postalCode' }])).toBe(true);
    expect(onCustomerFields([{ field: 'email' }, { field: 'holdId' }])).toBe(false);
    expect(onCustomerFields([])).toBe(false);
    expect(onCustomerFields(undefined)).toBe(false);
  });
});
