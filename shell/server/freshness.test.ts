import { createHmac } from 'node:crypto';
import type * as Crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoaderCache, DEFAULT_LOADER_CACHE_TIMES, configureLoaderCaches } from '@storefront/catalogue-data/cache';
import { answerAtTheEdge } from './edge';
import { freshness, isBearer, PURGE_PATH, topicTags, verifyShopifyHmac, WEBHOOK_PATH } from './freshness';

const { timingSafeEqual } = vi.hoisted(() => ({ timingSafeEqual: vi.fn() }));
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof Crypto>();
  timingSafeEqual.mockImplementation(actual.timingSafeEqual);
  return { ...actual, timingSafeEqual };
});

const SECRET = 'shpss_test_secret';
const TOKEN = 'purge-token-for-tests';
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('base64');

async function server(env: NodeJS.ProcessEnv) {
  const htmlCache = { purge: vi.fn(), purgeTags: vi.fn() };
  const app = Fastify();
  await app.register(freshness, { htmlCache, env });
  await app.ready();
  return { app, htmlCache };
}

/** A loader cache holding store data and catalogue data, to see which a purge drops. */
async function filledCache() {
  const cache = createLoaderCache();
  await Promise.all(['shop', 'en:shop', 'categories', 'en:spa-types'].map((key) => cache.once(key, async () => key)));
  return cache;
}
const kept = (cache: Awaited<ReturnType<typeof filledCache>>) =>
  ['shop', 'en:shop', 'categories', 'en:spa-types'].filter((key) => cache.has(key));

afterEach(() => {
  configureLoaderCaches(DEFAULT_LOADER_CACHE_TIMES);
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

  it('a signed products/update webhook drops the store data and the pages that show the product, and keeps the catalogue data', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const cache = await filledCache();
    // Shopify's body byte for byte: the signature is checked over the raw bytes, not a re-serialised object.
    const payload =
      '{ "id": 788032119674292922,  "title": "Spa Tahiti", "admin_graphql_api_id": "gid://shopify/Product/788032119674292922" }';
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'products/update', 'x-shopify-hmac-sha256': sign(payload) },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ purged: 'store', tags: ['product-list', 'store-any', 'product-788032119674292922'] });
    expect(htmlCache.purgeTags).toHaveBeenCalledExactlyOnceWith(['product-list', 'store-any', 'product-788032119674292922']);
    expect(htmlCache.purge).not.toHaveBeenCalled();
    expect(kept(cache)).toEqual(['categories', 'en:spa-types']);
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
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/create', 'x-shopify-hmac-sha256': sign(payload) },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(htmlCache.purge).not.toHaveBeenCalled();
    expect(htmlCache.purgeTags).not.toHaveBeenCalled();
  });

  it('the purge needs the bearer token, then drops everything or only the store data', async () => {
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
    expect(kept(cache)).toEqual(['categories', 'en:spa-types']);
    expect(htmlCache.purgeTags).toHaveBeenCalledExactlyOnceWith(['store']);
    expect(htmlCache.purge).not.toHaveBeenCalled();
    expect((await app.inject({ method: 'POST', url: PURGE_PATH, headers: { authorization: `Bearer ${TOKEN}` } })).json()).toEqual({
      purged: 'all',
    });
    expect(kept(cache)).toEqual([]);
    expect(htmlCache.purge).toHaveBeenCalledExactlyOnceWith();
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

  it('a signed body that is not JSON names no product: every store page goes', async () => {
    const { app, htmlCache } = await server({ SHOPIFY_WEBHOOK_SECRET: SECRET });
    const payload = 'not json';
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'text/plain', 'x-shopify-topic': 'products/delete', 'x-shopify-hmac-sha256': sign(payload) },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(htmlCache.purgeTags).toHaveBeenCalledExactlyOnceWith(['store']);
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
