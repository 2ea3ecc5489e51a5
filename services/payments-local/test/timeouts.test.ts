// The stand-in holds no connection for a client that sends its request a byte at a time: every project server's timeouts
// (@storefront/mf-config/timeouts), shorter here.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '@storefront/mf-config/timeouts';
import { startPaymentsLocal, type PaymentsLocal } from '../src/server';

let standIn: PaymentsLocal;
beforeAll(async () => {
  standIn = await startPaymentsLocal({ port: 0, timeouts: { requestMs: 1_000, checkEveryMs: 50 } });
});
afterAll(() => standIn.close());

describe("the stand-in's timeouts", () => {
  it('answers 408 and closes the connection of a body sent a byte at a time', async () => {
    const { answer, afterMs } = await new Promise<{ answer: string; afterMs: number }>((resolve) => {
      const started = Date.now();
      const socket = connect(standIn.port, standIn.config.host);
      let answer = '';
      let drip: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        // The testing hooks take the gateway's keys, then read a JSON body.
        const keys = Buffer.from(`${standIn.config.publicKey}:${standIn.config.privateKey}`).toString('base64');
        socket.write(
          `POST /testing/webhooks HTTP/1.1\r\nHost: localhost\r\nAuthorization: Basic ${keys}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"kind":"`,
        );
        drip = setInterval(() => socket.writable && socket.write('a'), 200);
      });
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, afterMs: Date.now() - started });
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeGreaterThanOrEqual(950);
    expect(afterMs).toBeLessThan(2_500);
  });

  it('runs with every server’s timeouts by default', async () => {
    const defaults = await startPaymentsLocal({ port: 0 });
    try {
      const response = await fetch(`${defaults.url}/health`);
      // Node advertises the keep-alive it keeps an idle connection for.
      expect(response.headers.get('keep-alive')).toBe(`timeout=${SERVER_TIMEOUTS.keepAliveMs / 1000}`);
    } finally {
      await defaults.close();
    }
  });
});
