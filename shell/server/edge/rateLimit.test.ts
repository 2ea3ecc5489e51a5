// The shell's limit per client address, and the proxy rule that says which address that is: X-Forwarded-For cannot forge it.
import { copyFile, mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProxyTrust } from '@storefront/mf-config/proxy-trust';
import { rateLimitsFromEnv } from './rateLimit';
import { SITE_POINTER } from '../../tests/sitePages';
import { createShellServer, SITE_ICONS } from '../server';

let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shell-limit-'));
  await mkdir(join(dist, 'static/js'), { recursive: true });
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="fr-CA"><head><title>Piscines Soleil</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'static/js/index.abc123.js'), 'console.log(1);');
  for (const icon of SITE_ICONS) await copyFile(new URL(`../../public/${icon}`, import.meta.url), join(dist, icon));
});

const server = (trustProxy: ProxyTrust = false) =>
  createShellServer({
    distDir: dist,
    pointer: { read: async () => SITE_POINTER },
    trustProxy,
    rateLimits: { pagesPerMinute: 3, requestsPerMinute: 5 },
  });

describe("the shell's rate limit", () => {
  it('refuses a fourth page in a minute with a 429 page in the language of the address, and Retry-After', async () => {
    const app = await server();
    try {
      for (let i = 0; i < 3; i += 1) expect((await app.inject(`/fr/boutique?n=${i}`)).statusCode).toBe(200);
      const refused = await app.inject('/fr/boutique');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
      expect(refused.body).toContain('<html lang="fr-CA"');
      expect(refused.body).toContain('Trop de requêtes');
      const english = await app.inject('/en/store');
      expect(english.statusCode).toBe(429);
      expect(english.body).toContain('Too many requests');
      expect(english.body).toContain('href="/en"');
    } finally {
      await app.close();
    }
  });

  it("counts a page's files apart from pages, and never the hashed build files nor the health check", async () => {
    const app = await server();
    try {
      for (let i = 0; i < 3; i += 1) await app.inject('/fr');
      expect((await app.inject('/fr')).statusCode).toBe(429);
      for (let i = 0; i < 5; i += 1) expect((await app.inject('/favicon.ico')).statusCode).toBe(200);
      const file = await app.inject('/favicon.ico');
      expect(file.statusCode).toBe(429);
      expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
      for (let i = 0; i < 20; i += 1) {
        expect((await app.inject('/static/js/index.abc123.js')).statusCode).toBe(200);
        expect((await app.inject('/health')).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('keeps one count per client address', async () => {
    const app = await server();
    try {
      for (let i = 0; i < 3; i += 1) await app.inject({ url: '/fr', remoteAddress: '203.0.113.7' });
      expect((await app.inject({ url: '/fr', remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
      expect((await app.inject({ url: '/fr', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the limit counted in Redis (REDIS_URL)', () => {
  it('reads REDIS_URL; without it, counts in memory', () => {
    expect(rateLimitsFromEnv({ REDIS_URL: 'redis://127.0.0.1:3251' }).redisUrl).toBe('redis://127.0.0.1:3251');
    expect(rateLimitsFromEnv({})).not.toHaveProperty('redisUrl');
  });

  it('lets requests through at once, uncounted, when Redis does not answer (no visitor waits on the limit)', async () => {
    // A port nothing listens on: each count fails fast, and the limit skips it.
    const closed = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    const app = await createShellServer({
      distDir: dist,
      pointer: { read: async () => SITE_POINTER },
      rateLimits: { pagesPerMinute: 1, requestsPerMinute: 1, redisUrl: `redis://127.0.0.1:${closed}` },
    });
    try {
      const started = performance.now();
      for (let i = 0; i < 3; i += 1) expect((await app.inject('/fr')).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
    }
  });
});

describe('the proxy rule (SHELL_TRUST_PROXY, as API_TRUST_PROXY)', () => {
  /** Four pages from one client whose every request claims another address: the fourth must still be refused. */
  const forgedEachTime = async (trustProxy: ProxyTrust, forwardedFor: (i: number) => string, remoteAddress = '10.0.0.2') => {
    const app = await server(trustProxy);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await app.inject({ url: '/fr', remoteAddress, headers: { 'x-forwarded-for': forwardedFor(i) } })).statusCode);
      return statuses;
    } finally {
      await app.close();
    }
  };

  it('believes no proxy by default: the header changes nothing', async () => {
    expect(await forgedEachTime(false, (i) => `198.51.100.${i}`)).toEqual([200, 200, 200, 429]);
  });

  it('with one hop, believes the nearest proxy only: what the client wrote before it is not its address', async () => {
    // The load balancer (10.0.0.2) appends the address it saw (203.0.113.9); the client wrote the first entry itself.
    expect(await forgedEachTime(1, (i) => `198.51.100.${i}, 203.0.113.9`)).toEqual([200, 200, 200, 429]);
    // Two real clients behind the same proxy keep their own counts.
    expect(await forgedEachTime(1, (i) => `203.0.113.${i}`)).toEqual([200, 200, 200, 200]);
  });

  it('with a list of addresses, believes only those proxies', async () => {
    expect(await forgedEachTime(['10.0.0.0/8'], (i) => `198.51.100.${i}, 203.0.113.9`)).toEqual([200, 200, 200, 429]);
    // A request that does not come from a listed proxy: its header is not read at all.
    expect(await forgedEachTime(['10.0.0.0/8'], (i) => `198.51.100.${i}`, '192.0.2.1')).toEqual([200, 200, 200, 429]);
  });
});
