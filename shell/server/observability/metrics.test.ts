import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLoaderCache } from '@storefront/catalogue-data/cache';
import type { RemoteName, RemoteRoutesModule } from '@storefront/contracts';
import { resolvePage } from '../../src/ssr/resolvePage';
import { fakeBuild, onRender } from '../../tests/fakeBuild';
import { scrape } from '@storefront/mf-config/metrics-text';
import { SITE_POINTER } from '../../tests/sitePages';
import { localRuntimeConfig } from '../config/config';
import { loaderCacheSource, pageTypeOf } from './metrics';
import { pointerOverHttp } from '../pointer/pointer';
import { createShellServer } from '../server';

/** A stand-in for the store API that answers every read with `status`. */
async function answering(status: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => response.writeHead(status).end('{}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** An address nothing listens on (port 1 would not do: fetch refuses it before any request, as a bad port). */
async function closedOrigin(): Promise<string> {
  const { url, server } = await answering(200);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

describe("the shell's metrics, read from /metrics after real requests", () => {
  let app: FastifyInstance;
  let api: { url: string; server: Server };

  beforeAll(async () => {
    api = await answering(503);
    const build = await fakeBuild();
    app = await createShellServer({
      ...build,
      runtimeConfig: { ...localRuntimeConfig(), apiBaseUrl: api.url },
      siteOrigin: 'https://www.piscinessoleil.ca',
      readSources: async () => ({
        sources: { productHandles: [], categoryHandles: [], promotionSlugs: [], modelPages: [] },
        complete: true,
      }),
      rateLimits: { pagesPerMinute: 1000, requestsPerMinute: 1000 },
    });
  });
  afterEach(() => onRender(undefined));
  afterAll(async () => {
    await app.close();
    api.server.close();
  });

  it('counts requests by route class (a page by its type, never its address), method and status, with their latency', async () => {
    const before = await scrape(app);
    expect((await app.inject('/fr/boutique?utm_source=x')).statusCode).toBe(200);
    expect((await app.inject('/fr/boutique/spas')).statusCode).toBe(200);
    expect((await app.inject('/runtime-config.json')).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/nowhere' })).statusCode).toBe(405);
    expect((await app.inject('/static/js/index.0123abcd.js')).statusCode).toBe(200);
    const after = await scrape(app);
    const moved = (name: string, labels: Record<string, string>) => after(name, labels) - before(name, labels);
    expect(moved('storefront_http_requests_total', { route: 'shop', method: 'GET', status: '200' })).toBe(1);
    expect(moved('storefront_http_requests_total', { route: 'shopListing', method: 'GET', status: '200' })).toBe(1);
    expect(moved('storefront_http_requests_total', { route: '/runtime-config.json', method: 'GET', status: '200' })).toBe(1);
    expect(moved('storefront_http_requests_total', { route: 'notFound', method: 'POST', status: '405' })).toBe(1);
    expect(moved('storefront_http_requests_total', { route: 'asset', method: 'GET', status: '200' })).toBe(1);
    expect(moved('storefront_http_request_duration_seconds_count', { route: 'shop', method: 'GET' })).toBe(1);
    expect(after('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect((await app.inject('/metrics')).body).not.toContain('utm_source');
  });

  it('times each server render by page type, and counts the HTML cache: miss, then hit, and a private page bypasses it', async () => {
    const before = await scrape(app);
    const first = await app.inject('/fr/promotions');
    const second = await app.inject('/fr/promotions');
    await app.inject('/fr/panier');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    const after = await scrape(app);
    const moved = (name: string, labels: Record<string, string>) => after(name, labels) - before(name, labels);
    expect(moved('storefront_render_duration_seconds_count', { page: 'promotions' })).toBe(1);
    expect(moved('storefront_render_duration_seconds_count', { page: 'cart' })).toBe(1);
    expect(moved('storefront_html_cache_total', { result: 'miss' })).toBe(1);
    expect(moved('storefront_html_cache_total', { result: 'hit' })).toBe(1);
    expect(moved('storefront_html_cache_total', { result: 'bypass' })).toBe(1);
  });

  it("counts the render's failed reads by data source, and not a read made outside a render", async () => {
    const before = await scrape(app);
    onRender(async () => void (await fetch(`${api.url}/catalogue/quote`)));
    await app.inject('/fr/contact');
    onRender(undefined);
    await fetch(`${api.url}/elsewhere`);
    const after = await scrape(app);
    expect(after('storefront_loader_errors_total', { source: 'api' }) - before('storefront_loader_errors_total', { source: 'api' })).toBe(
      1,
    );
  });

  it('counts the loader caches of the process by data source: a first read misses, the next hits', async () => {
    const before = await scrape(app);
    const cache = createLoaderCache();
    await cache.once('categories', async () => []);
    await cache.once('categories', async () => []);
    await cache.once('en:shop', async () => []);
    const after = await scrape(app);
    const moved = (labels: Record<string, string>) =>
      after('storefront_loader_cache_total', labels) - before('storefront_loader_cache_total', labels);
    expect(moved({ source: 'firestore', result: 'miss' })).toBe(1);
    expect(moved({ source: 'firestore', result: 'hit' })).toBe(1);
    expect(moved({ source: 'shopify', result: 'miss' })).toBe(1);
  });

  it("counts a remote whose server code did not load in the render's time", async () => {
    const before = await scrape(app);
    onRender((request) => request.onRemoteFailure?.('checkout'));
    // A private page: rendered on every request, never served from the HTML cache.
    await app.inject('/en/cart/');
    const after = await scrape(app);
    const failures = (scraped: typeof after) => scraped('storefront_remote_load_failures_total', { remote: 'checkout' });
    expect(failures(after) - failures(before)).toBe(1);
  });

  it('shows the release pointer down while its origin does not answer', async () => {
    const source = pointerOverHttp('http://pointer.invalid/mf-remotes.json', {
      maxAgeMs: 0,
      fetch: async () => new Response('gone', { status: 502 }),
      log: () => {},
    });
    await source.read();
    expect((await scrape(app))('storefront_dependency_up', { dependency: 'pointer' })).toBe(0);
    const answering = pointerOverHttp('http://pointer.invalid/mf-remotes.json', {
      maxAgeMs: 0,
      fetch: async () => Response.json(SITE_POINTER),
    });
    await answering.read();
    expect((await scrape(app))('storefront_dependency_up', { dependency: 'pointer' })).toBe(1);
  });
});

describe('a server whose sources do not answer, and whose pages go stale at once', () => {
  it('counts a read that got no answer at all, and a page served stale while it renders again', async () => {
    const down = await closedOrigin();
    const app = await createShellServer({
      ...(await fakeBuild()),
      runtimeConfig: { ...localRuntimeConfig(), apiBaseUrl: down },
      htmlFreshMs: 1,
    });
    const before = await scrape(app);
    onRender(async () => void (await fetch(`${down}/catalogue/quote`).catch(() => null)));
    await app.inject('/fr/promotions');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await app.inject('/fr/promotions')).headers['x-cache']).toBe('stale');
    onRender(undefined);
    const after = await scrape(app);
    const moved = (name: string, labels: Record<string, string>) => after(name, labels) - before(name, labels);
    // Two renders: the visitor's, then the stale page's render again behind it.
    expect(moved('storefront_loader_errors_total', { source: 'api' })).toBeGreaterThanOrEqual(1);
    expect(moved('storefront_html_cache_total', { result: 'stale' })).toBe(1);
    await app.close();
  });
});

describe('the metrics of rate-limit refusals', () => {
  it('counts each refused request by its route class', async () => {
    const app = await createShellServer({ ...(await fakeBuild()), rateLimits: { pagesPerMinute: 1, requestsPerMinute: 100 } });
    const before = await scrape(app);
    await app.inject('/fr/contact');
    expect((await app.inject('/fr/contact')).statusCode).toBe(429);
    expect((await app.inject('/fr/contact')).statusCode).toBe(429);
    const after = await scrape(app);
    expect(
      after('storefront_rate_limited_total', { route: 'contact' }) - before('storefront_rate_limited_total', { route: 'contact' }),
    ).toBe(2);
    expect(after('storefront_http_requests_total', { route: 'contact', method: 'GET', status: '429' })).toBeGreaterThanOrEqual(2);
    await app.close();
  });
});

describe('who may read /metrics', () => {
  let open: FastifyInstance;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    const build = await fakeBuild();
    open = await createShellServer(build);
    guarded = await createShellServer({ ...build, metricsToken: 's'.repeat(43) });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it('without METRICS_TOKEN, this machine only (the socket, not X-Forwarded-For), never cached nor limited', async () => {
    const local = await open.inject('/metrics');
    expect(local.statusCode).toBe(200);
    expect(local.headers['cache-control']).toBe('no-store');
    expect(local.body).toContain('# TYPE storefront_http_requests_total counter');
    const remote = await open.inject({ url: '/metrics', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('storefront_');
  });

  it('with METRICS_TOKEN, its bearer only, from anywhere', async () => {
    expect((await guarded.inject('/metrics')).statusCode).toBe(404);
    expect((await guarded.inject({ url: '/metrics', headers: { authorization: `Bearer ${'x'.repeat(43)}` } })).statusCode).toBe(404);
    const scraped = await guarded.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.9',
      headers: { authorization: `Bearer ${'s'.repeat(43)}` },
    });
    expect(scraped.statusCode).toBe(200);
  });
});

describe('route classes and data sources', () => {
  it("names a page by its declared id, any other address notFound, and a loader cache's key by the source it reads", () => {
    expect(pageTypeOf('/fr/boutique')).toBe('shop');
    expect(pageTypeOf('/en/store/spas')).toBe('shopListing');
    expect(pageTypeOf('/fr/nope/nope')).toBe('notFound');
    expect(loaderCacheSource('en:product:spa-aurora')).toBe('shopify');
    expect(loaderCacheSource('download-url:images/a.jpg')).toBe('storage');
    expect(loaderCacheSource('en:spas')).toBe('firestore');
  });

  it("tells the server each remote whose code did not load, its routes' or a layout slot's (resolvePage.tsx)", async () => {
    const failed: RemoteName[] = [];
    const page = await resolvePage('/fr/boutique', {
      pointer: SITE_POINTER,
      budgetMs: 50,
      log: () => {},
      loadRoutes: () => Promise.reject(new Error('502')),
      loadSlot: () => new Promise(() => {}),
      onRemoteFailure: (remote) => failed.push(remote),
    });
    expect(page.rendered).toBeNull();
    expect(failed).toEqual(expect.arrayContaining(['shop']));
    const slow = await resolvePage('/fr/boutique', {
      pointer: SITE_POINTER,
      budgetMs: 20,
      log: () => {},
      loadRoutes: () => new Promise<RemoteRoutesModule>(() => {}),
      loadSlot: () => new Promise(() => {}),
      onRemoteFailure: (remote) => failed.push(remote),
    });
    expect(slow.fallback).toContain('did not load within 20 ms');
    expect(failed.filter((remote) => remote === 'shop').length).toBeGreaterThanOrEqual(2);
  });
});
