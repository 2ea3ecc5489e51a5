// `npm run test:cluster`: starts the cluster on real engines and checks it end to end: Varnish keeps pages by their
// Cache-Control and passes the rest, a copy killed with SIGKILL costs no request, the rate limit is counted once in Redis for
// both copies, and a release then a rollback reach visitors through Varnish within 10 s. Not part of `npm test` (its engines).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { clusterPorts } from '@storefront/mf-config/ports';
import { startCluster, type RunningCluster } from '../lib/cluster';
import { buildAndPublish } from '../lib/site';
import { get, reachesAfter, redis, releaseOnPage } from './probes';

const exec = promisify(execFile);
const results: { name: string; ok: boolean; detail: string }[] = [];

async function check(name: string, work: () => Promise<string>): Promise<void> {
  const started = performance.now();
  try {
    const detail = await work();
    results.push({ name, ok: true, detail });
    console.log(`ok   ${name}: ${detail} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function expect(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

await buildAndPublish();
let cluster: RunningCluster | null = null;
try {
  cluster = await startCluster({ write: () => {} });
  const { site, api } = cluster.urls;
  console.log(
    `cluster up: ${site} (pids: ${JSON.stringify(Object.fromEntries(Object.entries(cluster.status()).map(([name, s]) => [name, s.pid])))})`,
  );

  await check('a public page is kept: MISS, then HIT with an Age', async () => {
    const first = await get(`${site}/fr/promotions`);
    const second = await get(`${site}/fr/promotions`);
    expect(first.status === 200 && second.status === 200, `statuses ${first.status} ${second.status}`);
    expect(second.headers.get('x-cache') === 'HIT', `second answer ${second.headers.get('x-cache')}`);
    expect(second.headers.get('age') !== null, 'no Age header');
    expect(second.headers.get('xkey') === null, 'the tags leak to the client');
    return `${first.headers.get('x-cache')} then ${second.headers.get('x-cache')}, Age ${second.headers.get('age')}, ${second.headers.get('cache-control')}`;
  });

  await check('private pages, POSTs and answers without Cache-Control are never kept', async () => {
    const cart = [await get(`${site}/fr/panier`), await get(`${site}/fr/panier`)];
    const health = [await get(`${api}/health`), await get(`${api}/health`)];
    const post = await get(`${api}/health`, { method: 'POST' });
    const kept = [...cart, ...health, post].map((answer) => answer.headers.get('x-cache'));
    expect(
      kept.every((state) => state === 'PASS' || state === 'MISS'),
      `cache states ${kept.join(' ')}`,
    );
    return `cart ${cart.map((a) => a.headers.get('cache-control')).at(-1)}: ${kept.join(' ')}`;
  });

  await check('bans take one well-formed tag', async () => {
    const bad = await get(`${site}/`, { method: 'PURGE', headers: { xkey: 'a|.*' } });
    const good = await get(`${site}/`, { method: 'PURGE', headers: { xkey: 'site' } });
    expect(bad.status === 400 && good.status === 200, `statuses ${bad.status} ${good.status}`);
    const after = await get(`${site}/fr/promotions`);
    expect(after.headers.get('x-cache') === 'MISS', `after a ban of site: ${after.headers.get('x-cache')}`);
    return 'a|.* refused (400), site banned (200), the page fetched again';
  });

  await check("the shell's rate limit is counted once in Redis for both copies", async () => {
    const { redis: port } = clusterPorts();
    const key = 'shell-rate-limit:page 127.0.0.1';
    // A bulk string ($1\r\n6\r\n), or $-1 for a key not counted yet.
    const count = async () => Number(/^\$\d+\r\n(\d+)/.exec(await redis(port, `GET "${key}"`))?.[1] ?? 0);
    const before = await count();
    // Each a miss (its own query), so each reaches a copy: round robin sends them to both.
    for (let i = 0; i < 6; i += 1) await get(`${site}/fr/promotions?count=${Date.now()}-${i}`);
    const after = await count();
    expect(after - before === 6, `the count went from ${before} to ${after}`);
    return `${before} -> ${after} after 6 pages on two copies`;
  });

  await check('kill -9 of a shell copy costs no request; its supervisor starts it again', async () => {
    const victim = cluster!.pid('shell-1');
    const statuses: number[] = [];
    const load = (async () => {
      for (let i = 0; i < 40; i += 1) {
        statuses.push((await get(`${site}/fr/promotions?kill=${Date.now()}-${i}`)).status);
        await new Promise((done) => setTimeout(done, 100));
      }
    })();
    await new Promise((done) => setTimeout(done, 800));
    cluster!.signal('shell-1', 'SIGKILL');
    await load;
    const failed = statuses.filter((status) => status !== 200);
    expect(failed.length === 0, `answers ${failed.join(' ')} among ${statuses.length}`);
    const deadline = Date.now() + 60_000;
    while (cluster!.status()['shell-1']?.state !== 'ready' || cluster!.pid('shell-1') === victim) {
      expect(Date.now() < deadline, 'shell-1 did not come back');
      await new Promise((done) => setTimeout(done, 250));
    }
    return `${statuses.length} answers 200 while pid ${victim} died; shell-1 back as pid ${cluster!.pid('shell-1')}`;
  });

  const before = await releaseOnPage(site);
  const label = `cluster-${Date.now().toString(36)}`;
  await check('a release reaches visitors through Varnish within 10 s, and stays', async () => {
    await get(`${site}/fr`);
    const took = await reachesAfter(['release', 'catalogue', '--label', label], site, (release) => release.startsWith(`${label}-`));
    return `${before} -> ${label}-… on the page ${(took / 1000).toFixed(1)} s after the pointer moved`;
  });

  await check('a rollback reaches visitors through Varnish within 10 s, and stays', async () => {
    const took = await reachesAfter(['rollback', 'catalogue'], site, (release) => release === before);
    return `back to ${before} ${(took / 1000).toFixed(1)} s after the pointer moved`;
  });

  await check('a restart of Redis and of PostgreSQL: the site answers after each', async () => {
    await cluster!.restart('redis');
    const page = await get(`${site}/fr/promotions?after-redis=${Date.now()}`);
    await cluster!.restart('postgres');
    const deadline = Date.now() + 30_000;
    let health = await get(`${api}/health`);
    while (health.status !== 200 && Date.now() < deadline) health = await get(`${api}/health`);
    expect(page.status === 200 && health.status === 200, `page ${page.status}, API health ${health.status}`);
    return `page ${page.status} after Redis, API health ${health.status} after PostgreSQL`;
  });
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  results.push({ name: 'start', ok: false, detail: String(error) });
} finally {
  const pids = cluster ? Object.values(cluster.status()).flatMap((s) => (s.pid ? [s.pid] : [])) : [];
  await cluster?.stop();
  const left = (await exec('ps', ['-o', 'pid=', '-p', pids.join(',') || '1']).catch(() => ({ stdout: '' }))).stdout.trim();
  if (pids.length && left) results.push({ name: 'stop', ok: false, detail: `processes left: ${left}` });
}
const failed = results.filter((result) => !result.ok);
console.log(
  `\n${results.length - failed.length} of ${results.length} cluster checks passed${failed.length ? `; failed: ${failed.map((f) => f.name).join('; ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
