// Runs Lighthouse (mobile, simulated throttling, median of 3) on the production site as `npm start` serves it, for home, shop
// list, a filtered list, a product, a collection and a model, and checks the medians of performance and accessibility against
// lighthouse-budget.json; exits non-zero over budget.
import { REMOTE_NAMES } from '@storefront/mf-config/apps';
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import { installedChromiumPath } from '../lib/chromium';
import { productsOnSale } from '../testing/store';

process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-lighthouse');
const { startSite } = await import('../lib/site');

type Budget = Record<'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls' | 'scriptKbGzip', { min?: number; max?: number }>;
type Figures = Record<keyof Budget | 'scriptKbGzipTotal', number>;

/** The shell's mark when the page is hydrated and answers clicks (shell/src/layout/RouteEffects.tsx). */
const INTERACTIVE_MARK = 'storefront:interactive';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const budget = JSON.parse(await readFile(resolve(import.meta.dirname, 'lighthouse-budget.json'), 'utf8')) as Budget;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse's run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (!Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue))
    throw new Error(`Lighthouse measured no largest paint (${lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no message'})`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const marks = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  const interactiveAt = marks.find((mark) => mark.name === INTERACTIVE_MARK)?.startTime ?? NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; networkRequestTime?: number; transferSize?: number }[] } | undefined
    )?.items ?? [];
  // Observed (unthrottled) times on both sides: the scripts asked for before the page was hydrated.
  const scriptsBeforeInteractive = requests.filter(
    (r) => r.resourceType === 'Script' && (r.networkRequestTime ?? Infinity) < interactiveAt,
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    // Scripts requested before the page was interactive (compressed); NaN, so over budget, when the shell never said it was.
    scriptKbGzip: Number.isNaN(interactiveAt) ? NaN : scriptsBeforeInteractive.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    // Every script of the page load, idle-time ones included (reported, no budget).
    scriptKbGzipTotal: (summary.find((item) => item.resourceType === 'script')?.transferSize ?? NaN) / 1024,
  };
}

/** A run Lighthouse itself could not finish (its runtime error, e.g. no largest paint seen) is run again, twice at most. */
async function auditWithRetries(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  ${url}: ${(error as Error).message}; once more`);
    }
  }
}

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: installedChromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
let failed = false;
try {
  const [product] = await productsOnSale();
  const pages = {
    home: '/fr',
    'shop list': '/fr/boutique',
    'filtered list': '/fr/boutique/produits-chimiques',
    product: `/fr/produits/${product?.handle ?? 'unknown'}`,
    collection: '/fr/collection/spas',
    model: '/fr/collection/spas/harmonie-h7',
  };
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling (median)`);
  console.log('page           perf  a11y  LCP (ms)  TBT (ms)  CLS     JS before interactive / all (KB gz)');
  // A served site is warm: each page's remote server code is loaded and its HTML cached before it is measured.
  for (const path of Object.values(pages)) await fetch(site.shellUrl + path).then((response) => response.text());
  for (const [name, path] of Object.entries(pages)) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetries(site.shellUrl + path, chrome.port));
    const figures = Object.fromEntries(
      (Object.keys(runs[0] ?? {}) as (keyof Figures)[]).map((key) => [key, median(runs.map((run) => run[key]))]),
    ) as Figures;
    const over = (Object.keys(budget) as (keyof Budget)[]).filter((key) => {
      const { min, max } = budget[key];
      return (min !== undefined && !(figures[key] >= min)) || (max !== undefined && !(figures[key] <= max));
    });
    if (over.length) failed = true;
    console.log(
      `${name.padEnd(14)} ${String(figures.performance).padStart(4)}  ${String(figures.accessibility).padStart(4)}  ${figures.lcpMs.toFixed(0).padStart(8)}  ${figures.tbtMs.toFixed(0).padStart(8)}  ${figures.cls.toFixed(3).padStart(6)}  ${figures.scriptKbGzip.toFixed(1).padStart(9)} / ${figures.scriptKbGzipTotal.toFixed(1).padStart(6)}  ${over.length ? `over budget: ${over.join(', ')}` : 'within budget'}  (TBT of each run: ${runs.map((run) => run.tbtMs.toFixed(0)).join(' / ')} ms)`,
    );
  }
} finally {
  await chrome.kill();
  await site.close();
}
process.exit(failed ? 1 : 0);
