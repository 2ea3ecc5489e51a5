// Runs the order path against the local Storefront API over HTTP, real PGlite, the sandbox gateway and the outbox.
import { createStoreClient, DELIVERY_FEES, type StoreClient } from '@storefront/commerce';
import { startShopifyServer, type ShopifyTestServer } from '@storefront/local-cloud/shopify/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_PROVIDER_MESSAGE, SANDBOX_TEST_CARDS } from '../src/orders/gateway';
import { testApi } from './helpers';

const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001'; // 24.99 $, ships free
const LOUNGER = 'gid://shopify/ProductVariant/2003'; // 399 $
const ACCESSORY = 'gid://shopify/ProductVariant/4000'; // 5 $, pays delivery

// Two cores shared by several builds: a real store, database and mail per test take their time.
vi.setConfig({ testTimeout: 120_000 });

let shop: ShopifyTestServer;
let store: StoreClient;
type TestApi = Awaited<ReturnType<typeof testApi>>;
let api: TestApi | null = null;

beforeAll(async () => {
  shop = await startShopifyServer();
  store = createStoreClient({ domain: 'storefront.myshopify.com', storefrontAccessToken: 'local-storefront-token', apiOrigin: shop.origin });
});
afterAll(async () => shop.close());
afterEach(async () => {
  await api?.close();
  api = null;
});

const start = async (overrides: Parameters<typeof testApi>[0] = {}) =>
  (api = await testApi({ shopify: { domain: 'storefront.myshopify.com', storefrontAccessToken: 'local-storefront-token', apiOrigin: shop.origin, adminToken: shop.adminToken }, ...overrides }));

const customer = {
  firstname: 'Marie',
  lastname: 'Côté',
  email: 'marie@example.com',
  phone: '450 555-0123',
  address: '12, rue des Érables',
  city: 'Laval',
  province: 'QC',
  postalCode: 'h7s 1m9',
  newsletter: false,
  billingSameAsDelivery: true,
};

/** The test's own calls to the store, repeated once if the store closed an idle connection under them. */
async function retried<T>(call: () => Promise<T>): Promise<T> {
  return call().catch(() => call());
}

async function cart(lines: { variantId: string; quantity: number }[], promo?: string): Promise<string> {
  const checkout = await retried(() => store.createCheckout({ lineItems: lines }));
  if (promo) await retried(() => store.addDiscountCode(checkout.id, promo));
  return checkout.id;
}

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}-abcdef`;

async function tokenize(t: TestApi, number: string, extra: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/sandbox-gateway/tokens?lang=fr', payload: { holder: 'Marie Côté', number, expiry: '12/30', cvv: number.startsWith('3') ? '1234' : '123', ...extra } });
}

async function token(t: TestApi, number: string = SANDBOX_TEST_CARDS.success[0]): Promise<string> {
  const response = await tokenize(t, number);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}

function order(t: TestApi, body: Record<string, unknown>, key = newKey(), options: { lang?: string; integrity?: boolean } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/orders?lang=${options.lang ?? 'fr'}`,
    payload: body,
    headers: { 'idempotency-key': key, ...(options.integrity === false ? {} : { 'x-firebase-appcheck': t.token() }) },
  });
}

async function nothingStored(t: TestApi) {
  expect(await t.count('orders')).toBe(0);
  expect(await t.count('order_lines')).toBe(0);
  expect(await t.count('outbox')).toBe(0);
}


/** A mail body as it reads: quoted-printable UTF-8 decoded. */
const decoded = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

describe('placing an order', () => {
  it('prices on the server from the store (promo, delivery, Quebec taxes), commits, charges once, mails both, completes the cart', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }], 'PISCINE10');
    const response = await order(t, { cartId, customer: { ...customer, newsletter: true }, paymentToken: await token(t) });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ order: { id: string; number: string; totals: Record<string, unknown>; card: unknown; lines: unknown[]; customer: { postalCode: string } } }>().order;
    // 399 − 10 % = 359.10; free delivery; TPS 17.96 and TVQ 35.82.
    expect(placed.totals).toEqual({
      subtotal: 399,
      promoDiscount: 39.9,
      merchandise: 359.1,
      delivery: 0,
      taxes: [
        { kind: 'GST', rate: 5, amount: 17.96 },
        { kind: 'QST', rate: 9.975, amount: 35.82 },
      ],
      total: 412.88,
    });
    expect(placed.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(placed.lines).toEqual([{ title: 'Chaise longue Riviera', variantTitle: 'Default Title', quantity: 1, unitPrice: 399, total: 399 }]);
    expect(placed.customer.postalCode).toBe('H7S 1M9');
    expect(placed.number).toMatch(/^PS-[0-9A-F]{8}$/);

    const [row] = await t.db.query<{ status: string; total: string; cart_completed_at: Date | null; payment_ref: string }>('SELECT * FROM orders');
    expect(row).toMatchObject({ status: 'paid', total: '412.88' });
    expect(row!.cart_completed_at).not.toBeNull();
    expect(row!.payment_ref).toMatch(/^ch_sandbox_/);
    // The cart is an order in the store now: the next visit starts a new checkout.
    expect(await retried(() => store.fetchCheckout(cartId))).toBeNull();
    // The newsletter box was checked: the same proof of consent as the newsletter form.
    expect(await t.count('newsletter_subscribers')).toBe(1);

    await t.outbox.drain();
    const sent = t.mail.state.sent;
    expect(sent.map((m) => m.to).sort()).toEqual(['marie@example.com', 'ventes@piscinessoleil.local']);
    const confirmation = sent.find((m) => m.to === 'marie@example.com')!;
    expect(confirmation.subject).toBe(`Confirmation de votre commande ${placed.number}`);
    expect(decoded(confirmation.raw)).toContain('TVQ (9,975\u00a0%)\u00a0: 35,82\u00a0$');
    expect(decoded(confirmation.raw)).toContain('Sous-total\u00a0: 399,00\u00a0$');
    // No card number anywhere: not in the database, not in any mail.
    const dump = JSON.stringify(await t.db.query('SELECT o.*, l.* FROM orders o JOIN order_lines l ON l.order_id = o.id')) + JSON.stringify(await t.db.query('SELECT * FROM outbox'));
    expect(dump).not.toContain('4242424242424242');
    expect(dump).not.toContain('4242 4242 4242 4242');

    const read = await t.app.inject({ method: 'GET', url: `/orders/${placed.id}?key=${response.json<{ order: { accessKey: string } }>().order.accessKey}` });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ order: { number: string } }>().order.number).toBe(placed.number);
    expect((await t.app.inject({ method: 'GET', url: `/orders/${placed.id}?key=forged` })).statusCode).toBe(404);
  });

  it('charges delivery below 39 $ by the province, none for items that always ship free, and Ontario HST', async () => {
    const t = await start();
    const paying = await order(t, { cartId: await cart([{ variantId: ACCESSORY, quantity: 2 }]), customer: { ...customer, province: 'ON' }, paymentToken: await token(t) });
    expect(paying.statusCode, paying.body).toBe(201);
    const totals = paying.json<{ order: { totals: { delivery: number; taxes: unknown[]; total: number } } }>().order.totals;
    expect(totals.delivery).toBe(DELIVERY_FEES.ON);
    expect(totals.taxes).toEqual([{ kind: 'HST', rate: 13, amount: 2.98 }]);
    expect(totals.total).toBe(25.93);

    const free = await order(t, { cartId: await cart([{ variantId: CHLORINE_2KG, quantity: 1 }]), customer, paymentToken: await token(t) });
    expect(free.json<{ order: { totals: { delivery: number; total: number } } }>().order.totals).toMatchObject({ delivery: 0, total: 28.73 });
  });

  it('gives the priced summary for the cart and checkout pages', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: ACCESSORY, quantity: 1 }]);
    const quote = await t.app.inject({ method: 'POST', url: '/orders/quote', payload: { cartId, province: 'QC' } });
    expect(quote.json()).toMatchObject({ currencyCode: 'CAD', totals: { subtotal: 5, delivery: DELIVERY_FEES.QC } });
    expect((await t.app.inject({ method: 'POST', url: '/orders/quote', payload: { cartId, province: 'XX' } })).statusCode).toBe(400);
  });
});

describe('idempotency: a double click or a retry never charges twice', () => {
  it('the same key again answers the same order without a second charge or second mails', async () => {
    const t = await start();
    const body = { cartId: await cart([{ variantId: LOUNGER, quantity: 1 }]), customer, paymentToken: await token(t) };
    const key = newKey();
    const first = await order(t, body, key);
    const again = await order(t, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ order: { id: string } }>().order.id).toBe(first.json<{ order: { id: string } }>().order.id);
    expect(await t.count('orders')).toBe(1);
    expect(await t.count('outbox')).toBe(2);
  });

  it('two clicks at once: one order, one charge', async () => {
    const t = await start();
    const body = { cartId: await cart([{ variantId: LOUNGER, quantity: 1 }]), customer, paymentToken: await token(t) };
    const key = newKey();
    const answers = await Promise.all([order(t, body, key), order(t, body, key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await t.count('orders')).toBe(1);
    expect(await t.count("orders WHERE status = 'paid'")).toBe(1);
  });

  it('a second tab with another key on a paid cart gets the paid order, not a second charge', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const first = await order(t, { cartId, customer, paymentToken: await token(t) });
    const second = await order(t, { cartId, customer, paymentToken: await token(t) });
    expect(second.statusCode).toBe(200);
    expect(second.json<{ order: { id: string } }>().order.id).toBe(first.json<{ order: { id: string } }>().order.id);
    expect(await t.count('orders')).toBe(1);
  });

  it('a lost connection to the gateway is retried with the same key', async () => {
    const t = await start();
    const body = { cartId: await cart([{ variantId: LOUNGER, quantity: 1 }]), customer, paymentToken: await token(t, SANDBOX_TEST_CARDS.connexion) };
    const key = newKey();
    const first = await order(t, body, key);
    expect(first.statusCode).toBe(502);
    expect(first.json()).toMatchObject({ error: 'connexion', message: 'La connexion au serveur a été interrompue. Veuillez réessayer.' });
    expect((await order(t, body, key)).statusCode).toBe(502);
    expect(await t.count('orders')).toBe(1);
  });
});

describe('bad input: a clear 4xx, nothing stored half-way', () => {
  it('a missing city, a bad postal code and phone: field messages, nothing stored, nothing charged', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const response = await order(t, { cartId, customer: { ...customer, city: '', postalCode: '1234', phone: '12' }, paymentToken: await token(t) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { field: string; message: string }[] }>().fields.map((f) => [f.field, f.message])).toEqual([
      ['phone', 'Le champ « Téléphone » n’est pas valide.'],
      ['city', 'Précisez la ville.'],
      ['postalCode', 'Le champ « Code postal » n’est pas valide.'],
    ]);
    await nothingStored(t);
    expect(await retried(() => store.fetchCheckout(cartId))).not.toBeNull();
  });

  it('refuses a body with a card number or browser totals, a missing key, a missing integrity token, a bad token', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const paymentToken = await token(t);
    expect((await order(t, { cartId, customer, paymentToken, number: '4242424242424242' })).statusCode).toBe(400);
    expect((await order(t, { cartId, customer, paymentToken, total: 1 })).statusCode).toBe(400);
    expect((await order(t, { cartId, customer, paymentToken: 'x' })).statusCode).toBe(400);
    expect((await order(t, { cartId, customer, paymentToken }, 'short')).statusCode).toBe(400);
    expect((await order(t, { cartId, customer, paymentToken }, newKey(), { integrity: false })).statusCode).toBe(401);
    const english = await order(t, { cartId, customer: { ...customer, city: ' ' }, paymentToken }, newKey(), { lang: 'en' });
    expect(english.json<{ fields: { message: string }[] }>().fields[0]?.message).toBe('Please specify the city.');
    await nothingStored(t);
  });

  it('an unknown or empty cart is the "order" error, nothing stored', async () => {
    const t = await start();
    const unknown = await order(t, { cartId: 'gid://shopify/Cart/nope', customer, paymentToken: await token(t) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: 'order', message: 'Votre panier est vide. Ajoutez des articles avant de commander.' });
    const empty = await order(t, { cartId: await cart([]), customer, paymentToken: await token(t) });
    expect(empty.statusCode).toBe(422);
    await nothingStored(t);
  });

  it('the closed-shop switch takes no order', async () => {
    const t = await start({ ordersOpen: false });
    expect((await t.app.inject({ method: 'GET', url: '/orders/availability' })).json()).toEqual({ open: false });
    expect((await order(t, { cartId: await cart([{ variantId: LOUNGER, quantity: 1 }]), customer, paymentToken: 'tok_sandbox_whatever' })).statusCode).toBe(503);
    await nothingStored(t);
  });
});

describe('every payment error key of spec §8 from the sandbox test cards', () => {
  const charged = [
    ['gateway-no-fund', 402, 'Fonds insuffisants. Veuillez utiliser une autre carte.'],
    ['gateway-invalid-acount-num', 402, 'Numéro de compte invalide. Vérifiez le numéro de la carte.'],
    ['gateway-invalid-date', 402, 'Date d’expiration invalide.'],
    ['paymentMethod', 402, 'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.'],
    ['transfert', 402, `Paiement refusé : ${SANDBOX_PROVIDER_MESSAGE}`],
    ['saveFail', 500, 'Le paiement n’a pas été complété en raison d’un problème de traitement. Un administrateur a été avisé par courriel.'],
    ['unknown', 409, 'Le produit sélectionné n’est plus disponible.'],
    ['order', 422, 'Votre panier est vide. Ajoutez des articles avant de commander.'],
    ['connexion', 502, 'La connexion au serveur a été interrompue. Veuillez réessayer.'],
  ] as const;

  it('a refused charge keeps the order as failed, charges nothing, mails only the administrator on saveFail', async () => {
    const t = await start();
    for (const [key, status, message] of charged) {
      const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
      const response = await order(t, { cartId, customer, paymentToken: await token(t, SANDBOX_TEST_CARDS[key]) });
      expect([response.statusCode, response.json<{ error: string }>().error, response.json<{ message: string }>().message], key).toEqual([status, key, message]);
      // The cart stays as it was: the visitor can pay with another card.
      expect(await retried(() => store.fetchCheckout(cartId)), key).not.toBeNull();
    }
    expect(await t.count("orders WHERE status = 'failed'")).toBe(charged.length);
    expect(await t.count("orders WHERE status = 'paid'")).toBe(0);
    await t.outbox.drain();
    expect(t.mail.state.sent.map((m) => [m.to, m.subject.split(']')[0]])).toEqual([['ventes@piscinessoleil.local', '[Paiement non complété']]);
  });

  it('the tokenizer itself refuses: token and dropin; invalid cards get field messages', async () => {
    const t = await start();
    const failedToken = await tokenize(t, SANDBOX_TEST_CARDS.token);
    expect([failedToken.statusCode, failedToken.json<{ error: string }>().error]).toEqual([402, 'token']);
    const dropin = await tokenize(t, SANDBOX_TEST_CARDS.dropin);
    expect([dropin.statusCode, dropin.json<{ error: string }>().error]).toEqual([503, 'dropin']);
    const discover = await tokenize(t, '6011 1111 1111 1117');
    expect(discover.statusCode).toBe(400);
    expect(discover.json<{ fields: { field: string; message: string }[] }>().fields).toEqual([
      { field: 'number', rule: 'cardBrand', message: 'Seules les cartes Visa, MasterCard et American Express sont acceptées.' },
    ]);
    const amex = await tokenize(t, SANDBOX_TEST_CARDS.success[2]);
    expect(amex.json()).toMatchObject({ brand: 'amex', last4: '0005' });
  });
});

describe('billing address and the language of product titles', () => {
  const billing = { firstname: 'Jean', lastname: 'Tremblay', address: '400, boulevard Laurier', apartment: '', city: 'Québec', province: 'QC', postalCode: 'g1v 2l2' };

  it('requires the billing address when the delivery address is not reused, then keeps it with the order, its view and both mails', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const missing = await order(t, { cartId, customer: { ...customer, billingSameAsDelivery: false, billing: { ...billing, city: '' } }, paymentToken: await token(t) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: { field: string; message: string }[] }>().fields.map((f) => [f.field, f.message])).toEqual([['billing.city', 'Précisez la ville.']]);
    await nothingStored(t);

    const response = await order(t, { cartId, customer: { ...customer, billingSameAsDelivery: false, billing }, paymentToken: await token(t) });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ order: { id: string; accessKey: string; customer: { billing: unknown } } }>().order;
    const expected = { ...billing, postalCode: 'G1V 2L2' };
    expect(placed.customer.billing).toEqual(expected);
    const [row] = await t.db.query<{ customer: { billing: unknown } }>('SELECT customer FROM orders');
    expect(row!.customer.billing).toEqual(expected);
    const read = await t.app.inject({ method: 'GET', url: `/orders/${placed.id}?key=${placed.accessKey}` });
    expect(read.json<{ order: { customer: { billing: unknown } } }>().order.customer.billing).toEqual(expected);
    await t.outbox.drain();
    for (const mail of t.mail.state.sent) expect(mail.raw, mail.to).toContain('Jean Tremblay');
  });

  it('a reused delivery address is stored as no billing address, whatever the browser sent', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const response = await order(t, { cartId, customer: { ...customer, billing: { city: 'ignored' } }, paymentToken: await token(t) });
    expect(response.json<{ order: { customer: { billing: unknown } } }>().order.customer.billing).toBeNull();
  });

  it('an order placed on an English page has English titles, in its view and its mail, and reads in French on a French page', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: CHLORINE_2KG, quantity: 1 }]);
    const response = await order(t, { cartId, customer, paymentToken: await token(t) }, newKey(), { lang: 'en' });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ order: { id: string; accessKey: string; lines: { title: string }[] } }>().order;
    expect(placed.lines.map((l) => l.title)).toEqual(['Stabilized chlorine']);
    const read = async (lang: string) =>
      (await t.app.inject({ method: 'GET', url: `/orders/${placed.id}?key=${placed.accessKey}&lang=${lang}` })).json<{ order: { lines: { title: string; variantTitle: string }[] } }>().order.lines;
    expect(await read('en')).toEqual([expect.objectContaining({ title: 'Stabilized chlorine', variantTitle: '2 kg' })]);
    expect(await read('fr')).toEqual([expect.objectContaining({ title: 'Chlore stabilisé', variantTitle: '2 kg' })]);
    await t.outbox.drain();
    const sent = t.mail.state.sent;
    expect(sent.find((m) => m.to === 'marie@example.com')?.subject).toMatch(/^Your order confirmation/);
    const text = (to: string) => decoded(sent.find((m) => m.to === to)!.raw);
    expect(text('marie@example.com')).toContain('1 × Stabilized chlorine (2 kg)');
    // English typography in the English mail: no space before a colon, "5%".
    expect(text('marie@example.com')).toMatch(/Subtotal: \$\d+\.\d\d/);
    expect(text('marie@example.com')).toMatch(/GST \(5%\): \$\d+\.\d\d/);
    expect(text('marie@example.com')).not.toMatch(/\w\s:/);
    // The store's notification is in French, titles included.
    expect(text('ventes@piscinessoleil.local')).toContain('1 × Chlore stabilisé (2 kg)');
  });
});
