// `npm run bench:load`: requests per second and p99 latency at 20 concurrent clients (autocannon) for the home page from the HTML
// cache, beside a static file of the same bytes from the same server, and rendered afresh, the same with the local cloud
// stalled, and a Storefront products query on the local cloud; the
// memory (RSS) of each of the site's processes before and after. Fails when a figure is outside scripts/bench/load-budget.json.
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { storefrontEndpoint } from '@storefront/commerce/storefront-api';
import { SERVICE_PORTS, REMOTE_NAMES } from '@storefront/mf-config';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import type { SiteService } from '../lib/site';

process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-load');
// Every request of a load test comes from this one address: the shell's limit per address would measure its 429s instead.
process.env.SHELL_PAGES_PER_MINUTE ||= '100000000';
process.env.SHELL_REQUESTS_PER_MINUTE ||= '100000000';
// No release during a run: the shell keeps the pointer its production lifetime (5 s), not one read per page as `npm start` does.
process.env.STOREFRONT_POINTER_MAX_AGE_MS ||= '5000';
/** Renders a page again rather than reading the HTML cache (the shell honours it on the local stack only). */
const RENDER = { 'x-cache-bypass': '1' };
/** The home page's bytes as a hashed build file would be served (shell/dist/static), for a cache hit to be set beside. */
const sameSizeFile = resolve(repoRoot, 'shell/dist/static/bench-load-home.txt');
const { startSite } = await import('../lib/site');

interface RunBudget {
  minRequestsPerSecond: number;
  maxP99Ms: number;
}
interface Budget {
  connections: number;
  runs: Record<string, RunBudget>;
  maxRssMb: Record<SiteService, number>;
}

const budget = JSON.parse(await readFile(resolve(import.meta.dirname, 'load-budget.json'), 'utf8')) as Budget;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const SERVICES: SiteService[] = ['shell', 'cdn', 'cloud', 'payments', 'api'];
const exec = promisify(execFile);

/** Resident memory of a process in MB (ps reports kilobytes, on Linux and macOS alike). */
async function rssMb(pid: number | null): Promise<number> {
  if (!pid) return NaN;
  const { stdout } = await exec('ps', ['-o', 'rss=', '-p', String(pid)]);
  return Number(stdout.trim()) / 1024;
}

const PRODUCTS_QUERY = `query Products { products(first: 20) { edges { node { id title handle vendor productType
  variants(first: 5) { edges { node { id title availableForSale price { amount currencyCode } compareAtPrice { amount currencyCode } } } } } } } }`;

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite({ write: (line, stream) => stream === 'err' && process.stderr.write(`${line}\n`) });
const failures: string[] = [];
try {
  const memory = async () =>
    Object.fromEntries(await Promise.all(SERVICES.map(async (s) => [s, await rssMb(site.pid(s))] as const))) as Record<SiteService, number>;
  // The home page's data read and its HTML cached, as after a first visitor.
  for (const headers of [{}, RENDER, {}]) await (await fetch(`${site.shellUrl}/fr`, { headers })).arrayBuffer();
  const home = Buffer.from(await (await fetch(`${site.shellUrl}/fr`)).arrayBuffer());
  await writeFile(sameSizeFile, home);
  const before = await memory();

  const cloud = `http://127.0.0.1:${SERVICE_PORTS.localCloud}`;
  const run = (title: string, options: autocannon.Options) =>
    new Promise<autocannon.Result>((done, fail) =>
      autocannon({ connections: budget.connections, duration: SECONDS, title, ...options }, (error, result) =>
        error ? fail(error) : done(result),
      ),
    );
  const stalled = async <T>(work: () => Promise<T>): Promise<T> => {
    const pid = site.pid('cloud') as number;
    process.kill(pid, 'SIGSTOP');
    try {
      return await work();
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  };
  const scenarios: [string, () => Promise<autocannon.Result>][] = [
    ['/fr cache hit', () => run('hit', { url: `${site.shellUrl}/fr` })],
    // The same bytes as a file of the build, by the same server, right after: what the cache hit costs beyond sending them.
    [`static file of /fr's size (${home.length} B)`, () => run('static', { url: `${site.shellUrl}/static/bench-load-home.txt` })],
    // Each request skips the HTML cache (x-cache-bypass): the server renders each.
    ['/fr cache miss', () => run('miss', { url: `${site.shellUrl}/fr`, headers: RENDER })],
    ['/fr cache hit, local cloud stalled', () => stalled(() => run('hit, stalled', { url: `${site.shellUrl}/fr` }))],
    [
      '/fr cache miss, local cloud stalled',
      () =>
        stalled(async () => {
          const result = await run('miss, stalled', { url: `${site.shellUrl}/fr`, headers: RENDER });
          // Rendered on the server from what the shell already read, not left to the browser for want of the cloud's answer.
          const probe = await fetch(`${site.shellUrl}/fr`, { headers: RENDER });
          await probe.arrayBuffer();
          if (probe.headers.get('x-render') !== 'server')
            failures.push(`/fr cache miss, local cloud stalled: rendered by the ${probe.headers.get('x-render')}, not the server`);
          return result;
        }),
    ],
    [
      'Storefront products query (local cloud)',
      () =>
        run('products', {
          url: storefrontEndpoint(cloud),
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': 'local-storefront-token' },
          body: JSON.stringify({ query: PRODUCTS_QUERY }),
        }),
    ],
  ];

  console.log(`Load, ${budget.connections} concurrent clients, ${SECONDS} s per run (autocannon)`);
  const rates: number[] = [];
  for (const [name, scenario] of scenarios) {
    const result = await scenario();
    rates.push(result.requests.average);
    const limits = budget.runs[name.replace(/ \(\d+ B\)$/, '')];
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    const bad = result.non2xx + result.errors + result.timeouts;
    const verdict: string[] = [];
    if (!limits) verdict.push('no budget');
    else {
      if (rps < limits.minRequestsPerSecond) verdict.push(`under ${limits.minRequestsPerSecond} requests/s`);
      if (p99 > limits.maxP99Ms) verdict.push(`p99 over ${limits.maxP99Ms} ms`);
    }
    if (bad) verdict.push(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    console.log(
      `  ${name.padEnd(40)} ${rps.toFixed(1).padStart(8)} requests/s  p99 ${String(p99).padStart(5)} ms  (median ${result.latency.p50} ms)${verdict.length ? `  OVER BUDGET: ${verdict.join(', ')}` : ''}`,
    );
    if (verdict.length) failures.push(`${name}: ${verdict.join(', ')}`);
  }

  const [hit = NaN, file = NaN] = rates;
  console.log(`  a cache hit is served at ${((hit / file) * 100).toFixed(0)} % of the rate of a static file of its size`);

  const after = await memory();
  console.log('Memory (RSS) of each process, before and after the runs');
  for (const service of SERVICES) {
    const over = after[service] > budget.maxRssMb[service];
    console.log(
      `  ${service.padEnd(6)} ${before[service].toFixed(0).padStart(5)} MB → ${after[service].toFixed(0).padStart(5)} MB${over ? `  OVER BUDGET: ${budget.maxRssMb[service]} MB` : ''}`,
    );
    if (over) failures.push(`${service} RSS ${after[service].toFixed(0)} MB over ${budget.maxRssMb[service]} MB`);
  }
} finally {
  await rm(sameSizeFile, { force: true });
  await site.close();
}
if (failures.length) {
  console.error(`Over budget (scripts/bench/load-budget.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
