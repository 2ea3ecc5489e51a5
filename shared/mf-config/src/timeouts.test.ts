// Every server's timeouts: within the bounds, what a server made with them does with a client that sends its request
// a byte at a time, and the body watch of a server that takes uploads.
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerClientError,
  connectionGone,
  fastifyTimeouts,
  nodeServerOptions,
  SERVER_TIMEOUTS,
  serverTimeouts,
  SLOWEST_UPLOAD_BYTES_PER_SECOND,
  uploadTimeouts,
  watchBodyProgress,
} from './timeouts';
import { slowClient } from './slowClient';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** Starts a server that answers once the whole body has arrived, with these timeouts (and Fastify's answer when asked). */
async function listening(limitMs: number, inWords = false): Promise<number> {
  const timeouts = serverTimeouts({ requestMs: limitMs, checkEveryMs: 50 });
  server = createServer(nodeServerOptions(timeouts), (request, response) => {
    request.resume();
    request.on('end', () => response.end('ok'));
  });
  server.setTimeout(timeouts.idleMs);
  if (inWords) server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A POST whose body comes one byte every 200 ms. */
const slowPost = (port: number) =>
  slowClient(port, { head: 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n', drip: 'a' });

describe("every server's timeouts", () => {
  it('refuse a slow request within 30 s, keep an idle connection longer than Varnish keeps one to a copy (60 s)', () => {
    expect(SERVER_TIMEOUTS.requestMs + SERVER_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestMs);
    // An order may wait on the gateway 20 s for its sale, then 20 s for the lookup of a lost answer, writing nothing.
    expect(SERVER_TIMEOUTS.idleMs).toBeGreaterThanOrEqual(60_000);
    expect(SERVER_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
  });

  it('take a server’s own values over the defaults, the headers never given longer than the whole request', () => {
    expect(serverTimeouts({ requestMs: 1_000 })).toEqual({ ...SERVER_TIMEOUTS, requestMs: 1_000, headersMs: 1_000 });
    expect(serverTimeouts()).toEqual(SERVER_TIMEOUTS);
    expect(fastifyTimeouts(serverTimeouts({ idleMs: 5_000 }))).toMatchObject({
      requestTimeout: SERVER_TIMEOUTS.requestMs,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
      connectionTimeout: 5_000,
      http: {
        requestTimeout: SERVER_TIMEOUTS.requestMs,
        headersTimeout: SERVER_TIMEOUTS.headersMs,
        keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
        connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
      },
    });
  });

  it('give a body sent a byte at a time 408 and close its connection at the limit', async () => {
    const { answer, afterMs } = await slowPost(await listening(800));
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeGreaterThanOrEqual(750);
    expect(afterMs).toBeLessThan(2_000);
  });

  it('say why in French then English where the server answers in words (Fastify’s clientErrorHandler)', async () => {
    const { answer } = await slowPost(await listening(800, true));
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toContain('HTTP/1.1 408 Request Timeout');
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body!)).toEqual({
      statusCode: 408,
      error: 'requestTimeout',
      message: 'La requête a mis trop de temps à arriver : envoyez-la de nouveau. / The request took too long to arrive: send it again.',
    });
  });
});

describe('a server that takes uploads', () => {
  it('lets the largest body through at the slowest upload allowed, in whole minutes, and sees a stalled body within 30 s', () => {
    const careers = 23 * 1024 * 1024;
    const { requestMs } = uploadTimeouts(careers);
    expect(requestMs).toBe(5 * 60_000);
    expect(requestMs).toBeGreaterThanOrEqual((careers / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000);
    // A small body keeps every server's limit; a test's own values win.
    expect(uploadTimeouts(4 * 1024)).toEqual(SERVER_TIMEOUTS);
    expect(uploadTimeouts(careers, { requestMs: 2_000 }).requestMs).toBe(2_000);
    // A stall that starts just after a window that brought enough is seen at the end of the next one.
    expect(2 * SERVER_TIMEOUTS.bodyWindowMs + SERVER_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(30_000);
    // An honest upload at the slowest rate allowed brings many times the minimum in each window.
    expect(SLOWEST_UPLOAD_BYTES_PER_SECOND * (SERVER_TIMEOUTS.bodyWindowMs / 1000)).toBeGreaterThan(20 * SERVER_TIMEOUTS.bodyMinBytes);
  });
});

/** The watch's windows in these tests: 4 KiB per 400 ms. */
const WATCH = { bodyWindowMs: 400, bodyMinBytes: 4 * 1024 };

/**
 * Starts a server whose requests go through the body watch, as Fastify runs an onRequest hook, then `route`; the whole
 * request's limit stays far away (60 s). Returns its port and the requests it saw.
 */
async function watched(route: (request: IncomingMessage, response: ServerResponse) => void) {
  const timeouts = serverTimeouts({ requestMs: 60_000, ...WATCH });
  const hook = watchBodyProgress(timeouts);
  const seen: IncomingMessage[] = [];
  server = createServer(nodeServerOptions(timeouts), (request, response) => {
    seen.push(request);
    void hook({ raw: request }, { raw: response }).then(() => route(request, response));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen };
}

/** Waits `waitMs` (as a route that has other work first), then reads the whole body and answers with the bytes it read. */
const readThenAnswer =
  (waitMs = 0) =>
  (request: IncomingMessage, response: ServerResponse) => {
    let bytes = 0;
    setTimeout(() => {
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => response.end(`read ${bytes}`));
    }, waitMs);
  };

describe('the body watch (watchBodyProgress)', () => {
  it('gives a body that stops coming 408 in words and closes its connection within two windows, far before the limit', async () => {
    const { port, seen } = await watched(readThenAnswer());
    // Enough for the first window, then nothing: the stall starts inside a window.
    const { answer, afterMs, closedByServer } = await slowClient(port, {
      head: 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n',
      writes: [[Buffer.alloc(8 * 1024, 0x61), 0]],
      giveUpAfterMs: 10_000,
    });
    expect(closedByServer).toBe(true);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body!)).toMatchObject({ statusCode: 408, error: 'requestTimeout' });
    expect(afterMs).toBeGreaterThanOrEqual(WATCH.bodyWindowMs - 50);
    expect(afterMs).toBeLessThan(2 * WATCH.bodyWindowMs + 2_000);
    // What the request's reader says next is known for the cut it is.
    expect(connectionGone(seen[0]!, { message: 'anything' })).toBe(true);
  });

  it('does not judge a slow answer, a request without a body, or a keep-alive connection between requests', async () => {
    const { port, seen } = await watched(readThenAnswer(3 * WATCH.bodyWindowMs));
    const { answer, closedByServer } = await slowClient(port, {
      // A body that came whole, which the server reads and answers after three windows.
      head: 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello',
      // Then the connection waits, idle, for three windows before a GET, and three more after its answer.
      writes: [['GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', 6 * WATCH.bodyWindowMs]],
      giveUpAfterMs: 6 * WATCH.bodyWindowMs,
    });
    expect(closedByServer).toBe(false);
    expect(answer.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(answer).toContain('read 5');
    expect(answer).not.toContain('408');
    // Any other error on a request the watch let be is the server's own.
    expect(connectionGone(seen[0]!, new Error('the database does not answer'))).toBe(false);
  });

  it('does not blame the client for windows where the server holds the body back (its reader is slower)', async () => {
    // Reads nothing for three windows: the socket is paused once the request's buffer is full.
    const { port } = await watched(readThenAnswer(3 * WATCH.bodyWindowMs));
    const size = 2 * 1024 * 1024;
    const { answer } = await slowClient(port, {
      head: Buffer.concat([
        Buffer.from(`POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`),
        Buffer.alloc(size),
      ]),
      giveUpAfterMs: 10_000,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain(`read ${size}`);
  });

  it('leaves alone a request without a real socket (Fastify’s inject, in tests)', async () => {
    const injected = Object.assign(new EventEmitter(), { headers: { 'content-length': '100' }, socket: new EventEmitter() });
    await watchBodyProgress(WATCH)({ raw: injected as unknown as IncomingMessage }, { raw: {} as ServerResponse });
    // A watch would count on the socket at the end of each window, and throw there.
    await new Promise((resolve) => setTimeout(resolve, 3 * WATCH.bodyWindowMs));
    expect(injected.socket.listenerCount('close') + injected.listenerCount('close')).toBe(0);
  });

  it('takes a body that keeps coming at a modest rate, for longer than the windows', async () => {
    const { port } = await watched(readThenAnswer());
    const slice = Buffer.alloc(4 * 1024, 0x62);
    const slices = Array.from({ length: 12 }, (): [Buffer, number] => [slice, 150]);
    const { answer } = await slowClient(port, {
      head: `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${12 * slice.length}\r\nConnection: close\r\n\r\n`,
      writes: slices,
      giveUpAfterMs: 10_000,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain(`read ${12 * slice.length}`);
  });
});
