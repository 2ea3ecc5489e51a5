// Runs Lighthouse (mobile, simulated throttling, median of 3) on the production site as `npm start` serves it, on every page
// type of issue 48 (scripts/bench/measuredPages.ts: the six main pages, the water analysis, the booking page, a form, the cart, the
// checkout, the wishlist and the compare page, each with and without the visitor's state), and on a static 1 KB page sent by
// the shell's own server in the same run (the floor, scripts/bench/floor.ts): each page's FCP and LCP are also given as a
// ratio to the floor's. Prints every figure of every page in one markdown table, checks them against lighthouse-budget.json
// (a page's own bounds, under `pages`, over the common ones) and exits non-zero, naming each budget missed, when one is.
// LIGHTHOUSE_PAGES=name,name measures only those pages; LIGHTHOUSE_RUNS sets the runs per page.
import type { RemoteName } from '@storefront/contracts';
import { REMOTE_NAMES, remoteApp } from '@storefront/mf-config/apps';
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import { installedChromiumPath } from '@storefront/remote-kit/chromium';
import { productToBuy } from '@storefront/remote-kit/testing/store';
import { boundsFor, markdownTable, medians, missedBudgets, type Budget } from './figures';
import { serveFloor } from './floor';
import { benchPages, pickPages, type BenchPage } from './measuredPages';
import { prepareVisitor } from './visitor';

process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-lighthouse');
const { startSite } = await import('../lib/site');

type Figures = Record<
  | 'performance'
  | 'accessibility'
  | 'fcpMs'
  | 'lcpMs'
  | 'tbtMs'
  | 'cls'
  | 'scriptKbGzip'
  | 'scriptKbGzipAllIn'
  | 'ownScriptKbGzip'
  | 'benchmarkIndex',
  number
>;
/** A page's figures with its paints as a share of the floor's, measured in the same run. */
type PageFigures = Figures & { fcpRatio: number; lcpRatio: number };

/** The shell's mark when the page is hydrated and answers clicks (shell/src/layout/RouteEffects.tsx). */
const INTERACTIVE_MARK = 'storefront:interactive';

/**
 * What Lighthouse clears before each run: its own default list (Lighthouse 12, core/config/constants.js), named here so the
 * visitor's local storage (their cart's checkout, their saved lists) stays, as it stays for a visitor who comes back, while the
 * HTTP cache is still emptied (the storage reset, kept on, clears it), so every page is a first load of its scripts.
 */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const { pages: pageBudgets = {}, ...budget } = JSON.parse(
  await readFile(resolve(import.meta.dirname, 'lighthouse-budget.json'), 'utf8'),
) as Budget & { pages?: Record<string, Budget> };

async function audit(url: string, port: number, remote: RemoteName | null): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    clearStorageTypes: [...CLEAR_STORAGE_TYPES],
  });
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
        { items?: { url?: string; resourceType?: string; networkRequestTime?: number; transferSize?: number }[] } | undefined
    )?.items ?? [];
  // Observed (unthrottled) times on both sides: the scripts asked for before the page was hydrated.
  const scriptsBeforeInteractive = requests.filter(
    (r) => r.resourceType === 'Script' && (r.networkRequestTime ?? Infinity) < interactiveAt,
  );
  // The page's own remote's scripts (its entry, its page's chunks): what the page costs beyond the shell and the shared libraries.
  const remoteOrigin = remote ? `http://localhost:${remoteApp(remote).port}/` : null;
  const own = scriptsBeforeInteractive.filter((r) => remoteOrigin !== null && r.url?.startsWith(remoteOrigin));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    // Scripts requested before the page was interactive (compressed); NaN, so over budget, when the shell never said it was.
    scriptKbGzip: Number.isNaN(interactiveAt) ? NaN : scriptsBeforeInteractive.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    ownScriptKbGzip: Number.isNaN(interactiveAt) ? NaN : own.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    // Every script of the page load as Lighthouse's trace holds it, idle-time ones included: issue 48's "JS all-in".
    scriptKbGzipAllIn: (summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
    // Lighthouse's measure of this machine's speed at the run (its 4× slowdown is made for 1,500 to 2,000): TBT scales with it.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** A run Lighthouse itself could not finish (its runtime error, e.g. no largest paint seen) is run again, twice at most. */
async function auditWithRetries(url: string, port: number, remote: RemoteName | null): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, remote);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  ${url}: ${(error as Error).message}; once more`);
    }
  }
}

/**
 * A browser of its own for each page, as a visitor's would be: with one browser for the whole bench, the pages measured last
 * paid for the ones before. The machine's benchmark index fell from about 3,100 to 2,400 by the last pages, and their traces
 * ran on past the cart's start five seconds after hydration, which Lighthouse's simulation, blind to timers, moves up to
 * right after hydration (its time to interactive went from about 2.7 to 4.6 s, with every task in between counted).
 */
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: installedChromiumPath({ headlessShell: false }),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });

/**
 * The page's runs in a browser of its own. First, in that browser, the visitor does what the page's state needs (a line in
 * the cart, saved products) and the page is opened once to see that it shows it (and to warm the server: a served site has
 * each remote's server code loaded); Playwright then lets go of the browser and Lighthouse measures in it.
 */
async function measure(url: string, remote: RemoteName | null, page: BenchPage | null, shellUrl: string, handle: string) {
  const chrome = await launchChrome();
  try {
    if (page) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const context = browser.contexts()[0];
        if (!context) throw new Error('the browser has no default context');
        await prepareVisitor(context, shellUrl, page.state, handle);
        const check = await context.newPage();
        await check.goto(url);
        await check.locator(page.shows).first().waitFor({ state: 'attached', timeout: 60_000 });
        await check.close();
      } finally {
        // Connected over CDP, this only lets go: the browser and its storage stay for Lighthouse.
        await browser.close();
      }
    } else await fetch(url).then((response) => response.text());
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetries(url, chrome.port, remote));
    return { figures: medians(runs), runs };
  } finally {
    chrome.kill();
  }
}

const kb = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(1));
const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));
const times = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(2)}×`);
const row = (name: string, f: Figures, ratios: { fcpRatio: number; lcpRatio: number }, verdict: string) => [
  name,
  String(f.performance),
  String(f.accessibility),
  ms(f.fcpMs),
  times(ratios.fcpRatio),
  ms(f.lcpMs),
  times(ratios.lcpRatio),
  ms(f.tbtMs),
  Number.isNaN(f.cls) ? '–' : f.cls.toFixed(3),
  kb(f.scriptKbGzip),
  kb(f.scriptKbGzipAllIn),
  kb(f.ownScriptKbGzip),
  ms(f.benchmarkIndex),
  verdict,
];

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite({ write: (line, stream) => stream === 'err' && process.stderr.write(`${line}\n`) });
const floor = await serveFloor(site.shellUrl);
const rows: string[][] = [];
const missed: string[] = [];
try {
  const product = await productToBuy('fr');
  const pages = pickPages(benchPages(product.handle), process.env.LIGHTHOUSE_PAGES);
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling (median); budgets: scripts/bench/lighthouse-budget.json`);

  const base = await measure(floor.url, null, null, site.shellUrl, product.handle);
  console.log(`  floor (static 1 KB page, shell's server): FCP ${ms(base.figures.fcpMs)} ms, LCP ${ms(base.figures.lcpMs)} ms`);
  rows.push(row('floor: static 1 KB page', base.figures, { fcpRatio: 1, lcpRatio: 1 }, 'the floor'));

  for (const [name, page] of Object.entries(pages)) {
    const url = site.shellUrl + page.path;
    try {
      const { figures, runs } = await measure(url, page.remote, page, site.shellUrl, product.handle);
      const all: PageFigures = { ...figures, fcpRatio: figures.fcpMs / base.figures.fcpMs, lcpRatio: figures.lcpMs / base.figures.lcpMs };
      const over = missedBudgets(all, boundsFor(budget, pageBudgets[name]));
      missed.push(...over.map((miss) => `${name}: ${miss}`));
      rows.push(row(name, all, all, over.length ? `over: ${over.join('; ')}` : 'within'));
      console.log(
        `  ${name}: perf ${all.performance}, LCP ${ms(all.lcpMs)} ms (${times(all.lcpRatio)}), TBT ${ms(all.tbtMs)} ms, CLS ${all.cls.toFixed(3)}, JS all-in ${kb(all.scriptKbGzipAllIn)} KB  ${over.length ? `over budget: ${over.join('; ')}` : 'within budget'}  (TBT of each run: ${runs.map((run) => ms(run.tbtMs)).join(' / ')} ms; benchmark index ${runs.map((run) => ms(run.benchmarkIndex)).join(' / ')})`,
      );
    } catch (error) {
      missed.push(`${name}: not measured (${(error as Error).message.split('\n')[0]})`);
      rows.push([name, ...Array<string>(12).fill('–'), `not measured: ${(error as Error).message.split('\n')[0]}`]);
      console.error(`  ${name}: not measured: ${(error as Error).message}`);
    }
  }
} finally {
  await floor.remove();
  await site.close();
}

console.log(
  `\n${markdownTable(
    [
      'page',
      'perf',
      'a11y',
      'FCP (ms)',
      'FCP ÷ floor',
      'LCP (ms)',
      'LCP ÷ floor',
      'TBT (ms)',
      'CLS',
      'JS before interactive (KB gz)',
      'JS all-in (KB gz)',
      'own remote (KB gz)',
      'benchmark index',
      'budget',
    ],
    rows,
  )}\n`,
);
if (missed.length) {
  console.error(`Over budget (scripts/bench/lighthouse-budget.json):\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
console.log('Every page within its budgets (a shared machine measures slower than a quiet one).');
process.exit(0);
