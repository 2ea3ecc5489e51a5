// An area the store does not serve yet (ADR 0051): the refusal lists the areas served by the rule that decides it, and the
// visitor's request to be told is kept with its proof of consent, within one client's bound and the mailbox rules.
import { describe, expect, it } from 'vitest';
import { AREA_WAITLIST_CONSENT_TEXT, AREA_WAITLIST_CONSENT_VERSION } from '@storefront/validation';
import { AREA_WAITLIST_PER_CLIENT } from '../src/booking/limits';
import { isServed, servedAreas } from '../src/booking/served';
import {
  BOOKING_START,
  decodedMail,
  pagePost as post,
  staffRequest as staff,
  startBookingApi,
  testApiPerTest,
  type TestApi,
} from './helpers';

const freshApi = testApiPerTest();
const bookingApi = () => startBookingApi(freshApi);

const ask = (t: TestApi, body: Record<string, unknown>, options: { lang?: string; ip?: string } = {}) =>
  post(t, '/bookings/area-waitlist', { postalCode: 'H2X 1Y4', email: 'luc@example.com', consent: true, ...body }, options);

type Row = {
  email: string;
  fsa: string;
  postal_code: string;
  locale: string;
  consented_at: Date | string;
  consent_text: string;
  consent_version: string;
};
const rows = (t: TestApi) =>
  t.db.query<Row>(
    'SELECT email, fsa, postal_code, locale, consented_at, consent_text, consent_version FROM booking_area_waitlist ORDER BY email',
  );

describe('the rule that says an area is served', () => {
  const laval = { fsa: 'H7S', name: 'Laval', weekdays: [1, 2], crews: 2, jobsPerCrew: 3 };
  it('wants crews that take jobs on at least one weekday', () => {
    expect(isServed(laval)).toBe(true);
    expect(isServed({ ...laval, crews: 0 })).toBe(false);
    expect(isServed({ ...laval, jobsPerCrew: 0 })).toBe(false);
    expect(isServed({ ...laval, weekdays: [] })).toBe(false);
  });
  it('lists the served areas by name with their postal codes’ beginnings, the unserved left out', () => {
    expect(
      servedAreas([{ ...laval, fsa: 'H7T' }, { ...laval, fsa: 'J7A', name: 'Rosemère' }, laval, { ...laval, fsa: 'H7A', crews: 0 }]),
    ).toEqual([
      { name: 'Laval', fsas: ['H7S', 'H7T'] },
      { name: 'Rosemère', fsas: ['J7A'] },
    ]);
  });
});

describe('an unserved area', () => {
  it('is refused with the areas served, the same list GET /bookings/areas gives', async () => {
    const { t } = await bookingApi();
    const refused = await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=H2X1Y4&lang=fr' });
    expect(refused.statusCode).toBe(422);
    const { areas } = refused.json() as { areas: { name: string; fsas: string[] }[] };
    expect(areas.find((area) => area.name === 'Laval')?.fsas).toContain('H7S');
    expect(areas.map((area) => area.name)).toEqual(expect.arrayContaining(['Rosemère', 'Montréal-Nord', 'Terrebonne']));
    expect((await t.app.inject({ url: '/bookings/areas' })).json()).toEqual({ areas });

    // An area the staff close (0 crews) is no longer listed, and refused.
    await staff(t, 'PUT', '/staff/booking/areas/J7A', { name: 'Rosemère', weekdays: [2, 4], crews: 0, jobsPerCrew: 3 });
    const closed = await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=J7A1A1' });
    expect(closed.json().error).toBe('unservedArea');
    expect(closed.json().areas.map((area: { name: string }) => area.name)).not.toContain('Rosemère');
  });

  it('keeps the address, the postal code and the consent’s time, words, version and language', async () => {
    const { t } = await bookingApi();
    const answer = await ask(t, { postalCode: 'h2x1y4', email: ' Luc@Example.COM ' }, { lang: 'en' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ status: 'recorded', fsa: 'H2X' });
    const [row, ...others] = await rows(t);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      email: 'luc@example.com',
      fsa: 'H2X',
      postal_code: 'H2X 1Y4',
      locale: 'en',
      consent_text: AREA_WAITLIST_CONSENT_TEXT.en,
      consent_version: AREA_WAITLIST_CONSENT_VERSION,
    });
    expect(new Date(row!.consented_at).getTime()).toBe(BOOKING_START);

    // Asked again in French: one row, its consent renewed in the words then shown.
    expect((await ask(t, { email: 'luc@example.com' }, { lang: 'fr' })).statusCode).toBe(202);
    expect(await rows(t)).toEqual([expect.objectContaining({ locale: 'fr', consent_text: AREA_WAITLIST_CONSENT_TEXT.fr })]);
  });

  it('refuses without consent, a list of addresses, a bad postal code, and a served area, keeping nothing', async () => {
    const { t } = await bookingApi();
    for (const consent of [false, 'true', undefined]) {
      const refused = await ask(t, { consent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([{ field: 'consent', rule: 'required' }]);
    }
    const list = await ask(t, { email: 'x@example.com,luc@example.com' });
    expect(list.statusCode).toBe(400);
    expect(list.json().fields[0]).toMatchObject({ field: 'email' });
    expect((await ask(t, { postalCode: '90210' })).json().fields).toEqual([{ field: 'postalCode', rule: 'pattern' }]);
    const served = await ask(t, { postalCode: 'H7S 1M9' }, { lang: 'fr' });
    expect(served.statusCode).toBe(409);
    expect(served.json()).toMatchObject({
      error: 'areaServed',
      message: 'Nous desservons déjà ce secteur : choisissez une date pour votre visite.',
    });
    expect(await rows(t)).toEqual([]);
  });

  it('takes AREA_WAITLIST_PER_CLIENT requests a day from one client, the next refused in words with the phone', async () => {
    const { t, clock } = await bookingApi();
    for (let n = 0; n < AREA_WAITLIST_PER_CLIENT; n++)
      expect((await ask(t, { email: `voisin${n}@example.com` }, { ip: '203.0.113.9' })).statusCode).toBe(202);
    const over = await ask(t, { email: 'encore@example.com' }, { ip: '203.0.113.9', lang: 'en' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'areaWaitlistClientLimit', limit: AREA_WAITLIST_PER_CLIENT });
    expect(over.json().message).toBe(
      `${AREA_WAITLIST_PER_CLIENT} requests to be told have already been made from here today: that is the most we take. Try again tomorrow or call us at 450 555-0123.`,
    );
    // Another client, or the same one a day later, is taken.
    expect((await ask(t, { email: 'autre@example.com' }, { ip: '203.0.113.10' })).statusCode).toBe(202);
    clock.now += 86_400_001;
    expect((await ask(t, { email: 'encore@example.com' }, { ip: '203.0.113.9' })).statusCode).toBe(202);
    expect(await rows(t)).toHaveLength(AREA_WAITLIST_PER_CLIENT + 2);
  });

  it('wants the page’s integrity token, as every write of the booking', async () => {
    const { t } = await bookingApi();
    const bare = await t.app.inject({
      method: 'POST',
      url: '/bookings/area-waitlist',
      payload: { postalCode: 'H2X 1Y4', email: 'luc@example.com', consent: true },
    });
    expect(bare.statusCode).toBe(401);
    expect(await rows(t)).toEqual([]);
  });
});

describe('an area the staff begin to serve', () => {
  it('tells each address that asked, once, in its language, with the booking page', async () => {
    const { t } = await bookingApi();
    expect((await ask(t, { email: 'luc@example.com' }, { lang: 'fr' })).statusCode).toBe(202);
    expect((await ask(t, { email: 'ann@example.com' }, { lang: 'en', ip: '203.0.113.9' })).statusCode).toBe(202);
    expect((await ask(t, { postalCode: 'H2Y 1A1', email: 'zoe@example.com' }, { ip: '203.0.113.10' })).statusCode).toBe(202);
    await t.outbox.drain();
    const before = t.mail.state.sent.length;

    // Still not served (no crew): nobody is told.
    await staff(t, 'PUT', '/staff/booking/areas/H2X', { name: 'Plateau', weekdays: [2], crews: 0, jobsPerCrew: 3 });
    await t.outbox.drain();
    expect(t.mail.state.sent.length).toBe(before);

    expect(
      (await staff(t, 'PUT', '/staff/booking/areas/H2X', { name: 'Plateau', weekdays: [2], crews: 1, jobsPerCrew: 3 })).statusCode,
    ).toBe(200);
    await t.outbox.drain();
    const told = t.mail.state.sent.slice(before);
    expect(told.map((mail) => mail.to).sort()).toEqual(['ann@example.com', 'luc@example.com']);
    const fr = decodedMail(told.find((mail) => mail.to === 'luc@example.com')!.raw);
    expect(fr).toContain('Plateau (H2X) est maintenant desservi');
    expect(fr).toMatch(/\/fr\/reservation-entretien\?service=opening/);
    expect(decodedMail(told.find((mail) => mail.to === 'ann@example.com')!.raw)).toContain('Plateau (H2X) is served');
    const marked = await t.db.query<{ email: string; notified: boolean }>(
      'SELECT email, notified_at IS NOT NULL AS notified FROM booking_area_waitlist ORDER BY email',
    );
    expect(marked).toEqual([
      { email: 'ann@example.com', notified: true },
      { email: 'luc@example.com', notified: true },
      { email: 'zoe@example.com', notified: false },
    ]);

    // Saved again, the area tells nobody twice.
    await staff(t, 'PUT', '/staff/booking/areas/H2X', { name: 'Plateau', weekdays: [2, 3], crews: 2, jobsPerCrew: 3 });
    await t.outbox.drain();
    expect(t.mail.state.sent.length).toBe(before + 2);
  });
});
