// `npm run bench:ssr`: the server's render time per page (median, p95; HTML cache missed, also with the loaders' data purged), requests per second on the home page, and the memory of
// the shell's server process over 20 release swaps of a remote, on the production builds served as `npm start` serves them
// (its own processes and release folder).
import { REMOTE_NAMES } from '@storefront/mf-config/apps';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import { productsOnSale } from '@storefront/remote-kit/testing/store';

// Every request here comes from this one address: the shell's limit per address would measure its 429s instead.
process.env.SHELL_PAGES_PER_MINUTE ||= '100000000';
process.env.SHELL_REQUESTS_PER_MINUTE ||= '100000000';
// No release during a run: the shell keeps the pointer its production lifetime (5 s), not one read per page as `npm start` does.
process.env.STOREFRONT_POINTER_MAX_AGE_MS ||= '5000';
const POINTER_MAX_AGE_MS = Number(process.env.STOREFRONT_POINTER_MAX_AGE_MS);
process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-ssr');
// The purge (shell/server/freshness/freshness.ts, ADR 0028) drops the loaders' data before each "data miss" request: a render that reads
// the catalogue and the store again, as the first visitor after a webhook gets it.
process.env.STOREFRONT_PURGE_TOKEN ??= randomBytes(32).toString('hex');
const { startSite } = await import('../lib/site');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const SWAPS = Number(process.env.BENCH_SWAPS ?? 20);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Renders a page again rather than reading the HTML cache (the shell honours it on the local stack only). */
const RENDER = { 'x-cache-bypass': '1' };

async function timed(url: string, render = false): Promise<{ total: number; server: number; status: number; cache: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...(render ? RENDER : {}) } });
  await response.arrayBuffer();
  const server = Number(/render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { total: performance.now() - started, server, status: response.status, cache: response.headers.get('x-cache') ?? '' };
}

/** A miss run skips the HTML cache on each request (RENDER). */
async function requestsPerSecond(url: string, headers: Record<string, string> = {}, seconds = 5, concurrency = 8): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await (await fetch(url, { headers })).arrayBuffer();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

const exec = promisify(execFile);

/**
 * Asks for a page until it shows the release, and says after how long: the shell reads the pointer again only once its copy
 * is older than its lifetime (5 s here), so the page right after a swap may still show the release before (it did, and the
 * bench stopped at its first swap).
 */
async function showsRelease(path: string, release: string, swap: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(site.shellUrl + path);
    const html = await response.text();
    if (html.includes(`data-release="${release}"`)) return performance.now() - started;
    if (performance.now() - started > POINTER_MAX_AGE_MS + 30_000)
      throw new Error(`swap ${swap}: ${path} does not show ${release} (${response.status} ${html.slice(0, 300)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Resident memory of the shell's server, its own process (ps reports kilobytes). */
async function memory() {
  const { stdout } = await exec('ps', ['-o', 'rss=', '-p', String(site.pid('shell'))]);
  return `shell's server rss ${(Number(stdout.trim()) / 1024).toFixed(1)} MB`;
}

// The federation's Node runtime fetches each release's container from the CDN: its access log shows that each swap loaded new code.
process.env.CDN_ACCESS_LOG = '1';
const containerFetches: string[] = [];

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite({
  write: (line, stream) => {
    if (line.startsWith('cdn') && line.includes('/ssr/remoteEntry.js')) containerFetches.push(line);
    if (stream === 'err') process.stderr.write(`${line}\n`);
  },
});
// A product the store has (an unknown handle is a 404 page, which is not what is measured).
const [product] = await productsOnSale();
if (!product) throw new Error('The local store has no product on sale');
const PAGES = {
  home: '/fr',
  'shop list': '/fr/boutique',
  product: `/fr/produits/${product.handle}`,
  collection: '/fr/collection/spas',
  english: '/en',
};
try {
  console.log(
    `Server render, ${ROUNDS} requests per page and case (gzip): wall time at the client (server = its time to the first byte of the body)`,
  );
  const report = (runs: Awaited<ReturnType<typeof timed>>[]) => {
    const total = runs.map((r) => r.total);
    const server = runs.map((r) => r.server);
    const atServer = server.every(Number.isNaN) ? '' : `  (server median ${ms(quantile(server, 0.5))}, p95 ${ms(quantile(server, 0.95))})`;
    return `median ${ms(quantile(total, 0.5))}  p95 ${ms(quantile(total, 0.95))}${atServer}`;
  };
  for (const [name, path] of Object.entries(PAGES)) {
    await timed(`${site.shellUrl}${path}`, true); // the remote's first load is a cold start
    const misses: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < ROUNDS; i++) misses.push(await timed(`${site.shellUrl}${path}`, true));
    await timed(site.shellUrl + path);
    const hits: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < ROUNDS; i++) hits.push(await timed(site.shellUrl + path));
    const dataMisses: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const purged = await fetch(`${site.shellUrl}/_purge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${process.env.STOREFRONT_PURGE_TOKEN}` },
      });
      if (!purged.ok) throw new Error(`purge answered ${purged.status}`);
      dataMisses.push(await timed(`${site.shellUrl}${path}?data-miss=${i}`));
    }
    const caches = new Set([...misses, ...hits].map((r) => r.cache));
    console.log(
      `  ${name.padEnd(11)} ${misses[0]?.status} miss ${report(misses)}\n  ${''.padEnd(15)} data miss ${report(dataMisses)}\n  ${''.padEnd(15)} hit  ${report(hits)}  [x-cache: ${[...caches].join('/')}]`,
    );
  }
  const home = `${site.shellUrl}/fr`;
  console.log(
    `Home page, 8 at a time for 5 s: miss ${(await requestsPerSecond(home, RENDER)).toFixed(1)} requests/s, hit ${(await requestsPerSecond(home)).toFixed(1)} requests/s`,
  );

  console.log(`Memory over ${SWAPS} release swaps of the shop`);
  const swapTimes: number[] = [];
  console.log(`  before: ${await memory()}`);
  const staging = resolve(repoRoot, '.var/bench-ssr/staging');
  for (let swap = 1; swap <= SWAPS; swap++) {
    await rm(staging, { recursive: true, force: true });
    await cp(resolve(appDir('shop'), 'dist'), staging, { recursive: true });
    const { release } = await publish('shop', staging, `swap${swap}`);
    for (const path of [PAGES['shop list'], PAGES.product]) swapTimes.push(await showsRelease(path, release, swap));
    if ([1, 2, 5, 10, 20, SWAPS].includes(swap)) console.log(`  after ${String(swap).padStart(2)}: ${await memory()}`);
  }
  console.log(
    `  each swap on its pages after at most ${Math.max(...swapTimes).toFixed(0)} ms (the shell's pointer lives ${POINTER_MAX_AGE_MS} ms)`,
  );
  console.log(
    `  shop server containers fetched during the swaps: ${containerFetches.filter((line) => line.startsWith('cdn') && line.includes('swap')).length} (one per release means each swap ran the new release's code)`,
  );
} finally {
  await site.close();
}
