import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RemotesPointerFile } from '@storefront/contracts';
import { fakeBuild } from '../../tests/fakeBuild';
import { scrape } from '@storefront/mf-config/metrics-text';
import { withSitePages } from '../../tests/sitePages';
import { localRuntimeConfig } from '../config/config';
import type { Readiness } from './health';
import { createShellServer } from '../server';

/** A stand-in for a remote's CDN origin and the local cloud: each path answers its status, and each request is counted. */
async function origin(statuses: Record<string, number>): Promise<{ url: string; port: number; asked: string[]; server: Server }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(statuses[request.url ?? ''] ?? 404, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, asked, server };
}

describe("the shell server's liveness and readiness", () => {
  let cdn: Awaited<ReturnType<typeof origin>>;
  let cloud: Awaited<ReturnType<typeof origin>>;
  let pointer: RemotesPointerFile;
  let app: FastifyInstance;

  beforeAll(async () => {
    cdn = await origin({ '/catalogue/a/mf-manifest.json': 200 });
    cloud = await origin({ '/health': 200 });
    // The shop's entry is on an origin nothing answers on: that remote is down.
    pointer = withSitePages({
      remotes: {
        catalogue: { entry: `${cdn.url}/catalogue/a/mf-manifest.json`, release: 'a' },
        shop: { entry: 'http://127.0.0.1:1/shop/b/mf-manifest.json', release: 'b' },
      },
    });
    app = await createShellServer({
      ...(await fakeBuild()),
      pointer: { read: async () => pointer },
      runtimeConfig: { ...localRuntimeConfig(), emulator: { host: '127.0.0.1', port: cloud.port } },
    });
  });
  afterAll(async () => {
    await app.close();
    cdn.server.close();
    cloud.server.close();
  });

  it('answers liveness without asking anything else', async () => {
    const before = cdn.asked.length + cloud.asked.length;
    const live = await app.inject('/health/live');
    expect([live.statusCode, live.json(), live.headers['cache-control']]).toEqual([200, { ok: true }, 'no-store']);
    expect(cdn.asked.length + cloud.asked.length).toBe(before);
  });

  it('reports each dependency, and stays ready while a remote is down (the shell renders the rest)', async () => {
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    const body = ready.json<Readiness>();
    expect(body.ok).toBe(true);
    expect(body.dependencies.pointer).toMatchObject({ ok: true, required: false });
    expect(body.dependencies['remote:catalogue']).toMatchObject({ ok: true, required: false });
    expect(body.dependencies['remote:shop']).toMatchObject({ ok: false, required: false });
    expect(body.dependencies.firestore).toMatchObject({ ok: true, required: false });
    for (const dependency of Object.values(body.dependencies)) expect(dependency.ms).toBeGreaterThanOrEqual(0);
    // The load balancer's probe (Varnish's) is the same answer.
    expect((await app.inject('/health')).json<Readiness>().dependencies).toHaveProperty('remote:shop');
    const scraped = await scrape(app);
    expect(scraped('storefront_dependency_up', { dependency: 'remote:shop' })).toBe(0);
    expect(scraped('storefront_dependency_up', { dependency: 'remote:catalogue' })).toBe(1);
    expect(scraped('storefront_dependency_up', { dependency: 'firestore' })).toBe(1);
  });

  it('asks each vendor once per ten seconds however often it is probed', async () => {
    const before = cdn.asked.length;
    for (let probe = 0; probe < 5; probe += 1) await app.inject('/health/ready');
    await scrape(app);
    expect(cdn.asked.length - before).toBeLessThanOrEqual(1);
  });

  it('is not ready with no release pointer at all: it would serve every page without its remotes', async () => {
    const empty = await createShellServer({
      ...(await fakeBuild()),
      pointer: { read: async () => ({ remotes: {} as RemotesPointerFile['remotes'] }) },
      runtimeConfig: { ...localRuntimeConfig(), emulator: { host: '127.0.0.1', port: cloud.port } },
    });
    const ready = await empty.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json<Readiness>()).toMatchObject({ ok: false, dependencies: { pointer: { ok: false, required: true, ageMs: null } } });
    expect((await empty.inject('/health')).statusCode).toBe(503);
    expect((await empty.inject('/health/live')).statusCode).toBe(200);
    await empty.close();
  });

  it('is never refused by the rate limit', async () => {
    const limited = await createShellServer({ ...(await fakeBuild()), rateLimits: { pagesPerMinute: 1, requestsPerMinute: 1 } });
    for (let probe = 0; probe < 4; probe += 1) {
      expect((await limited.inject('/health/live')).statusCode).toBe(200);
      expect((await limited.inject('/metrics')).statusCode).toBe(200);
    }
    await limited.close();
  });
});
