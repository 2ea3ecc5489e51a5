// The store API's Prometheus metrics, read from GET /metrics after real requests: requests by route and status, their time,
// rate-limit refusals, the outbox's and the commerce queue's waiting work, payments by outcome (spec §8), booking holds
// and confirmations; and who may read them.
import { startShopifyServer, type ShopifyTestServer } from '@storefront/local-cloud/shopify/testing';
import { createStoreClient, type QuoteAnswer } from '@storefront/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, SaleResult } from '../src/orders/payment';
import { CommerceUnavailableError } from '../src/orders/shopify-admin';
import { COMMERCE_PUSH, jobsOf } from '../src/jobs';
import { bookOpening, customer, pagePost, startBookingApi, testApiPerTest, type TestApi } from './helpers';
import { scrape } from '@storefront/mf-config/metrics-text';

const freshApi = testApiPerTest();

const contact = { name: 'Marie Côté', email: 'marie@example.com', phone: '514 555-0100', message: 'Bonjour' };
const postContact = (t: TestApi) => pagePost(t, '/forms/contact', contact);

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('requests', () => {
  it('counts each answer by route pattern, method and status, and times it', async () => {
    const t = await freshApi();
    const before = await scrape(t.app);
    expect((await postContact(t)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/no/such/page?email=marie@example.com' })).statusCode).toBe(404);
    const after = await scrape(t.app);
    const moved = (name: string, labels: Record<string, string>) => after(name, labels) - before(name, labels);
    expect(moved('storefront_http_requests_total', { route: '/forms/contact', method: 'POST', status: '201' })).toBe(1);
    expect(moved('storefront_http_request_duration_seconds_count', { route: '/forms/contact', method: 'POST' })).toBe(1);
    expect(moved('storefront_http_request_duration_seconds_sum', { route: '/forms/contact', method: 'POST' })).toBeGreaterThan(0);
    // An unknown address is one bounded label, never the address itself.
    expect(moved('storefront_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).not.toContain('/no/such/page');
    expect(body).not.toContain('marie');
    // The process's own metrics are there too.
    expect(after('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts a rate limit’s refusal (429) under its route', async () => {
    const t = await freshApi({ rateLimitPerMinute: 1 });
    const before = await scrape(t.app);
    expect((await postContact(t)).statusCode).toBe(201);
    expect((await postContact(t)).statusCode).toBe(429);
    const after = await scrape(t.app);
    const route = { route: '/forms/contact' };
    expect(after('storefront_rate_limited_total', route) - before('storefront_rate_limited_total', route)).toBe(1);
    const refused = { route: '/forms/contact', method: 'POST', status: '429' };
    expect(after('storefront_http_requests_total', refused) - before('storefront_http_requests_total', refused)).toBe(1);
  });
});

describe('who reads /metrics', () => {
  it('with METRICS_TOKEN set: its bearer only, else 404; never cached, never rate limited', async () => {
    const t = await freshApi({ metricsToken: 'scrape-secret', requestsPerMinute: 2 });
    const get = (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/metrics?lang=en', ...(authorization ? { headers: { authorization } } : {}) });
    for (const refused of [await get(), await get('Bearer wrong'), await get('scrape-secret'), await get('Bearer scrape-secre')]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ statusCode: 404, error: 'notFound', message: 'This address does not exist.' });
      expect(refused.body).not.toContain('storefront_');
    }
    for (let i = 0; i < 5; i++) {
      const allowed = await get('Bearer scrape-secret');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['cache-control']).toBe('no-store');
      expect(allowed.body).toContain('# TYPE storefront_http_requests_total counter');
    }
  });

  it('without a token: this machine only (the socket’s address, whatever X-Forwarded-For says)', async () => {
    const t = await freshApi({ trustProxy: true });
    const from = (remoteAddress: string, forwarded?: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}) });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('10.0.0.9')).statusCode).toBe(404);
    expect((await from('203.0.113.7', '127.0.0.1')).statusCode).toBe(404);
  });
});

describe('waiting work, read at scrape', () => {
  it('the outbox: mails waiting and the oldest one’s age, back to 0 once sent', async () => {
    const t = await freshApi();
    t.mail.state.down = true;
    expect((await postContact(t)).statusCode).toBe(201);
    const waiting = Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL'))[0]?.n);
    expect(waiting).toBeGreaterThan(0);
    await t.db.query("UPDATE outbox SET created_at = now() - interval '5 minutes'");
    const stuck = await scrape(t.app);
    expect(stuck('storefront_outbox_depth')).toBe(waiting);
    expect(stuck('storefront_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(300);
    expect(stuck('storefront_outbox_oldest_age_seconds')).toBeLessThan(400);

    t.mail.state.down = false;
    await until(async () => {
      await t.outbox.drain();
      return t.mail.state.sent.length >= waiting;
    }, 'the mails');
    const sent = await scrape(t.app);
    expect(sent('storefront_outbox_depth')).toBe(0);
    expect(sent('storefront_outbox_oldest_age_seconds')).toBe(0);
  });

  it('a database that does not answer does not fail the scrape: the counts are NaN and the database is down', async () => {
    const t = await freshApi();
    const query = t.db.query;
    t.db.query = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      // NaN as prom-client writes it (Prometheus reads it in any case, as Go's ParseFloat does).
      expect(response.body).toMatch(/^storefront_outbox_depth nan$/im);
      expect(response.body).toMatch(/^storefront_commerce_push_depth nan$/im);
      expect(response.body).toMatch(/^storefront_dependency_up\{dependency="database"\} 0$/m);
    } finally {
      t.db.query = query;
    }
    const back = await scrape(t.app);
    expect(back('storefront_outbox_depth')).toBe(0);
    expect(back('storefront_dependency_up', { dependency: 'database' })).toBe(1);
  });
});

describe('payments and the commerce queue', () => {
  let shop: ShopifyTestServer;
  beforeAll(async () => {
    shop = await startShopifyServer();
  });
  afterAll(() => shop.close());

  /** A provider that answers each sale as scripted: the outcomes counted are the order path's, whatever the gateway. */
  function scriptedProvider(outcomes: SaleResult[]): PaymentProvider {
    const unused = () => Promise.reject(new Error('not used here'));
    return {
      name: 'scripted',
      mode: 'test',
      clientToken: unused,
      findSale: async () => null,
      reverse: unused,
      parseWebhook: unused,
      sale: async () => outcomes.shift() ?? { ok: false, error: 'saveFail' },
    };
  }

  it('counts each sale’s outcome (approved, or its §8 code), and the paid order waiting for Shopify', async () => {
    const t = await freshApi(
      { shopify: { domain: 'storefront.myshopify.com', storefrontAccessToken: 'local-storefront-token', apiOrigin: shop.origin } },
      undefined,
      undefined,
      {
        payments: scriptedProvider([
          { ok: false, error: 'gateway-no-fund' },
          { ok: true, reference: 'sale-1', method: { kind: 'card', brand: 'Visa', last4: '1111' } },
        ]),
        commerceSink: { createOrder: () => Promise.reject(new CommerceUnavailableError('Shopify is down in this test')) },
      },
    );
    const store = createStoreClient({
      domain: 'storefront.myshopify.com',
      storefrontAccessToken: 'local-storefront-token',
      apiOrigin: shop.origin,
    });
    const cartId = (await store.createCheckout({ lineItems: [{ variantId: 'gid://shopify/ProductVariant/2003', quantity: 1 }] })).id;
    const quote = await t.app.inject({ method: 'POST', url: '/orders/quote', payload: { cartId, province: 'QC', postalCode: 'H7S 1M9' } });
    expect(quote.statusCode, quote.body).toBe(200);
    const priced = quote.json<QuoteAnswer>();
    const body = {
      cartId,
      customer: { ...customer, newsletter: false, billingSameAsDelivery: true },
      nonce: 'fake-valid-visa-nonce',
      quote: priced.quote,
      selection: priced.fulfilment.selection,
      acceptance: { conditionsVersion: priced.conditionsVersion },
    };
    const order = (key: string) => pagePost(t, '/orders', body, { headers: { 'idempotency-key': key } });

    const before = await scrape(t.app);
    expect((await order('metrics-key-declined-0001')).statusCode).toBe(402);
    expect((await order('metrics-key-approved-0002')).statusCode).toBe(201);
    const after = await scrape(t.app);
    const moved = (outcome: string) => after('storefront_payments_total', { outcome }) - before('storefront_payments_total', { outcome });
    expect(moved('gateway-no-fund')).toBe(1);
    expect(moved('approved')).toBe(1);
    expect(moved('saveFail')).toBe(0);
    // Every outcome is a series from the start, so a rate over the first failure has something to compare with.
    expect(after('storefront_payments_total', { outcome: 'transfert' })).toBeGreaterThanOrEqual(0);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(
      /^storefront_payments_total\{outcome="transfert"\} \d+$/m,
    );

    expect(after('storefront_commerce_push_depth')).toBe(1);
    expect(after('storefront_commerce_push_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(after('storefront_commerce_push_oldest_age_seconds')).toBeLessThan(60);
    expect(after('storefront_commerce_push_dead')).toBe(0);
    // A push out of tries is pg-boss's failed job: counted for operators.
    const jobs = jobsOf(t.db);
    // Not due for an hour, so the worker cannot take it first.
    const id = await jobs.send(COMMERCE_PUSH, {}, { retryLimit: 0, startAfter: 3600 });
    await jobs.fail(COMMERCE_PUSH, id!);
    expect((await scrape(t.app))('storefront_commerce_push_dead')).toBe(1);
  });
});

describe('booking', () => {
  it('counts the slots held and the bookings confirmed', async () => {
    const { t } = await startBookingApi(freshApi);
    const before = await scrape(t.app);
    const held = await pagePost(t, '/bookings/holds', { service: 'opening', postalCode: 'H7S 1M9', day: '2026-04-20', half: 'morning' });
    expect(held.statusCode, held.body).toBe(201);
    const booked = await bookOpening(t, { holdId: held.json<{ holdId: string }>().holdId });
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await scrape(t.app);
    expect(after('storefront_booking_holds_total') - before('storefront_booking_holds_total')).toBe(1);
    expect(after('storefront_booking_confirmations_total') - before('storefront_booking_confirmations_total')).toBe(1);
  });
});
