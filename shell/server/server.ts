// Owns the shell's web server: pages with their status, headers and head, redirects, robots.txt, sitemap.xml, the release pointer and cached assets.
import { constants as zlibConstants } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, fileStoreOrigin, localeOfPath, matchPage, SLOTS, type RemotesPointerFile, type RuntimeConfig } from '@storefront/contracts';
import { documentMeta, notFoundMeta, withPageOverride } from '../src/seo/pageMeta';
import { readSitemapSources, type SourcesResult } from './catalogueSources';
import { localRuntimeConfig, pointerFile } from './config';
import { shellOrigin } from '@storefront/mf-config/apps';
import { IMMUTABLE_FILES } from '@storefront/mf-config/serving';
import { documentWithMeta } from './documentHead';
import { HtmlCache, cacheControlFor, isSharedCacheable } from './htmlCache';
import { createSheetReader, readSheet, styleElements } from './inlineStyles';
import { classesOfHtml } from './pruneStyles';
import { createRemoteStyles } from './remoteStyles';
import type * as ServerRenderer from '../src/ssr/render';
import { assetSecurityHeaders, isDocumentType, securityHeaders } from './headers';
import { EARLY_ACTIONS_SCRIPT } from '../src/ssr/earlyActions';
import { answerAtTheEdge } from './edge';
import { freshness } from './freshness';
import { robotsTxt } from './robots';
import { renderSitemap, sitemapEntries } from './sitemap';

export interface ShellServerOptions {
  distDir: string;
  runtimeConfig?: RuntimeConfig;
  /** Where the release pointer is read from on every request (a release moves it without a restart). */
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
}

type Renderer = typeof ServerRenderer;

/** The shell's server-rendering bundle (built beside the browser build); without it, pages are rendered in the browser only. */
async function loadRenderer(distDir: string): Promise<Renderer | null> {
  const bundle = resolve(distDir, 'server/index.js');
  if (!existsSync(bundle)) return null;
  return (await import(pathToFileURL(bundle).href)) as Renderer;
}

const ROOT_ELEMENT = '<div id="root"></div>';

async function styleSheetsOf(distDir: string): Promise<string[]> {
  const dir = resolve(distDir, 'static/css');
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith('.css')).sort().map((file) => `/static/css/${file}`);
}

const NO_CACHE = 'no-cache, no-store, must-revalidate';
/** Copied from shell/public into the build's root. */
export const SITE_ICONS = ['favicon.ico', 'icon.svg', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest'];
const ICON_TYPES: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
/** The sitemap is rebuilt from the catalogue this often, or sooner after a source could not be read. */
const SITEMAP_TTL_MS = 10 * 60_000;
const SITEMAP_RETRY_MS = 30_000;

async function readPointer(path: string): Promise<RemotesPointerFile> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as RemotesPointerFile;
  } catch {
    return { remotes: {} as RemotesPointerFile['remotes'] };
  }
}

/** An address the shell renders as a page (the rest get the same document with a 404 status). */
export function isPagePath(pathname: string): boolean {
  return pathname === '/' || matchPage(pathname) !== null;
}

export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  // This server relays the file store's images (`/v0/b/…`, below): pages write them on the site's own origin.
  const config: RuntimeConfig = { ...(options.runtimeConfig ?? localRuntimeConfig()), siteMedia: true };
  const pointerPath = options.pointerPath ?? pointerFile();
  const indexHtml = await readFile(resolve(options.distDir, 'index.html'), 'utf8');
  const icons = new Map(await Promise.all(SITE_ICONS.map(async (file) => [file, await readFile(resolve(options.distDir, file))] as const)));
  const renderer = await loadRenderer(options.distDir);
  renderer?.configure(config);
  // A Host header is the client's to choose: taking the origin from it would let anyone write canonical links and the sitemap.
  const siteOrigin = options.siteOrigin ?? process.env.STOREFRONT_SITE_ORIGIN ?? shellOrigin();
  const ssrBudgetMs = options.ssrBudgetMs ?? Number(process.env.STOREFRONT_SSR_BUDGET_MS ?? 1500);
  // How long a page's status waits for its data before the layout leaves with the data to follow (env STOREFRONT_SSR_STREAM_AFTER_MS).
  const streamAfterMs = options.streamAfterMs ?? (process.env.STOREFRONT_SSR_STREAM_AFTER_MS ? Number(process.env.STOREFRONT_SSR_STREAM_AFTER_MS) : undefined);
  const [rawHead = indexHtml, templateTail = ''] = indexHtml.split(ROOT_ELEMENT);
  // The shell's styles live in the chunks its entry loads later: a server-rendered page carries them in its head, so it is styled on arrival.
  // A server-rendered page also holds the clicks made before it is hydrated (shell/src/ssr/earlyActions.ts).
  const inlineScripts = renderer ? [EARLY_ACTIONS_SCRIPT] : [];
  const readStyle = createSheetReader((href) => readSheet(options.distDir, href));
  const shellSheets = await Promise.all((await styleSheetsOf(options.distDir)).map(readStyle));
  // A server-rendered page reads without the shell's code: the inline script starts it once the page's main image has painted.
  const entryScript = /<script defer src="([^"]+)"><\/script>/.exec(rawHead);
  const entryAttribute = entryScript ? ` data-entry="${entryScript[1]}"` : '';
  const templateHead = renderer
    ? (entryScript ? rawHead.replace(entryScript[0], '') : rawHead).replace('</head>', `<script${entryAttribute}>${EARLY_ACTIONS_SCRIPT}</script></head>`)
    : rawHead;
  const cacheTimes = { freshMs: options.htmlFreshMs ?? Number(process.env.STOREFRONT_HTML_FRESH_MS ?? 60_000), staleMs: options.htmlStaleMs ?? 600_000 };
  const htmlCache = new HtmlCache({ ...cacheTimes, maxEntries: 1000 });
  const remoteStyles = createRemoteStyles();
  const app = Fastify({ logger: options.logger ?? false });
  const originOf = (_request: FastifyRequest) => siteOrigin;
  const readSources = options.readSources ?? readSitemapSources;
  let sitemap: { xml: string; expires: number } | null = null;

  // Brotli first: at quality 5 it costs what gzip does and sends a fifth less than gzip or zstd's default (the page's HTML, 230 KB:
  // 26 KB against 30 KB in zstd and 33 KB in gzip), which on a phone's link is the time before the first paint.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'zstd', 'gzip', 'deflate'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });

  // Every response carries security headers: a document the page's (its policy names the remotes live right now), anything
  // else the short ones of an asset.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('content-security-policy')) return payload;
    reply.headers(isDocumentType(reply.getHeader('content-type')) ? securityHeaders(await readPointer(pointerPath), config, inlineScripts) : assetSecurityHeaders());
    return payload;
  });

  app.addHook('onRequest', answerAtTheEdge);

  app.get('/mf-remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).header('content-type', 'application/json; charset=utf-8');
    return readPointer(pointerPath);
  });

  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return config;
  });

  app.get('/health', async () => ({ ok: true }));
  await app.register(freshness, { htmlCache });

  // The file store's objects, relayed: a page's images come over the connection the page came on. Only object reads of
  // the deployment's bucket (`/v0/b/{bucket}/o/{object}`), with their query (alt=media, token); answers keep their status
  // and their caching headers.
  const mediaPrefix = `/v0/b/${encodeURIComponent(config.firebase.storageBucket)}/o/`;
  app.get('/v0/b/*', async (request, reply) => {
    // One object, its path encoded as the store writes it (no bare slash, so no `..` can leave the bucket).
    const object = request.url.startsWith(mediaPrefix) ? (request.url.slice(mediaPrefix.length).split('?')[0] ?? '') : '';
    if (!object || object.includes('/')) return reply.code(404).type('text/plain').send('Not found');
    const upstream = await fetch(`${fileStoreOrigin(config)}${request.url}`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (!upstream) return reply.code(502).type('text/plain').send('The file store did not answer');
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
      const value = upstream.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.code(upstream.status).send(Buffer.from(await upstream.arrayBuffer()));
  });

  app.get('/robots.txt', async (request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(originOf(request))));

  app.get('/sitemap.xml', async (request, reply) => {
    if (!sitemap || sitemap.expires < Date.now()) {
      const { sources, complete } = await readSources(config, (message) => console.warn(message));
      sitemap = { xml: renderSitemap(sitemapEntries(originOf(request), sources)), expires: Date.now() + (complete ? SITEMAP_TTL_MS : SITEMAP_RETRY_MS) };
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(sitemap.xml);
  });

  // The icons keep their names across builds (browsers ask for /favicon.ico by name), so they are cached for a day, not for good.
  for (const file of SITE_ICONS) {
    app.get(`/${file}`, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type(ICON_TYPES[extname(file)] ?? 'application/octet-stream').send(icons.get(file)),
    );
  }

  // Hashed build output never changes under the same name. The build wrote its best brotli and gzip copies beside each text
  // asset (shared/mf-config/src/precompress.ts): they are sent as they are, not compressed again on each request.
  await app.register(fastifyStatic, { root: resolve(options.distDir, 'static'), prefix: '/static/', decorateReply: false, ...IMMUTABLE_FILES });

  type Document =
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; headers: Record<string, string>; html: PassThrough; cacheable: boolean; streamed: boolean };

  /** How the render of a page goes: the visitor's render streams data that is late; the cache's waits for it. */
  interface RenderOptions {
    nonce?: string;
    waitForData?: boolean;
  }

  /** The page's whole document: the template's head with the page's meta, React's stream in #root, then the state for hydration. */
  const renderDocument = async (render: Renderer, url: string, requestHeaders: FastifyRequest['headers'], pointer: RemotesPointerFile, options: RenderOptions = {}): Promise<Document> => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(requestHeaders)) if (typeof value === 'string') headers.set(name, value);
    const started = performance.now();
    const result = await render.renderPage({
      url,
      headers,
      pointer,
      config,
      origin: siteOrigin,
      budgetMs: ssrBudgetMs,
      ...(options.waitForData ? { streamAfterMs: Infinity } : streamAfterMs !== undefined ? { streamAfterMs } : {}),
      ...(options.nonce ? { nonce: options.nonce } : {}),
      log: (message) => console.warn(message),
    });
    if (result.kind === 'redirect') return result;
    const pathname = new URL(url, 'http://shell.local').pathname;
    // An address that is no page of the spec renders the 404 page through the locale's catch-all route.
    const status = result.status === 200 && !isPagePath(pathname) ? 404 : result.status;
    let meta = withPageOverride(documentMeta(pathname, siteOrigin, result.locale), status === 200 ? result.pageMeta : null);
    // A page whose data is missing is no page: search engines must not index it under this address.
    if (status === 404) meta = notFoundMeta(result.locale);
    // The shell's styles and the page's own come inside the HTML, not after its remote's scripts have run nor from another origin.
    const slotExposes = (result.state.slots ?? []).map((slot) => SLOTS[slot].expose);
    const sheets = [...shellSheets, ...(result.remote ? await Promise.all((await remoteStyles(result.remote, pointer, slotExposes)).map(readStyle)) : [])];
    const headWith = (classes?: ReadonlySet<string>) => documentWithMeta(templateHead, meta).replace('</head>', `${styleElements(sheets, siteOrigin, classes)}</head>`);
    const tail = () => `</div>${render.serverStateScript(result.state)}${templateTail}`;
    const html = new PassThrough();
    if (result.streamed || result.fallback) {
      // Content still to come (late data, a region the browser renders): the head leaves at once, with the whole sheets.
      html.write(`${headWith()}<div id="root">`);
      result.body.pipe(html, { end: false });
      result.body.on('end', () => html.end(tail()));
    } else {
      // The whole page is rendered (its data is there): its head keeps only the rules its HTML can use (pruneStyles.ts).
      const chunks: Buffer[] = [];
      result.body.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
      result.body.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        html.end(`${headWith(classesOfHtml(body, templateHead, templateTail))}<div id="root">${body}${tail()}`);
      });
    }
    result.body.on('error', (error) => html.destroy(error));
    return {
      kind: 'page',
      status,
      html,
      // A page whose remote rendered in the browser is not kept: the next request tries the server again. A page whose data
      // followed the layout holds scripts allowed by this response's nonce only: the cache gets a render that waited instead.
      // A page whose layout slot the server could not render in time (the filter menu) is whole again on a later request.
      cacheable: !result.fallback && !result.streamed && result.missingSlots.length === 0 && (status === 200 || status === 404) && isSharedCacheable(pathname),
      streamed: result.streamed,
      headers: {
        'server-timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
        // Which way the page was rendered, and which build of its remote the server ran (a release shows here on the next request).
        'x-render': result.fallback ? 'client' : 'server',
        'x-remote-build': result.build ?? 'none',
      },
    };
  };

  /** Collects a document's HTML as it streams, for the cache. */
  const collect = (html: PassThrough): Promise<Buffer> =>
    new Promise((resolveBody, reject) => {
      const chunks: Buffer[] = [];
      html.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
      html.on('end', () => resolveBody(Buffer.concat(chunks)));
      html.on('error', reject);
    });

  const renderedPage = async (request: FastifyRequest, reply: FastifyReply, render: Renderer, pointer: RemotesPointerFile) => {
    const pathname = new URL(request.url, 'http://shell.local').pathname;
    const key = request.url;
    // A release or a rollback moves the pointer: every page rendered with the old releases goes.
    htmlCache.useGeneration(JSON.stringify(pointer.remotes));
    const liveFolders = Object.values(pointer.remotes).flatMap((remote) => (URL.canParse(remote.entry) ? [new URL('.', remote.entry).href] : []));
    readStyle.retain((href) => href.startsWith('/static/') || liveFolders.some((folder) => href.startsWith(folder)));
    // Each response has its own nonce (only a page whose data follows the layout uses it, and such a page is never cached).
    const nonce = randomBytes(16).toString('base64');
    reply.headers(securityHeaders(pointer, config, inlineScripts, nonce)).header('cache-control', cacheControlFor(pathname, cacheTimes)).type('text/html; charset=utf-8');
    const hit = isSharedCacheable(pathname) ? htmlCache.get(key) : null;
    if (hit) {
      if (hit.state === 'stale') {
        htmlCache.revalidate(key, async () => {
          const fresh = await renderDocument(render, key, request.headers, pointer, { waitForData: true });
          if (fresh.kind !== 'page' || !fresh.cacheable) return null;
          return { status: fresh.status, headers: fresh.headers, body: await collect(fresh.html) };
        });
      }
      return reply
        .code(hit.page.status)
        .headers(hit.page.headers)
        .header('server-timing', `cache;desc=${hit.state}`)
        .header('x-cache', hit.state === 'fresh' ? 'hit' : 'stale')
        .send(hit.page.body);
    }
    const document = await renderDocument(render, key, request.headers, pointer, { nonce });
    if (document.kind === 'redirect') return reply.code(document.status).header('location', document.location).send();
    if (document.streamed && isSharedCacheable(pathname)) {
      // The cache's copy is rendered apart, once the data is there, so later visitors get the whole page at once.
      htmlCache.revalidate(key, async () => {
        const whole = await renderDocument(render, key, request.headers, pointer, { waitForData: true });
        if (whole.kind !== 'page' || !whole.cacheable) return null;
        return { status: whole.status, headers: whole.headers, body: await collect(whole.html) };
      });
    }
    let body: PassThrough = document.html;
    if (document.cacheable) {
      const { status, headers } = document;
      // Both readers attach in this same tick, so the visitor's copy and the cache's get every chunk.
      body = document.html.pipe(new PassThrough());
      void collect(document.html)
        .then((html) => htmlCache.set(key, { status, headers, body: html }))
        .catch(() => {});
    }
    // An error page is the answer of a moment: no cache may keep it in place of the page.
    if (document.status >= 500) reply.header('cache-control', 'no-store');
    return reply.code(document.status).headers(document.headers).header('x-cache', 'miss').send(body);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://shell.local').pathname;
    const pointer = await readPointer(pointerPath);
    if (renderer) return renderedPage(request, reply, renderer, pointer);
    const meta = documentMeta(pathname === '/' ? `/${DEFAULT_LOCALE}` : pathname, originOf(request), localeOfPath(pathname) ?? DEFAULT_LOCALE);
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .headers(securityHeaders(pointer, config, inlineScripts))
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(documentWithMeta(indexHtml, meta));
  };

  // Pages are a route (not the not-found handler) so that route hooks, compression among them, apply to their HTML.
  app.get('/*', sendPage);

  app.setNotFoundHandler(async (_request, reply) => {
    // A missing asset is a plain 404: answering it with the page would hide the fault behind a MIME error.
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
