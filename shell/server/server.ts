// Owns the shell's web server: pages with their status, headers and head, redirects, robots.txt, sitemap.xml, the release pointer and cached assets.
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, localeOfPath, matchPage, type RemotesPointerFile, type RuntimeConfig } from '@storefront/contracts';
import { documentMeta } from '../src/seo/pageMeta';
import { readSitemapSources, type SourcesResult } from './catalogueSources';
import { localRuntimeConfig, pointerFile } from './config';
import { documentWithMeta } from './documentHead';
import { securityHeaders } from './headers';
import { permanentRedirect } from './redirects';
import { robotsTxt } from './robots';
import { renderSitemap, sitemapEntries } from './sitemap';

export interface ShellServerOptions {
  distDir: string;
  runtimeConfig?: RuntimeConfig;
  /** Where the release pointer is read from on every request (a release moves it without a restart). */
  pointerPath?: string;
  logger?: boolean;
  /** The site's public address for canonical links and the sitemap (env STOREFRONT_SITE_ORIGIN); by default, the request's own. */
  siteOrigin?: string;
  /** Reads the catalogue the sitemap lists (tests give their own). */
  readSources?: (config: RuntimeConfig, log: (message: string) => void) => Promise<SourcesResult>;
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
  const config = options.runtimeConfig ?? localRuntimeConfig();
  const pointerPath = options.pointerPath ?? pointerFile();
  const indexHtml = await readFile(resolve(options.distDir, 'index.html'), 'utf8');
  const icons = new Map(await Promise.all(SITE_ICONS.map(async (file) => [file, await readFile(resolve(options.distDir, file))] as const)));
  const app = Fastify({ logger: options.logger ?? false });
  const configuredOrigin = options.siteOrigin ?? process.env.STOREFRONT_SITE_ORIGIN;
  const originOf = (request: FastifyRequest) => configuredOrigin ?? `${request.protocol}://${request.host}`;
  const readSources = options.readSources ?? readSitemapSources;
  const sitemaps = new Map<string, { xml: string; expires: number }>();

  await app.register(compress, { global: true, threshold: 1024 });

  app.addHook('onRequest', async (request, reply) => {
    const url = new URL(request.url, 'http://shell.local');
    const target = permanentRedirect(url.pathname);
    if (target) return reply.code(301).header('location', `${target}${url.search}`).send();
  });

  app.get('/mf-remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).header('content-type', 'application/json; charset=utf-8');
    return readPointer(pointerPath);
  });

  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return config;
  });

  app.get('/health', async () => ({ ok: true }));

  app.get('/robots.txt', async (request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(originOf(request))));

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    let cached = sitemaps.get(origin);
    if (!cached || cached.expires < Date.now()) {
      const { sources, complete } = await readSources(config, (message) => console.warn(message));
      cached = { xml: renderSitemap(sitemapEntries(origin, sources)), expires: Date.now() + (complete ? SITEMAP_TTL_MS : SITEMAP_RETRY_MS) };
      sitemaps.set(origin, cached);
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(cached.xml);
  });

  // The icons keep their names across builds (browsers ask for /favicon.ico by name), so they are cached for a day, not for good.
  for (const file of SITE_ICONS) {
    app.get(`/${file}`, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type(ICON_TYPES[extname(file)] ?? 'application/octet-stream').send(icons.get(file)),
    );
  }

  // Hashed build output never changes under the same name.
  await app.register(fastifyStatic, {
    root: resolve(options.distDir, 'static'),
    prefix: '/static/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://shell.local').pathname;
    const pointer = await readPointer(pointerPath);
    const meta = documentMeta(pathname === '/' ? `/${DEFAULT_LOCALE}` : pathname, originOf(request), localeOfPath(pathname) ?? DEFAULT_LOCALE);
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .headers(securityHeaders(pointer, config))
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(documentWithMeta(indexHtml, meta));
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send();
    // A missing asset is a plain 404: answering it with the page would hide the fault behind a MIME error.
    if (request.url.startsWith('/static/')) return reply.code(404).type('text/plain').send('Not found');
    return sendPage(request, reply);
  });

  return app;
}
