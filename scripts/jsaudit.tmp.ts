import { resolve } from 'node:path';
import { rm } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { REMOTE_NAMES } from '@storefront/contracts';
import { publish } from './lib/releases';
import { appDir, repoRoot } from './lib/paths';
import { chromiumPath } from './playwright';
process.env.STOREFRONT_VAR_DIR = resolve(repoRoot, '.var/jsaudit');
const { startSite } = await import('./lib/site');
await rm(process.env.STOREFRONT_VAR_DIR, { recursive: true, force: true });
for (const remote of REMOTE_NAMES) await publish(remote, resolve(appDir(remote), 'dist'), 'audit');
const site = await startSite();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
for (const path of (process.argv[2] ?? '/fr').split(',')) {
  const page = await browser.newPage();
  const rows: [string, number][] = [];
  page.on('console', (m) => { console.log('CONSOLE', m.type(), m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const s = await req.sizes();
    rows.push([req.url().replace(/^http:\/\/localhost:\d+/, ''), s.responseBodySize]);
  });
  await page.goto(site.shellUrl + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log('ready:', await page.locator('html').getAttribute('data-shell'), 'h1:', await page.locator('main h1').first().textContent().catch(() => null));
  const mark = await page.evaluate(() => performance.getEntriesByName('storefront:interactive')[0]?.startTime ?? null);
  console.log('interactive mark ms', mark);
  const before = await page.evaluate((m) => performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js')).filter((e) => e.startTime < (m ?? 0)).reduce((s, e) => s + (e as PerformanceResourceTiming).encodedBodySize, 0), mark);
  console.log('KB before interactive', (before / 1024).toFixed(1));
  const list = await page.evaluate((m) => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => [e.name.replace(/^http:\/\/localhost:\d+/, ''), (e as PerformanceResourceTiming).encodedBodySize, Math.round(e.startTime), e.startTime < (m ?? 0)] as const), mark);
  for (const [n, size, t, b] of list) console.log(b ? 'BEFORE' : 'after ', String(t).padStart(6), (size / 1024).toFixed(1).padStart(6), n);
  rows.sort((a, b) => b[1] - a[1]);
  let total = 0;
  for (const [u, n] of rows) { total += n; console.log(String((n / 1024).toFixed(1)).padStart(7), u); }
  console.log(path, 'total KB', (total / 1024).toFixed(1), 'count', rows.length);
  await page.close();
}
await browser.close();
await site.close();
