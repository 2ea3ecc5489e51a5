// Owns the shell's web server: its options, the hooks every response goes through, and the registration of each job's routes.
import { constants as zlibConstants } from 'node:zlib';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@storefront/contracts';
import { shellOrigin } from '@storefront/mf-config/apps';
import { fastifyTrustProxy, parseProxyTrust, type ProxyTrust } from '@storefront/mf-config/proxy-trust';
import { fastifyTimeouts, serverTimeouts, watchBodyProgress, type ServerTimeouts } from '@storefront/mf-config/timeouts';
import { IMMUTABLE_FILES } from '@storefront/mf-config/serving';
import { readSitemapSources, type SourcesResult } from './seo/catalogueSources';
import { localRuntimeConfig, pointerFile } from './config/config';
import { registerConfigFiles } from './config/configFiles';
import { purgeCdnPages } from './freshness/cdnPurge';
import { answerAtTheEdge } from './edge/edge';
import { freshness } from './freshness/freshness';
import { assetSecurityHeaders, isDocumentType, securityHeaders } from './edge/headers';
import { DEFAULT_HTML_CACHE_BYTES, HtmlCache } from './caches/htmlCache';
import { registerHealth } from './observability/health';
import { registerMediaRelay } from './media/mediaRelay';
import { registerMetrics } from './observability/metrics';
import { registerPages } from './rendering/renderPages';
import { pointerFromFile, withLivePages, type PointerSource } from './pointer/pointer';
import { rateLimitsFromEnv, registerRateLimit, type ShellRateLimits } from './edge/rateLimit';
import { registerSeoFiles } from './seo/seoFiles';

export { SITE_ICONS } from './config/configFiles';
export { isPagePath } from './rendering/renderPages';

export interface ShellServerOptions {
  distDir: string;
  runtimeConfig?: RuntimeConfig;
  /** Where the release pointer is read from (a release moves it without a restart): the CDN origin over HTTP in a run (main.ts). */
  pointer?: PointerSource;
  /** A pointer file read on every request, for tests (used when `pointer` is not given). */
  pointerPath?: string;
  logger?: boolean;
  /** The site's public address for canonical links, the sitemap and robots.txt (env STOREFRONT_SITE_ORIGIN); by default, this machine's shell. Never the request's Host. */
  siteOrigin?: string;
  /** Reads the catalogue the sitemap lists (tests give their own). */
  readSources?: (config: RuntimeConfig, log: (message: string) => void) => Promise<SourcesResult>;
  /** How long a remote's server code may take to load before its page is left to the browser (env STOREFRONT_SSR_BUDGET_MS). */
  ssrBudgetMs?: number;
  /** How long a page's status waits for its data before the layout leaves and the data follows (500 ms by default). */
  streamAfterMs?: number;
  /** How long a rendered public page is served from the cache, then served stale while it renders again. */
  htmlFreshMs?: number;
  htmlStaleMs?: number;
  /** The bytes the HTML cache may hold (env STOREFRONT_HTML_CACHE_BYTES, 128 MB by default), beside its 1,000 pages. */
  htmlCacheBytes?: number;
  /** Which proxies' X-Forwarded-For is believed (env SHELL_TRUST_PROXY, the API's rule: @storefront/mf-config/proxy-trust). */
  trustProxy?: ProxyTrust;
  /** Requests per client address and minute (env SHELL_PAGES_PER_MINUTE, SHELL_REQUESTS_PER_MINUTE). */
  rateLimits?: ShellRateLimits;
  /**
   * Whether `x-cache-bypass: 1` renders a page again (by default on the local stack only, STOREFRONT_STACK=local): its
   * benchmarks and tests measure renders, which a query no longer forces. Never in production, where it would let anyone
   * make the server render.
   */
  cacheBypass?: boolean;
  /** The largest file store object the media relay passes on (env STOREFRONT_MEDIA_MAX_BYTES, 25 MB by default). */
  mediaMaxBytes?: number;
  /** The bearer a scrape of `/metrics` must send (env METRICS_TOKEN); without it, only this machine may read them. */
  metricsToken?: string;
  /** How long a client may take (@storefront/mf-config/timeouts): every server's by default, shorter in the tests. */
  timeouts?: Partial<ServerTimeouts>;
}

export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  // This server relays the file store's images (`/v0/b/…`, mediaRelay.ts): pages write them on the site's own origin.
  const config: RuntimeConfig = { ...(options.runtimeConfig ?? localRuntimeConfig()), siteMedia: true };
  // Every read of the pointer also sets the live pages its releases declare: routes come from the live releases.
  const pointer = withLivePages(options.pointer ?? pointerFromFile(options.pointerPath ?? pointerFile()));
  // A Host header is the client's to choose: taking the origin from it would let anyone write canonical links and the sitemap.
  const siteOrigin = options.siteOrigin ?? process.env.STOREFRONT_SITE_ORIGIN ?? shellOrigin();
  // 30 s fresh, beside the loaders' 30 s (DEFAULT_LOADER_CACHE_TIMES): a catalogue change is on the page within a minute.
  const cacheTimes = {
    freshMs: options.htmlFreshMs ?? Number(process.env.STOREFRONT_HTML_FRESH_MS ?? 30_000),
    staleMs: options.htmlStaleMs ?? 600_000,
  };
  const htmlCache = new HtmlCache({
    ...cacheTimes,
    maxEntries: 1000,
    maxBytes: options.htmlCacheBytes ?? Number(process.env.STOREFRONT_HTML_CACHE_BYTES ?? DEFAULT_HTML_CACHE_BYTES),
  });
  // The client's address (the rate limit's key) is the socket's, or what the proxies this rule believes say it is.
  // A request that arrives a byte at a time is refused with 408 at the request's limit instead of holding its connection, and
  // a body that stops coming (the purge's, the webhook's) sooner, within 20 s of stopping.
  const timeouts = serverTimeouts(options.timeouts);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? parseProxyTrust(process.env.SHELL_TRUST_PROXY)),
    ...fastifyTimeouts(timeouts),
  });
  app.addHook('onRequest', watchBodyProgress(timeouts));
  // The inline scripts a document's policy allows: known once the pages' renderer is loaded, below.
  let inlineScripts: string[] = [];

  // Brotli first: at quality 5 it costs what gzip does and sends a fifth less than gzip or zstd's default (the page's HTML, 230 KB:
  // 26 KB against 30 KB in zstd and 33 KB in gzip), which on a phone's link is the time before the first paint.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'zstd', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Every response carries security headers: a document the page's (its policy names the remotes live right now), anything
  // else the short ones of an asset.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-security-policy')) return payload;
    const type = reply.getHeader('content-type');
    reply.headers(isDocumentType(type) ? securityHeaders(await pointer.read(), config, inlineScripts) : assetSecurityHeaders(type));
    return payload;
  });

  // Counted and timed: every response, refusals included (metrics.ts); the health addresses (health.ts) and the scrape are
  // registered before the limit, which never counts them.
  const health = registerHealth(app, { pointer, config });
  registerMetrics(app, { config, token: options.metricsToken ?? process.env.METRICS_TOKEN, beforeScrape: health.check });

  app.addHook(
    'onRequest',
    answerAtTheEdge(() => pointer.read()),
  );
  await registerRateLimit(app, options.rateLimits ?? rateLimitsFromEnv());

  await registerConfigFiles(app, { distDir: options.distDir, pointer, config });
  // A purge of the catalogue (the staff's, Shopify's webhook) empties this copy's HTML cache and the CDN's pages alike.
  const warn = (message: string) => console.warn(message);
  const purgePages = {
    purge: (match?: (key: string) => boolean) => (htmlCache.purge(match), void purgeCdnPages(warn)),
    purgeTags: (tags: readonly string[]) => (htmlCache.purgeTags(tags), void purgeCdnPages(warn, tags)),
  };
  await app.register(freshness, { htmlCache: purgePages });
  registerMediaRelay(app, config, options.mediaMaxBytes === undefined ? {} : { maxBytes: options.mediaMaxBytes });
  registerSeoFiles(app, { config, siteOrigin, pointer, readSources: options.readSources ?? readSitemapSources });

  // Hashed build output never changes under the same name. The build wrote its best brotli and gzip copies beside each text
  // asset (shared/mf-config/src/precompress.ts): they are sent as they are, not compressed again on each request.
  await app.register(fastifyStatic, {
    root: resolve(options.distDir, 'static'),
    prefix: '/static/',
    decorateReply: false,
    ...IMMUTABLE_FILES,
  });

  ({ inlineScripts } = await registerPages(app, {
    distDir: options.distDir,
    config,
    pointer,
    siteOrigin,
    ssrBudgetMs: options.ssrBudgetMs ?? Number(process.env.STOREFRONT_SSR_BUDGET_MS ?? 1500),
    // How long a page's status waits for its data before the layout leaves with the data to follow (env STOREFRONT_SSR_STREAM_AFTER_MS).
    streamAfterMs:
      options.streamAfterMs ??
      (process.env.STOREFRONT_SSR_STREAM_AFTER_MS ? Number(process.env.STOREFRONT_SSR_STREAM_AFTER_MS) : undefined),
    cacheTimes,
    htmlCache,
    cacheBypass: options.cacheBypass ?? process.env.STOREFRONT_STACK === 'local',
  }));

  app.setNotFoundHandler(async (_request, reply) => {
    // A missing asset is a plain 404: answering it with the page would hide the fault behind a MIME error.
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
