// Owns how long every server of the project waits on a client (the store API, the shell, the CDN origins, the stand-ins): the
// whole request, its headers, an idle connection between requests, a socket where nothing moves, and the answer given to a
// client too slow to finish its request.
import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export interface ServerTimeouts {
  /**
   * The whole request, headers and body, must have arrived within this (Node's requestTimeout): a slower one, one body byte at
   * a time, gets 408 and its connection closed, whatever the route and the rate limit (which counts requests, not time held).
   */
  requestMs: number;
  /** The headers must have arrived within this (Node's headersTimeout); never more than requestMs. */
  headersMs: number;
  /**
   * An idle keep-alive connection is closed after this (Node adds a second before it closes its side). Above Varnish's
   * backend_idle_timeout (60 s, scripts/lib/varnish.ts): Varnish always drops a connection it keeps to a copy before the copy
   * does, so it never sends a request on a connection the copy is closing.
   */
  keepAliveMs: number;
  /**
   * A socket where nothing moves either way for this long is closed (server.setTimeout): a client that stops reading the answer.
   * Longer than any answer a server works on without writing (an order: the gateway's 20 s sale, then a 20 s lookup of a sale
   * whose answer was lost), or the socket would be cut under a buyer who was charged.
   */
  idleMs: number;
  /** How often Node looks for requests past requestMs or headersMs (connectionsCheckingInterval): a 408 leaves up to this late. */
  checkEveryMs: number;
}

/**
 * Every server's, unless a test gives its own: a request checked every second against 29 s is refused within 30 s, by which time
 * a careers form's 23 MB has needed about 6.5 Mbit/s; an honest form of text takes a fraction of a second.
 */
export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({
  requestMs: 29_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
  checkEveryMs: 1_000,
});

/** The defaults with a test's or a server's own values over them. */
export function serverTimeouts(overrides: Partial<ServerTimeouts> = {}): ServerTimeouts {
  const timeouts = { ...SERVER_TIMEOUTS, ...overrides };
  // Node refuses a headers timeout longer than the request's.
  return { ...timeouts, headersMs: Math.min(timeouts.headersMs, timeouts.requestMs) };
}

/** For a server made with node:http's createServer: its options, then `server.setTimeout(timeouts.idleMs)`. */
export function nodeServerOptions(timeouts: ServerTimeouts = SERVER_TIMEOUTS): ServerOptions {
  return {
    requestTimeout: timeouts.requestMs,
    headersTimeout: timeouts.headersMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}

/** What a client that is too slow, or whose request cannot be read, is told: French first, then English (its language is not known yet). */
const CLIENT_ERRORS: Record<number, { error: string; message: string }> = {
  408: {
    error: 'requestTimeout',
    message: 'La requête a mis trop de temps à arriver : envoyez-la de nouveau. / The request took too long to arrive: send it again.',
  },
  431: {
    error: 'headersTooLarge',
    message: 'Les en-têtes de la requête sont trop volumineux. / The request’s headers are too large.',
  },
  400: {
    error: 'badRequest',
    message: 'La requête ne peut pas être lue. / The request cannot be read.',
  },
};

/**
 * Fastify's clientErrorHandler: Node's 408 (request or headers too slow), 431 and 400 answered in words, then the connection
 * closed. A reset or already closed socket gets nothing, as with Fastify's own handler.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ statusCode: status, ...CLIENT_ERRORS[status] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** The same timeouts as Fastify's options (requestTimeout, keepAliveTimeout, connectionTimeout, and Node's own through `http`). */
export function fastifyTimeouts(timeouts: ServerTimeouts = SERVER_TIMEOUTS) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: nodeServerOptions(timeouts),
    clientErrorHandler: answerClientError,
  };
}
