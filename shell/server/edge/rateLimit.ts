// Owns the shell server's limit per client address: pages (what costs a render) and the rest apart, a page of its own for a
// refused page; counted in Redis when REDIS_URL is set (every copy of the server shares one count), in memory otherwise.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { DEFAULT_LOCALE, localeOfPath } from '@storefront/contracts';
import { readInteger, type IntegerSetting } from '@storefront/mf-config/settings';
import { countRateLimited } from '../observability/metrics';
import { isPagePath } from '../rendering/renderPages';
import { tooManyRequestsMessages } from './messages';

export interface ShellRateLimits {
  /** Pages per client address and minute (env SHELL_PAGES_PER_MINUTE): a visitor reads a few a minute, a render costs the server. */
  pagesPerMinute: number;
  /** Any other request per address and minute (env SHELL_REQUESTS_PER_MINUTE): a page pulls its images and small files. */
  requestsPerMinute: number;
  /** The Redis the counts are kept in (env REDIS_URL), shared by every copy: N copies allow the limit, not N times it. */
  redisUrl?: string;
}

/**
 * The limits' whole numbers: their defaults, and the bounds production holds them to (above them a limit limits nothing).
 * Anything but digits within them is the default: a NaN limit would let every request through.
 */
export const RATE_LIMIT_NUMBERS = {
  pagesPerMinute: { variable: 'SHELL_PAGES_PER_MINUTE', fallback: 300, min: 1, max: 100_000 },
  requestsPerMinute: { variable: 'SHELL_REQUESTS_PER_MINUTE', fallback: 3000, min: 1, max: 1_000_000 },
} as const satisfies Record<string, IntegerSetting>;

export function rateLimitsFromEnv(env: Record<string, string | undefined> = process.env): ShellRateLimits {
  return {
    pagesPerMinute: readInteger(env, RATE_LIMIT_NUMBERS.pagesPerMinute).value,
    requestsPerMinute: readInteger(env, RATE_LIMIT_NUMBERS.requestsPerMinute).value,
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
  };
}

/**
 * A Redis client that never holds a request: a short connect and command timeout, no queue while disconnected (a command
 * fails at once), one try per command. The limit skips a count that fails (skipOnError): Redis down lets visitors through.
 */
export function limitRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 250,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnect attempt.
    if (!down)
      console.warn(`[rate-limit] Redis at ${new URL(url).host} unreachable (${error.message}): requests pass uncounted until it is back`);
    down = true;
  });
  redis.on('ready', () => (down = false));
  return redis;
}

/** What no limit counts: hashed build files (cached for good, served from memory-mapped files) and the supervisor's health checks. */
const isExempt = (pathname: string) => pathname.startsWith('/static/') || pathname === '/health';

/** A page's address (a document: a page, or a 404 page), as opposed to the files a page pulls (relayed images, icons, JSON). */
const isPageRequest = (pathname: string) =>
  isPagePath(pathname) || (!pathname.startsWith('/v0/') && !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? ''));

class TooManyRequests extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: string) {
    super('Too many requests');
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The refusal of a page, in the page's language, written without a render (rendering is what the limit spares). */
export function tooManyRequestsPage(pathname: string): string {
  const locale = localeOfPath(pathname) ?? DEFAULT_LOCALE;
  const words = tooManyRequestsMessages[locale];
  return `<!doctype html><html lang="${locale}-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)} | Piscines Soleil</title><style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.25rem;color:#0b2540;background:#fff}main{max-width:36rem;margin:0 auto}h1{font-size:1.75rem;margin:0 0 1rem}a{color:#0057a8}</style></head><body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p><p><a href="/${locale}">${escapeHtml(words.home)}</a></p></main></body></html>`;
}

/**
 * Registers the limit before any route (it hooks each route as it is added). The client's address is `request.ip`, which
 * Fastify takes from X-Forwarded-For only as far as the server's proxy rule allows (@storefront/mf-config/proxy-trust).
 */
export async function registerRateLimit(app: FastifyInstance, limits: ShellRateLimits): Promise<void> {
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
  const redis = limits.redisUrl ? limitRedis(limits.redisUrl) : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, skipOnError: true, nameSpace: 'shell-rate-limit:' } : {}),
    timeWindow: '1 minute',
    allowList: (request) => isExempt(pathOf(request)),
    keyGenerator: (request) => `${isPageRequest(pathOf(request)) ? 'page' : 'file'} ${request.ip}`,
    max: (_request, key) => (key.startsWith('page ') ? limits.pagesPerMinute : limits.requestsPerMinute),
    errorResponseBuilder: (_request, context) => new TooManyRequests(context.after),
    onExceeded: countRateLimited,
  });
  app.setErrorHandler(async (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    // Any other error goes on to Fastify's own handler.
    if (!(error instanceof TooManyRequests)) throw error;
    const pathname = pathOf(request);
    reply.code(429).header('cache-control', 'no-store');
    if (isPageRequest(pathname)) return reply.type('text/html; charset=utf-8').send(tooManyRequestsPage(pathname));
    return reply.type('text/plain; charset=utf-8').send(`Too many requests: try again in ${error.retryAfter}.`);
  });
}
