// Owns the local stand-in for the CDN each remote is deployed to: its releases, on its own origin, with CORS and immutable caching,
// and the edge rules of every endpoint of the project (GET and HEAD only, no body, a rate limit, short plain refusals).
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { RemoteName } from '@storefront/contracts';
import { IMMUTABLE_FILES } from '@storefront/mf-config/serving';
import { fastifyTimeouts, serverTimeouts, type ServerTimeouts } from '@storefront/mf-config/timeouts';
import { pointerPath, releasesDir } from './paths';

export interface RemoteCdnOptions {
  /** Requests one client may make in a minute (env CDN_RATE_LIMIT_PER_MINUTE): far above what pages load, far below a flood. */
  rateLimitPerMinute?: number;
  /** One line per request on stdout (env CDN_ACCESS_LOG=1): the benchmarks count the containers the shell's server loads. */
  accessLog?: boolean;
  /** How long a client may take (@storefront/mf-config/timeouts): every server's by default, shorter in the tests. */
  timeouts?: Partial<ServerTimeouts>;
}

const ALLOWED_METHODS = 'GET, HEAD';
const REFUSALS: Record<number, string> = {
  400: 'Bad request: the address is not valid.',
  403: 'This address cannot be served.',
  404: 'Not found.',
  500: 'The file could not be served.',
};

export async function createRemoteCdn(remote: RemoteName, options: RemoteCdnOptions = {}): Promise<FastifyInstance> {
  const root = releasesDir(remote);
  mkdirSync(root, { recursive: true });
  // Nothing here takes a body: the smallest limit Fastify accepts, so none is ever buffered.
  const app = Fastify({
    logger: false,
    bodyLimit: 1,
    // An address that does not decode gets a sentence, not the framework's error object.
    frameworkErrors: (_error, _request, reply: FastifyReply) => reply.code(400).type('text/plain; charset=utf-8').send(REFUSALS[400]),
    // A client that sends its request a byte at a time gets 408 rather than a connection held.
    ...fastifyTimeouts(serverTimeouts(options.timeouts)),
  });
  // Before anything is read: this origin only sends files.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', ALLOWED_METHODS)
        .type('text/plain; charset=utf-8')
        .send(`Method ${request.method} is not allowed: this origin serves files with ${ALLOWED_METHODS}.`);
    }
  });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? Number(process.env.CDN_RATE_LIMIT_PER_MINUTE ?? 6000),
    timeWindow: '1 minute',
    // A refused request says when to come back; the files it serves do not each count down the visitor's allowance.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests: try again in ${context.after}.`,
    }),
  });
  // Brotli first, at quality 5, as the shell's server: it costs what gzip does and sends less than gzip or zstd's default.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'zstd', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  // Release folders never change once written, so everything under them can be cached for good.
  // A release's text assets come with their build-time brotli and gzip copies (shared/mf-config/src/precompress.ts).
  await app.register(fastifyStatic, { root, prefix: '/releases/', index: false, ...IMMUTABLE_FILES });
  app.get('/health', async () => ({ remote, ok: true }));
  // The release pointer, for every copy of the shell's server (each keeps it at most a few seconds): never cached on the way,
  // and out of the rate limit, since every copy asks for it whatever the visitors do. A missing pointer names no remote.
  app.get('/mf-remotes.json', { config: { rateLimit: false } }, async (_request, reply) => {
    const pointer = await readFile(pointerPath(), 'utf8').catch(() => '{"remotes":{}}');
    return reply.header('cache-control', 'no-cache, no-store, must-revalidate').type('application/json; charset=utf-8').send(pointer);
  });
  if (options.accessLog ?? process.env.CDN_ACCESS_LOG === '1') {
    app.addHook('onResponse', async (request, reply) => console.log(`${remote} ${request.method} ${request.url} ${reply.statusCode}`));
  }

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send(REFUSALS[404]));
  // Malformed addresses and refused requests get a short answer in words; an unexpected fault never shows its own text.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 429) return reply.code(429).send(error);
    if (status === 500) console.error(`[cdn ${remote}] ${request.method} ${request.url}:`, error);
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(REFUSALS[status] ?? REFUSALS[400]);
  });
  return app;
}
