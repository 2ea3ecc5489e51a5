// `npm run bench:navigation`: a client navigation to another remote's page, in Chromium at 1280 px on the production site: from a
// page of one remote, a click on a link of the header to a page of another, timed on the page's own clock from the click to the
// new page's heading visible in the other remote's region; each run a new visitor (an empty HTTP cache: the other remote's code
// comes with the click, or while the pointer rests on the link before it, as a visitor's mouse does: restMs in the budget file).
// p95 of each against scripts/bench/navigation-budget.json (issue 48: 300 ms); fails when one is over.
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTE_NAMES, SERVICE_PORTS, TEST_SEED_DATE } from '@storefront/mf-config';
import { installedChromiumPath } from '@storefront/remote-kit/chromium';
import { publish } from '../lib/releases';
import { appDir, repoRoot } from '../lib/paths';
import { productToBuy } from '@storefront/remote-kit/testing/store';
import { timeClick, type ClickTiming } from './clickTimer';
import { markdownTable, missedBudgets, quantile, type Budget } from './figures';

process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/bench-navigation');
process.env.STOREFRONT_SEED_DATE ||= TEST_SEED_DATE;
const { startSite } = await import('../lib/site');

const config = JSON.parse(await readFile(resolve(import.meta.dirname, 'navigation-budget.json'), 'utf8')) as {
  runs: number;
  /** How long the pointer rests on the link before the click, one series each (0: Playwright's click, which only passes over it). */
  restMs: number[];
  /** Bounds on each navigation's p95 (resultMs: the click to the new page's heading). */
  budget: Budget;
};
const RUNS = Number(process.env.BENCH_NAVIGATION_RUNS ?? config.runs);
const ORIGINS = Object.values(SERVICE_PORTS).map((port) => `http://localhost:${port}/`);

/** From a page of one remote, by a link of the header, to a page of another (the header's links at 1280 px). */
const navigations = (productHandle: string) => [
  { name: 'home → shop list (catalogue → shop)', from: '/fr', link: 'header nav a[href="/fr/boutique"]', to: 'shop' },
  { name: 'shop list → contact (shop → forms)', from: '/fr/boutique', link: 'header nav a[href="/fr/contact"]', to: 'forms' },
  { name: 'product → cart (shop → checkout)', from: `/fr/produits/${productHandle}`, link: 'a[data-testid="cart-badge"]', to: 'checkout' },
  { name: 'cart → promotions (checkout → catalogue)', from: '/fr/panier', link: 'header nav a[href="/fr/promotions"]', to: 'catalogue' },
];

await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'bench');
const site = await startSite({ write: (line, stream) => stream === 'err' && process.stderr.write(`${line}\n`) });
const browser = await chromium.launch({
  executablePath: installedChromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const timings: Record<string, ClickTiming[]> = {};
try {
  const product = await productToBuy('fr');
  for (let run = 0; run < RUNS; run++) {
    for (const [rest, { name, from, link, to }] of config.restMs.flatMap((rest) =>
      navigations(product.handle).map((n) => [rest, n] as const),
    )) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-CA' });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(60_000);
        await page.goto(site.shellUrl + from);
        await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached' });
        const target = page.locator(link).first();
        if (rest > 0) {
          await target.hover();
          await page.waitForTimeout(rest);
        }
        const timing = await timeClick(page, target, `main [data-remote="${to}"] h1`, ORIGINS);
        (timings[rest > 0 ? `${name}, pointer resting ${rest} ms` : name] ??= []).push(timing);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await site.close();
}

const missed: string[] = [];
const rows = Object.entries(timings).map(([name, runs]) => {
  const times = runs.map((run) => run.resultMs);
  const p95 = { resultMs: quantile(times, 0.95) };
  const over = missedBudgets(p95, config.budget);
  missed.push(...over.map((miss) => `${name}: p95 ${miss}`));
  return [
    name,
    String(runs.length),
    quantile(times, 0.5).toFixed(0),
    p95.resultMs.toFixed(0),
    Math.max(...times).toFixed(0),
    over.length ? `over: ${over.join('; ')}` : 'within',
  ];
});
console.log(
  `Client navigations to another remote's page, Chromium at 1280 px, ${RUNS} runs each, a new visitor each (the page's clock, click → heading)\n\n${markdownTable(
    ['navigation', 'runs', 'median (ms)', 'p95 (ms)', 'slowest (ms)', 'budget (p95)'],
    rows,
  )}\n`,
);
if (missed.length) {
  console.error(`Over budget (scripts/bench/navigation-budget.json):\n  ${missed.join('\n  ')}`);
  process.exit(1);
}
console.log('Every navigation within its budget.');
