// What a load balancer sees: /health is not ready while the database does not answer (down or hanging), and closing the
// API lets the requests in flight finish before the port goes away.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApi } from '../src/app';
import type { Db } from '../src/db';
import { createLocalIntegrity } from '../src/integrity';
import { createBraintreeProvider } from '../src/orders/braintree';
import { apiDependencies, createReadiness } from '../src/readiness';
import { testApiPerTest, type TestApi } from './helpers';

const freshApi = testApiPerTest();

type Mode = 'up' | 'down' | 'hanging' | 'slow';

/** The test's database, with a switch: refusing connections, never answering, or holding each transaction until released. */
function switchableDb(db: Db) {
  let release = () => undefined as void;
  let entered = () => undefined as void;
  const state = {
    mode: 'up' as Mode,
    /** Resolves when a transaction waits at the gate. */
    entered: new Promise<void>((resolve) => (entered = resolve)),
    gate: new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
  const wrapped: Db = {
    kind: db.kind,
    jobs: db.jobs,
    query: <T>(sql: string, params?: unknown[]) =>
      state.mode === 'down'
        ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
        : state.mode === 'hanging'
          ? new Promise<T[]>(() => undefined)
          : db.query<T>(sql, params),
    transaction: async (fn) => {
      if (state.mode === 'slow') {
        entered();
        await state.gate;
      }
      return db.transaction(fn);
    },
    close: () => db.close(),
  };
  return { state, db: wrapped };
}

async function appOver(t: TestApi, db: Db) {
  const integrity = createLocalIntegrity(t.config.secret);
  return buildApi({
    config: t.config,
    db,
    attachments: t.attachments,
    outbox: t.outbox,
    commercePush: t.commercePush,
    payments: createBraintreeProvider(t.config.braintree),
    verifier: integrity,
    localIntegrity: integrity,
  });
}

describe('readiness', () => {
  it('/health is 200 while the database answers, 503 while it refuses or hangs, and 200 again when it is back', async () => {
    const t = await freshApi();
    const flaky = switchableDb(t.db);
    const app = await appOver(t, flaky.db);
    const health = async () => {
      const response = await app.inject({ method: 'GET', url: '/health' });
      return [response.statusCode, response.json().ok, response.headers['cache-control']];
    };
    expect(await health()).toEqual([200, true, 'no-store']);
    flaky.state.mode = 'down';
    expect(await health()).toEqual([503, false, 'no-store']);
    flaky.state.mode = 'hanging';
    const started = Date.now();
    expect(await health()).toEqual([503, false, 'no-store']);
    expect(Date.now() - started).toBeLessThan(5_000);
    flaky.state.mode = 'up';
    expect(await health()).toEqual([200, true, 'no-store']);
    await app.close();
  });

  it('closing finishes a submission in flight (201), then refuses new connections', async () => {
    const t = await freshApi();
    const slow = switchableDb(t.db);
    const app = await appOver(t, slow.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    slow.state.mode = 'slow';
    const token = createLocalIntegrity(t.config.secret).issue().token;
    const inFlight = fetch(`${url}/forms/contact?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-firebase-appcheck': token },
      body: JSON.stringify({ name: 'Marie Côté', email: 'marie@example.com', phone: '514 555-0100', message: 'Bonjour' }),
    });
    // The request is inside its transaction when the shutdown starts (an answer before that is a failure of its own).
    const early = await Promise.race([slow.state.entered.then(() => null), inFlight.then((answer) => answer.status)]);
    expect(early).toBeNull();
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    slow.state.release();
    const released = Date.now();
    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(response.headers.get('connection')).toBe('close');
    await closing;
    // Not held by the keep-alive connection the answer went out on (72 s by default).
    expect(Date.now() - released).toBeLessThan(15_000);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    expect(await t.count('submissions')).toBe(1);
  });
});

describe('liveness and readiness', () => {
  it('/health/live answers while the database is down or hanging; /health/ready and /health do not, and say which dependency', async () => {
    const t = await freshApi();
    const flaky = switchableDb(t.db);
    const app = await appOver(t, flaky.db);
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
      return response;
    };
    for (const mode of ['down', 'hanging'] as const) {
      flaky.state.mode = mode;
      const live = await get('/health/live');
      expect([live.statusCode, live.json().ok], mode).toEqual([200, true]);
      for (const url of ['/health/ready', '/health']) {
        const ready = await get(url);
        expect(ready.statusCode, `${url} ${mode}`).toBe(503);
        expect(ready.json().ok).toBe(false);
        expect(ready.json().dependencies.database).toMatchObject({ ok: false, critical: true });
      }
    }
    flaky.state.mode = 'up';
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().dependencies.database).toMatchObject({ ok: true, critical: true });
    expect(ready.json().dependencies.database.ms).toBeGreaterThanOrEqual(0);
    await app.close();
  });

  it('a vendor that does not answer is reported, never makes the copy unready; one that answers is asked at most every 10 s', async () => {
    let asked = 0;
    const vendor = createServer((_request, response) => {
      asked += 1;
      // Any answer says the vendor is there, even a refusal.
      response.writeHead(401).end();
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
      // The catalogue's local cloud at an address where nothing answers; the Storefront API at the vendor.
      const t = await freshApi({ shopify: { domain: 'storefront.myshopify.com', storefrontAccessToken: 'token', apiOrigin: origin } });
      const first = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        ok: true,
        dependencies: {
          database: { ok: true, critical: true },
          shopify: { ok: true, critical: false },
          catalogue: { ok: false, critical: false },
        },
      });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(/^storefront_dependency_up\{dependency="shopify"\} 1$/m);
      expect(metrics).toMatch(/^storefront_dependency_up\{dependency="catalogue"\} 0$/m);
      expect(metrics).toMatch(/^storefront_dependency_up\{dependency="database"\} 1$/m);
      // Three probes and a scrape within the cache's 10 s: the vendor was asked once.
      expect(asked).toBe(1);
    } finally {
      vendor.close();
    }
  });

  it('Redis not answering is reported, not a reason to leave the load balancer (the rate limits let requests through)', async () => {
    const t = await freshApi();
    const redis = { ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')) } as unknown as Redis;
    const report = await createReadiness(apiDependencies(t.config, t.db, redis)).check();
    expect(report.ok).toBe(true);
    expect(report.dependencies.redis).toMatchObject({ ok: false, critical: false });
    const hanging = { ping: () => new Promise(() => undefined) } as unknown as Redis;
    const started = Date.now();
    expect((await createReadiness(apiDependencies(t.config, t.db, hanging)).check()).dependencies.redis?.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
