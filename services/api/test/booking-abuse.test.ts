// The booking against those who would abuse it (ADR 0049): holds and waiting-list requests bounded per client and per
// address, a waiting-list entry that counts and hears of offers only once its owner confirmed it by the signed link, and an
// offer's link that completes that offer and nothing else (never a booking's change and cancel link).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bookOpening as book,
  customer,
  decodedMail,
  pagePost as post,
  setCapacity,
  startBookingApi,
  testApiPerTest,
  type TestApi,
} from './helpers';
import { HOLDS_PER_CLIENT, OFFERS_PER_ADDRESS, WAITLIST_PER_ADDRESS, WAITLIST_PER_CLIENT } from '../src/booking/limits';

const freshApi = testApiPerTest();
/** Working days of H7S (Monday to Saturday), each half-day one place once setCapacity(1) ran. */
const DAYS = ['2026-04-20', '2026-04-21', '2026-04-22', '2026-04-23', '2026-04-24', '2026-04-25', '2026-04-27'];
const MONDAY = DAYS[0]!;

/** The booking's store API, each half-day of H7S one place. */
async function bookingApi(overrides: Parameters<typeof startBookingApi>[1] = {}) {
  const api = await startBookingApi(freshApi, overrides);
  await setCapacity(api.t, 1, 1);
  return api;
}

const hold = (t: TestApi, day: string, half = 'morning', options: Parameters<typeof post>[3] = {}) =>
  post(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day, half }, options);
const wait = (t: TestApi, email: string, day = MONDAY, options: Parameters<typeof post>[3] = {}) =>
  post(t, '/bookings/waitlist', { service: 'opening', postalCode: 'H7S 1M9', day, half: 'morning', email, firstname: 'Luc' }, options);
/** Fills a half-day's one place with a booking of its own; answers its signed link's key. */
async function fill(t: TestApi, day: string, half = 'morning'): Promise<{ number: string; key: string }> {
  const booked = await book(t, { day, half });
  expect(booked.statusCode).toBe(201);
  const { number, manageUrl } = booked.json();
  return { number, key: new URL(manageUrl).searchParams.get('key')! };
}

async function mailsTo(t: TestApi, email: string) {
  await t.outbox.drain();
  return t.mail.state.sent.filter((m) => m.to === email).map((m) => ({ subject: m.subject, text: decodedMail(m.raw) }));
}

/** The token of the newest link of that kind (`waitlist`: the confirmation, `offer`: the offer) mailed to an address. */
async function token(t: TestApi, email: string, kind: 'waitlist' | 'offer'): Promise<string> {
  const mails = (await mailsTo(t, email)).filter((m) => m.text.includes(`${kind}=`));
  expect(mails.length).toBeGreaterThan(0);
  return new RegExp(`[?&]${kind}=([\\w.-]+)`).exec(mails.at(-1)!.text)![1]!;
}
const confirmWait = (t: TestApi, value: unknown, lang = 'fr') => post(t, '/bookings/waitlist/confirm', { token: value }, { lang });

describe('bounds per client and per address', () => {
  it(`holds at most ${HOLDS_PER_CLIENT} places per client at once, says so in words, and counts each client by its own address`, async () => {
    const { t, clock } = await bookingApi();
    for (const day of DAYS.slice(0, HOLDS_PER_CLIENT)) expect((await hold(t, day, 'morning', { ip: '203.0.113.7' })).statusCode).toBe(201);
    const refused = await hold(t, DAYS[HOLDS_PER_CLIENT]!, 'morning', { ip: '203.0.113.7' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'tooManyHolds', limit: HOLDS_PER_CLIENT });
    expect(refused.json().message).toBe(
      `Vous retenez déjà ${HOLDS_PER_CLIENT} places. Confirmez votre réservation ou attendez que leurs 10 minutes soient écoulées avant d’en retenir une autre.`,
    );
    expect((await hold(t, DAYS[HOLDS_PER_CLIENT]!, 'morning', { ip: '203.0.113.7', lang: 'en' })).json().message).toBe(
      `You already hold ${HOLDS_PER_CLIENT} places. Confirm your booking, or wait for their 10 minutes to run out before holding another.`,
    );
    // Another client holds that place; and once the 10 minutes are up, the first one may hold again.
    expect((await hold(t, DAYS[HOLDS_PER_CLIENT]!, 'morning', { ip: '198.51.100.2' })).statusCode).toBe(201);
    clock.now += 10 * 60_000 + 1;
    expect((await hold(t, DAYS[HOLDS_PER_CLIENT]!, 'afternoon', { ip: '203.0.113.7' })).statusCode).toBe(201);
    // The IP itself is not stored: only its keyed pseudonym.
    expect(await t.count("bookings WHERE client LIKE '%203.0.113%'")).toBe(0);
  });

  it('reads the client behind a trusted proxy from X-Forwarded-For, and only behind one', async () => {
    const trusted = await bookingApi({ trustProxy: ['127.0.0.1'] });
    for (const [i, day] of DAYS.slice(0, HOLDS_PER_CLIENT + 1).entries())
      expect((await hold(trusted.t, day, 'morning', { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })).statusCode).toBe(201);
  });

  it('counts a client’s holds without the proxy’s say when no proxy is trusted', async () => {
    const { t } = await bookingApi();
    const forged = (i: number) => ({ headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
    for (const [i, day] of DAYS.slice(0, HOLDS_PER_CLIENT).entries())
      expect((await hold(t, day, 'morning', forged(i))).statusCode).toBe(201);
    expect((await hold(t, DAYS[HOLDS_PER_CLIENT]!, 'morning', forged(9))).json().error).toBe('tooManyHolds');
  });

  it(`takes ${WAITLIST_PER_ADDRESS} waiting-list requests per address in a season; one whose link lapsed stops counting`, async () => {
    const { t, clock } = await bookingApi();
    for (const day of DAYS) await fill(t, day);
    // From as many clients: the address's bound, not the client's.
    for (const [i, day] of DAYS.slice(0, WAITLIST_PER_ADDRESS).entries())
      expect((await wait(t, 'victim@example.com', day, { ip: `203.0.113.${i + 1}` })).statusCode).toBe(202);
    const refused = await wait(t, 'victim@example.com', DAYS[WAITLIST_PER_ADDRESS], { ip: '203.0.113.99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'waitlistAddressLimit', limit: WAITLIST_PER_ADDRESS });
    expect(refused.json().message).toContain('Appelez-nous au');
    expect((await wait(t, 'victim@example.com', DAYS[WAITLIST_PER_ADDRESS], { ip: '203.0.113.99', lang: 'en' })).json().message).toMatch(
      /^This email address already has 3 waiting-list requests this season/,
    );
    expect(await mailsTo(t, 'victim@example.com')).toHaveLength(WAITLIST_PER_ADDRESS);
    // Nobody confirmed them: 48 hours later they no longer count, so a stranger cannot use up the address's season.
    clock.now += 48 * 3_600_000 + 1;
    expect((await wait(t, 'victim@example.com', DAYS[WAITLIST_PER_ADDRESS], { ip: '203.0.113.99' })).statusCode).toBe(202);
  });

  it(`takes ${WAITLIST_PER_CLIENT} waiting-list requests per client in a season, whatever the addresses`, async () => {
    const { t } = await bookingApi();
    for (const day of DAYS) await fill(t, day);
    for (const [i, day] of DAYS.slice(0, WAITLIST_PER_CLIENT).entries())
      expect((await wait(t, `stranger${i}@example.com`, day, { ip: '203.0.113.7' })).statusCode).toBe(202);
    const refused = await wait(t, 'one-more@example.com', DAYS[WAITLIST_PER_CLIENT], { ip: '203.0.113.7', lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'waitlistClientLimit', limit: WAITLIST_PER_CLIENT });
    expect(refused.json().message).toMatch(/^This season, 5 waiting-list requests have already been made from here/);
    expect(await mailsTo(t, 'one-more@example.com')).toHaveLength(0);
    expect((await wait(t, 'one-more@example.com', DAYS[WAITLIST_PER_CLIENT], { ip: '198.51.100.2' })).statusCode).toBe(202);
  });

  it(`offers one address at most ${OFFERS_PER_ADDRESS} places at once; its other entry keeps its place`, async () => {
    const { t } = await bookingApi();
    const links = [];
    for (const day of DAYS.slice(0, 3)) links.push(await fill(t, day));
    for (const day of DAYS.slice(0, 3)) {
      await wait(t, 'luc@example.com', day);
      expect((await confirmWait(t, await token(t, 'luc@example.com', 'waitlist'))).json().state).toBe('waiting');
    }
    await wait(t, 'ana@example.com', DAYS[2]);
    expect((await confirmWait(t, await token(t, 'ana@example.com', 'waitlist'))).json()).toMatchObject({ position: 2 });
    for (const { number, key } of links) expect((await post(t, `/bookings/${number}/cancel?key=${key}`, {})).statusCode).toBe(200);
    expect(await t.count("booking_waitlist WHERE email = 'luc@example.com' AND status = 'offered'")).toBe(OFFERS_PER_ADDRESS);
    expect(await t.count("booking_waitlist WHERE email = 'ana@example.com' AND status = 'offered'")).toBe(1);
    expect(await t.count(`booking_waitlist WHERE email = 'luc@example.com' AND status = 'waiting' AND day = '${DAYS[2]}'`)).toBe(1);
  });
});

describe('a waiting-list entry confirmed by its owner', () => {
  it('the finding: holds on the last place and strangers’ addresses no longer block the half-day, and strangers get one mail', async () => {
    const { t, clock } = await bookingApi();
    expect((await hold(t, MONDAY, 'morning', { ip: '203.0.113.7' })).statusCode).toBe(201);
    const strangers = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'];
    for (const email of strangers) expect((await wait(t, email, MONDAY, { ip: '203.0.113.7' })).statusCode).toBe(202);
    // Asked again within the 48 hours: no second mail.
    expect((await wait(t, 'a@example.com', MONDAY, { ip: '198.51.100.2' })).json()).toEqual({ status: 'pending', confirmHours: 48 });
    // The hold lapses: the place is nobody's in line (unconfirmed entries are not in it), a visitor books it.
    clock.now += 10 * 60_000 + 1;
    const availability = await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=H7S%201M9' });
    expect(availability.json().days.find((d: { day: string }) => d.day === MONDAY).morning).toBe(1);
    const { number, key } = await fill(t, MONDAY);
    // A cancellation finds nobody in line either: the place is open again, offered to none of them.
    expect((await post(t, `/bookings/${number}/cancel?key=${key}`, {})).statusCode).toBe(200);
    expect(await t.count('bookings WHERE reserved_for IS NOT NULL')).toBe(0);
    for (const email of strangers) {
      const mails = await mailsTo(t, email);
      expect(mails.map((m) => m.subject)).toEqual([
        'Confirmez votre place sur la liste d’attente : Ouverture de piscine, lundi 20 avril 2026',
      ]);
      expect(mails[0]!.text).toContain('ouvrez ce lien d’ici 48 heures');
    }
    expect(await t.count("booking_waitlist WHERE status <> 'pending'")).toBe(0);
    // After 48 hours unconfirmed, asking again (the half-day full again) mails a new link, and only one.
    clock.now += 48 * 3_600_000;
    await fill(t, MONDAY);
    const lapsed = await token(t, 'a@example.com', 'waitlist');
    expect((await wait(t, 'a@example.com', MONDAY, { ip: '198.51.100.2' })).statusCode).toBe(202);
    expect(await mailsTo(t, 'a@example.com')).toHaveLength(2);
    expect((await confirmWait(t, lapsed)).json()).toMatchObject({ statusCode: 410, error: 'waitlistLinkExpired' });
  });

  it('a pending entry receives no offer; confirmed, it takes its place in line and a free place is offered to it', async () => {
    const { t } = await bookingApi();
    const { number, key } = await fill(t, MONDAY);
    await wait(t, 'luc@example.com');
    await wait(t, 'ana@example.com');
    expect((await post(t, `/bookings/${number}/cancel?key=${key}`, {})).statusCode).toBe(200);
    expect((await mailsTo(t, 'luc@example.com')).map((m) => m.subject)).toHaveLength(1);
    expect(await t.count("booking_waitlist WHERE status = 'offered'")).toBe(0);
    // Ana confirms first: the place that is free now is offered to her at once, by mail.
    const confirmed = await confirmWait(t, await token(t, 'ana@example.com', 'waitlist'));
    expect(confirmed.json()).toMatchObject({ state: 'offered', position: null, already: false });
    expect((await mailsTo(t, 'ana@example.com')).map((m) => m.subject)).toEqual([
      'Confirmez votre place sur la liste d’attente : Ouverture de piscine, lundi 20 avril 2026',
      'Une place s’est libérée : Ouverture de piscine, lundi 20 avril 2026',
    ]);
    expect((await confirmWait(t, await token(t, 'luc@example.com', 'waitlist'))).json()).toMatchObject({ state: 'waiting', position: 1 });
  });

  it('confirms only with the link’s valid signature, before it expires, and says each outcome in words', async () => {
    const { t, clock } = await bookingApi();
    await fill(t, MONDAY);
    await wait(t, 'luc@example.com');
    await wait(t, 'ana@example.com');
    const lucs = await token(t, 'luc@example.com', 'waitlist');
    const [id, expires, signature] = lucs.split('.') as [string, string, string];
    const anasId = (await token(t, 'ana@example.com', 'waitlist')).split('.')[0]!;
    const forged = [
      `${id}.${expires}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      // A later expiry, or another entry, under the same signature.
      `${id}.${Number(expires) + 86_400}.${signature}`,
      `${anasId}.${expires}.${signature}`,
      // Signed for another purpose (an offer's link), or without the secret.
      `${id}.${expires}.${createHmac('sha256', 'booking-offer:test-secret').update(`${id}\nluc@example.com\n${expires}`).digest('base64url')}`,
      `${id}.${expires}.${createHmac('sha256', 'booking-waitlist:').update(`${id}\nluc@example.com\n${expires}`).digest('base64url')}`,
      'not-a-token',
      undefined,
    ];
    for (const value of forged) {
      const refused = await confirmWait(t, value);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'waitlistLinkInvalid' });
    }
    expect((await confirmWait(t, forged[0], 'en')).json().message).toBe(
      'This confirmation link is not valid. Use the link in your email or join the waiting list again.',
    );
    expect(await t.count("booking_waitlist WHERE status = 'pending'")).toBe(2);

    clock.now += 48 * 3_600_000 + 1;
    const late = await confirmWait(t, lucs);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(
      'Ce lien de confirmation est expiré : il était valide 48 heures. Inscrivez-vous de nouveau à la liste d’attente pour en recevoir un autre.',
    );
    clock.now -= 2;
    expect((await confirmWait(t, lucs)).json()).toMatchObject({ state: 'waiting', position: 1, already: false });
    expect((await confirmWait(t, lucs)).json()).toMatchObject({ state: 'waiting', position: 1, already: true });
  });

  it('confirms nothing on a GET of the link (a mail scanner opening it): the route answers POST only', async () => {
    const { t } = await bookingApi();
    await fill(t, MONDAY);
    await wait(t, 'luc@example.com');
    const lucs = await token(t, 'luc@example.com', 'waitlist');
    expect([404, 405]).toContain((await t.app.inject({ url: `/bookings/waitlist/confirm?token=${lucs}` })).statusCode);
    expect(await t.count("booking_waitlist WHERE status = 'pending'")).toBe(1);
  });
});

describe('an offer’s link', () => {
  async function offered() {
    const { t, clock } = await bookingApi();
    const { number, key } = await fill(t, MONDAY);
    await wait(t, 'luc@example.com');
    await confirmWait(t, await token(t, 'luc@example.com', 'waitlist'));
    await post(t, `/bookings/${number}/cancel?key=${key}`, {});
    const [{ hold_id: holdId }] = (await t.db.query<{ hold_id: string }>(
      "SELECT hold_id FROM booking_waitlist WHERE email = 'luc@example.com'",
    )) as [{ hold_id: string }];
    return { t, clock, holdId, offer: await token(t, 'luc@example.com', 'offer') };
  }
  const lucs = { ...customer, firstname: 'Luc', email: 'luc@example.com' };

  it('names the offer, never its hold, and completes that one offer for its address; its booking’s link goes by mail only', async () => {
    const { t, holdId, offer } = await offered();
    const mail = (await mailsTo(t, 'luc@example.com')).find((m) => m.subject.startsWith('Une place s’est libérée'))!;
    expect(mail.text).not.toContain(holdId);
    expect(offer).not.toContain(holdId);
    // The hold's id is no way in: only the offer's link completes an offer's hold.
    expect((await book(t, { holdId }, lucs)).json()).toMatchObject({ statusCode: 404, error: 'holdNotFound' });
    const booked = await book(t, { offerToken: offer }, lucs);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ day: MONDAY, half: 'morning', service: 'opening' });
    expect(booked.json()).not.toHaveProperty('manageUrl');
    const confirmation = (await mailsTo(t, 'luc@example.com')).find((m) => m.subject === `Réservation ${booked.json().number} confirmée`);
    expect(confirmation?.text).toMatch(/reservation=R-\d+&key=[\w-]{43}/);
  });

  it('cannot be turned into a booking’s change and cancel link, before or after the booking', async () => {
    const { t, holdId, offer } = await offered();
    const { number } = (await book(t, { offerToken: offer }, lucs)).json();
    // The same offer sent again, even with the owner's address, gives no booking: not its link, nor the hold's replay.
    const again = await book(t, { offerToken: offer }, lucs);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'offerUsed' });
    expect(again.body).not.toMatch(/key=|manageUrl/);
    const replay = await book(t, { holdId }, lucs);
    expect(replay.json()).toMatchObject({ error: 'holdNotFound' });
    expect(replay.body).not.toMatch(/key=|manageUrl/);
    // The offer's token, or its signature, or what one could compute from the hold's id and the address without the
    // secret, is refused by the booking's read, change and cancel.
    const signature = offer.split('.')[1]!;
    const guesses = [
      offer,
      signature,
      createHmac('sha256', 'booking:').update(number).digest('base64url'),
      createHmac('sha256', `${holdId}`).update('luc@example.com').digest('base64url'),
      createHmac('sha256', 'booking-offer:test-secret').update(number).digest('base64url'),
    ];
    for (const key of guesses) {
      const q = `key=${encodeURIComponent(key)}`;
      expect((await t.app.inject({ url: `/bookings/${number}?${q}` })).json()).toMatchObject({ statusCode: 403, error: 'invalidLink' });
      expect((await post(t, `/bookings/${number}/cancel?${q}`, {})).statusCode).toBe(403);
      expect((await post(t, `/bookings/${number}/change?${q}`, { day: '2026-04-22', half: 'afternoon' })).statusCode).toBe(403);
    }
    expect(await t.count("bookings WHERE status = 'confirmed' AND day = '2026-04-20'")).toBe(1);
  });

  it('refuses a tampered offer link in words, and leaves the offer standing', async () => {
    const { t, offer } = await offered();
    const [entry, signature] = offer.split('.') as [string, string];
    for (const forged of [`${entry}.${signature.slice(0, -2)}AA`, `${entry}.x`, 'x'.repeat(201)]) {
      const refused = await book(t, { offerToken: forged }, lucs);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.json().error).toMatch(/^(invalidOffer|invalidBooking)$/);
    }
    const refused = await book(t, { offerToken: `${entry}.${signature.slice(0, -2)}AA` }, lucs);
    expect(refused.json()).toMatchObject({ statusCode: 403, error: 'invalidOffer' });
    expect(refused.json().message).toBe(
      `Ce lien d’offre n’est pas valide. Utilisez le lien du courriel qui vous offre la place ou appelez-nous au ${refused.json().phone}.`,
    );
    expect(await t.count("bookings WHERE status = 'held' AND reserved_for = 'luc@example.com'")).toBe(1);
  });
});
