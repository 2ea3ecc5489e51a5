// The booking of seasonal services (ADR 0041): areas and capacity, availability, holds, confirmation and its mails, the
// waiting list, the signed link, the staff's day, and twenty visitors racing for the last place (PGlite, or a real Postgres
// server with TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import {
  bookOpening,
  customer,
  decodedMail,
  pagePost as post,
  setCapacity,
  staffRequest as staff,
  startBookingApi,
  testApiPerTest,
  type TestApi,
} from './helpers';
import { passExpiredOffers } from '../src/booking/places';
import { bookingContext } from '../src/booking/context';

const freshApi = testApiPerTest();
const MONDAY = '2026-04-20';
const SUNDAY = '2026-04-19';
/** In the closings' window (September 1 to October 31): a combo's second visit. */
const FALL_MONDAY = '2026-09-14';

const bookingApi = () => startBookingApi(freshApi);

/** Monday morning unless said. */
const book = (t: TestApi, extra: Record<string, unknown> = {}, who = customer) =>
  bookOpening(t, { day: MONDAY, half: 'morning', ...extra }, who);

/** Asks for the waiting list of a half-day (Monday morning unless said) for an address. */
const wait = (t: TestApi, email: string, firstname: string, slot: { day?: string; half?: string } = {}) =>
  post(t, '/bookings/waitlist', { service: 'opening', postalCode: 'H7S 1M9', day: MONDAY, half: 'morning', email, firstname, ...slot });

/** The token of the newest link of that kind (`waitlist`: the confirmation, `offer`: the offer) mailed to an address. */
async function mailedToken(t: TestApi, email: string, kind: 'waitlist' | 'offer'): Promise<string> {
  await t.outbox.drain();
  const mails = t.mail.state.sent.filter((m) => m.to === email && new RegExp(`[?&]${kind}=`).test(decodedMail(m.raw)));
  expect(mails.length).toBeGreaterThan(0);
  return new RegExp(`[?&]${kind}=([\\w.-]+)`).exec(decodedMail(mails.at(-1)!.raw))![1]!;
}

/** The owner's click on the confirmation link: the waiting list's entry takes its place in line. */
const confirmWait = async (t: TestApi, email: string) =>
  post(t, '/bookings/waitlist/confirm', { token: await mailedToken(t, email, 'waitlist') });

/** The calendar file attached to a raw mail, decoded and unfolded into its lines. */
function icsOf(raw: string): string[] {
  const part = raw.split(/\r?\n--/).find((chunk) => /content-type: text\/calendar/i.test(chunk));
  expect(part).toBeDefined();
  const [head, ...body] = part!.split(/\r?\n\r?\n/);
  const encoded = body.join('\n\n');
  const text = /base64/i.test(head!) ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8') : encoded;
  return text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

describe('availability', () => {
  it('lists the area’s working days in the season with the places of each half-day', async () => {
    const { t } = await bookingApi();
    const response = await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=h7s1m9' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.area).toEqual({ fsa: 'H7S', name: 'Laval' });
    expect(body.window).toEqual({ from: '2026-04-15', to: '2026-06-15' });
    expect(body.prices).toEqual({ single: 119, combo: 218, combo2Years: 208 });
    expect(body.days[0]).toEqual({ day: '2026-04-15', weekday: 3, morning: 6, afternoon: 6 });
    expect(body.days.some((d: { weekday: number }) => d.weekday === 7)).toBe(false);
    expect(body.days.at(-1).day).toBe('2026-06-15');
  });

  it('refuses an area the store does not serve, in both languages, with the phone', async () => {
    const { t } = await bookingApi();
    const fr = await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=H2X1Y4&lang=fr' });
    expect(fr.statusCode).toBe(422);
    expect(fr.json()).toMatchObject({ error: 'unservedArea', fsa: 'H2X', phone: '450 555-0123' });
    expect(fr.json().message).toBe('Nous ne desservons pas encore ce secteur. Appelez-nous au 450 555-0123.');
    const en = await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=H2X1Y4&lang=en' });
    expect(en.json().message).toBe('We do not serve this area yet. Call us at 450 555-0123.');
    expect((await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=90210' })).json().error).toBe('invalidBooking');
  });

  it('follows the seasons staff set, and the capacity they set', async () => {
    const { t } = await bookingApi();
    expect((await staff(t, 'PUT', '/staff/booking/seasons/opening', { starts: '05-01', ends: '05-31' })).statusCode).toBe(200);
    expect((await setCapacity(t, 3, 2)).statusCode).toBe(200);
    const body = (await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=H7S1M9' })).json();
    expect(body.window).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(body.days[0]).toMatchObject({ day: '2026-05-01', morning: 6 });
    expect((await t.app.inject({ method: 'PUT', url: '/staff/booking/areas/H7S', payload: { name: 'x' } })).statusCode).toBe(401);
    // One day with one crew fewer, another without any.
    expect((await staff(t, 'PUT', '/staff/booking/areas/H7S/days/2026-05-04', { crews: 2 })).statusCode).toBe(200);
    expect((await staff(t, 'PUT', '/staff/booking/areas/H7S/days/2026-05-05', { crews: 0 })).statusCode).toBe(200);
    const days = (await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=H7S1M9' })).json().days;
    expect(days.find((d: { day: string }) => d.day === '2026-05-04')).toMatchObject({ morning: 4, afternoon: 4 });
    expect(days.some((d: { day: string }) => d.day === '2026-05-05')).toBe(false);
    const closed = await post(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day: '2026-05-05', half: 'morning' });
    expect(closed.json().error).toBe('closedDay');
    expect((await staff(t, 'PUT', '/staff/booking/areas/H7S/days/2026-05-05', { crews: null })).statusCode).toBe(200);
    expect(
      (await post(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day: '2026-05-05', half: 'morning' })).statusCode,
    ).toBe(201);
    expect((await staff(t, 'PUT', '/staff/booking/areas/Q9Q/days/2026-05-05', { crews: 1 })).statusCode).toBe(400);
    expect((await staff(t, 'PUT', '/staff/booking/seasons/opening', { starts: '02-30', ends: '05-31' })).statusCode).toBe(400);
  });
});

describe('bad days', () => {
  it('refuses a past day, a day outside the window and a day the crews are elsewhere, storing nothing', async () => {
    const { t } = await bookingApi();
    const hold = (day: string, lang = 'fr') =>
      post(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day, half: 'morning' }, { lang });
    expect((await hold('2026-03-31')).json()).toMatchObject({ statusCode: 422, error: 'pastDay' });
    const outside = await hold('2026-06-16', 'en');
    expect(outside.json()).toMatchObject({ error: 'outsideSeason', window: { from: '2026-04-15', to: '2026-06-15' } });
    expect(outside.json().message).toBe('This date is outside the season: from Wednesday, April 15, 2026 to Monday, June 15, 2026.');
    expect((await hold(SUNDAY)).json().error).toBe('closedDay');
    expect((await hold('2026-02-30')).json().error).toBe('invalidBooking');
    expect(
      (await post(t, '/bookings/holds', { service: 'pruning', postalCode: 'H7S 1M9', day: MONDAY, half: 'morning' })).json(),
    ).toMatchObject({
      statusCode: 400,
      fields: [{ field: 'service' }],
    });
    expect((await book(t, { package: 'forfait_9' })).json().fields).toEqual([{ field: 'package', rule: 'pattern' }]);
    expect((await book(t, { holdId: '-'.repeat(36) })).json().fields).toEqual([{ field: 'holdId', rule: 'pattern' }]);
    expect((await book(t, { holdId: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({
      statusCode: 404,
      error: 'holdNotFound',
    });
    // Without the integrity token nothing is held.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/bookings/holds',
      payload: { service: 'opening', postalCode: 'H7S 1M9', day: MONDAY, half: 'morning' },
    });
    expect(bare.statusCode).toBe(401);
    expect(await t.count('bookings')).toBe(0);
  });
});

describe('hold and confirmation', () => {
  it('holds a place 10 minutes, confirms it with the price computed here, and mails the customer a calendar file and the store', async () => {
    const { t } = await bookingApi();
    const held = await post(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day: MONDAY, half: 'afternoon' });
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({
      fsa: 'H7S',
      day: MONDAY,
      half: 'afternoon',
      expiresAt: '2026-04-01T14:10:00.000Z',
      expiresIn: 600,
    });
    const left = (await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=H7S1M9' })).json();
    expect(left.days.find((d: { day: string }) => d.day === MONDAY)).toMatchObject({ morning: 6, afternoon: 5 });

    const fall = { day: FALL_MONDAY, half: 'morning' };
    const changed = await book(t, { holdId: held.json().holdId, offer: 'combo', price: 238, second: fall });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error: 'priceChanged', price: 218 });
    expect(changed.json().message).toContain('218,00');

    const invalid = await book(
      t,
      { holdId: held.json().holdId, offer: 'combo', price: 218, second: fall },
      { ...customer, firstname: 'M4rie', phone: '12' },
    );
    expect(invalid.json().fields.map((f: { field: string }) => f.field)).toEqual(['firstname', 'phone']);

    const booked = await book(t, { holdId: held.json().holdId, offer: 'combo', price: 218, second: fall });
    expect(booked.statusCode).toBe(201);
    const booking = booked.json();
    // The combo's two visits, each its own booking with its share of the combo's price and its own link.
    expect(booking).toMatchObject({
      number: 'R-1001',
      service: 'opening',
      offer: 'combo',
      day: MONDAY,
      half: 'afternoon',
      price: 109,
      total: 218,
      crew: 1,
      partner: { number: 'R-1002', service: 'closing', day: FALL_MONDAY, half: 'morning', price: 109, status: 'confirmed' },
      second: { number: 'R-1002', service: 'closing', day: FALL_MONDAY, half: 'morning', price: 109 },
    });
    expect(booking.second.manageUrl).toMatch(/\?reservation=R-1002&key=/);
    expect(booking.manageUrl).toMatch(/\/fr\/reservation-entretien\?reservation=R-1001&key=[\w-]{43}$/);
    // The same confirmation sent again (a lost answer) is the same booking.
    const again = (await book(t, { holdId: held.json().holdId, offer: 'combo', price: 218, second: fall })).json();
    expect([again.number, again.second.number]).toEqual(['R-1001', 'R-1002']);

    await t.outbox.drain();
    const mine = t.mail.state.sent.find((m) => m.to === 'marie@example.com' && m.subject.includes('R-1001'))!;
    expect(mine.subject).toBe('Réservation R-1001 confirmée');
    expect(decodedMail(mine.raw)).toContain('Combo : l’autre visite (fermeture de piscine) est la réservation R-1002');
    expect(decodedMail(mine.raw)).toMatch(/218,00\s\$ pour les deux visites/);
    expect(t.mail.state.sent.find((m) => m.to === 'marie@example.com' && m.subject.includes('R-1002'))?.raw).toContain(
      'reservation-R-1002.ics',
    );
    expect(mine.raw).toContain('reservation-R-1001.ics');
    const ics = icsOf(mine.raw);
    expect(ics).toContain('UID:booking-R-1001@piscinessoleil');
    // 13 h to 17 h in Montréal on April 20 (daylight time, UTC−4).
    expect(ics).toContain('DTSTART:20260420T170000Z');
    expect(ics).toContain('DTEND:20260420T210000Z');
    expect(ics.find((line) => line.startsWith('LOCATION:'))).toContain('Laval H7S 1M9');
    const store = t.mail.state.sent.find((m) => m.to === 'ventes@piscinessoleil.local')!;
    expect(store.subject).toBe('Nouvelle réservation R-1001');
    expect(store.raw).toContain('H7S');
    expect(t.mail.state.sent).toHaveLength(4);
  });

  it('books a combo’s two visits together or neither: a full closing leaves the opening unbooked', async () => {
    const { t } = await bookingApi();
    const combo = { offer: 'combo2Years', price: 208 };
    expect((await book(t, combo)).json()).toMatchObject({ statusCode: 400, fields: [{ field: 'second', rule: 'required' }] });
    expect((await book(t, { ...combo, second: { day: MONDAY, half: 'afternoon' } })).json().error).toBe('outsideSeason');
    await staff(t, 'PUT', `/staff/booking/areas/H7S/days/${FALL_MONDAY}`, { crews: 1 });
    await setCapacity(t, 1, 1);
    expect((await book(t, { service: 'closing', day: FALL_MONDAY }, { ...customer, email: 'first@example.com' })).statusCode).toBe(201);
    const full = await book(t, { ...combo, second: { day: FALL_MONDAY, half: 'morning' } });
    expect(full.json()).toMatchObject({ statusCode: 409, error: 'full', service: 'closing', waitlist: true });
    expect(await t.count("bookings WHERE status = 'confirmed'")).toBe(1);
    expect(await t.count(`bookings WHERE day = '${MONDAY}' AND (status = 'confirmed' OR status = 'held')`)).toBe(0);
    const both = await book(t, { ...combo, second: { day: FALL_MONDAY, half: 'afternoon' } });
    expect(both.json()).toMatchObject({ price: 104, total: 208, second: { service: 'closing', half: 'afternoon', price: 104 } });

    // Cancelling one visit by its link leaves the other booked, and the page reads which one it is.
    const key = new URL(both.json().second.manageUrl).searchParams.get('key')!;
    expect((await post(t, `/bookings/${both.json().second.number}/cancel?key=${key}`, {})).json()).toMatchObject({
      status: 'cancelled',
      partner: { number: both.json().number, status: 'confirmed' },
    });
    const opening = new URL(both.json().manageUrl).searchParams.get('key')!;
    expect((await t.app.inject({ url: `/bookings/${both.json().number}?key=${opening}` })).json()).toMatchObject({
      status: 'confirmed',
      partner: { status: 'cancelled' },
    });
  });

  it('refuses a hold whose 10 minutes are up', async () => {
    const { t, clock } = await bookingApi();
    const held = await post(
      t,
      '/bookings/holds',
      { service: 'opening', postalCode: 'H7S 1M9', day: MONDAY, half: 'morning' },
      { lang: 'en' },
    );
    clock.now += 10 * 60_000 + 1;
    const late = await post(t, '/bookings?lang=en', {
      service: 'opening',
      offer: 'single',
      package: 'forfait_1',
      poolType: 'inground',
      price: 119,
      customer,
      holdId: held.json().holdId,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: 'holdExpired' });
    expect(late.json().message).toContain('10 minutes');
    expect(await t.count("bookings WHERE status = 'confirmed'")).toBe(0);
    expect(await t.count('outbox')).toBe(0);
  });

  it('gives the last place to exactly one of twenty visitors confirming at once; the others are told it is full', async () => {
    const { t } = await bookingApi();
    await setCapacity(t, 2, 2);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await book(t, {}, { ...customer, email })).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(t, {}, { ...customer, email: `racer${i}@example.com` })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toMatchObject({ error: 'full', waitlist: true });
    expect(await t.count(`bookings WHERE status = 'confirmed' AND day = '${MONDAY}' AND half = 'morning'`)).toBe(4);
    // Two crews of two jobs: each crew has two.
    expect(await t.count("bookings WHERE status = 'confirmed' AND crew = 1")).toBe(2);
    expect(await t.count('outbox')).toBe(8);
    // Holding races the same way.
    await setCapacity(t, 1, 1);
    const holds = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day: MONDAY, half: 'afternoon' }),
      ),
    );
    expect(holds.filter((h) => h.statusCode === 201)).toHaveLength(1);
    expect(holds.filter((h) => h.statusCode === 409 && h.json().error === 'full')).toHaveLength(19);
  });
});

describe('waiting list and the signed link', () => {
  it('gives a position once confirmed, offers a cancelled place to the first in line for 24 hours, then to the next', async () => {
    const { t, clock } = await bookingApi();
    await setCapacity(t, 1, 1);
    const first = await book(t);
    expect(first.statusCode).toBe(201);
    const asked = await wait(t, 'luc@example.com', 'Luc');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'pending', confirmHours: 48 });
    await wait(t, 'ana@example.com', 'Ana');
    const confirmed = await confirmWait(t, 'luc@example.com');
    expect(confirmed.json()).toEqual({ state: 'waiting', position: 1, already: false, service: 'opening', day: MONDAY, half: 'morning' });
    expect((await confirmWait(t, 'ana@example.com')).json()).toMatchObject({ state: 'waiting', position: 2 });
    // Asked or confirmed again: the same place, and no other mail.
    expect((await wait(t, 'luc@example.com', 'Luc')).json()).toEqual({ status: 'pending', confirmHours: 48 });
    expect((await confirmWait(t, 'luc@example.com')).json()).toMatchObject({ state: 'waiting', position: 1, already: true });
    expect(t.mail.state.sent.filter((m) => m.to === 'luc@example.com')).toHaveLength(1);
    expect((await wait(t, 'x@example.com', 'X', { half: 'afternoon' })).json().error).toBe('notFull');

    const { manageUrl } = first.json();
    const key = new URL(manageUrl).searchParams.get('key')!;
    const cancelled = await post(t, `/bookings/R-1001/cancel?key=${key}`, {});
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', number: 'R-1001' });
    await t.outbox.drain();
    const offer = t.mail.state.sent.find((m) => m.to === 'luc@example.com' && m.subject.startsWith('Une place s’est libérée'));
    expect(offer).toBeDefined();
    const lucs = await mailedToken(t, 'luc@example.com', 'offer');
    // The place is Luc's: a stranger cannot take it, nor can anyone hold it.
    expect((await book(t, { offerToken: lucs }, { ...customer, email: 'stranger@example.com' })).json().error).toBe('holdNotYours');
    expect(
      (await post(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day: MONDAY, half: 'morning' })).json().error,
    ).toBe('full');

    // 24 hours later the offer passes to Ana.
    clock.now += 24 * 3_600_000 + 1;
    expect((await book(t, { offerToken: lucs }, { ...customer, email: 'luc@example.com' })).json().error).toBe('holdExpired');
    expect(
      (await post(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day: MONDAY, half: 'morning' })).json().error,
    ).toBe('full');
    const anas = await book(t, { offerToken: await mailedToken(t, 'ana@example.com', 'offer') }, { ...customer, email: 'ana@example.com' });
    expect(anas.statusCode).toBe(201);
    expect(await t.count("booking_waitlist WHERE status = 'booked'")).toBe(1);
    expect((await confirmWait(t, 'ana@example.com')).json()).toMatchObject({ state: 'booked', position: null, already: true });
  });

  it('passes an offer nobody took to the next in line on the timer’s sweep, and says how long the offer was held', async () => {
    const { t, clock } = await bookingApi();
    await setCapacity(t, 1, 1);
    const { manageUrl } = (await book(t)).json();
    for (const [email, firstname] of [
      ['luc@example.com', 'Luc'],
      ['ana@example.com', 'Ana'],
    ] as const) {
      await wait(t, email, firstname);
      await confirmWait(t, email);
    }
    await post(t, `/bookings/R-1001/cancel?key=${new URL(manageUrl).searchParams.get('key')}`, {});
    const context = bookingContext(t.config, t.db, () => new Date(clock.now));
    expect(await passExpiredOffers(context)).toBe(0);
    clock.now += 24 * 3_600_000 + 1;
    expect(await passExpiredOffers(context)).toBe(1);
    expect(await t.count("booking_waitlist WHERE status = 'expired' AND email = 'luc@example.com'")).toBe(1);
    expect(await t.count("booking_waitlist WHERE status = 'offered' AND email = 'ana@example.com'")).toBe(1);
    const late = await book(t, { offerToken: await mailedToken(t, 'luc@example.com', 'offer') }, { ...customer, email: 'luc@example.com' });
    expect(late.json()).toMatchObject({ statusCode: 410, error: 'holdExpired' });
    expect(late.json().message).toContain('24 heures');
    // Ana's confirmation request, then her offer: nothing else.
    expect(t.mail.state.sent.filter((m) => m.to === 'ana@example.com')).toHaveLength(2);
  });

  it('reads, changes and cancels by the signed link until 48 hours before, and refuses a tampered link', async () => {
    const { t, clock } = await bookingApi();
    const { manageUrl, number } = (await book(t)).json();
    const key = new URL(manageUrl).searchParams.get('key')!;
    const forged = `${key.slice(0, -2)}${key.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.app.inject({ url: `/bookings/${number}?key=${forged}` })).json()).toMatchObject({
      statusCode: 403,
      error: 'invalidLink',
    });
    expect((await t.app.inject({ url: `/bookings/R-1002?key=${key}` })).json().error).toBe('invalidLink');
    expect((await post(t, `/bookings/${number}/cancel?key=${forged}`, {})).statusCode).toBe(403);

    const view = (await t.app.inject({ url: `/bookings/${number}?key=${key}` })).json();
    expect(view).toMatchObject({
      status: 'confirmed',
      day: MONDAY,
      half: 'morning',
      changeableUntil: '2026-04-18T12:00:00.000Z',
      changeable: true,
      postalCode: 'H7S 1M9',
    });
    const moved = await post(t, `/bookings/${number}/change?key=${key}`, { day: '2026-04-22', half: 'afternoon' });
    expect(moved.json()).toMatchObject({ day: '2026-04-22', half: 'afternoon' });
    await t.outbox.drain();
    const change = t.mail.state.sent.find((m) => m.subject === `Réservation ${number} modifiée` && m.to === customer.email)!;
    expect(icsOf(change.raw)).toEqual(expect.arrayContaining(['SEQUENCE:1', 'DTSTART:20260422T170000Z']));
    expect(t.mail.state.sent.some((m) => m.to === 'ventes@piscinessoleil.local' && m.subject === `Réservation ${number} modifiée`)).toBe(
      true,
    );

    clock.now = Date.parse('2026-04-20T17:00:01Z');
    const late = await post(t, `/bookings/${number}/cancel?key=${key}`, {}, { lang: 'en' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('tooLate');
    expect(late.json().message).toContain('48 hours');
    expect((await t.app.inject({ url: `/bookings/${number}?key=${key}` })).json().changeable).toBe(false);
    expect(await t.count("bookings WHERE status = 'confirmed'")).toBe(1);
  });
});

describe('the staff’s day', () => {
  it('gives the day’s bookings by area and crew as CSV and as a calendar feed, behind the token', async () => {
    const { t } = await bookingApi();
    await book(t);
    await book(
      t,
      { half: 'afternoon' },
      { ...customer, email: 'paul@example.com', firstname: 'Paul', lastname: 'Roy', address: '=HYPERLINK("x")' },
    );
    await book(t, { service: 'opening' }, { ...customer, email: 'jo@example.com', postalCode: 'J7A 1A1', city: 'Rosemère' }).then((r) =>
      expect(r.json().error).toBe('closedDay'),
    );
    expect((await t.app.inject({ url: `/staff/bookings.csv?day=${MONDAY}` })).statusCode).toBe(401);
    const csv = await staff(t, 'GET', `/staff/bookings.csv?day=${MONDAY}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^jour,secteur,nom_secteur,equipe,demi_journee,numero/);
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 6))).toEqual([
      ['H7S', 'Laval', '1', 'morning', 'R-1001'],
      ['H7S', 'Laval', '1', 'afternoon', 'R-1002'],
    ]);
    expect(lines[1]).toContain('Marie Côté,450 555-0123,marie@example.com,"12, rue des Érables",Laval,H7S 1M9,fr');
    expect(lines[2]).toContain(`paul@example.com,"'=HYPERLINK(""x"")",Laval`);
    const ics = await staff(t, 'GET', `/staff/bookings.ics?day=${MONDAY}`);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const events = ics.body.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
    expect(events.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(events).toContain('DTSTART:20260420T120000Z');
    expect(events.find((line) => line.startsWith('SUMMARY:'))).toContain('H7S équipe 1');
    expect((await staff(t, 'GET', '/staff/bookings.csv?day=2026-13-01')).statusCode).toBe(400);
  });
});
