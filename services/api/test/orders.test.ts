// Runs the order path over HTTP against the local Storefront and Admin APIs, the real `braintree` SDK against the local
// gateway stand-in, real PGlite and the outbox: prices, the price the buyer saw, one charge, the commerce queue, refusals.
import {
  conditionsOn,
  createStoreClient,
  DELIVERY_FEES,
  storeClock,
  type FulfilmentSelection,
  type OrderView,
  type QuoteAnswer,
  type StoreClient,
} from '@storefront/commerce';
import { startShopifyServer, type ShopifyTestServer } from '@storefront/local-cloud/shopify/testing';
import { startPaymentsLocal, type PaymentsLocal } from '@storefront/payments-local';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBraintreeProvider, readBraintreeConfig } from '../src/orders/braintree';
import { GatewayConnectionError, type PaymentProvider } from '../src/orders/payment';
import { CommerceUnavailableError, createShopifyAdminOrders, type CommerceOrderSink } from '../src/orders/shopify-admin';
import { COMMERCE_PUSH, installJobs, jobsOf } from '../src/jobs';
import { testApi } from './helpers';

const CHLORINE_2KG = 'gid://shopify/ProductVariant/2001'; // 24.99 $, ships free
const LOUNGER = 'gid://shopify/ProductVariant/2003'; // 399 $
const ACCESSORY = 'gid://shopify/ProductVariant/4000'; // 5 $, pays delivery

// Two cores shared by several builds: a real store, gateway, database and mail per test take their time.
vi.setConfig({ testTimeout: 120_000 });

let shop: ShopifyTestServer;
let store: StoreClient;
let gateway: PaymentsLocal;
let braintree: PaymentProvider;
type TestApi = Awaited<ReturnType<typeof testApi>>;
let api: TestApi | null = null;

beforeAll(async () => {
  [shop, gateway] = await Promise.all([startShopifyServer(), startPaymentsLocal({ port: 0 })]);
  store = createStoreClient({
    domain: 'storefront.myshopify.com',
    storefrontAccessToken: 'local-storefront-token',
    apiOrigin: shop.origin,
  });
  braintree = createBraintreeProvider({
    ...readBraintreeConfig({}),
    environment: { host: gateway.config.host, port: gateway.port, ssl: false },
  });
});
afterAll(async () => Promise.all([shop.close(), gateway.close()]));
afterEach(async () => {
  await api?.close();
  api = null;
});

/** The local cloud's Admin API, as the commerce queue reaches it. */
const adminOrders = () =>
  createShopifyAdminOrders({ storeDomain: 'storefront.myshopify.com', accessToken: shop.adminToken, apiOrigin: shop.origin });

const start = async (
  overrides: Parameters<typeof testApi>[0] = {},
  deps: { payments?: PaymentProvider; commerceSink?: CommerceOrderSink } = {},
) =>
  (api = await testApi(
    {
      shopify: { domain: 'storefront.myshopify.com', storefrontAccessToken: 'local-storefront-token', apiOrigin: shop.origin },
      ...overrides,
    },
    undefined,
    undefined,
    { payments: deps.payments ?? braintree, commerceSink: deps.commerceSink ?? adminOrders() },
  ));

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

/** The price the buyer is shown for the cart (and its fingerprint, which the order sends back). */
async function quoteOf(t: TestApi, cartId: string, province = 'QC', postalCode = POSTAL_CODES[province] ?? 'H7S 1M9', selection?: unknown) {
  const response = await t.app.inject({ method: 'POST', url: '/orders/quote', payload: { cartId, province, postalCode, selection } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuoteAnswer>();
}

/** A choice of nothing yet and the conditions in force accepted: what an order body carries besides the cart and the customer. */
const accepted = () => ({ selection: {}, acceptance: { conditionsVersion: conditionsOn(storeClock().day).version } });

/** A postal code of each province the tests deliver to. */
const POSTAL_CODES: Record<string, string> = { QC: 'H7S 1M9', ON: 'K1A 0B1', AB: 'T5J 0N3', NS: 'B3H 1A1', NB: 'E1C 4M3' };

/** The body of an order for the cart as it is priced now: the cart id, the customer, a test nonce and the quote's fingerprint. */
async function orderBody(
  t: TestApi,
  cartId: string,
  extra: { customer?: Record<string, unknown>; nonce?: string; selection?: FulfilmentSelection } = {},
) {
  const c = extra.customer ?? customer;
  const priced = await quoteOf(t, cartId, String(c.province ?? 'QC'), String(c.postalCode ?? 'H7S 1M9'), extra.selection);
  return {
    cartId,
    customer: c,
    nonce: extra.nonce ?? 'fake-valid-visa-nonce',
    quote: priced.quote,
    selection: priced.fulfilment.selection,
    acceptance: { conditionsVersion: priced.conditionsVersion },
  };
}

function order(t: TestApi, body: Record<string, unknown>, key = newKey(), options: { lang?: string; integrity?: boolean } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/orders?lang=${options.lang ?? 'fr'}`,
    payload: body,
    headers: { 'idempotency-key': key, ...(options.integrity === false ? {} : { 'x-firebase-appcheck': t.token() }) },
  });
}

const readBack = (t: TestApi, id: string, key: string, lang = 'fr') =>
  t.app.inject({ method: 'GET', url: `/orders/${id}?lang=${lang}`, headers: { 'order-access-key': key } });

async function nothingStored(t: TestApi) {
  expect(await t.count('orders')).toBe(0);
  expect(await t.count('order_lines')).toBe(0);
  expect(await t.count('outbox')).toBe(0);
}

/** The stand-in's sales for our order: what the buyer was really charged. */
const salesFor = (orderId: string) => gateway.sales().filter((sale) => sale.orderId === orderId);

/** The real provider, with something done before each sale reaches it (a line added by an attacker, a dropped connection). */
function providerWith(before: (call: number) => Promise<void>): PaymentProvider & { calls: number } {
  const wrapped = {
    ...braintree,
    name: braintree.name,
    mode: braintree.mode,
    calls: 0,
    clientToken: () => braintree.clientToken(),
    findSale: (orderId: string) => braintree.findSale(orderId),
    reverse: (reference: string) => braintree.reverse(reference),
    parseWebhook: (signature: string, payload: string) => braintree.parseWebhook(signature, payload),
    async sale(request: Parameters<PaymentProvider['sale']>[0]) {
      wrapped.calls += 1;
      await before(wrapped.calls);
      return braintree.sale(request);
    },
  };
  return wrapped;
}

/** A mail body as it reads: quoted-printable UTF-8 decoded. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('placing an order', () => {
  it('prices on the server from the store (promo, delivery, Quebec taxes), commits, charges once, mails both, queues it for Shopify', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }], 'PISCINE10');
    const response = await order(t, await orderBody(t, cartId, { customer: { ...customer, newsletter: true } }));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{
      order: {
        id: string;
        number: string;
        totals: Record<string, unknown>;
        payment: unknown;
        lines: unknown[];
        customer: { postalCode: string };
        accessKey: string;
      };
    }>().order;
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
    expect(placed.payment).toEqual({ kind: 'card', brand: 'visa', last4: '1111' });
    expect(placed.lines).toEqual([
      {
        title: 'Chaise longue Riviera',
        variantTitle: 'Default Title',
        quantity: 1,
        unitPrice: 399,
        total: 399,
        fulfilment: { class: 'parcel' },
        shipment: 0,
      },
    ]);
    expect(placed.customer.postalCode).toBe('H7S 1M9');
    expect(placed.number).toMatch(/^PS-[0-9A-F]{8}$/);

    const [row] = await t.db.query<{ status: string; total: string; payment_ref: string; payment_provider: string }>(
      'SELECT * FROM orders',
    );
    expect(row).toMatchObject({ status: 'paid', total: '412.88', payment_provider: 'braintree' });
    // Exactly one sale at the gateway, of the order's total, with the order's id.
    expect(salesFor(placed.id).map((sale) => [sale.id, sale.amount, sale.status])).toEqual([
      [row!.payment_ref, '412.88', 'submitted_for_settlement'],
    ]);
    // The newsletter box asks its owner to confirm: pending until the click (ADR 0030).
    expect(await t.count('newsletter_signups')).toBe(1);
    expect(await t.count('newsletter_subscribers')).toBe(0);

    // The commerce queue puts the order in Shopify from its stored lines.
    await t.commercePush.drain();
    const [pushed] = await t.db.query<{ pushed_at: Date | null; commerce_name: string }>('SELECT * FROM commerce_orders');
    expect(pushed!.pushed_at).not.toBeNull();
    const inShopify = await shopifyOrder(placed.id);
    expect(inShopify).toMatchObject({
      name: pushed!.commerce_name,
      lines: [{ variantId: LOUNGER, quantity: 1 }],
      total: '412.88',
      financialStatus: 'PAID',
    });

    await t.outbox.drain();
    const sent = t.mail.state.sent;
    expect(sent.map((m) => m.to).sort()).toEqual(['marie@example.com', 'marie@example.com', 'ventes@piscinessoleil.local']);
    const confirmation = sent.find((m) => m.to === 'marie@example.com' && m.subject.startsWith('Confirmation de votre commande'))!;
    expect(confirmation.subject).toBe(`Confirmation de votre commande ${placed.number}`);
    expect(decoded(confirmation.raw)).toContain('TVQ (9,975\u00a0%)\u00a0: 35,82\u00a0$');
    expect(decoded(confirmation.raw)).toContain('Sous-total\u00a0: 399,00\u00a0$');

    // Read again with the access key, in its header; never with a key in the address, a forged or an expired one.
    expect((await readBack(t, placed.id, placed.accessKey)).json<{ order: { number: string } }>().order.number).toBe(placed.number);
    expect(
      (await t.app.inject({ method: 'GET', url: `/orders/${placed.id}?key=${encodeURIComponent(placed.accessKey)}` })).statusCode,
    ).toBe(404);
    expect((await readBack(t, placed.id, 'forged')).statusCode).toBe(404);
    const expired = `${Math.floor(Date.now() / 1000) - 1}.${placed.accessKey.split('.')[1]}`;
    expect((await readBack(t, placed.id, expired)).statusCode).toBe(404);

    // The contract's copy (s. 54.7): the mail links to the confirmation for good, with its key in the fragment, and carries the PDF.
    const link = /(http:\/\/\S+\/fr\/paiement\?etape=confirmation&commande=[0-9a-f-]{36})#acces=(L\.[\w-]{43})/.exec(
      decoded(confirmation.raw),
    );
    expect(link?.[1]).toContain(placed.id);
    expect((await readBack(t, placed.id, link![2]!)).json<{ order: { number: string } }>().order.number).toBe(placed.number);
    expect(
      (
        await readBack(
          t,
          placed.id,
          link![2]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        )
      ).statusCode,
    ).toBe(404);
    const pdf = /Content-Type: application\/pdf; name=(contrat-PS-[0-9A-F]{8}\.pdf)[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      confirmation.raw,
    );
    expect(pdf?.[1]).toBe(`contrat-${placed.number}.pdf`);
    const bytes = Buffer.from(pdf![2]!.replace(/\s+/g, ''), 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [kept] = await t.db.query<{ pdf: Uint8Array; conditions_version: string }>('SELECT pdf, conditions_version FROM order_contracts');
    expect(Buffer.from(kept!.pdf).equals(bytes)).toBe(true);
    expect(kept!.conditions_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(decoded(confirmation.raw)).toContain('No TPS\u00a0: 123456789 RT0001');
    expect(decoded(confirmation.raw)).toContain('Postes Canada (Gratuite)');
  });

  it('charges delivery below 39 $ by the province, none for items that always ship free, and Ontario HST', async () => {
    const t = await start();
    const paying = await order(
      t,
      await orderBody(t, await cart([{ variantId: ACCESSORY, quantity: 2 }]), {
        customer: { ...customer, city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' },
      }),
    );
    expect(paying.statusCode, paying.body).toBe(201);
    const totals = paying.json<{ order: { totals: { delivery: number; taxes: unknown[]; total: number } } }>().order.totals;
    expect(totals.delivery).toBe(DELIVERY_FEES.ON);
    expect(totals.taxes).toEqual([{ kind: 'HST', rate: 13, amount: 2.98 }]);
    expect(totals.total).toBe(25.93);

    const free = await order(t, await orderBody(t, await cart([{ variantId: CHLORINE_2KG, quantity: 1 }])));
    expect(free.json<{ order: { totals: { delivery: number; total: number } } }>().order.totals).toMatchObject({
      delivery: 0,
      total: 28.73,
    });
  });

  it('gives the priced summary and its fingerprint, the same for the same cart and another once the cart changes', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: ACCESSORY, quantity: 1 }]);
    const quote = await t.app.inject({ method: 'POST', url: '/orders/quote', payload: { cartId, province: 'QC', postalCode: 'H7S 1M9' } });
    expect(quote.json()).toMatchObject({
      currencyCode: 'CAD',
      totals: { subtotal: 5, delivery: DELIVERY_FEES.QC },
      quote: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect((await quoteOf(t, cartId)).quote).toBe(quote.json<{ quote: string }>().quote);
    expect((await quoteOf(t, cartId, 'ON')).quote).not.toBe(quote.json<{ quote: string }>().quote);
    await retried(() => store.addLineItems(cartId, [{ variantId: ACCESSORY, quantity: 1 }]));
    expect((await quoteOf(t, cartId)).quote).not.toBe(quote.json<{ quote: string }>().quote);
    expect(
      (await t.app.inject({ method: 'POST', url: '/orders/quote', payload: { cartId, province: 'XX', postalCode: 'H7S 1M9' } })).statusCode,
    ).toBe(400);
  });
});

describe('selling lawfully: methods by class, taxes where the goods go, the conditions accepted', () => {
  const laval = { ...customer, postalCode: 'H7A 1A1' };

  it('refuses a province that contradicts its postal code, at the quote and the order, in words, with nothing charged', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/orders/quote?lang=fr',
      payload: { cartId, province: 'AB', postalCode: 'H7A 1A1' },
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.json()).toMatchObject({
      error: 'provinceMismatch',
      message: 'Le code postal H7A 1A1 est au Québec, pas en Alberta. Corrigez le code postal ou la province.',
    });
    const body = await orderBody(t, cartId, { customer: laval });
    const sales = gateway.sales().length;
    const refused = await order(t, { ...body, customer: { ...laval, province: 'AB' } }, newKey(), { lang: 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'provinceMismatch',
      message: 'The postal code H7A 1A1 is in Quebec, not in Alberta. Correct the postal code or the province.',
    });
    await nothingStored(t);
    expect(gateway.sales().length).toBe(sales);
  });

  it('refuses an order without the conditions accepted, or with a version not in force, before anything is stored', async () => {
    const t = await start();
    const body = await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]));
    const without = await order(t, { ...body, acceptance: undefined });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({
      error: 'conditionsNotAccepted',
      message: expect.stringContaining('conditions d’achat en ligne'),
    });
    const old = await order(t, { ...body, acceptance: { conditionsVersion: '2020-01-01' } }, newKey(), { lang: 'en' });
    expect(old.json()).toMatchObject({ error: 'conditionsNotAccepted', message: expect.stringContaining('online purchase conditions') });
    await nothingStored(t);
  });

  it('never sends a dangerous good by post: the quote and the order refuse it in words, nothing charged', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: CHLORINE_2KG, quantity: 1 }]);
    const offered = await quoteOf(t, cartId);
    expect(offered.fulfilment.groups.map((group) => [group.class, group.offers.map((offer) => offer.method)])).toEqual([
      ['dangerous', ['pickup', 'truck']],
    ]);
    const byPost = await t.app.inject({
      method: 'POST',
      url: '/orders/quote?lang=fr',
      payload: { cartId, province: 'QC', postalCode: 'H7S 1M9', selection: { dangerous: { method: 'post' } } },
    });
    expect(byPost.statusCode).toBe(422);
    expect(byPost.json()).toMatchObject({
      error: 'methodInvalid',
      message: 'Produit dangereux\u00a0: ne peut pas être expédié par la poste (UN2468, classe 5.1)',
    });
    const body = await orderBody(t, cartId);
    const refused = await order(t, { ...body, selection: { dangerous: { method: 'post' } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'methodInvalid' });
    await nothingStored(t);
  });

  it('refuses an unknown method, a pickup outside opening hours, a day the truck does not serve, an area it does not', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: CHLORINE_2KG, quantity: 1 }]);
    const body = await orderBody(t, cartId);
    const refusals: [unknown, string, string][] = [
      [{ dangerous: { method: 'drone' } }, 'unknownMethod', 'Ce mode de livraison n’existe pas'],
      [{ dangerous: { method: 'pickup', date: '2099-12-25', time: '10:00' } }, 'pickupTime', 'Le ramassage n’est pas offert'],
      [
        {
          dangerous: {
            method: 'pickup',
            date: body.selection.dangerous!.method === 'pickup' ? (body.selection.dangerous as { date: string }).date : '',
            time: '23:30',
          },
        },
        'pickupTime',
        '23:30',
      ],
      [{ dangerous: { method: 'truck', date: '2099-01-01' } }, 'truckDate', 'Notre camion ne livre pas votre secteur'],
    ];
    for (const [selection, refusal, words] of refusals) {
      const refused = await order(t, { ...body, selection });
      expect(refused.statusCode, JSON.stringify(selection)).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'methodInvalid', refusal, message: expect.stringContaining(words) });
    }
    const downtown = { ...customer, city: 'Montréal', postalCode: 'H3A 1A1' };
    const far = await orderBody(t, cartId, { customer: downtown });
    const truck = (await quoteOf(t, cartId, 'QC', 'H3A 1A1')).fulfilment.groups[0]!.offers.find((offer) => offer.method === 'truck')!;
    expect(truck.unavailable).toBe('Notre camion ne livre pas au code postal H3A.');
    const outside = await order(t, { ...far, selection: { dangerous: { method: 'truck', date: '2099-01-01' } } });
    expect(outside.json()).toMatchObject({ error: 'methodInvalid', refusal: 'truckArea' });
    await nothingStored(t);
  });

  it('splits a mixed cart by method, taxes the pickup in Quebec and the parcels where they go, and keeps every shipment', async () => {
    const t = await start();
    const ottawa = { ...customer, city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' };
    const cartId = await cart([
      { variantId: ACCESSORY, quantity: 2 },
      { variantId: CHLORINE_2KG, quantity: 1 },
    ]);
    const body = await orderBody(t, cartId, { customer: ottawa });
    expect(body.selection).toMatchObject({ parcel: { method: 'post' }, dangerous: { method: 'pickup' } });
    const placed = await order(t, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const view = placed.json<{ order: OrderView }>().order;
    expect(view.fulfilment.shipments.map((s) => [s.method, s.lineIds, s.fee, s.taxProvince])).toEqual([
      ['post', ['0'], DELIVERY_FEES.ON, 'ON'],
      ['pickup', ['1'], 0, 'QC'],
    ]);
    // 10 $ of accessories and 12.95 $ by post taxed at Ontario's 13 % HST; the chlorine picked up in Laval at GST and QST.
    expect(view.totals.taxes).toEqual([
      { kind: 'HST', rate: 13, amount: 2.98 },
      { kind: 'GST', rate: 5, amount: 1.25 },
      { kind: 'QST', rate: 9.975, amount: 2.49 },
    ]);
    expect(view.lines.map((line) => [line.fulfilment.class, line.shipment])).toEqual([
      ['parcel', 0],
      ['dangerous', 1],
    ]);
    // The order Shopify receives carries the taxes the buyer paid, each where it was charged: the HST on the parcel and its
    // post, the GST and QST on the chlorine picked up (OrderCreateLineItemInput.taxLines, OrderCreateShippingLineInput.taxLines).
    await t.commercePush.drain();
    const taxes = await shopifyTaxes(view.id);
    expect(taxes.totalTax).toBe('6.72');
    expect(taxes.taxLines).toEqual([
      ['TVH', 0.13, '2.98'],
      ['TPS', 0.05, '1.25'],
      ['TVQ', 0.09975, '2.49'],
    ]);
    expect(taxes.lines).toEqual([
      [['TVH', 0.13, '1.3']],
      [
        ['TPS', 0.05, '1.25'],
        ['TVQ', 0.09975, '2.49'],
      ],
    ]);
    expect(taxes.shipping).toEqual([[['TVH', 0.13, '1.68']], []]);
    expect(taxes.total).toBe(view.totals.total.toFixed(2));
    expect(view.merchant).toMatchObject({
      legalName: 'Piscines Soleil inc.',
      gstNumber: '123456789 RT0001',
      qstNumber: '1234567890 TQ0001',
    });
    expect(view.acceptance.conditionsVersion).toBe(body.acceptance.conditionsVersion);
    const [stored] = await t.db.query<{ conditions_version: string; accepted_at: Date }>(
      'SELECT conditions_version, accepted_at FROM orders',
    );
    expect(stored!.conditions_version).toBe(body.acceptance.conditionsVersion);
    expect(stored!.accepted_at).toBeTruthy();
  });

  it('the fingerprint covers the method: a choice changed after the quote is refused as a changed cart, nothing charged', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: ACCESSORY, quantity: 2 }]);
    const body = await orderBody(t, cartId);
    const pickup = (await quoteOf(t, cartId)).fulfilment.groups[0]!.offers.find((offer) => offer.method === 'pickup')!.days![0]!;
    const changed = await order(t, { ...body, selection: { parcel: { method: 'pickup', date: pickup.date, time: pickup.times![0]! } } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error: 'cartChanged' });
    await nothingStored(t);
  });
});

/** The taxes of the order Shopify has for our order id: in all, per title and rate, and on each line and shipping line. */
async function shopifyTaxes(orderId: string) {
  const tax = '{ title rate priceSet { shopMoney { amount } } }';
  const response = await fetch(`${shop.origin}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': shop.adminToken },
    body: JSON.stringify({
      query: `query($q: String!) { orders(first: 1, query: $q) { nodes {
        totalTaxSet { shopMoney { amount } } totalPriceSet { shopMoney { amount } } taxLines ${tax}
        lineItems(first: 20) { nodes { taxLines ${tax} } } shippingLines(first: 10) { nodes { taxLines ${tax} } } } } }`,
      variables: { q: `source_identifier:${orderId}` },
    }),
  });
  type Tax = { title: string; rate: number; priceSet: { shopMoney: { amount: string } } };
  type Node = {
    totalTaxSet: { shopMoney: { amount: string } };
    totalPriceSet: { shopMoney: { amount: string } };
    taxLines: Tax[];
    lineItems: { nodes: { taxLines: Tax[] }[] };
    shippingLines: { nodes: { taxLines: Tax[] }[] };
  };
  const [found] = ((await response.json()) as { data: { orders: { nodes: Node[] } } }).data.orders.nodes;
  expect(found, `Shopify order for ${orderId}`).toBeDefined();
  const rows = (list: Tax[]) => list.map((line) => [line.title, line.rate, line.priceSet.shopMoney.amount]);
  return {
    totalTax: Number(found!.totalTaxSet.shopMoney.amount).toFixed(2),
    total: Number(found!.totalPriceSet.shopMoney.amount).toFixed(2),
    taxLines: rows(found!.taxLines),
    lines: found!.lineItems.nodes.map((line) => rows(line.taxLines)),
    shipping: found!.shippingLines.nodes.map((line) => rows(line.taxLines)),
  };
}

/** The order Shopify has for our order id, through its Admin API. */
/** Makes an order's waiting push due now, as its next try coming (pg-boss's delays are the queue's, in seconds). */
async function dueNow(t: TestApi, orderId: string) {
  const jobs = jobsOf(t.db);
  await jobs.deleteJob(COMMERCE_PUSH, orderId);
  await jobs.send(COMMERCE_PUSH, {}, { id: orderId });
}

async function shopifyOrder(orderId: string) {
  const response = await fetch(`${shop.origin}/admin/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': shop.adminToken },
    body: JSON.stringify({
      query: `query($q: String!) { orders(first: 5, query: $q) { nodes { name displayFinancialStatus totalPriceSet { shopMoney { amount } } lineItems(first: 20) { nodes { quantity variant { id } } } } } }`,
      variables: { q: `source_identifier:${orderId}` },
    }),
  });
  type Node = {
    name: string;
    displayFinancialStatus: string;
    totalPriceSet: { shopMoney: { amount: string } };
    lineItems: { nodes: { quantity: number; variant: { id: string } }[] };
  };
  const nodes = ((await response.json()) as { data: { orders: { nodes: Node[] } } }).data.orders.nodes;
  expect(nodes.length, `Shopify orders for ${orderId}`).toBeLessThanOrEqual(1);
  const found = nodes[0];
  return found
    ? {
        name: found.name,
        financialStatus: found.displayFinancialStatus,
        total: Number(found.totalPriceSet.shopMoney.amount).toFixed(2),
        lines: found.lineItems.nodes.map((line) => ({ variantId: line.variant.id, quantity: line.quantity })),
      }
    : null;
}

describe('exactly what was paid', () => {
  it('a cart that changed after the quote is refused before any charge, with the new total', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const body = await orderBody(t, cartId);
    await retried(() => store.addLineItems(cartId, [{ variantId: CHLORINE_2KG, quantity: 1 }]));
    const before = gateway.sales().length;
    const refused = await order(t, body);
    expect(refused.statusCode).toBe(409);
    const answer = refused.json<{ error: string; message: string; totals: { total: number }; quote: string }>();
    expect(answer.error).toBe('cartChanged');
    expect(answer.totals.total).toBe(487.48);
    expect(answer.message).toBe(
      'Votre panier a changé depuis l’affichage du total. Nouveau total\u00a0: 487,48\u00a0$. Vérifiez votre commande, puis payez de nouveau. Aucun montant n’a été prélevé.',
    );
    expect(gateway.sales().length).toBe(before);
    await nothingStored(t);
    // With the new price, the same buyer pays it.
    const paid = await order(t, { ...body, quote: answer.quote });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<{ order: { totals: { total: number } } }>().order.totals.total).toBe(487.48);
  });

  it('attack: lines added to the cart with the public token while the payment runs never reach the order', async () => {
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const attacker = providerWith(async () => {
      await retried(() => store.addLineItems(cartId, [{ variantId: CHLORINE_2KG, quantity: 5 }]));
    });
    const t = await start({}, { payments: attacker });
    const response = await order(t, await orderBody(t, cartId));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ order: { id: string; totals: { total: number }; lines: { quantity: number }[] } }>().order;
    expect(placed.totals.total).toBe(458.75);
    expect(placed.lines).toHaveLength(1);
    expect(salesFor(placed.id).map((sale) => sale.amount)).toEqual(['458.75']);
    await t.commercePush.drain();
    expect(await shopifyOrder(placed.id)).toMatchObject({ total: '458.75', lines: [{ variantId: LOUNGER, quantity: 1 }] });
  });

  it('attack: a line added after a lost connection, then a retry with the same key: the stored order is charged and sent, nothing more', async () => {
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const dropping = providerWith(async (call) => {
      if (call === 1) throw new GatewayConnectionError('connection reset');
    });
    const t = await start({}, { payments: dropping });
    const body = await orderBody(t, cartId);
    const key = newKey();
    const lost = await order(t, body, key);
    expect(lost.statusCode).toBe(502);
    expect(lost.json()).toMatchObject({ error: 'connexion', message: 'La connexion au serveur a été interrompue. Veuillez réessayer.' });
    await retried(() => store.addLineItems(cartId, [{ variantId: CHLORINE_2KG, quantity: 5 }]));
    const retry = await order(t, body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    const placed = retry.json<{ order: { id: string; lines: unknown[]; totals: { total: number } } }>().order;
    expect([placed.lines.length, placed.totals.total]).toEqual([1, 458.75]);
    expect(salesFor(placed.id).map((sale) => sale.amount)).toEqual(['458.75']);
    await t.commercePush.drain();
    expect(await shopifyOrder(placed.id)).toMatchObject({ total: '458.75', lines: [{ variantId: LOUNGER, quantity: 1 }] });
  });

  it('charged but not recorded (the database fails after the sale): the sale is voided, the order is saveFail, the administrator is told', async () => {
    let t: TestApi | null = null;
    // The sale goes through; the transaction that records it then fails (a table the payment needs is gone for a moment).
    const breaking = providerWith(async () => {
      await t!.db.query('ALTER TABLE commerce_orders RENAME TO commerce_orders_away');
    });
    t = await start({}, { payments: breaking });
    const response = await order(t, await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }])));
    await t.db.query('ALTER TABLE commerce_orders_away RENAME TO commerce_orders');
    expect([response.statusCode, response.json<{ error: string }>().error]).toEqual([500, 'saveFail']);
    const [row] = await t.db.query<{ id: string; status: string; reversed_at: Date | null }>('SELECT id, status, reversed_at FROM orders');
    expect(row!.status).toBe('failed');
    expect(row!.reversed_at).not.toBeNull();
    expect(salesFor(row!.id).map((sale) => sale.status)).toEqual(['voided']);
    await t.outbox.drain();
    expect(t.mail.state.sent.map((m) => [m.to, m.subject.split(']')[0]])).toEqual([
      ['ventes@piscinessoleil.local', '[Paiement non complété'],
    ]);
    expect(t.mail.state.sent[0]!.raw).toContain('reversed');
  });

  it('the commerce platform down at payment: the order is kept, waits where staff see it, and reaches Shopify when it is back', async () => {
    const real = adminOrders();
    let down = true;
    const flaky: CommerceOrderSink = {
      createOrder: (input) => (down ? Promise.reject(new CommerceUnavailableError('Shopify: 503')) : real.createOrder(input)),
    };
    const t = await start({ staffToken: 'staff-secret-token' }, { commerceSink: flaky });
    const response = await order(t, await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }])));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ order: { id: string; number: string } }>().order;
    await t.commercePush.drain();
    expect(await shopifyOrder(placed.id)).toBeNull();
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/staff/orders/waiting',
      headers: { authorization: 'Bearer staff-secret-token' },
    });
    const waitingOrders = waiting.json<{ orders: { number: string; attempts: number; rejected: boolean; lastError: string }[] }>().orders;
    expect(waitingOrders).toEqual([expect.objectContaining({ number: placed.number, rejected: false, lastError: 'Shopify: 503' })]);
    // At least the one attempt drained above; the pusher's own retry may have come too on a slow machine (its delay is short here).
    expect(waitingOrders[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/staff/orders/waiting' })).statusCode).toBe(401);

    down = false;
    await dueNow(t, placed.id);
    await t.commercePush.drain();
    expect(await shopifyOrder(placed.id)).toMatchObject({ total: '458.75' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/staff/orders/waiting', headers: { authorization: 'Bearer staff-secret-token' } })).json(),
    ).toEqual({ orders: [] });
    // Pushed again by mistake (a second worker), Shopify still has one order.
    await t.db.query('UPDATE commerce_orders SET pushed_at = NULL');
    await dueNow(t, placed.id);
    await t.commercePush.drain();
    expect(await shopifyOrder(placed.id)).toMatchObject({ total: '458.75' });
  });

  it("an order that waited before the queue was pg-boss's is carried over on start, once however often the API starts", async () => {
    let down = true;
    const real = adminOrders();
    const flaky: CommerceOrderSink = {
      createOrder: (input) => (down ? Promise.reject(new CommerceUnavailableError('Shopify: 503')) : real.createOrder(input)),
    };
    const t = await start({}, { commerceSink: flaky });
    const placed = (await order(t, await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }])))).json<{ order: { id: string } }>()
      .order;
    await t.commercePush.drain();
    // As a store upgraded with this order waiting and due: its row, no job.
    const jobs = jobsOf(t.db);
    await jobs.deleteJob(COMMERCE_PUSH, placed.id);
    await t.db.query('UPDATE commerce_orders SET next_attempt_at = now()');
    await installJobs(t.db);
    await installJobs(t.db);
    expect((await jobs.findJobs(COMMERCE_PUSH)).map((job) => [job.id, job.state])).toEqual([[placed.id, 'created']]);
    down = false;
    await t.commercePush.drain();
    expect(await shopifyOrder(placed.id)).toMatchObject({ total: '458.75' });
    expect((await jobs.findJobs(COMMERCE_PUSH)).map((job) => job.state)).toEqual(['completed']);
  });

  it('a worker whose attempt was taken from it (expired, handed on) records nothing: whoever holds the job now decides', async () => {
    const real = adminOrders();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => undefined as void;
    const inSink = new Promise<void>((resolve) => (entered = resolve));
    const slow: CommerceOrderSink = {
      createOrder: async (input) => {
        entered();
        await held;
        return real.createOrder(input);
      },
    };
    const t = await start({}, { commerceSink: slow });
    const placed = (await order(t, await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }])))).json<{ order: { id: string } }>()
      .order;
    const draining = t.commercePush.drain();
    await inSink;
    // What the supervisor does to an attempt past its expiry: the job goes back to wait for its next try.
    const jobs = jobsOf(t.db);
    await jobs.fail(COMMERCE_PUSH, placed.id);
    release();
    await draining;
    expect(await t.db.query('SELECT pushed_at, attempts FROM commerce_orders WHERE order_id = $1', [placed.id])).toEqual([
      { pushed_at: null, attempts: 0 },
    ]);
    expect((await jobs.findJobs(COMMERCE_PUSH, { id: placed.id })).map((job) => job.state)).toEqual(['retry']);
  });
});

describe('idempotency: a double click or a retry never charges twice', () => {
  it('the same key again answers the same order without a second charge or second mails', async () => {
    const t = await start();
    const body = await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]));
    const key = newKey();
    const first = await order(t, body, key);
    const again = await order(t, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    const id = first.json<{ order: { id: string } }>().order.id;
    expect(again.json<{ order: { id: string } }>().order.id).toBe(id);
    expect(await t.count('orders')).toBe(1);
    expect(await t.count('outbox')).toBe(2);
    expect(salesFor(id)).toHaveLength(1);
  });

  it('two clicks at once: one order, one charge', async () => {
    const t = await start();
    const body = await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]));
    const key = newKey();
    const answers = await Promise.all([order(t, body, key), order(t, body, key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await t.count('orders')).toBe(1);
    expect(salesFor(answers[0]!.json<{ order: { id: string } }>().order.id)).toHaveLength(1);
  });

  it('ten retries at once after a lost answer make one gateway call, and the sale made before is found, not repeated', async () => {
    const counting = providerWith(async () => undefined);
    const t = await start({}, { payments: counting });
    const body = await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]));
    const key = newKey();
    // The gateway charges, and its answer is lost on the way back.
    gateway.dropNextSaleResponse();
    const lost = await order(t, body, key);
    expect(lost.statusCode).toBe(502);
    const [row] = await t.db.query<{ id: string }>('SELECT id FROM orders');
    expect(salesFor(row!.id)).toHaveLength(1);
    const callsBefore = counting.calls;
    const retries = await Promise.all(Array.from({ length: 10 }, () => order(t, body, key)));
    expect(retries.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(counting.calls - callsBefore).toBe(1);
    expect(salesFor(row!.id)).toHaveLength(1);
    expect(await t.count("orders WHERE status = 'paid'")).toBe(1);
    expect(await t.count("outbox WHERE kind = 'order-confirmation'")).toBe(1);
  });

  it('another tab with another key on a paid cart is told it is already ordered, with that order’s number and nothing else of it', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const body = await orderBody(t, cartId);
    const first = await order(t, body);
    expect(first.statusCode).toBe(201);
    const number = first.json<{ order: { number: string } }>().order.number;
    const second = await order(t, body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      error: 'alreadyOrdered',
      message: `Ce panier a déjà été commandé\u00a0: commande ${number}. Commencez un nouveau panier pour poursuivre vos achats.`,
      orderNumber: number,
    });
    expect(second.body).not.toMatch(/Marie|Côté|marie@|Érables|H7S|555|accessKey/);
    // Its price is asked no more either: the methods and review steps say which order it became.
    const priced = await t.app.inject({
      method: 'POST',
      url: '/orders/quote?lang=fr',
      payload: { cartId, province: 'QC', postalCode: 'H7S 1M9' },
    });
    expect([priced.statusCode, priced.json<{ error: string; orderNumber: string }>()]).toEqual([
      409,
      expect.objectContaining({ error: 'alreadyOrdered', orderNumber: number }),
    ]);
    const english = await order(t, body, newKey(), { lang: 'en' });
    expect(english.json<{ message: string }>().message).toBe(
      `This cart has already been ordered: order ${number}. Start a new cart to keep shopping.`,
    );
    expect(await t.count('orders')).toBe(1);
  });

  it('a pending order whose caller died before the gateway expires and frees its cart; one that may have been charged is settled with the provider', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const body = await orderBody(t, cartId);
    // A caller that committed its order and died before calling the gateway.
    await t.db.query(
      `INSERT INTO orders (id, number, idempotency_key, cart_id, status, locale, customer, email, province, totals, total, currency, lease_until)
       VALUES ('00000000-0000-4000-8000-000000000001', 'PS-00000000', 'dead-caller-key-0001', $1, 'pending', 'fr', '{}', 'x@example.com', 'QC', '{"total": 1}', 1, 'CAD', now() - interval '1 second')`,
      [cartId],
    );
    const paid = await order(t, body);
    expect(paid.statusCode, paid.body).toBe(201);
    const [dead] = await t.db.query<{ status: string }>("SELECT status FROM orders WHERE number = 'PS-00000000'");
    expect(dead!.status).toBe('expired');

    // A caller that reached the gateway, whose answer was lost, and who never came back: its sale is found and recorded.
    const other = await cart([{ variantId: CHLORINE_2KG, quantity: 1 }]);
    const lostBody = await orderBody(t, other);
    gateway.dropNextSaleResponse();
    expect((await order(t, lostBody, newKey())).statusCode).toBe(502);
    const again = await order(t, lostBody, newKey());
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('alreadyOrdered');
    const [settled] = await t.db.query<{ id: string; status: string }>('SELECT id, status FROM orders WHERE cart_id = $1', [other]);
    expect(settled!.status).toBe('paid');
    expect(salesFor(settled!.id)).toHaveLength(1);
    expect(await t.count(`outbox WHERE kind = 'order-confirmation' AND order_id = '${settled!.id}'`)).toBe(1);
  });
});

describe('bad input: a clear 4xx, nothing stored half-way', () => {
  it('a missing city, a bad postal code and phone: field messages, nothing stored, nothing charged', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const response = await order(t, {
      ...(await orderBody(t, cartId)),
      customer: { ...customer, city: '', postalCode: '1234', phone: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: { field: string; message: string }[] }>().fields.map((f) => [f.field, f.message])).toEqual([
      ['phone', 'Le champ «\u00a0Téléphone\u00a0» n’est pas valide.'],
      ['city', 'Précisez la ville.'],
      ['postalCode', 'Le champ «\u00a0Code postal\u00a0» n’est pas valide.'],
    ]);
    await nothingStored(t);
  });

  it('refuses a body with a card number or browser totals, a missing key, a missing integrity token, a bad nonce or fingerprint', async () => {
    const t = await start();
    const body = await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]));
    expect((await order(t, { ...body, number: '4111111111111111' })).statusCode).toBe(400);
    expect((await order(t, { ...body, total: 1 })).statusCode).toBe(400);
    expect((await order(t, { ...body, nonce: 'x' })).statusCode).toBe(400);
    expect((await order(t, { ...body, quote: undefined })).statusCode).toBe(400);
    expect((await order(t, body, 'short')).statusCode).toBe(400);
    expect((await order(t, body, newKey(), { integrity: false })).statusCode).toBe(401);
    const english = await order(t, { ...body, customer: { ...customer, city: ' ' } }, newKey(), { lang: 'en' });
    expect(english.json<{ fields: { message: string }[] }>().fields[0]?.message).toBe('Please specify the city.');
    await nothingStored(t);
  });

  it('an unknown or empty cart is the "order" error, nothing stored', async () => {
    const t = await start();
    const unknown = await order(t, {
      cartId: 'gid://shopify/Cart/nope',
      customer,
      nonce: 'fake-valid-visa-nonce',
      quote: 'a'.repeat(32),
      ...accepted(),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: 'order', message: 'Votre panier est vide. Ajoutez des articles avant de commander.' });
    const empty = await order(t, {
      cartId: await cart([]),
      customer,
      nonce: 'fake-valid-visa-nonce',
      quote: 'a'.repeat(32),
      ...accepted(),
    });
    expect(empty.statusCode).toBe(422);
    await nothingStored(t);
  });

  it('the closed-shop switch takes no order and gives no client token', async () => {
    const t = await start({ ordersOpen: false });
    expect((await t.app.inject({ method: 'GET', url: '/orders/availability' })).json()).toEqual({ open: false });
    expect((await t.app.inject({ method: 'GET', url: '/payments/client-token' })).statusCode).toBe(503);
    expect(
      (
        await order(t, {
          cartId: await cart([{ variantId: LOUNGER, quantity: 1 }]),
          customer,
          nonce: 'fake-valid-visa-nonce',
          quote: 'a'.repeat(32),
        })
      ).statusCode,
    ).toBe(503);
    await nothingStored(t);
  });
});

describe('the provider: client token, declines of spec §8, webhooks', () => {
  it('gives the drop-in a client token; the provider down gives spec §8 token', async () => {
    const t = await start();
    const token = await t.app.inject({ method: 'GET', url: '/payments/client-token' });
    expect(token.statusCode).toBe(200);
    expect(JSON.parse(Buffer.from(token.json<{ clientToken: string }>().clientToken, 'base64').toString('utf8'))).toMatchObject({
      configUrl: expect.stringContaining(`:${gateway.port}/`),
    });
    const down = createBraintreeProvider({ ...readBraintreeConfig({}), environment: { host: '127.0.0.1', port: 9, ssl: false } });
    const broken = await start({}, { payments: down });
    const refused = await broken.app.inject({ method: 'GET', url: '/payments/client-token?lang=fr' });
    expect([refused.statusCode, refused.json<{ error: string }>().error]).toEqual([503, 'token']);
    await broken.close();
    api = t;
  });

  const declines = [
    // Braintree's sandbox amounts: the processor's response code is the amount.
    [2001, 'gateway-no-fund', 402, 'Fonds insuffisants. Veuillez utiliser une autre carte.'],
    [2005, 'gateway-invalid-acount-num', 402, 'Numéro de compte invalide. Vérifiez le numéro de la carte.'],
    [
      2004,
      'gateway-invalid-date',
      402,
      'Date d’expiration invalide. Vérifiez la date inscrite sur votre carte, ou utilisez une autre carte.',
    ],
    [2046, 'paymentMethod', 402, 'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.'],
  ] as const;

  it('a declined sale keeps the order as failed and its cart free, charges nothing; each processor code has its message of §8', async () => {
    for (const [amount, key, status, message] of declines) {
      // The first sale at the sandbox's decline amount; the next one at the order's own.
      const forcing = providerWith(async () => undefined);
      const t = await start(
        {},
        { payments: { ...forcing, sale: (request) => forcing.sale(forcing.calls === 0 ? { ...request, amount } : request) } },
      );
      const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
      const response = await order(t, await orderBody(t, cartId));
      expect([response.statusCode, response.json<{ error: string }>().error, response.json<{ message: string }>().message], key).toEqual([
        status,
        key,
        message,
      ]);
      expect(await t.count("orders WHERE status = 'failed'")).toBe(1);
      // The buyer can pay the same cart with another card.
      expect((await order(t, await orderBody(t, cartId))).statusCode).toBe(201);
      await t.close();
      api = null;
    }
  });

  it('a declined PayPal payment is §8 transfert with the provider’s words; a rejected one is saveFail and the administrator is mailed', async () => {
    const t = await start();
    const paypal = await order(
      t,
      await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]), { nonce: 'fake-paypal-one-time-nonce' }),
    );
    expect(paypal.statusCode, paypal.body).toBe(201);
    expect(paypal.json<{ order: { payment: unknown } }>().order.payment).toEqual({ kind: 'paypal', email: 'payer@example.com' });
    const fraud = await order(
      t,
      await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]), { nonce: 'fake-gateway-rejected-fraud-nonce' }),
    );
    expect([fraud.statusCode, fraud.json<{ error: string }>().error]).toEqual([500, 'saveFail']);
    await t.outbox.drain();
    expect(t.mail.state.sent.filter((m) => m.subject.startsWith('[Paiement non complété')).map((m) => m.to)).toEqual([
      'ventes@piscinessoleil.local',
    ]);
    await t.close();
    api = null;
    // An issuer's decline: in Braintree's sandbox the amount decides a sale (2000.00 is "Do Not Honor"), whatever the nonce.
    const forcing = providerWith(async () => undefined);
    const declining = await start({}, { payments: { ...forcing, sale: (request) => forcing.sale({ ...request, amount: 2000 }) } });
    const declined = await order(
      declining,
      await orderBody(declining, await cart([{ variantId: LOUNGER, quantity: 1 }]), { nonce: 'fake-valid-visa-nonce' }),
    );
    expect([declined.statusCode, declined.json<{ error: string }>().error]).toEqual([402, 'paymentMethod']);
  });

  it('a PayPal refusal shows the provider’s reason in the customer’s words, never its English text; a reason the table does not know, the refusal alone', async () => {
    // Braintree's sandbox amounts: 2074 is PayPal's funding declined; 5001.01 a PayPal sale declined 2038 "Processor Declined".
    for (const [amount, lang, message] of [
      [
        2074,
        'fr',
        'Paiement refusé par le fournisseur de paiement. Le moyen de paiement de votre compte PayPal a été refusé ou ne peut pas servir à ce paiement. Choisissez un autre mode de paiement.',
      ],
      [5001.01, 'en', 'Payment refused by the payment provider. The payment was declined. Choose another payment method.'],
    ] as const) {
      const forcing = providerWith(async () => undefined);
      const t = await start({}, { payments: { ...forcing, sale: (request) => forcing.sale({ ...request, amount }) } });
      const body = await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]), { nonce: 'fake-paypal-one-time-nonce' });
      const key = newKey();
      const refused = await order(t, body, key, { lang });
      expect([refused.statusCode, refused.json()]).toEqual([402, { statusCode: 402, error: 'transfert', message }]);
      // The same attempt sent again answers from the stored refusal, in the same words.
      expect((await order(t, body, key, { lang })).json<{ message: string }>().message).toBe(message);
      const [row] = await t.db.query<{ provider_message: string }>('SELECT provider_message FROM orders');
      expect(row!.provider_message).toMatch(/Declined/);
      await t.close();
      api = null;
    }
    const unknown = providerWith(async () => undefined);
    const t = await start(
      {},
      { payments: { ...unknown, sale: async () => ({ ok: false, error: 'transfert', providerMessage: 'Account Frozen By Risk Team X' }) } },
    );
    const refused = await order(t, await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }])));
    expect(refused.json<{ message: string }>().message).toBe(
      'Paiement refusé par le fournisseur de paiement. Choisissez un autre mode de paiement.',
    );
    expect(refused.body).not.toMatch(/Frozen|Risk/);
  });

  it('records a webhook signed by the provider and refuses one with a bad signature', async () => {
    const t = await start();
    const response = await order(t, await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }])));
    const [row] = await t.db.query<{ payment_ref: string }>('SELECT payment_ref FROM orders');
    expect(response.statusCode).toBe(201);
    const signed = gateway.webhook('transaction_settled', row!.payment_ref);
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks',
      ...form({ bt_signature: signed.bt_signature, bt_payload: signed.bt_payload }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await t.db.query('SELECT kind, reference FROM payment_events')).toEqual([
      { kind: 'transaction_settled', reference: row!.payment_ref },
    ]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks',
      ...form({ bt_signature: `${signed.bt_signature.split('|')[0]}|0000`, bt_payload: signed.bt_payload }),
    });
    expect(forged.statusCode).toBe(403);
    expect(await t.count('payment_events')).toBe(1);
  });
});

describe('billing address and the language of product titles', () => {
  const billing = {
    firstname: 'Jean',
    lastname: 'Tremblay',
    address: '400, boulevard Laurier',
    apartment: '',
    city: 'Québec',
    province: 'QC',
    postalCode: 'g1v 2l2',
  };

  it('requires the billing address when the delivery address is not reused, then keeps it with the order, its view and both mails', async () => {
    const t = await start();
    const cartId = await cart([{ variantId: LOUNGER, quantity: 1 }]);
    const missing = await order(
      t,
      await orderBody(t, cartId, { customer: { ...customer, billingSameAsDelivery: false, billing: { ...billing, city: '' } } }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: { field: string; message: string }[] }>().fields.map((f) => [f.field, f.message])).toEqual([
      ['billing.city', 'Précisez la ville.'],
    ]);
    await nothingStored(t);

    const response = await order(t, await orderBody(t, cartId, { customer: { ...customer, billingSameAsDelivery: false, billing } }));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ order: { id: string; accessKey: string; customer: { billing: unknown } } }>().order;
    const expected = { ...billing, postalCode: 'G1V 2L2' };
    expect(placed.customer.billing).toEqual(expected);
    const [row] = await t.db.query<{ customer: { billing: unknown } }>('SELECT customer FROM orders');
    expect(row!.customer.billing).toEqual(expected);
    expect(
      (await readBack(t, placed.id, placed.accessKey)).json<{ order: { customer: { billing: unknown } } }>().order.customer.billing,
    ).toEqual(expected);
    await t.outbox.drain();
    for (const mail of t.mail.state.sent) expect(mail.raw, mail.to).toContain('Jean Tremblay');
  });

  it('a reused delivery address is stored as no billing address, whatever the browser sent', async () => {
    const t = await start();
    const response = await order(
      t,
      await orderBody(t, await cart([{ variantId: LOUNGER, quantity: 1 }]), { customer: { ...customer, billing: { city: 'ignored' } } }),
    );
    expect(response.json<{ order: { customer: { billing: unknown } } }>().order.customer.billing).toBeNull();
  });

  it('an order placed on an English page has English titles, in its view and its mail, and reads in French on a French page', async () => {
    const t = await start();
    const response = await order(t, await orderBody(t, await cart([{ variantId: CHLORINE_2KG, quantity: 1 }])), newKey(), { lang: 'en' });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<{ order: { id: string; accessKey: string; lines: { title: string }[] } }>().order;
    expect(placed.lines.map((l) => l.title)).toEqual(['Stabilized chlorine']);
    const read = async (lang: string) =>
      (await readBack(t, placed.id, placed.accessKey, lang)).json<{ order: { lines: { title: string; variantTitle: string }[] } }>().order
        .lines;
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
