// The remotes' CDN origins hold no connection for a client that sends its request a byte at a time, and Varnish's idle
// connections to the copies end before the copies' keep-alive does (@storefront/mf-config/timeouts).
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { slowClient } from '@storefront/mf-config/slow-client';
import { SERVER_TIMEOUTS } from '@storefront/mf-config/timeouts';
import { createRemoteCdn } from '../lib/cdn';
import { VARNISH_BACKEND_IDLE_TIMEOUT_MS } from '../lib/varnish';

beforeAll(async () => {
  process.env.STOREFRONT_VAR_DIR = await mkdtemp(join(tmpdir(), 'cdn-timeouts-'));
});

describe('timeouts of the CDN origins and of Varnish', () => {
  it('a CDN origin answers 408 and closes the connection of a client whose headers never end', async () => {
    const app = await createRemoteCdn('shop', { timeouts: { requestMs: 1_000, checkEveryMs: 50 } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const { answer, afterMs } = await slowClient(port, {
        head: 'GET /releases/r1/remoteEntry.js HTTP/1.1\r\nHost: localhost\r\n',
        drip: 'X',
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(afterMs).toBeLessThan(2_500);
    } finally {
      await app.close();
    }
  });

  it('a CDN origin runs with every server’s timeouts by default', async () => {
    const app = await createRemoteCdn('shop');
    try {
      expect([app.server.requestTimeout, app.server.headersTimeout, app.server.keepAliveTimeout, app.server.timeout]).toEqual([
        SERVER_TIMEOUTS.requestMs,
        SERVER_TIMEOUTS.headersMs,
        SERVER_TIMEOUTS.keepAliveMs,
        SERVER_TIMEOUTS.idleMs,
      ]);
    } finally {
      await app.close();
    }
  });

  it('Varnish closes an idle connection to a copy before the copy would', () => {
    expect(VARNISH_BACKEND_IDLE_TIMEOUT_MS).toBeLessThan(SERVER_TIMEOUTS.keepAliveMs);
  });
});
