// ADR 0049: NUL (which PostgreSQL refuses) or half a surrogate pair in a message, a name, an address, a phone, a file's
// page or any JSON body gave 500 serverError; each is now refused with a field message in words, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { INTEGRITY_HEADER } from '../src/integrity';
import { multipart, person, place, testApiPerTest, type TestApi } from './helpers';

const freshApi = testApiPerTest();

const words = {
  fr: {
    request: 'La demande contient un caractère qui ne peut pas être enregistré (caractère nul ou caractère Unicode incomplet).',
    field: (label: string) =>
      `Le champ «\u00a0${label}\u00a0» contient un caractère qui ne peut pas être enregistré (caractère nul ou caractère Unicode incomplet). Retirez-le, puis envoyez de nouveau.`,
  },
  en: {
    request: 'The request holds a character that cannot be stored (a null character or an incomplete Unicode character).',
    field: (label: string) =>
      `The “${label}” field holds a character that cannot be stored (a null character or an incomplete Unicode character). Remove it, then send again.`,
  },
};

const postJson = (t: TestApi, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { [INTEGRITY_HEADER]: t.token(), ...headers } });

async function nothingStored(t: TestApi) {
  for (const table of ['submissions', 'attachments', 'outbox', 'newsletter_signups', 'orders', 'bookings', 'booking_waitlist'])
    expect(await t.count(table), table).toBe(0);
}

describe('text that cannot be stored is refused in words, field by field (ADR 0049)', () => {
  it('JSON forms: a message with NUL, a name with a lone surrogate, an address and a phone, in French and English', async () => {
    const t = await freshApi();
    const fr = await postJson(t, '/forms/contact?lang=fr', {
      name: 'Marie\ud800',
      email: 'marie\u0000@example.com',
      phone: '450 555-0123\udfff',
      message: 'Bonjour\u0000',
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({ error: 'unstorableText', message: words.fr.request });
    expect(fr.json().fields).toEqual([
      { field: 'name', rule: 'textCharacters', message: words.fr.field('Nom complet') },
      { field: 'email', rule: 'textCharacters', message: words.fr.field('Courriel') },
      { field: 'phone', rule: 'textCharacters', message: words.fr.field('Téléphone') },
      { field: 'message', rule: 'textCharacters', message: words.fr.field('Message') },
    ]);
    const en = await postJson(t, '/forms/quote?lang=en', { ...person, ...place, address: '12 rue\u0000 des Érables' });
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual([{ field: 'address', rule: 'textCharacters', message: words.en.field('Address') }]);
    const newsletter = await postJson(t, '/forms/newsletter?lang=en', { email: '\ud83dmarie@example.com', consent: true });
    expect(newsletter.statusCode).toBe(400);
    expect(newsletter.json().fields).toEqual([{ field: 'email', rule: 'textCharacters', message: words.en.field('Email') }]);
    // A key is checked as a value is: a quote's configuration with NUL in a list's name.
    const quote = await postJson(t, '/forms/quote?lang=fr', {
      ...person,
      ...place,
      configuration: { model: 'riviera-ronde-24-pi', choices: { 'sha\u0000pes': 'ronde' } },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().fields.map((f: { field: string }) => f.field)).toEqual(['configuration.choices.sha\ufffdpes']);
    await nothingStored(t);
  });

  it('multipart forms: a field with NUL gets its schema’s message, the page it was sent from too', async () => {
    const t = await freshApi();
    const send = async (fields: Record<string, string>, lang: 'fr' | 'en') => {
      const body = await multipart(fields);
      return t.app.inject({
        method: 'POST',
        url: `/forms/contact?lang=${lang}`,
        payload: body.payload,
        headers: { ...body.headers, [INTEGRITY_HEADER]: t.token() },
      });
    };
    const contact = { name: 'Marie Côté', email: 'marie@example.com', phone: '450 555-0123', message: 'Bonjour' };
    const message = await send({ ...contact, message: 'Bon\u0000jour' }, 'fr');
    expect(message.statusCode).toBe(400);
    expect(message.json().fields).toEqual([{ field: 'message', rule: 'textCharacters', message: words.fr.field('Message') }]);
    const name = await send({ ...contact, name: 'Marie\u0000' }, 'en');
    expect(name.json().fields).toEqual([{ field: 'name', rule: 'textCharacters', message: words.en.field('Full name') }]);
    const page = await send({ ...contact, page: 'http://localhost:3000/fr/contact\u0000' }, 'fr');
    expect(page.statusCode).toBe(400);
    expect(page.json().fields).toEqual([{ field: 'page', rule: 'textCharacters', message: words.fr.field('Page') }]);
    await nothingStored(t);
  });

  it('orders and bookings: the customer’s fields, the cart id, the waiting list, a query and a path', async () => {
    const t = await freshApi();
    const order = await postJson(
      t,
      '/orders?lang=fr',
      { cartId: 'gid://shopify/Cart/\ud800', customer: { ...person, ...place, firstname: 'Marie\u0000' }, nonce: 'fake-valid-visa-nonce' },
      { 'idempotency-key': 'k'.repeat(20) },
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual([
      { field: 'cartId', rule: 'textCharacters', message: words.fr.field('cartId') },
      { field: 'customer.firstname', rule: 'textCharacters', message: words.fr.field('Prénom') },
    ]);
    const booking = await postJson(t, '/bookings?lang=en', {
      service: 'opening',
      offer: 'single',
      package: 'forfait_2',
      poolType: 'aboveGround',
      price: 119,
      customer: { ...person, ...place, city: 'Laval\udc00' },
      day: '2027-05-03',
      half: 'morning',
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().fields).toEqual([{ field: 'customer.city', rule: 'textCharacters', message: words.en.field('City') }]);
    const waitlist = await postJson(t, '/bookings/waitlist?lang=fr', {
      service: 'opening',
      postalCode: 'H7S 1M9',
      day: '2027-05-03',
      half: 'morning',
      email: 'marie@example.com',
      firstname: '\ud800Marie',
    });
    expect(waitlist.statusCode).toBe(400);
    expect(waitlist.json().fields).toEqual([{ field: 'firstname', rule: 'textCharacters', message: words.fr.field('Prénom') }]);
    const query = await t.app.inject({ url: '/bookings/availability?service=opening&postalCode=H7S%001M9&lang=fr' });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual([{ field: 'postalCode', rule: 'textCharacters', message: words.fr.field('Code postal') }]);
    const path = await t.app.inject({ url: '/bookings/PS-1%00?lang=en' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ error: 'unstorableText', fields: [{ field: 'number', rule: 'textCharacters' }] });
    const unsubscribe = await t.app.inject({ method: 'GET', url: '/unsubscribe?email=a%00@example.com&token=x&lang=fr' });
    expect(unsubscribe.statusCode).toBe(400);
    expect(unsubscribe.json().fields).toEqual([{ field: 'email', rule: 'textCharacters', message: words.fr.field('Courriel') }]);
    await nothingStored(t);
  });
});
