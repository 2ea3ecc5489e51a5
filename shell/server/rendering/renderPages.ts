// Owns the pages: each address rendered on the server into its document, with its status, headers and head, kept in the HTML cache when it may be shared.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  localeOfPath,
  matchPage,
  SLOTS,
  type RemoteName,
  type RemotesPointerFile,
  type RuntimeConfig,
} from '@storefront/contracts';
import { documentMeta, notFoundMeta, withPageOverride } from '../../src/seo/pageMeta';
import type * as ServerRenderer from '../../src/ssr/render';
import { EARLY_ACTIONS_SCRIPT } from '../../src/ssr/earlyActions';
import { documentWithMeta } from './documentHead';
import { securityHeaders } from '../edge/headers';
import { cacheControlFor, cacheKey, isSharedCacheable, pageTags, type HtmlCache } from '../caches/htmlCache';
import { createSheetReader, readSheet, styleElements } from '../styles/inlineStyles';
import { copiesOnFirstHit, keptBody } from '../caches/precompressed';
import { classesOfHtml } from '../styles/pruneStyles';
import { createRemoteStyles } from '../styles/remoteStyles';
import { registerRestStyles } from '../styles/restStyles';
import { cdnTags, TAG_HEADER } from '../freshness/cdnPurge';
import { countHtmlCache, countRemoteFailure, measureRender } from '../observability/metrics';
import type { PointerSource } from '../pointer/pointer';

type Renderer = typeof ServerRenderer;

/** The shell's server-rendering bundle (built beside the browser build); without it, pages are rendered in the browser only. */
async function loadRenderer(distDir: string): Promise<Renderer | null> {
  const bundle = resolve(distDir, 'server/index.js');
  if (!existsSync(bundle)) return null;
  return (await import(pathToFileURL(bundle).href)) as Renderer;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const NO_CACHE = 'no-cache, no-store, must-revalidate';

async function styleSheetsOf(distDir: string): Promise<string[]> {
  const dir = resolve(distDir, 'static/css');
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return files
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => `/static/css/${file}`);
}

/** An address the shell renders as a page (the rest get the same document with a 404 status). */
export function isPagePath(pathname: string): boolean {
  return pathname === '/' || matchPage(pathname) !== null;
}

export interface PagesOptions {
  distDir: string;
  config: RuntimeConfig;
  pointer: PointerSource;
  /** The site's public address for canonical links; never the request's Host. */
  siteOrigin: string;
  ssrBudgetMs: number;
  streamAfterMs: number | undefined;
  cacheTimes: { freshMs: number; staleMs: number };
  htmlCache: HtmlCache;
  /** Whether a request may skip the cache with `x-cache-bypass: 1` (the local stack's benchmarks and tests, which measure renders). */
  cacheBypass: boolean;
}

/** Registers the pages' route; answers the inline scripts a page's policy must allow (the other responses' headers name them too). */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<{ inlineScripts: string[] }> {
  const { config, pointer: pointerSource, siteOrigin, ssrBudgetMs, streamAfterMs, cacheTimes, htmlCache, cacheBypass } = options;
  const indexHtml = await readFile(resolve(options.distDir, 'index.html'), 'utf8');
  const renderer = await loadRenderer(options.distDir);
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
    ? (entryScript ? rawHead.replace(entryScript[0], '') : rawHead).replace(
        '</head>',
        `<script${entryAttribute}>${EARLY_ACTIONS_SCRIPT}</script></head>`,
      )
    : rawHead;
  const remoteStyles = createRemoteStyles();

  type Document =
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        status: number;
        headers: Record<string, string>;
        html: PassThrough;
        cacheable: boolean;
        streamed: boolean;
        tags: string[];
      };

  /** How the render of a page goes: the visitor's render streams data that is late; the cache's waits for it. */
  interface RenderOptions {
    nonce?: string;
    waitForData?: boolean;
  }

  /** The page's whole document: the template's head with the page's meta, React's stream in #root, then the state for hydration. */
  const renderDocument = async (
    render: Renderer,
    url: string,
    requestHeaders: FastifyRequest['headers'],
    pointer: RemotesPointerFile,
    options: RenderOptions = {},
  ): Promise<Document> => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(requestHeaders)) if (typeof value === 'string') headers.set(name, value);
    const started = performance.now();
    const result = await measureRender(url, () =>
      render.renderPage({
        url,
        headers,
        pointer,
        config,
        origin: siteOrigin,
        budgetMs: ssrBudgetMs,
        ...(options.waitForData ? { streamAfterMs: Infinity } : streamAfterMs !== undefined ? { streamAfterMs } : {}),
        ...(options.nonce ? { nonce: options.nonce } : {}),
        log: (message) => console.warn(message),
        onRemoteFailure: countRemoteFailure,
      }),
    );
    if (result.kind === 'redirect') return result;
    const pathname = new URL(url, 'http://shell.local').pathname;
    // An address that is no page of the spec renders the 404 page through the locale's catch-all route.
    const status = result.status === 200 && !isPagePath(pathname) ? 404 : result.status;
    let meta = withPageOverride(documentMeta(pathname, siteOrigin, result.locale), status === 200 ? result.pageMeta : null);
    // A page whose data is missing is no page: search engines must not index it under this address.
    if (status === 404) meta = notFoundMeta(result.locale);
    // The shell's styles and the page's own come inside the HTML, not after its remote's scripts have run nor from another origin.
    // The slots' own come from each one's remote: the page's, or another (the newsletter block of every page, from mfe-forms).
    const slots = result.state.slots ?? [];
    const slotRemotes = [...new Set(slots.map((slot) => SLOTS[slot].remote))].filter((remote) => remote !== result.remote);
    const exposesOf = (remote: RemoteName) => slots.filter((slot) => SLOTS[slot].remote === remote).map((slot) => SLOTS[slot].expose);
    const sheetAddresses = await Promise.all([
      ...(result.remote ? [remoteStyles(result.remote, pointer, exposesOf(result.remote))] : []),
      ...slotRemotes.map((remote) => remoteStyles(remote, pointer, exposesOf(remote), false)),
    ]);
    const sheets = [...shellSheets, ...(await Promise.all([...new Set(sheetAddresses.flat())].map(readStyle)))];
    const headWith = (classes?: ReadonlySet<string>) =>
      documentWithMeta(templateHead, meta).replace('</head>', `${styleElements(sheets, siteOrigin, classes)}</head>`);
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
    // What the page shows, for a purge to drop only the pages a change reaches, here and at a CDN (its tag header). Data that
    // comes after the layout is not known yet.
    const shared = isSharedCacheable(pathname);
    const tags = shared
      ? pageTags(pathname, status, result.streamed || result.fallback ? null : (result.state.hydrationData?.loaderData ?? null))
      : [];
    return {
      kind: 'page',
      status,
      html,
      // A page whose remote rendered in the browser is not kept: the next request tries the server again. A page whose data
      // followed the layout holds scripts allowed by this response's nonce only: the cache gets a render that waited instead.
      // A page whose layout slot the server could not render in time (the filter menu) is whole again on a later request.
      cacheable: !result.fallback && !result.streamed && result.missingSlots.length === 0 && (status === 200 || status === 404) && shared,
      streamed: result.streamed,
      tags,
      headers: {
        'server-timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
        // Which way the page was rendered, and which build of its remote the server ran (a release shows here on the next request).
        'x-render': result.fallback ? 'client' : 'server',
        'x-remote-build': result.build ?? 'none',
      },
    };
  };

  const makeCopies = copiesOnFirstHit(htmlCache);

  /** Collects a document's HTML as it streams, for the cache. */
  const collect = (html: PassThrough): Promise<Buffer> =>
    new Promise((resolveBody, reject) => {
      const chunks: Buffer[] = [];
      html.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
      html.on('end', () => resolveBody(Buffer.concat(chunks)));
      html.on('error', reject);
    });

  /**
   * What follows from the live releases, worked out once per pointer read (a read is kept a few seconds: pointer.ts) rather
   * than on every request: a release or a rollback moves the pointer, and every page rendered with the old releases goes, as
   * do the sheets of releases no longer live; and the security headers of a page that needs no nonce.
   */
  let live: { pointer: RemotesPointerFile; headers: Record<string, string> } | null = null;
  const liveReleases = (pointer: RemotesPointerFile) => {
    if (live?.pointer === pointer) return live;
    htmlCache.useGeneration(JSON.stringify(pointer.remotes));
    const liveFolders = Object.values(pointer.remotes).flatMap((remote) =>
      URL.canParse(remote.entry) ? [new URL('.', remote.entry).href] : [],
    );
    readStyle.retain((href) => href.startsWith('/static/') || liveFolders.some((folder) => href.startsWith(folder)));
    live = { pointer, headers: securityHeaders(pointer, config, inlineScripts) };
    return live;
  };

  const renderedPage = async (request: FastifyRequest, reply: FastifyReply, render: Renderer, pointer: RemotesPointerFile) => {
    const pathname = new URL(request.url, 'http://shell.local').pathname;
    const shared = isSharedCacheable(pathname);
    // A shared page is rendered from, and kept under, its path and the parameters its loader reads: any other parameter
    // (utm_source, fbclid, a cache-buster) is served the same entry, so it can neither render again nor push pages out.
    const key = shared ? cacheKey(request.url) : request.url;
    const live = liveReleases(pointer);
    reply.header('cache-control', cacheControlFor(pathname, cacheTimes)).type('text/html; charset=utf-8');
    const lookedUp = shared && !(cacheBypass && request.headers['x-cache-bypass'] === '1');
    const hit = lookedUp ? htmlCache.get(key) : null;
    countHtmlCache(hit ? hit.state : lookedUp ? 'miss' : 'bypass');
    // A kept page runs no script of a nonce: it is sent with the releases' headers as they are, made once per pointer.
    // Each rendered response has its own nonce (only a page whose data follows the layout uses it, and such a page is never cached).
    const nonce = hit ? undefined : randomBytes(16).toString('base64');
    reply.headers(nonce ? securityHeaders(pointer, config, inlineScripts, nonce) : live.headers);
    // A page carries its tags, by which a CDN in front drops it when a remote it names is released or rolled back, or what it
    // shows changed (cdnPurge.ts): the releases' as the pointer is now, what it shows as it was rendered.
    if (hit) {
      if (hit.state === 'stale') {
        htmlCache.revalidate(key, async () => {
          const fresh = await renderDocument(render, key, request.headers, pointer, { waitForData: true });
          if (fresh.kind !== 'page' || !fresh.cacheable) return null;
          return { status: fresh.status, headers: fresh.headers, body: await collect(fresh.html), tags: fresh.tags };
        });
      }
      makeCopies(key, hit.page);
      const sent = keptBody(hit.page, request.headers['accept-encoding']);
      return reply
        .code(hit.page.status)
        .headers(hit.page.headers)
        .headers(sent.headers)
        .header(TAG_HEADER, cdnTags(pointer, hit.page.tags))
        .header('server-timing', `cache;desc=${hit.state}`)
        .header('x-cache', hit.state === 'fresh' ? 'hit' : 'stale')
        .send(sent.body);
    }
    const ticket = htmlCache.ticket();
    const document = await renderDocument(render, key, request.headers, pointer, { nonce });
    if (document.kind === 'redirect') return reply.code(document.status).header('location', document.location).send();
    if (document.streamed && shared) {
      // The cache's copy is rendered apart, once the data is there, so later visitors get the whole page at once.
      htmlCache.revalidate(key, async () => {
        const whole = await renderDocument(render, key, request.headers, pointer, { waitForData: true });
        if (whole.kind !== 'page' || !whole.cacheable) return null;
        return { status: whole.status, headers: whole.headers, body: await collect(whole.html), tags: whole.tags };
      });
    }
    let body: PassThrough = document.html;
    if (document.cacheable) {
      const { status, headers, tags } = document;
      // Both readers attach in this same tick, so the visitor's copy and the cache's get every chunk.
      body = document.html.pipe(new PassThrough());
      void collect(document.html)
        .then((html) => htmlCache.set(key, { status, headers, body: html, tags }, ticket))
        .catch(() => {});
    }
    // An error page is the answer of a moment: no cache may keep it in place of the page. Nor may a CDN keep a page this
    // server does not keep itself (its remote rendered in the browser, a slot missing, its data streamed under this
    // response's nonce): the next request must reach a server that can render it whole.
    if (document.status >= 500 || (shared && !document.cacheable)) reply.header('cache-control', 'no-store');
    return reply
      .code(document.status)
      .headers(document.headers)
      .header(TAG_HEADER, cdnTags(pointer, document.tags))
      .header('x-cache', 'miss')
      .send(body);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://shell.local').pathname;
    const pointer = await pointerSource.read();
    if (renderer) return renderedPage(request, reply, renderer, pointer);
    const meta = documentMeta(pathname === '/' ? `/${DEFAULT_LOCALE}` : pathname, siteOrigin, localeOfPath(pathname) ?? DEFAULT_LOCALE);
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .headers(securityHeaders(pointer, config, inlineScripts))
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(documentWithMeta(indexHtml, meta));
  };

  // The rest of each sheet a page's head carries pruned, read from the same sheets.
  registerRestStyles(app, { readStyle, pointer: pointerSource, siteOrigin });
  // Pages are a route (not the not-found handler) so that route hooks, compression among them, apply to their HTML.
  app.get('/*', sendPage);
  return { inlineScripts };
}
