// Owns the shell server's HTTP edge: the methods it answers, and the one canonical address of each page whatever its casing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchPage } from '@storefront/contracts';
import { permanentRedirect } from './redirects';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The one kind of route sent something: Shopify's webhooks and the staff's purge (freshness.ts) take POST past the edge. */
    takesPost?: boolean;
  }
}

/** Every route of the shell's server reads; nothing is sent to it but the freshness routes' POST. */
export const ALLOWED_METHODS = 'GET, HEAD';

function methodNotAllowed(reply: FastifyReply, method: string) {
  return reply
    .code(405)
    .header('allow', ALLOWED_METHODS)
    .type('text/plain; charset=utf-8')
    .send(`Method ${method} is not allowed here: this site answers ${ALLOWED_METHODS}.`);
}

/** ASCII letters in lower case; percent escapes (%C3%A9) are left as they are, they name the same bytes either way. */
function lowerCased(pathname: string): string {
  return pathname.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
}

/**
 * Where a request must move for good, in one 301: the redirects of spec §2, and a page asked for in another casing
 * (/FR/BOUTIQUE, /Fr/Produits/Spa-Aurora) to its lower-case address, which is the only one served (paths and handles are
 * lower case). An address that is no page in any casing is left alone, to be the 404 it is.
 */
export function canonicalRedirect(pathname: string): string | null {
  const lower = lowerCased(pathname);
  if (lower === pathname) return permanentRedirect(pathname);
  return permanentRedirect(lower) ?? (lower === '/' || matchPage(lower) ? lower : null);
}

/**
 * The server's first step (given how to read the live pages), before a byte of a body is read: anything but a read gets its 405, and a read of an address that is
 * not its page's canonical one gets the 301.
 */
export function answerAtTheEdge(livePages: () => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'POST' && request.routeOptions.config.takesPost) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(reply, request.method);
    const url = new URL(request.url, 'http://shell.local');
    // Only an address in another casing asks the live pages (the pointer's read, shared and kept a few seconds).
    if (lowerCased(url.pathname) !== url.pathname) await livePages();
    const target = canonicalRedirect(url.pathname);
    if (target) return reply.code(301).header('location', `${target}${url.search}`).send();
  };
}
