// The stand-in holds no connection for a client that sends its request a byte at a time: every project server's timeouts
// (@storefront/mf-config/timeouts), shorter here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowClient } from '@storefront/mf-config/slow-client';
import { SERVER_TIMEOUTS } from '@storefront/mf-config/timeouts';
import { startPaymentsLocal, type PaymentsLocal } from '../src/server';

let standIn: PaymentsLocal;
beforeAll(async () => {
  standIn = await startPaymentsLocal({ port: 0, timeouts: { requestMs: 1_000, checkEveryMs: 50 } });
});
afterAll(() => standIn.close());

describe("the stand-in's timeouts", () => {
  it('answers 408 and closes the connection of a body sent a byte at a time', async () => {
    // The testing hooks take the gateway's keys, then read a JSON body.
    const keys = Buffer.from(`${standIn.config.publicKey}:${standIn.config.privateKey}`).toString('base64');
    const { answer, afterMs } = await slowClient(standIn.port, {
      host: standIn.config.host,
      head: `POST /testing/webhooks HTTP/1.1\r\nHost: localhost\r\nAuthorization: Basic ${keys}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"kind":"`,
      drip: 'a',
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
