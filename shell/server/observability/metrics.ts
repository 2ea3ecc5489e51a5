// Owns the shell server's Prometheus metrics (prom-client's default registry): requests by route class and status, their
// latency, each page's server render (its histogram and its span), the HTML and loader caches, loader errors by data source,
// remote load failures, rate-limit refusals and each dependency's state; and `/metrics`, for a token or this machine only.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import { finished, type Readable } from 'node:stream';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';
import { observeLoaderCaches, isStoreDataKey } from '@storefront/catalogue-data';
import { fileStoreOrigin, matchPage, type RuntimeConfig } from '@storefront/contracts';

/** The metric of this name already registered (a second server in one process, a test), or a new one. */
function metric<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

const requests = metric(
  'storefront_http_requests_total',
  () =>
    new Counter({
      name: 'storefront_http_requests_total',
      help: 'Requests answered, by route class, method and status.',
      labelNames: ['route', 'method', 'status'],
    }),
);
const requestSeconds = metric(
  'storefront_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time to answer a request, by route class and method.',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);
const rateLimited = metric(
  'storefront_rate_limited_total',
  () =>
    new Counter({
      name: 'storefront_rate_limited_total',
      help: 'Requests refused by the limit per client address.',
      labelNames: ['route'],
    }),
);
const dependencyUp = metric(
  'storefront_dependency_up',
  () =>
    new Gauge({
      name: 'storefront_dependency_up',
      help: 'Whether a dependency answered its last check (1) or not (0).',
      labelNames: ['dependency'],
    }),
);
const renderSeconds = metric(
  'storefront_render_duration_seconds',
  () =>
    new Histogram({
      name: 'storefront_render_duration_seconds',
      help: "A page's server render, from its request to the document's last byte, by page type.",
      labelNames: ['page'],
      buckets: [0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.5, 2.5, 5],
    }),
);
const htmlCache = metric(
  'storefront_html_cache_total',
  () =>
    new Counter({
      name: 'storefront_html_cache_total',
      help: 'Page requests by HTML cache result (hit, stale, miss, bypass).',
      labelNames: ['result'],
    }),
);
const loaderCache = metric(
  'storefront_loader_cache_total',
  () =>
    new Counter({
      name: 'storefront_loader_cache_total',
      help: 'Loader cache reads by data source and result (hit, miss).',
      labelNames: ['source', 'result'],
    }),
);
const loaderErrors = metric(
  'storefront_loader_errors_total',
  () =>
    new Counter({
      name: 'storefront_loader_errors_total',
      help: "Loaders' reads that failed during a render, by data source.",
      labelNames: ['source'],
    }),
);
const remoteFailures = metric(
  'storefront_remote_load_failures_total',
  () =>
    new Counter({
      name: 'storefront_remote_load_failures_total',
      help: "Loads of a remote's server code that failed or came too late.",
      labelNames: ['remote'],
    }),
);

// Once per process: the process's own figures (memory, CPU, event loop lag), as every service of the site has them.
if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();

/** A page's type as the metrics name it: the declared page id the address matches, or notFound (`/` is its own). */
export function pageTypeOf(pathname: string): string {
  return matchPage(pathname)?.id ?? (pathname === '/' ? '/' : 'notFound');
}

/**
 * The class a request is counted under, never its raw address: a page's type for the pages' route, `asset` for the build's
 * files, `notFound` when no route matched, the route's pattern otherwise (`/v0/b/*`, `/sitemap.xml`).
 */
export function routeClassOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'notFound';
  if (route === '/*') return pageTypeOf(request.url.split('?')[0] ?? '/');
  if (route.startsWith('/static/')) return 'asset';
  return route;
}

export const countRateLimited = (request: FastifyRequest): void => void rateLimited.inc({ route: routeClassOf(request) });

export const countRemoteFailure = (remote: string): void => void remoteFailures.inc({ remote });

/** A page request's HTML cache result: a fresh copy, a stale one (rendered again behind it), none, or not looked up (a private page, a bypass). */
export const countHtmlCache = (result: 'fresh' | 'stale' | 'miss' | 'bypass'): void =>
  void htmlCache.inc({ result: result === 'fresh' ? 'hit' : result });

interface DependencyState {
  ok: boolean;
  /** When it last answered (ms since the epoch), or null when it never has. */
  lastOkAt: number | null;
}
const dependencies = new Map<string, DependencyState>();

/** Sets a dependency's gauge: whether it answered its last check. */
export const showDependency = (name: string, ok: boolean): void => void dependencyUp.set({ dependency: name }, ok ? 1 : 0);

/** Records the answer of a dependency read outside the checks (the pointer's origin): its gauge, and when it last answered. */
export function reportDependency(name: string, ok: boolean, now = Date.now()): void {
  const lastOkAt = ok ? now : (dependencies.get(name)?.lastOkAt ?? null);
  dependencies.set(name, { ok, lastOkAt });
  showDependency(name, ok);
}

export const dependencyState = (name: string): DependencyState | undefined => dependencies.get(name);

/** The page type of the render under way, for the reads its loaders make (fetch's diagnostics channel runs in the caller's context). */
const rendering = new AsyncLocalStorage<string>();
const tracer = trace.getTracer('storefront-shell');

/**
 * A page's server render, timed and traced: one span (its loaders' reads and the store API's under it) and one observation
 * of the histogram, both ending with the document's last byte, so data that follows the layout is counted in.
 */
export function measureRender<T extends { kind: string; body?: Readable }>(url: string, render: () => Promise<T>): Promise<T> {
  const page = pageTypeOf(new URL(url, 'http://shell.local').pathname);
  const started = performance.now();
  return tracer.startActiveSpan(`render ${page}`, { attributes: { 'storefront.page_type': page } }, (span) =>
    rendering.run(page, async () => {
      const end = (error?: unknown) => {
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        renderSeconds.observe({ page }, (performance.now() - started) / 1000);
        span.end();
      };
      try {
        const result = await render();
        if (result.body) finished(result.body, (error) => end(error));
        else end();
        return result;
      } catch (error) {
        end(error);
        throw error;
      }
    }),
  );
}

/** The data sources a render's reads go to, by origin and path (the local cloud answers Firestore, Storage and Shopify on one origin). */
type Source = 'api' | 'firestore' | 'storage' | 'shopify';
// One server per process (the last one registered names them; only tests make several).
let sourceOf: (origin: string, path: string) => Source | null = () => null;

function sourcesOf(config: RuntimeConfig): typeof sourceOf {
  const api = URL.canParse(config.apiBaseUrl) ? new URL(config.apiBaseUrl).origin : null;
  const shopify = new URL(config.shopify.apiOrigin ?? `https://${config.shopify.domain}`).origin;
  const files = fileStoreOrigin(config);
  const firestore = config.emulator ? `http://${config.emulator.host}:${config.emulator.port}` : 'https://firestore.googleapis.com';
  return (origin, path) => {
    if (origin === api) return 'api';
    if (origin === shopify && path.startsWith('/api/')) return 'shopify';
    if (origin === files && path.startsWith('/v0/b/')) return 'storage';
    if (origin === firestore && path.startsWith('/v1/')) return 'firestore';
    return null;
  };
}

/** The undici request objects of fetch's diagnostics channel, as far as these counts read them. */
interface UndiciRequest {
  origin: string | URL;
  path: string;
}
const loaderReads = new WeakMap<object, Source>();
let watching = false;

/**
 * Counts the reads of the render's loaders that fail (no answer, a timeout, a 5xx or 429) by data source. The loaders run
 * inside the remotes' code and log and go on without their data (spec §8); fetch's diagnostics channel is the nearest place
 * this server sees them. Reads outside a render (the pointer, the probes) are not counted.
 */
function watchLoaderReads(): void {
  if (watching) return;
  watching = true;
  subscribe('undici:request:create', (message) => {
    if (rendering.getStore() === undefined) return;
    const { request } = message as { request: UndiciRequest };
    const source = sourceOf(String(request.origin).replace(/\/$/, ''), request.path);
    if (source) loaderReads.set(request, source);
  });
  subscribe('undici:request:headers', (message) => {
    const { request, response } = message as { request: object; response: { statusCode: number } };
    const source = loaderReads.get(request);
    if (source && (response.statusCode >= 500 || response.statusCode === 429)) loaderErrors.inc({ source });
    loaderReads.delete(request);
  });
  subscribe('undici:request:error', (message) => {
    const { request } = message as { request: object };
    const source = loaderReads.get(request);
    if (source) loaderErrors.inc({ source });
    loaderReads.delete(request);
  });
}

/** The data source of a loader cache's key (@storefront/catalogue-data): the store's data, a file's address, or the catalogue's. */
export function loaderCacheSource(key: string): Source {
  if (isStoreDataKey(key)) return 'shopify';
  return /(^|:)download-url:/.test(key) ? 'storage' : 'firestore';
}

/** The loader caches of this process, the remotes' copies included (their registry is process-wide): each read's result. */
function watchLoaderCaches(): void {
  observeLoaderCaches((key, result) => void loaderCache.inc({ source: loaderCacheSource(key), result }));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a scrape may read the metrics: with METRICS_TOKEN, its bearer (compared in constant time); without, this machine only (the socket's address). */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1] ?? ''), digest(token));
}

export interface MetricsOptions {
  config: RuntimeConfig;
  /** The bearer a scrape must send (env METRICS_TOKEN); without it, only this machine may read `/metrics`. */
  token?: string | undefined;
  /** Refreshes what is measured at scrape time (the dependencies' checks, health.ts). */
  beforeScrape?: () => Promise<unknown>;
}

/** Counts every response (register it before the routes, so their hooks include it) and answers `/metrics`. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  sourceOf = sourcesOf(options.config);
  watchLoaderReads();
  watchLoaderCaches();
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeClassOf(request);
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    requestSeconds.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });
  // Never cached nor limited; anyone else is told there is nothing here.
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayScrape(request, options.token)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    await options.beforeScrape?.().catch(() => {});
    return reply.type(register.contentType).send(await register.metrics());
  });
}
