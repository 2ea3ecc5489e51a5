// Owns the shell server's limit per client address: pages (what costs a render) and the rest apart, a page of its own for a refused page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { DEFAULT_LOCALE, localeOfPath } from '@storefront/contracts';
import { isPagePath } from './pages';
import { tooManyRequestsMessages } from './messages';

export interface ShellRateLimits {
  /** Pages per client address and minute (env SHELL_PAGES_PER_MINUTE): a visitor reads a few a minute, a render costs the server. */
  pagesPerMinute: number;
  /** Any other request per address and minute (env SHELL_REQUESTS_PER_MINUTE): a page pulls its images and small files. */
  requestsPerMinute: number;
}

export function rateLimitsFromEnv(env: Record<string, string | undefined> = process.env): ShellRateLimits {
  return { pagesPerMinute: Number(env.SHELL_PAGES_PER_MINUTE ?? 300), requestsPerMinute: Number(env.SHELL_REQUESTS_PER_MINUTE ?? 3000) };
}

/** What no limit counts: hashed build files (cached for good, served from memory-mapped files) and the supervisor's health checks. */
const isExempt = (pathname: string) => pathname.startsWith('/static/') || pathname === '/health';

/** A page's address (a document: a page, or a 404 page), as opposed to the files a page pulls (relayed images, icons, JSON). */
const isPageRequest = (pathname: string) => isPagePath(pathname) || (!pathname.startsWith('/v0/') && !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? ''));

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
  await app.register(rateLimit, {
    global: true,
    timeWindow: '1 minute',
    allowList: (request) => isExempt(pathOf(request)),
    keyGenerator: (request) => `${isPageRequest(pathOf(request)) ? 'page' : 'file'} ${request.ip}`,
    max: (_request, key) => (key.startsWith('page ') ? limits.pagesPerMinute : limits.requestsPerMinute),
    errorResponseBuilder: (_request, context) => new TooManyRequests(context.after),
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
