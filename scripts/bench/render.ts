// `npm run bench:render`: cache-miss renders at two catalogue sizes, the seed's and 10,000 synthetic products served by the
// local cloud (LOCAL_CLOUD_SYNTHETIC_PRODUCTS): median and p95 of home, the shop list and a product page, rendered with the
// loaders' data kept ("render") and with it purged ("cold", the first visitor after a purge, which answers once the shop is
// read again, ADR 0060: the purge's own time is printed beside it, as how long a change takes to show); requests per second on a
// cache hit beside a static file of the same bytes from the same server; the shell's memory. Prints PASS or FAIL for each
// figure against scripts/bench/render-budget.json and fails when one is over. BENCH_RENDER_CATALOGUES and BENCH_RENDER_PAGES
// (comma-separated names, e.g. "10k synthetic" and "shop list") run only those; a figure not run is neither printed nor failed.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { SERVICE_PORTS, TEST_SEED_DATE, REMOTE_NAMES } from '@storefront/mf-config';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import { productsOnSale } from '@storefront/remote-kit/testing/store';

// Every request here comes from this one address: the shell's limit per address would measure its 429s instead.
process.env.SHELL_PAGES_PER_MINUTE ||= '100000000';
process.env.SHELL_REQUESTS_PER_MINUTE ||= '100000000';
process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-render');
process.env.STOREFRONT_PURGE_TOKEN ??= randomBytes(32).toString('hex');
// The seed's season on a fixed day: the home page's essentials are on sale (on some days of the year the seed has none).
process.env.STOREFRONT_SEED_DATE ||= TEST_SEED_DATE;
const { startSite } = await import('../lib/site');

interface Limits {
  maxMedianMs: number;
  maxP95Ms: number;
}
interface Budget {
  /** Catalogue name → its number of synthetic products (0: the seed's own). */
  catalogues: Record<string, number>;
  rounds: number;
  hitSeconds: number;
  connections: number;
  /** Catalogue → page → case → limits; `purge` is the purge's answer before each cold request (the new catalogue read). */
  renders: Record<string, Record<string, Record<'render' | 'cold', Limits> & { purge?: Limits }>>;
  /** A cache hit's rate at least this share of the static file's, and at least this many requests per second. */
  hit: { minShareOfStaticFile: number; minRequestsPerSecond: number };
  maxShellRssMb: Record<string, number>;
}

const budget = JSON.parse(await readFile(resolve(import.meta.dirname, 'render-budget.json'), 'utf8')) as Budget;
const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? budget.rounds);
const HIT_SECONDS = Number(process.env.BENCH_RENDER_HIT_SECONDS ?? budget.hitSeconds);
/** The names asked for in a comma-separated variable, or every name when it is unset. */
const only = (variable: string | undefined) => (name: string) => !variable || variable.split(',').some((wanted) => wanted.trim() === name);
const wantedCatalogue = only(process.env.BENCH_RENDER_CATALOGUES);
const wantedPage = only(process.env.BENCH_RENDER_PAGES);
/** Renders a page again rather than reading the HTML cache (the shell honours it on the local stack only). */
const RENDER = { 'x-cache-bypass': '1' };
/** The home page's bytes as a build file is served (shell/dist/static), for a cache hit to be set beside. */
const sameSizeFile = resolve(repoRoot, 'shell/dist/static/bench-render-home.txt');
const exec = promisify(execFile);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

const failures: string[] = [];
/** One figure against its limit: the line says PASS or FAIL, and a failure is kept for the exit code. */
function verdict(label: string, failed: boolean, limit: string): string {
  if (failed) failures.push(`${label} (${limit})`);
  return failed ? `FAIL (${limit})` : 'PASS';
}

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number; client: boolean }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  await response.arrayBuffer();
  // A page whose data did not come within the server's budget is sent for the browser to render (x-render: client).
  return { ms: performance.now() - started, status: response.status, client: response.headers.get('x-render') === 'client' };
}

/** Asks for a page until the server renders it with its data (a large shop's first read may outlast the render budget). */
async function warm(url: string, shows: string): Promise<boolean> {
  const until = performance.now() + 120_000;
  while (performance.now() < until) {
    if ((await (await fetch(url, { headers: RENDER })).text()).includes(shows)) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/** Purges everything; resolves with the time the shell took to answer (it answers once pages show the new catalogue). */
async function purgeAll(shellUrl: string): Promise<number> {
  const started = performance.now();
  const purged = await fetch(`${shellUrl}/_purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.STOREFRONT_PURGE_TOKEN}` },
  });
  if (!purged.ok) throw new Error(`purge answered ${purged.status}`);
  return performance.now() - started;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((done, fail) =>
    autocannon({ connections: budget.connections, duration: HIT_SECONDS, ...options }, (error, result) =>
      error ? fail(error) : done(result),
    ),
  );
}

/**
 * The CPU time a process has used so far, in ms (Linux's /proc: user and system, at the kernel's 100 ticks a second): what
 * a render costs the server whatever the other processes on the machine do to its wall time. NaN where /proc is absent.
 */
async function cpuMs(pid: number | null): Promise<number> {
  const stat = pid === null ? '' : await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields 14 and 15, counted after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return stat ? ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 : NaN;
}

async function storeProductCount(): Promise<number> {
  const health = (await (await fetch(`http://127.0.0.1:${SERVICE_PORTS.localCloud}/health`)).json()) as { seed: { products: number } };
  return health.seed.products;
}

console.log(`Cache-miss renders, ${ROUNDS} requests per page and case, at the client (gzip); budgets: scripts/bench/render-budget.json`);
for (const [catalogue, synthetic] of Object.entries(budget.catalogues).filter(([name]) => wantedCatalogue(name))) {
  if (synthetic > 0) process.env.LOCAL_CLOUD_SYNTHETIC_PRODUCTS = String(synthetic);
  else delete process.env.LOCAL_CLOUD_SYNTHETIC_PRODUCTS;
  await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
  for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
  const site = await startSite({ write: (line, stream) => stream === 'err' && process.stderr.write(`${line}\n`) });
  try {
    const [product] = await productsOnSale();
    if (!product) throw new Error('The local store has no product on sale');
    const pages = { home: '/fr', 'shop list': '/fr/boutique', product: `/fr/produits/${product.handle}` };
    /** What each page's HTML holds once the store's data is there (a shop that failed to load renders fast and empty). */
    const shown: Record<keyof typeof pages, string> = {
      home: 'data-testid="essentials"',
      'shop list': 'href="/fr/produits/',
      product: '"status":"ready"',
    };
    console.log(`${catalogue}: ${await storeProductCount()} store products`);
    for (const [name, path] of (Object.entries(pages) as [keyof typeof pages, string][]).filter(([name]) => wantedPage(name))) {
      const url = `${site.shellUrl}${path}`;
      // The remote's first load is a cold start, not what is measured; the page must show the store's data.
      const warmedAt = performance.now();
      if (!(await warm(url, shown[name]))) throw new Error(`${catalogue}: ${path} shows no product within 120 s: the shop did not load`);
      const firstMs = performance.now() - warmedAt;
      const renders: Awaited<ReturnType<typeof timed>>[] = [];
      const cpuBefore = await cpuMs(site.pid('shell'));
      for (let i = 0; i < ROUNDS; i++) {
        const run = await timed(url, RENDER);
        if (run.status !== 200) throw new Error(`${path} answered ${run.status}`);
        renders.push(run);
      }
      const cpuPerRender = ((await cpuMs(site.pid('shell'))) - cpuBefore) / ROUNDS;
      const colds: Awaited<ReturnType<typeof timed>>[] = [];
      const purges: { ms: number; status: number; client: boolean }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        purges.push({ ms: await purgeAll(site.shellUrl), status: 200, client: false });
        colds.push(await timed(url, RENDER));
        // What the purge dropped is read again before the next round, as the first visitor's read would leave it.
        await warm(url, shown[name]);
      }
      console.log(`  ${name.padEnd(10)} first render with its data after ${firstMs.toFixed(0)} ms`);
      console.log(
        `  ${name.padEnd(10)} the shell's CPU time per render ${cpuPerRender.toFixed(1)} ms (a figure the machine's load does not move much)`,
      );
      for (const [kind, runs] of [
        ['render', renders],
        ['cold', colds],
        ['purge', purges],
      ] as const) {
        const limits = budget.renders[catalogue]?.[name]?.[kind];
        if (kind === 'purge' && !limits) continue;
        const times = runs.map((run) => run.ms);
        const median = quantile(times, 0.5);
        const p95 = quantile(times, 0.95);
        const inBrowser = runs.filter((run) => run.client).length;
        const label = `${catalogue} ${name} ${kind}`;
        const check = limits
          ? verdict(
              label,
              median > limits.maxMedianMs || p95 > limits.maxP95Ms || inBrowser > 0,
              `median ≤ ${limits.maxMedianMs} ms, p95 ≤ ${limits.maxP95Ms} ms, all on the server`,
            )
          : verdict(label, true, 'no budget');
        const browser = inBrowser ? `  ${inBrowser} of ${runs.length} left to the browser (data over the render budget)` : '';
        console.log(
          `  ${name.padEnd(10)} ${kind.padEnd(6)} median ${median.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms${browser}  ${check}`,
        );
      }
    }

    // A cache hit beside the same bytes as a static file, by the same server, one after the other.
    for (const headers of [{}, RENDER, {}]) await (await fetch(`${site.shellUrl}/fr`, { headers })).arrayBuffer();
    const home = Buffer.from(await (await fetch(`${site.shellUrl}/fr`)).arrayBuffer());
    await writeFile(sameSizeFile, home);
    const hit = await run({ url: `${site.shellUrl}/fr` });
    const file = await run({ url: `${site.shellUrl}/static/bench-render-home.txt` });
    const share = hit.requests.average / file.requests.average;
    const bad = hit.non2xx + hit.errors + hit.timeouts + file.non2xx + file.errors + file.timeouts;
    const hitCheck = verdict(
      `${catalogue} cache hit`,
      bad > 0 || share < budget.hit.minShareOfStaticFile || hit.requests.average < budget.hit.minRequestsPerSecond,
      `≥ ${budget.hit.minRequestsPerSecond} requests/s and ≥ ${budget.hit.minShareOfStaticFile * 100} % of the file's${bad ? `; ${bad} failed requests` : ''}`,
    );
    console.log(
      `  /fr cache hit ${hit.requests.average.toFixed(0)} requests/s (p99 ${hit.latency.p99} ms), static file of its ${home.length} B ${file.requests.average.toFixed(0)} requests/s (p99 ${file.latency.p99} ms): ${(share * 100).toFixed(0)} %  ${hitCheck}`,
    );

    const { stdout } = await exec('ps', ['-o', 'rss=', '-p', String(site.pid('shell'))]);
    const rss = Number(stdout.trim()) / 1024;
    const maxRss = budget.maxShellRssMb[catalogue] ?? NaN;
    console.log(`  shell's server rss ${rss.toFixed(0)} MB  ${verdict(`${catalogue} shell rss`, !(rss <= maxRss), `≤ ${maxRss} MB`)}`);
  } finally {
    await rm(sameSizeFile, { force: true });
    await site.close();
  }
}
if (failures.length) {
  console.error(`Over budget (scripts/bench/render-budget.json):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All figures within budget (a shared machine measures slower than a quiet one).');
