// Every server's timeouts: within the bounds, and what a server made with them does with a client that sends its request
// a byte at a time.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientError, fastifyTimeouts, nodeServerOptions, SERVER_TIMEOUTS, serverTimeouts } from './timeouts';

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

/** A POST whose body comes one byte every 200 ms: what came back, and when the server closed the connection. */
function slowPost(port: number): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n');
      drip = setInterval(() => socket.writable && socket.write('a'), 200);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, afterMs: Date.now() - started });
    });
  });
}

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
