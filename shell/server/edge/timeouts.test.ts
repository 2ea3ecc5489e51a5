// The shell's server holds no connection for a client that sends its request a byte at a time: 408 and the connection closed
// at the request's limit (@storefront/mf-config/timeouts), on the routes that take a body and everywhere else, and sooner for
// a body that stops coming.
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { slowClient } from '@storefront/mf-config/slow-client';
import { SERVER_TIMEOUTS } from '@storefront/mf-config/timeouts';
import { SITE_POINTER } from '../../tests/sitePages';
import { createShellServer, SITE_ICONS } from '../server';

const LIMIT_MS = 1_500;

let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shell-timeouts-'));
  await mkdir(join(dist, 'static/js'), { recursive: true });
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="fr-CA"><head><title>Piscines Soleil</title></head><body></body></html>',
  );
  for (const icon of SITE_ICONS) await copyFile(new URL(`../../public/${icon}`, import.meta.url), join(dist, icon));
});
afterEach(() => vi.unstubAllEnvs());

/** Sends `head`, then `byte` every 300 ms; resolves with what came back, and when, once the server closes the connection. */
const dripped = (port: number, head: string, byte: string) => slowClient(port, { head, drip: byte, everyMs: 300 });

describe("the shell's server and a slow client", () => {
  it('answers 408 in words and closes the connection at the limit, for a slow body and for slow headers', async () => {
    // The purge route reads a body (freshness.ts), behind its token.
    vi.stubEnv('STOREFRONT_PURGE_TOKEN', 'purge-token-for-tests');
    const app = await createShellServer({
      distDir: dist,
      pointer: { read: async () => SITE_POINTER },
      timeouts: { requestMs: LIMIT_MS, checkEveryMs: 100 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answers = await Promise.all([
        dripped(
          port,
          'POST /_purge HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer purge-token-for-tests\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"scope":"',
          'a',
        ),
        // Headers that never end (slowloris).
        dripped(port, 'GET /fr HTTP/1.1\r\nHost: localhost\r\n', 'X'),
      ]);
      for (const { answer, afterMs } of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
        expect(answer).toContain('"error":"requestTimeout"');
        expect(afterMs).toBeGreaterThanOrEqual(LIMIT_MS - 100);
        expect(afterMs).toBeLessThan(LIMIT_MS + 1_500);
      }
      // A request sent at once is served as before.
      expect((await fetch(`http://127.0.0.1:${port}/favicon.ico`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a body that stops coming at the body watch, long before the whole request’s limit', async () => {
    vi.stubEnv('STOREFRONT_PURGE_TOKEN', 'purge-token-for-tests');
    const watch = { bodyWindowMs: 1_000, bodyMinBytes: 2_048 };
    const app = await createShellServer({
      distDir: dist,
      pointer: { read: async () => SITE_POINTER },
      timeouts: { requestMs: 20_000, ...watch },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const { answer, afterMs } = await dripped(
        port,
        'POST /_purge HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer purge-token-for-tests\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"scope":"',
        'a',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer).toContain('"error":"requestTimeout"');
      // The first window that brings too little, with room for a busy machine; the whole request's limit is 20 s.
      expect(afterMs).toBeGreaterThanOrEqual(watch.bodyWindowMs - 100);
      expect(afterMs).toBeLessThan(2 * watch.bodyWindowMs + 3_000);
    } finally {
      await app.close();
    }
  });

  it('runs with every server’s timeouts by default', async () => {
    const app = await createShellServer({ distDir: dist, pointer: { read: async () => SITE_POINTER } });
    try {
      expect(app.initialConfig).toMatchObject({
        requestTimeout: SERVER_TIMEOUTS.requestMs,
        keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
        connectionTimeout: SERVER_TIMEOUTS.idleMs,
      });
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
});
