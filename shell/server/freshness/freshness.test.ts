import { createHmac } from 'node:crypto';
import type * as Crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoaderCache, DEFAULT_LOADER_CACHE_TIMES, configureLoaderCaches, purgeLoaderCaches } from '@storefront/catalogue-data/cache';
import { answerAtTheEdge } from '../edge/edge';
import {
  bodyFitsTopic,
  freshness,
  isBearer,
  PURGE_PATH,
  topicTags,
  verifyShopifyHmac,
  WEBHOOK_MAX_AGE_MS,
  WEBHOOK_PATH,
} from './freshness';

const { timingSafeEqual } = vi.hoisted(() => ({ timingSafeEqual: vi.fn() }));
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof Crypto>();
  timingSafeEqual.mockImplementation(actual.timingSafeEqual);
  return { ...actual, timingSafeEqual };
});

const SECRET = 'shpss_test_secret';
const TOKEN = 'purge-token-for-tests';
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('base64');

let deliveries = 0;
/** A delivery's headers as Shopify sends them: its topic, signature, id and when it was triggered. */
const delivery = (topic: string, payload: string, overrides: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'x-shopify-topic': topic,
  'x-shopify-hmac-sha256': sign(payload),
  'x-shopify-webhook-id': `b54557e4-bdd9-4b37-8a5f-bf7d70bc${String((deliveries += 1)).padStart(4, '0')}`,
  'x-shopify-triggered-at': new Date().toISOString(),
  ...overrides,
});

/** A product as Shopify's products/update sends it (its fields that matter here), and a collection as collections/update does. */
const PRODUCT =
  '{ "id": 788032119674292922, "title": "Spa Tahiti", "handle": "spa-tahiti", "product_type": "Spa", "variants": [], "admin_graphql_api_id": "gid://shopify/Product/788032119674292922" }';
const COLLECTION = '{"id":841564295,"handle":"spas","title":"Spas","admin_graphql_api_id":"gid://shopify/Collection/841564295"}';

async function server(env: NodeJS.ProcessEnv) {
  const htmlCache = { purge: vi.fn(), purgeTags: vi.fn() };
  const app = Fastify();
  await app.register(freshness, { htmlCache, env });
  await app.ready();
  return { app, htmlCache };
}

/** A loader cache holding store data and catalogue data, to see which a purge drops; each result says which read made it. */
async function filledCache() {
  const cache = createLoaderCache();
  const reads = new Map<string, number>();
  const load = (key: string) => async () => {
    reads.set(key, (reads.get(key) ?? 0) + 1);
    return `${key} read ${reads.get(key)}`;
  };
  await Promise.all(KEYS.map((key) => cache.once(key, load(key))));
  return Object.assign(cache, { reads: (key: string) => reads.get(key) ?? 0 });
}
const KEYS = ['shop', 'en:shop', 'categories', 'en:spa-types'];
const kept = (cache: Awaited<ReturnType<typeof filledCache>>) => KEYS.filter((key) => cache.has(key));
/** How many times each shop was read. */
const shopReads = (cache: Awaited<ReturnType<typeof filledCache>>) => [cache.reads('shop'), cache.reads('en:shop')];

afterEach(async () => {
  configureLoaderCaches(DEFAULT_LOADER_CACHE_TIMES);
  // Purges reach every cache of the process: a test's shops must not be read again by the next test's purges.
  await purgeLoaderCaches();
  timingSafeEqual.mockClear();
});

describe('verifyShopifyHmac', () => {
  const body = Buffer.from('{"id":1,"title":"Spa Tahiti"}');
  it('accepts the signature of the body with the secret, compared in constant time', () => {
    expect(verifyShopifyHmac(body, sign(body.toString()), SECRET)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });
  it('refuses a missing, altered, truncated or other-secret signature', () => {
    const good = sign(body.toString());
    const altered = Buffer.from(good, 'base64');
    altered[31] = (altered[31] ?? 0) ^ 1;
    expect(verifyShopifyHmac(body, undefined, SECRET)).toBe(false);
    expect(verifyShopifyHmac(body, altered.toString('base64'), SECRET)).toBe(false);
    expect(verifyShopifyHmac(body, good.slice(0, 20), SECRET)).toBe(false);
    expect(verifyShopifyHmac(body, sign(body.toString(), 'another secret'), SECRET)).toBe(false);
    expect(verifyShopifyHmac(Buffer.from('{"id":1,"title":"Spa Tahiti!"}'), good, SECRET)).toBe(false);
  });
});

describe('isBearer', () => {
  it('compares the token in constant time, whatever its length', () => {
    expect(isBearer(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(isBearer(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(isBearer('Bearer short', TOKEN)).toBe(false);
    expect(isBearer(TOKEN, TOKEN)).toBe(false);
    expect(isBearer(undefined, TOKEN)).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(3);
  });
});

describe('freshness routes', () => {
  it('are absent (404) without their secret', async () => {
    const { app } = await server({});
    expect((await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: '{}' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: PURGE_PATH, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('a signed products/update webhook drops the store data (each shop read again first) and the pages that show the product, and keeps the catalogue data', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const cache = await filledCache();
    // Shopify's body byte for byte: the signature is checked over the raw bytes, not a re-serialised object.
    const payload = PRODUCT;
    const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: delivery('products/update', payload), payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ purged: 'store', tags: ['product-list', 'store-any', 'product-788032119674292922'] });
    // At once, and again once the shops are read (the pages made from the old ones meanwhile).
    await vi.waitFor(() => expect(htmlCache.purgeTags).toHaveBeenCalledTimes(2));
    expect(htmlCache.purgeTags.mock.calls).toEqual([
      [['product-list', 'store-any', 'product-788032119674292922']],
      [['product-list', 'store-any', 'product-788032119674292922']],
    ]);
    expect(htmlCache.purge).not.toHaveBeenCalled();
    expect(kept(cache)).toEqual(KEYS);
    expect([...shopReads(cache), cache.reads('categories')]).toEqual([2, 2, 1]);
  });

  it('refuses a webhook with a bad or missing signature, and drops nothing', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const cache = await filledCache();
    const payload = '{"id":1}';
    for (const headers of [{ 'x-shopify-hmac-sha256': sign(payload, 'wrong secret') }, {}]) {
      const response = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'x-shopify-topic': 'products/delete', ...headers },
        payload,
      });
      expect(response.statusCode).toBe(401);
    }
    expect(htmlCache.purge).not.toHaveBeenCalled();
    expect(htmlCache.purgeTags).not.toHaveBeenCalled();
    expect(kept(cache)).toHaveLength(4);
  });

  it('acknowledges a signed topic that changes no page without purging', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const payload = '{"id":1}';
    const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: delivery('orders/create', payload), payload });
    expect(response.statusCode).toBe(200);
    expect(htmlCache.purge).not.toHaveBeenCalled();
    expect(htmlCache.purgeTags).not.toHaveBeenCalled();
  });

  it('the purge needs the bearer token, then drops everything or only the store data, the shops read again first', async () => {
    const { app, htmlCache } = await server({ STOREFRONT_PURGE_TOKEN: TOKEN });
    const cache = await filledCache();
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const response = await app.inject({ method: 'POST', url: PURGE_PATH, headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
    }
    expect(htmlCache.purge).not.toHaveBeenCalled();
    expect(kept(cache)).toHaveLength(4);

    const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
    expect((await app.inject({ method: 'POST', url: PURGE_PATH, headers: auth, payload: '{"scope":"everything"}' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: PURGE_PATH, headers: auth, payload: '{"scope":"store"}' })).json()).toEqual({
      purged: 'store',
    });
    expect(kept(cache)).toEqual(KEYS);
    expect([...shopReads(cache), cache.reads('categories')]).toEqual([2, 2, 1]);
    expect(htmlCache.purgeTags.mock.calls).toEqual([[['store']], [['store']]]);
    expect(htmlCache.purge).not.toHaveBeenCalled();
    expect((await app.inject({ method: 'POST', url: PURGE_PATH, headers: { authorization: `Bearer ${TOKEN}` } })).json()).toEqual({
      purged: 'all',
    });
    expect(kept(cache)).toEqual(['shop', 'en:shop']);
    expect(shopReads(cache)).toEqual([3, 3]);
    expect(htmlCache.purge.mock.calls).toEqual([[], []]);
  });

  it('answers a purge once the new shop is read, serving the old one meanwhile, and drops the pages at once and again then; a webhook is answered at once', async () => {
    const { app, htmlCache } = await server({ STOREFRONT_PURGE_TOKEN: TOKEN, SHOPIFY_WEBHOOK_SECRET: SECRET });
    const cache = createLoaderCache();
    let finish = (_value: string) => {};
    let reads = 0;
    const load = () => (++reads === 1 ? Promise.resolve('old shop') : new Promise<string>((resolve) => (finish = resolve)));
    await cache.once('shop', load);
    let answered = false;
    const purged = app
      .inject({ method: 'POST', url: PURGE_PATH, headers: { authorization: `Bearer ${TOKEN}` } })
      .then((response) => ((answered = true), response));
    await vi.waitFor(() => expect(reads).toBe(2));
    expect(await cache.once('shop', load)).toBe('old shop');
    // A product's page, which does not read the whole shop, is rendered anew at once.
    expect([answered, htmlCache.purge.mock.calls.length]).toEqual([false, 1]);
    finish('new shop');
    expect((await purged).json()).toEqual({ purged: 'all' });
    // And the pages made from the old shop meanwhile go too.
    expect(htmlCache.purge).toHaveBeenCalledTimes(2);
    expect(await cache.once('shop', load)).toBe('new shop');

    // Shopify waits five seconds for an answer: the webhook's comes before the shop is read again.
    const webhook = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: delivery('products/update', PRODUCT),
      payload: PRODUCT,
    });
    expect(webhook.statusCode).toBe(200);
    expect(reads).toBe(3);
    expect(htmlCache.purgeTags).toHaveBeenCalledTimes(1);
    finish('newer shop');
    await vi.waitFor(() => expect(htmlCache.purgeTags).toHaveBeenCalledTimes(2));
    expect(await cache.once('shop', load)).toBe('newer shop');
  });

  it('takes POST past the shell’s edge, which refuses it everywhere else', async () => {
    const htmlCache = { purge: vi.fn(), purgeTags: vi.fn() };
    const app = Fastify();
    app.addHook(
      'onRequest',
      answerAtTheEdge(async () => {}),
    );
    await app.register(freshness, { htmlCache, env: { STOREFRONT_PURGE_TOKEN: TOKEN } });
    app.get('/fr', async () => 'page');
    expect((await app.inject({ method: 'POST', url: PURGE_PATH, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/fr' })).statusCode).toBe(405);
    expect((await app.inject({ method: 'PUT', url: PURGE_PATH, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(405);
    expect(htmlCache.purge).toHaveBeenCalledTimes(1);
  });

  it('a signed body that is not JSON is no topic’s body: refused, nothing dropped', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const payload = 'not json';
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: delivery('products/delete', payload, { 'content-type': 'text/plain' }),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(htmlCache.purgeTags).not.toHaveBeenCalled();
  });

  // Shopify: "subscribers might receive the same webhook more than once"; a delivery sent again keeps its X-Shopify-Webhook-Id,
  // which is how duplicates are told apart (https://shopify.dev/docs/apps/build/webhooks/ignore-duplicates).
  it('acts once on a delivery sent again, whatever its unsigned id says, and acknowledges the copies', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const headers = delivery('products/update', PRODUCT);
    const send = (extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { ...headers, ...extra }, payload: PRODUCT });
    expect((await send()).json()).toMatchObject({ purged: 'store' });
    await vi.waitFor(() => expect(htmlCache.purgeTags).toHaveBeenCalledTimes(1));
    // Shopify's retry (same id), and a replay of the signed body under an id of the replayer's choosing.
    for (const replay of [await send(), await send({ 'x-shopify-webhook-id': 'e0f9c8a1-0000-4000-8000-000000000001' })]) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ purged: null, duplicate: true });
    }
    expect(htmlCache.purgeTags).toHaveBeenCalledTimes(1);
    // Another delivery (another change of the product: another body) is taken.
    const changed = PRODUCT.replace('Spa Tahiti', 'Spa Tahiti II');
    expect(
      (await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: delivery('products/update', changed), payload: changed })).statusCode,
    ).toBe(200);
    await vi.waitFor(() => expect(htmlCache.purgeTags).toHaveBeenCalledTimes(2));
  });

  it('refuses a products/update body sent as collections/delete (the topic is not signed), and purges nothing', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const cache = await filledCache();
    for (const [topic, payload] of [
      ['collections/delete', PRODUCT],
      ['collections/update', PRODUCT],
      ['products/delete', PRODUCT],
      ['products/update', COLLECTION],
      ['products/delete', COLLECTION],
      // A product's delete body (its id alone) cannot stand for a collection's, which names its Collection gid.
      ['collections/delete', '{"id":788032119674292922}'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: delivery(topic, payload), payload });
      expect([response.statusCode, response.json()], `${topic} ${payload}`).toEqual([400, { error: `the body is not a ${topic} body` }]);
    }
    expect(htmlCache.purgeTags).not.toHaveBeenCalled();
    expect(kept(cache)).toHaveLength(4);
    // The genuine delivery is still taken after its relabelled copies were refused.
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: delivery('products/update', PRODUCT),
      payload: PRODUCT,
    });
    expect(response.json()).toMatchObject({ purged: 'store' });
  });

  it('refuses a delivery without its id, or whose trigger time is missing, a day old or ahead of the clock', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    for (const overrides of [
      { 'x-shopify-webhook-id': '' } as Record<string, string>,
      { 'x-shopify-triggered-at': '' },
      { 'x-shopify-triggered-at': 'yesterday' },
      { 'x-shopify-triggered-at': at(-WEBHOOK_MAX_AGE_MS - 60_000) },
      { 'x-shopify-triggered-at': at(60 * 60 * 1000) },
    ]) {
      const headers = Object.fromEntries(Object.entries(delivery('products/update', PRODUCT, overrides)).filter(([, value]) => value));
      const response = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: PRODUCT });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(htmlCache.purgeTags).not.toHaveBeenCalled();
    // Within the day (Shopify retries for 4 hours), it is taken.
    const late = delivery('products/update', PRODUCT, { 'x-shopify-triggered-at': at(-4 * 60 * 60 * 1000) });
    expect((await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: late, payload: PRODUCT })).statusCode).toBe(200);
    await vi.waitFor(() => expect(htmlCache.purgeTags).toHaveBeenCalledTimes(1));
  });

  it('sets the loaders lifetime from STOREFRONT_CATALOGUE_TTL_MS', async () => {
    vi.useFakeTimers();
    try {
      await server({ STOREFRONT_CATALOGUE_TTL_MS: '2000' });
      const cache = createLoaderCache();
      const load = vi.fn(async () => 'value');
      await cache.once('shop', load);
      vi.advanceTimersByTime(2_001);
      await cache.once('shop', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('bodyFitsTopic', () => {
  it('takes the bodies Shopify sends for each store topic', () => {
    expect(bodyFitsTopic('products/update', JSON.parse(PRODUCT))).toBe(true);
    expect(bodyFitsTopic('products/create', JSON.parse(PRODUCT))).toBe(true);
    // Shopify's own example id, longer than a double holds exactly: JSON.parse keeps it a number all the same.
    expect(bodyFitsTopic('products/delete', JSON.parse('{"id":788032119674292922}'))).toBe(true);
    expect(bodyFitsTopic('collections/update', JSON.parse(COLLECTION))).toBe(true);
    expect(
      bodyFitsTopic('collections/delete', {
        id: 841564295,
        published_scope: 'web',
        admin_graphql_api_id: 'gid://shopify/Collection/841564295',
      }),
    ).toBe(true);
  });
  it('refuses anything else', () => {
    for (const [topic, body] of [
      ['products/update', null],
      ['products/update', []],
      ['products/update', { admin_graphql_api_id: 'gid://shopify/Product/1' }],
      ['products/update', { handle: 'spa', admin_graphql_api_id: 42 }],
      ['products/delete', { id: 1, title: 'Spa' }],
      ['products/delete', { id: 'one' }],
      ['collections/update', { handle: 'spas' }],
      ['collections/delete', { id: 1, admin_graphql_api_id: 'gid://shopify/Product/1' }],
    ] as const)
      expect(bodyFitsTopic(topic, body), `${topic} ${JSON.stringify(body)}`).toBe(false);
  });
});

describe('topicTags', () => {
  it('a product changed or deleted drops its own pages (by id or by its gid), the listings and the store pages not known', () => {
    for (const topic of ['products/update', 'products/delete']) {
      expect(topicTags(topic, { id: 632910392 })).toEqual(['product-list', 'store-any', 'product-632910392']);
      expect(topicTags(topic, { admin_graphql_api_id: 'gid://shopify/Product/catalogue/100042', handle: 'x' })).toEqual([
        'product-list',
        'store-any',
        'product-100042',
      ]);
    }
  });
  it('a product created appears in listings, or as the 404 of its handle, and on no other page', () => {
    expect(topicTags('products/create', { id: 5 })).toEqual(['product-list', 'store-any']);
  });
  it('a collection drops the listings and every product page (their category and collection come from it)', () => {
    for (const topic of ['collections/create', 'collections/update', 'collections/delete'])
      expect(topicTags(topic, { id: 9 })).toEqual(['product-list', 'store-any', 'product-page']);
  });
  it('a product body without a usable id drops every store page', () => {
    for (const body of [
      null,
      {},
      { id: '12' },
      { id: 1.5 },
      JSON.parse('{"id": 788032119674292922}') as unknown,
      { admin_graphql_api_id: 'gid://shopify/Collection/3' },
      [],
    ])
      expect(topicTags('products/update', body)).toEqual(['store']);
  });
});
