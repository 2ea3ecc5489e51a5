// `npm run bench:shift`: the layout shifts of a page's load as Chromium reports them (layout-shift entries, every one added up)
// at a phone's width and a desktop's, on every page of the benches (scripts/bench/measuredPages.ts) as listed and again with a line in
// the cart, read once the visitor's cart and lists have arrived and the page has been still a moment; and, from the first
// frame to then, the header's height and the main region's top (issue 48: the header grew from 104 to 116 px after load).
// Prints one markdown table with each load's largest shift and what moved, and fails on a figure over
// scripts/bench/shift-budget.json. SHIFT_PAGES=name,name measures only those pages (with their line in the cart).
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTE_NAMES, TEST_SEED_DATE } from '@storefront/mf-config';
import { installedChromiumPath } from '@storefront/remote-kit/chromium';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import { productToBuy } from '@storefront/remote-kit/testing/store';
import { markdownTable, missedBudgets, totalShift, type Budget, type ShiftEntry } from './figures';
import { benchPages, pickPages, type VisitorState } from './measuredPages';
import { prepareVisitor } from './visitor';

process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-shift');
process.env.STOREFRONT_SEED_DATE ||= TEST_SEED_DATE;
// A local cloud of its own, from the seed's stock (each run puts a line in a cart; nothing is bought).
process.env.LOCAL_CLOUD_DATA_DIR ??= resolve(repoRoot, '.var/bench-shift-data/local-cloud');
const { startSite } = await import('../lib/site');

interface ShiftBudget {
  viewports: { width: number; height: number }[];
  /** How long the page must have been still (no request) before its shifts are read, and how long after that. */
  settleMs: number;
  budget: Budget;
}
const config = JSON.parse(await readFile(resolve(import.meta.dirname, 'shift-budget.json'), 'utf8')) as ShiftBudget;

/**
 * In the page before its HTML: every layout shift as it comes (with what moved), and at the first frame that has them, the
 * header's height and how far down the main region starts (the utility strip and any banner above it count there).
 */
const OBSERVE = `
  window.__bench = { shifts: [], first: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources || []).map((source) => {
          const node = source.node;
          if (!node || !node.tagName) return '(gone)';
          const id = node.getAttribute('data-testid') || node.getAttribute('data-page') || node.getAttribute('class') || '';
          return node.tagName.toLowerCase() + (id ? '[' + id.slice(0, 40) + ']' : '') + ' ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y);
        }),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  window.__benchHeights = () => {
    const header = document.querySelector('[data-testid="navigator"]');
    const main = document.querySelector('main');
    return header && main ? [header.getBoundingClientRect().height, main.getBoundingClientRect().top + window.scrollY] : null;
  };
  const firstFrame = () => {
    window.__bench.first = window.__benchHeights();
    if (!window.__bench.first) requestAnimationFrame(firstFrame);
  };
  requestAnimationFrame(firstFrame);
`;
const READ = `({ shifts: window.__bench.shifts, first: window.__bench.first ?? [NaN, NaN], settled: window.__benchHeights() ?? [NaN, NaN] })`;

interface Run {
  name: string;
  /** The listed page it comes from (SHIFT_PAGES names those). */
  page: string;
  path: string;
  state: readonly VisitorState[];
  shows: string;
}

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
await rm(resolve(process.env.LOCAL_CLOUD_DATA_DIR, 'shopify/inventory.json'), { force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite({ write: (line, stream) => stream === 'err' && process.stderr.write(`${line}\n`) });
const browser = await chromium.launch({
  executablePath: installedChromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows: string[][] = [];
const missed: string[] = [];
try {
  const product = await productToBuy('fr');
  const all = benchPages(product.handle);
  const picked = pickPages(all, process.env.SHIFT_PAGES);
  // Each page as it is listed, then each again with a line in the cart (the header's badge, the cart's own pages), once per
  // path and state: the empty cart with a line is the listed cart with a line, with what that page shows.
  const runs = new Map<string, Run>();
  const key = (path: string, state: readonly VisitorState[]) => `${path} ${[...state].sort().join('+')}`;
  for (const [name, page] of Object.entries(all)) runs.set(key(page.path, page.state), { name, page: name, ...page });
  for (const [name, page] of Object.entries(all)) {
    const state = [...page.state, 'cart' as const];
    if (!page.state.includes('cart') && !runs.has(key(page.path, state)))
      runs.set(key(page.path, state), { name: `${name}, a line in the cart`, page: name, path: page.path, state, shows: page.shows });
  }
  for (const [at, run] of runs) if (!(run.page in picked)) runs.delete(at);
  console.log(
    `Layout shifts of each load (Chromium, every entry added up), ${runs.size} loads per width; budgets: scripts/bench/shift-budget.json`,
  );

  for (const viewport of config.viewports) {
    for (const run of runs.values()) {
      const context = await browser.newContext({ viewport, locale: 'fr-CA' });
      try {
        await prepareVisitor(context, site.shellUrl, run.state, product.handle);
        const page = await context.newPage();
        page.setDefaultTimeout(60_000);
        await page.addInitScript(OBSERVE);
        await page.goto(site.shellUrl + run.path);
        await page.locator(run.shows).first().waitFor({ state: 'attached' });
        // The cart starts after hydration (five seconds later on most pages): its badge says when it has come.
        if (run.state.includes('cart'))
          await page.locator('[data-testid="cart-badge"][data-count="1"]').first().waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(config.settleMs);
        const read = (await page.evaluate(READ)) as {
          shifts: (ShiftEntry & { sources: string[] })[];
          first: [number, number];
          settled: [number, number];
        };
        const [firstHeader, firstMain] = read.first;
        const [header, main] = read.settled;
        const cls = totalShift(read.shifts);
        const figures = { cls, headerGrowthPx: header - firstHeader, mainMovePx: main - firstMain };
        const over = missedBudgets(figures, config.budget);
        const label = `${run.name} at ${viewport.width} px`;
        missed.push(...over.map((miss) => `${label}: ${miss}`));
        const largest = [...read.shifts].sort((a, b) => b.value - a.value)[0];
        rows.push([
          run.name,
          `${viewport.width}`,
          cls.toFixed(3),
          String(read.shifts.length),
          largest ? `${largest.value.toFixed(3)} at ${largest.startTime.toFixed(0)} ms: ${largest.sources.slice(0, 3).join(', ')}` : '–',
          `${firstHeader.toFixed(0)} → ${header.toFixed(0)}`,
          `${firstMain.toFixed(0)} → ${main.toFixed(0)}`,
          over.length ? `over: ${over.join('; ')}` : 'within',
        ]);
        console.log(
          `  ${label}: CLS ${cls.toFixed(3)}, header ${firstHeader.toFixed(0)} → ${header.toFixed(0)} px, main region from ${firstMain.toFixed(0)} → ${main.toFixed(0)} px${over.length ? `  over budget: ${over.join('; ')}` : ''}`,
        );
      } catch (error) {
        const message = (error as Error).message.split('\n')[0] ?? '';
        missed.push(`${run.name} at ${viewport.width} px: not measured (${message})`);
        rows.push([run.name, `${viewport.width}`, '–', '–', '–', '–', '–', `not measured: ${message}`]);
        console.error(`  ${run.name} at ${viewport.width} px: not measured: ${message}`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
}
console.log(
  `\n${markdownTable(
    [
      'page',
      'width (px)',
      'CLS (all shifts)',
      'shifts',
      'largest shift: when, what moved (y before→after)',
      'header height (px), first frame → settled',
      'main region’s top (px), first frame → settled',
      'budget',
    ],
    rows,
  )}\n`,
);
if (missed.length) {
  console.error(`Over budget (scripts/bench/shift-budget.json):\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
console.log('No page shifts over its budget.');
