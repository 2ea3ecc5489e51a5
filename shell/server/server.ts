// Owns the shell's web server: pages with the right status and headers, redirects, the release pointer and cached assets.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { matchPage, type RemotesPointerFile, type RuntimeConfig } from '@storefront/contracts';
import { localRuntimeConfig, pointerFile } from './config';
import { securityHeaders } from './headers';
import { permanentRedirect } from './redirects';

export interface ShellServerOptions {
  distDir: string;
  runtimeConfig?: RuntimeConfig;
  /** Where the release pointer is read from on every request (a release moves it without a restart). */
  pointerPath?: string;
  logger?: boolean;
}

const NO_CACHE = 'no-cache, no-store, must-revalidate';

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
  const app = Fastify({ logger: options.logger ?? false });

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

  // Hashed build output never changes under the same name.
  await app.register(fastifyStatic, {
    root: resolve(options.distDir, 'static'),
    prefix: '/static/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });

  const sendPage = async (url: string, reply: FastifyReply) => {
    const pathname = new URL(url, 'http://shell.local').pathname;
    const pointer = await readPointer(pointerPath);
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .headers(securityHeaders(pointer, config))
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send();
    // A missing asset is a plain 404: answering it with the page would hide the fault behind a MIME error.
    if (request.url.startsWith('/static/')) return reply.code(404).type('text/plain').send('Not found');
    return sendPage(request.url, reply);
  });

  return app;
}
