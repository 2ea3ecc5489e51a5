// Owns how long every server of the project waits on a client (the store API, the shell, the CDN origins, the stand-ins): the
// whole request, its headers, a body that stops coming, an idle connection between requests, a socket where nothing moves,
// and the answer given to a client too slow to finish its request.
import { STATUS_CODES, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
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
  /**
   * Where the body is watched (watchBodyProgress): once the headers are in, each window of this length must bring at least
   * bodyMinBytes of it, or the body is stalled and refused. A stall is seen at the end of its second window at the latest.
   */
  bodyWindowMs: number;
  bodyMinBytes: number;
}

/**
 * Every server's, unless a test gives its own: a request checked every second against 29 s is refused within 30 s. That is
 * plenty for the shell, the CDN origins and the stand-ins, whose bodies are a few kilobytes at most, but would need 6.5 Mbit/s
 * up for the careers form's 23 MB: the store API takes as long as the slowest upload allowed needs (uploadTimeouts, 5 minutes)
 * and watches its bodies instead. 16 KiB per 10 s (1.6 kB/s) is a fiftieth of that upload, and a body that stops coming is
 * refused within 20 s of stopping.
 */
export const SERVER_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({
  requestMs: 29_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
  checkEveryMs: 1_000,
  bodyWindowMs: 10_000,
  bodyMinBytes: 16 * 1024,
});

/**
 * The slowest upload a server that takes files still lets finish: 80 KiB/s (about 0.65 Mbit/s), a phone on a weak signal or
 * a rural line's upstream. The careers form's 23 MB then takes about 5 minutes.
 */
export const SLOWEST_UPLOAD_BYTES_PER_SECOND = 80 * 1024;

/** The defaults with a test's or a server's own values over them. */
export function serverTimeouts(overrides: Partial<ServerTimeouts> = {}): ServerTimeouts {
  const timeouts = { ...SERVER_TIMEOUTS, ...overrides };
  // Node refuses a headers timeout longer than the request's.
  return { ...timeouts, headersMs: Math.min(timeouts.headersMs, timeouts.requestMs) };
}

/**
 * For a server that takes bodies up to `maxBodyBytes` (the store API's files): the whole request may take as long as that body
 * at the slowest upload allowed, rounded up to whole minutes, or every server's limit when that is enough. Such a server must
 * watch its bodies (watchBodyProgress): the whole request's limit alone would let a body that stops hold its connection for minutes.
 */
export function uploadTimeouts(maxBodyBytes: number, overrides: Partial<ServerTimeouts> = {}): ServerTimeouts {
  const neededMs = (maxBodyBytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000;
  const requestMs = neededMs <= SERVER_TIMEOUTS.requestMs ? SERVER_TIMEOUTS.requestMs : Math.ceil(neededMs / 60_000) * 60_000;
  return serverTimeouts({ requestMs, ...overrides });
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
  writeClientError(socket, status);
  socket.destroy(error);
}

/** Writes the answer in words straight on the socket: the request could not be read whole, so no response object answers it. */
function writeClientError(socket: Socket, status: number): void {
  const body = JSON.stringify({ statusCode: status, ...CLIENT_ERRORS[status] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
}

/** The connections whose body watchBodyProgress gave up on: what their request's reader says next is no server error. */
const stalledSockets = new WeakSet<Socket>();

/** Whether a request says it has a body (HTTP/1.1: a Content-Length above 0, or a Transfer-Encoding). */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * A Fastify onRequest hook (`app.addHook('onRequest', watchBodyProgress(timeouts))`) that refuses a body which stops coming:
 * once the headers are in, each window of bodyWindowMs must bring bodyMinBytes, or the client gets the same 408 as Node's
 * own limit and its connection is closed. What arrived is counted on the socket (its bytesRead), so the body is left whole
 * to its reader. The watch ends as soon as the request is complete, so it never judges a slow answer, a request without a
 * body, or a keep-alive connection waiting for its next request; and a window where the server itself holds the body back
 * (its reader is slower than the client, the socket paused) counts against no one.
 */
export function watchBodyProgress(timeouts: Pick<ServerTimeouts, 'bodyWindowMs' | 'bodyMinBytes'> = SERVER_TIMEOUTS) {
  const { bodyWindowMs, bodyMinBytes } = timeouts;
  return async (request: { raw: IncomingMessage }, reply: { raw: ServerResponse }): Promise<void> => {
    const { raw } = request;
    const socket = raw.socket as Socket | undefined;
    // An injected request (Fastify's inject, in tests) has no socket to count on, and no client to hold a connection.
    if (typeof socket?.bytesRead !== 'number' || raw.complete || !hasBody(raw)) return;
    let counted = socket.bytesRead;
    const judge = () => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const brought = socket.bytesRead - counted;
      counted = socket.bytesRead;
      if (brought >= bodyMinBytes || socket.isPaused()) return;
      clearInterval(timer);
      stalledSockets.add(socket);
      // An answer already on its way (sent before the body was read) is not followed by another: the connection just closes.
      if (!reply.raw.headersSent) writeClientError(socket, 408);
      socket.destroy();
    };
    // Judged after the loop's next read of the sockets: a process that was busy for a while has not read what arrived meanwhile.
    const timer = setInterval(() => setImmediate(judge), bodyWindowMs).unref();
    raw.once('close', () => clearInterval(timer));
  };
}

/**
 * Whether a request's error only says that its connection is gone: watchBodyProgress cut its body, or the client reset or
 * left before its body was read. No one is left to answer, and nothing went wrong on the server's side.
 */
export function connectionGone(request: IncomingMessage, error: { code?: string; message?: string }): boolean {
  const { socket } = request;
  if (stalledSockets.has(socket)) return true;
  return socket.destroyed && (error.code === 'ECONNRESET' || error.message === 'aborted');
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
