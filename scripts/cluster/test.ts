// `npm run test:cluster`: starts the cluster on real engines and checks it end to end: Varnish keeps pages by their
// Cache-Control and passes the rest, a copy killed with SIGKILL costs no request, the rate limit is counted once in Redis for
// both copies, and a release then a rollback reach visitors through Varnish within 10 s; Prometheus scrapes every copy and
// Varnish, its alert rules pass promtool, the copies' metrics stay off the edge, and PostgreSQL has a base backup and archives
// its WAL. Not part of `npm test` (its engines).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { clusterPorts } from '@storefront/mf-config/ports';
import { archivedSegments, baseBackups } from '../lib/backup';
import { clusterDir, startCluster, type RunningCluster } from '../lib/cluster';
import { clusterPaths } from '../lib/clusterServices';
import { getEngines, thisMachine } from '../lib/engines';
import { checkAlertRules, query, SCRAPE_JOBS, targets } from '../lib/prometheus';
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

  await check('promtool: the alert rules are valid, and each fires on its series and not on a healthy one', async () => {
    const { check: checked, test } = await checkAlertRules(getEngines(thisMachine()).promtool);
    return `${checked.split('\n').at(-1)?.trim()}; unit tests: ${test.split('\n').at(-1)?.trim()}`;
  });

  const paths = clusterPaths(clusterDir());
  const token = readFileSync(paths.metricsToken, 'utf8').trim();
  await check("each copy's /metrics answers Prometheus's token only, and the edge answers 404 for metrics and health details", async () => {
    const ports = clusterPorts();
    const copies = [ports.apiCopy1, ports.apiCopy2, ports.shellCopy1, ports.shellCopy2];
    const withToken = await Promise.all(
      copies.map((port) => get(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } })),
    );
    const without = await Promise.all(copies.map((port) => get(`http://127.0.0.1:${port}/metrics`)));
    const wrong = await get(`http://127.0.0.1:${ports.apiCopy1}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(
      withToken.every((answer) => answer.status === 200 && answer.text.includes('storefront_http_requests_total')),
      `with the token: ${withToken.map((answer) => answer.status).join(' ')}`,
    );
    expect(
      [...without, wrong].every((answer) => answer.status === 404),
      `without it: ${[...without, wrong].map((answer) => answer.status).join(' ')}`,
    );
    const edge = await Promise.all(
      [`${site}/metrics`, `${api}/metrics`, `${site}/%6Detrics`, `${api}/health/ready`, `${site}/health/live`].map((url) =>
        get(url, { headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect(
      edge.every((answer) => answer.status === 404 && !answer.text.includes('storefront_')),
      `through Varnish: ${edge.map((answer) => answer.status).join(' ')}`,
    );
    const probe = await get(`${api}/health`);
    expect(probe.status === 200, `/health through Varnish: ${probe.status}`);
    return `4 copies 200 with the token, 404 without or with another; through Varnish ${edge.map((answer) => answer.status).join(' ')}; /health ${probe.status}`;
  });

  await check("Prometheus scrapes every copy and Varnish's exporter, grace and backend health included", async () => {
    const prometheus = cluster!.urls.prometheus;
    const deadline = Date.now() + 30_000;
    let list = await targets(prometheus);
    while (list.some((target) => target.health !== 'up') || list.length < 6) {
      expect(
        Date.now() < deadline,
        `targets not up: ${list
          .filter((target) => target.health !== 'up')
          .map((target) => `${target.job} ${target.instance} ${target.health} ${target.lastError}`)
          .join('; ')}`,
      );
      await new Promise((done) => setTimeout(done, 1_000));
      list = await targets(prometheus);
    }
    const jobs = new Set(list.map((target) => target.job));
    expect(
      SCRAPE_JOBS.every((job) => jobs.has(job)),
      `jobs ${[...jobs].join(' ')}`,
    );
    const backends = await query(prometheus, 'varnish_backend_up');
    const grace = await query(prometheus, 'varnish_main_cache_hit_grace');
    const copies = await query(prometheus, 'count by (job) (storefront_http_requests_total)');
    expect(backends.length === 4 && backends.every((series) => series.value === 1), `backends ${JSON.stringify(backends)}`);
    expect(grace.length === 1, 'no varnish_main_cache_hit_grace');
    expect(copies.length === 2, `request counts from ${copies.map((series) => series.labels.job).join(', ') || 'no job'}`);
    return `${list.length} targets up (${[...jobs].join(', ')}); ${backends.length} Varnish backends up; grace hits ${grace[0]!.value}`;
  });

  await check('PostgreSQL has a base backup and archives its WAL segments', async () => {
    const backups = baseBackups(paths);
    const newest = backups.at(-1);
    expect(newest !== undefined && existsSync(resolve(newest.dir, 'base.tar.gz')), `base backups: ${backups.length}`);
    const before = archivedSegments(paths);
    const db = new pg.Client({ connectionString: cluster!.urls.databaseUrl });
    await db.connect();
    const { rows } = await db
      .query<{ segment: string }>('SELECT txid_current(), pg_walfile_name(pg_switch_wal()) AS segment')
      .finally(() => db.end());
    const segment = rows[0]!.segment;
    const deadline = Date.now() + 30_000;
    while (!archivedSegments(paths).includes(segment)) {
      expect(Date.now() < deadline, `segment ${segment} not archived within 30 s`);
      await new Promise((done) => setTimeout(done, 250));
    }
    const history = readdirSync(paths.walArchive).find(
      (name) => name.endsWith('.backup') && readFileSync(resolve(paths.walArchive, name), 'utf8').includes(`LABEL: ${newest!.label}\n`),
    );
    expect(history !== undefined, `no backup history file for ${newest!.label} in the archive`);
    return `${backups.length} base backups (newest ${newest!.label}); ${archivedSegments(paths).length} segments archived (${before.length} before a switch), ${segment} among them; ${history}`;
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
