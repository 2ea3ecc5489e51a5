// Rate limits shared by two API copies through a real Redis, and a Redis that dies and comes back: requests go on being
// answered (never 5xx), then are counted again. Needs redis-server (apt-get install -y redis-server).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../src/redis';
import { testApi } from '../test/helpers';

// Beside the site's other ports, moved by the same offset (one Redis per helper on a shared machine).
const PORT = 16379 + Number(process.env.STOREFRONT_PORT_OFFSET ?? 0);
const URL = `redis://127.0.0.1:${PORT}`;
let server: ChildProcess | null = null;

async function startRedis(): Promise<void> {
  if (spawnSync('redis-server', ['--version']).error)
    throw new Error(
      'redis-server is not installed: this suite needs a real Redis (apt-get install -y redis-server, as the cluster’s install script does).',
    );
  server = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(URL, { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
  // Refused until the server listens: the retries are the wait.
  probe.on('error', () => undefined);
  await probe.connect().catch(() => undefined);
  // The server that answers must be the one started here, not another one already on the port.
  const pid = /process_id:(\d+)/.exec(await probe.info('server'))?.[1];
  probe.disconnect();
  if (Number(pid) !== server.pid)
    throw new Error(`Port ${PORT} is taken by another Redis (process ${pid}): stop it or set STOREFRONT_PORT_OFFSET.`);
}

function killRedis(): Promise<void> {
  return new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
}

const waitFor = async (ready: () => boolean) => {
  for (let i = 0; i < 100 && !ready(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
};

beforeAll(startRedis);
afterAll(killRedis);

describe('rate limits in Redis', () => {
  it('two copies share one count; with Redis killed both answer without 5xx; when it is back they count again', async () => {
    const silent = { error: () => undefined, info: () => undefined };
    const clients = [createRedisClient(URL, silent), createRedisClient(URL, silent)];
    // No offline queue: commands wait for nothing, so the test waits for the connections itself.
    await waitFor(() => clients.every((client) => client.status === 'ready'));
    await clients[0]!.flushall();
    const copies = await Promise.all(clients.map((redis) => testApi({ requestsPerMinute: 4 }, undefined, undefined, { redis })));
    // Any route under the global limit: an unsubscribe link with a wrong token is a 400.
    const hit = async (copy: number) => {
      const started = Date.now();
      const response = await copies[copy]!.app.inject({ method: 'GET', url: '/unsubscribe?email=a@b.c&token=wrong' });
      return { status: response.statusCode, ms: Date.now() - started };
    };
    try {
      const shared = [];
      for (const copy of [0, 1, 0, 1, 0, 1]) shared.push((await hit(copy)).status);
      expect(shared).toEqual([400, 400, 400, 400, 429, 429]);

      await killRedis();
      const during = [];
      for (const copy of [0, 1, 0, 1, 0, 1]) during.push(await hit(copy));
      expect(during.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
      for (const answer of during) expect(answer.ms).toBeLessThan(1_500);

      await startRedis();
      await waitFor(() => clients.every((client) => client.status === 'ready'));
      expect(clients.map((client) => client.status)).toEqual(['ready', 'ready']);
      const after = [];
      for (const copy of [0, 1, 0, 1, 0, 1]) after.push((await hit(copy)).status);
      expect(after).toEqual([400, 400, 400, 400, 429, 429]);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
      for (const client of clients) client.disconnect();
    }
  });
});
