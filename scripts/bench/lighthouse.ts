// Runs Lighthouse (mobile, simulated throttling, median of 3) on the production site as `npm start` serves it, for home, shop
// list, a product and a collection, and checks the medians against lighthouse-budget.json; exits non-zero over budget.
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REMOTE_NAMES } from '@storefront/contracts';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import { chromiumPath } from '../playwright';
import { productsOnSale } from '../testing/store';

process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-lighthouse');
const { startSite } = await import('../lib/site');

type Budget = Record<'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'scriptKbGzip', { min?: number; max?: number }>;
type Figures = Record<keyof Budget | 'scriptKbGzipTotal', number>;

/** The shell's mark when the page is hydrated and answers clicks (shell/src/layout/RouteEffects.tsx). */
const INTERACTIVE_MARK = 'storefront:interactive';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const budget = JSON.parse(await readFile(resolve(import.meta.dirname, 'lighthouse-budget.json'), 'utf8')) as Budget;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const marks = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  const interactiveAt = marks.find((mark) => mark.name === INTERACTIVE_MARK)?.startTime ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; networkRequestTime?: number; transferSize?: number }[] } | undefined)?.items ?? [];
  // Observed (unthrottled) times on both sides: the scripts asked for before the page was hydrated.
  const scriptsBeforeInteractive = requests.filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? Infinity) < interactiveAt);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    // Scripts requested before the page was interactive (compressed); NaN, so over budget, when the shell never said it was.
    scriptKbGzip: Number.isNaN(interactiveAt) ? NaN : scriptsBeforeInteractive.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    // Every script of the page load, idle-time ones included (reported, no budget).
    scriptKbGzipTotal: (summary.find((item) => item.resourceType === 'script')?.transferSize ?? NaN) / 1024,
  };
}

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
let failed = false;
try {
  const [product] = await productsOnSale();
  const pages = { home: '/fr', 'shop list': '/fr/boutique', product: `/fr/produits/${product?.handle ?? 'unknown'}`, collection: '/fr/collection/spas' };
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling (median)`);
  console.log('page         perf   LCP (ms)  TBT (ms)  CLS     JS before interactive / all (KB gz)');
  // A served site is warm: each page's remote server code is loaded and its HTML cached before it is measured.
  for (const path of Object.values(pages)) await fetch(site.shellUrl + path).then((response) => response.text());
  for (const [name, path] of Object.entries(pages)) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(site.shellUrl + path, chrome.port));
    const figures = Object.fromEntries((Object.keys(runs[0] ?? {}) as (keyof Figures)[]).map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
    const over = (Object.keys(budget) as (keyof Budget)[]).filter((key) => {
      const { min, max } = budget[key];
      return (min !== undefined && !(figures[key] >= min)) || (max !== undefined && !(figures[key] <= max));
    });
    if (over.length) failed = true;
    console.log(
      `${name.padEnd(12)} ${String(figures.performance).padStart(4)}  ${figures.lcpMs.toFixed(0).padStart(8)}  ${figures.tbtMs.toFixed(0).padStart(8)}  ${figures.cls.toFixed(3).padStart(6)}  ${figures.scriptKbGzip.toFixed(1).padStart(9)} / ${figures.scriptKbGzipTotal.toFixed(1).padStart(6)}  ${over.length ? `over budget: ${over.join(', ')}` : 'within budget'}`,
    );
  }
} finally {
  await chrome.kill();
  await site.close();
}
process.exit(failed ? 1 : 0);
