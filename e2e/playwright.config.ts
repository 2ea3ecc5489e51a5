// The composed site end to end: every remote from its own origin, the shell, the local cloud, in Chromium.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { devices } from '@playwright/test';
import { shellOrigin, TEST_SEED_DATE } from '@storefront/mf-config';
import { launchOptions, projects } from '@storefront/remote-kit/playwright';

// The suite's releases live apart from the ones `npm start` uses; the release tests move its pointer.
process.env.STOREFRONT_VAR_DIR = resolve(import.meta.dirname, '../.var/e2e');
process.env.LOCAL_CLOUD_DATA_DIR ??= resolve(import.meta.dirname, '../.var/e2e-data/local-cloud');
// Each run starts from the seed's stock: the orders of earlier runs took units, and a product sold out would change which
// product the specs buy and the screenshots show.
rmSync(resolve(process.env.LOCAL_CLOUD_DATA_DIR, 'shopify/inventory.json'), { force: true });
// The local cloud's owner secret, chosen here so that the suite's site and its specs share it (a spec slows Firestore down).
process.env.LOCAL_CLOUD_ADMIN_TOKEN ??= randomBytes(32).toString('hex');
// The store API's staff token, so a spec reads a stored lead as the store's tools do (GET /staff/leads/:id).
process.env.API_STAFF_TOKEN ??= randomBytes(32).toString('hex');
// The fresh catalogue (ADR 0028) in seconds, not minutes: loader data and rendered pages live 2 s, so the fresh-catalogue
// spec sees a change reach a page; the webhook's secret and the purge's token are shared with that spec as the admin secret is.
process.env.STOREFRONT_CATALOGUE_TTL_MS ??= '2000';
process.env.STOREFRONT_HTML_FRESH_MS ??= '2000';
process.env.SHOPIFY_WEBHOOK_SECRET ??= randomBytes(32).toString('hex');
process.env.STOREFRONT_PURGE_TOKEN ??= randomBytes(32).toString('hex');
// Every visitor of the suite comes from one address, two browsers at a time: the limits per address (tested by the shell's and
// the API's own suites) would refuse the suite's own pages and forms.
process.env.SHELL_PAGES_PER_MINUTE ??= '100000';
process.env.SHELL_REQUESTS_PER_MINUTE ??= '100000';
process.env.API_RATE_LIMIT_PER_MINUTE ??= '10000';
process.env.API_REQUESTS_PER_MINUTE ??= '100000';
// The seed and the pages are written for one fixed day, so the promotions (and the screenshots) are the same on every run.
process.env.STOREFRONT_SEED_DATE ??= TEST_SEED_DATE;
const reportDir = process.env.STOREFRONT_REPORT_DIR;

/**
 * Every test starts as a visitor who already answered the consent banner (key and shape of shell/src/consent/consent.ts),
 * so the banner covers nothing the test clicks; the shell's consent spec starts from a first visit instead.
 */
const consentAnswered = {
  cookies: [],
  origins: [
    {
      origin: shellOrigin(),
      localStorage: [
        { name: 'piscines-soleil:consent', value: JSON.stringify({ choice: 'denied', decidedAt: '2026-01-01T00:00:00.000Z', version: 1 }) },
      ],
    },
  ],
};

/**
 * The visual suite (ADR 0024) at the two widths, each against its own baselines beside the spec: a phone at 390 px
 * (touch, the mobile layout) and a desktop at 1280 px, one device pixel per CSS pixel, motion reduced (the banner stays on
 * its first slide), the clock fixed in the page (FIXED_NOW) and the seed made for the same day.
 */
const visualProjects = [
  { name: 'visual-390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
  {
    name: 'visual-1280',
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    userAgent: devices['Desktop Chrome'].userAgent,
  },
].map(({ name, ...device }) => ({
  name,
  testMatch: /visual\.spec\.ts/,
  grepInvert: name === 'visual-1280' ? /@phone-only/ : undefined,
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}-{projectName}{ext}',
  use: { ...device, deviceScaleFactor: 1, launchOptions, contextOptions: { reducedMotion: 'reduce' as const } },
  // A full page is captured until two shots in a row agree; long pages on a busy machine take a while.
  expect: {
    timeout: 20_000,
    toHaveScreenshot: {
      animations: 'disabled' as const,
      caret: 'hide' as const,
      scale: 'css' as const,
      maxDiffPixelRatio: 0.01,
      stylePath: resolve(import.meta.dirname, 'tests/visual.css'),
    },
  },
}));

/**
 * Specs that change what every other spec sees: they publish and roll back releases, stop or kill a service, or change the
 * catalogue. They run after all the others, one at a time; the rest share two workers. A failure before them skips them
 * (Playwright runs a project only once its dependencies pass), and the run is red either way.
 */
const EXCLUSIVE = /(release|ssr|isolation|freshness)\.spec\.ts/;
/** Of those, the ones about the server alone: one viewport says all they can say. */
const SERVER_ONLY = /(release|isolation|freshness)\.spec\.ts/;
/**
 * Specs about what the server sends (which remote serves each page, headers, the head's tags and structured data, the edge):
 * the same bytes reach both viewports, so they run on the desktop only and leave the phone's time to the layouts.
 */
const SERVER_SENT = /(path-table|server|shell-edge|shell-seo|seo-json-ld)\.spec\.ts/;
const [desktop, phone] = projects ?? [];
const sharedProjects = [desktop!, phone!].map((project) => ({
  ...project,
  testIgnore: [EXCLUSIVE, /visual\.spec\.ts/, ...(project === phone ? [SERVER_SENT] : [])],
}));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two browsers at a time on two cores: a page's server work and its browser's alternate, so two keep both cores busy.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: reportDir ? [['list'], ['json', { outputFile: resolve(reportDir, 'e2e.json') }]] : 'list',
  use: { baseURL: shellOrigin(), trace: 'off', storageState: consentAnswered },
  projects: [
    ...sharedProjects,
    ...visualProjects,
    // One at a time, after everything else, in a chain: desktop, then phone for the ones a viewport changes.
    {
      ...desktop!,
      name: 'exclusive-desktop',
      testMatch: EXCLUSIVE,
      workers: 1,
      dependencies: [...sharedProjects, ...visualProjects].map((project) => project.name!),
    },
    {
      ...phone!,
      name: 'exclusive-phone',
      testMatch: EXCLUSIVE,
      testIgnore: SERVER_ONLY,
      workers: 1,
      dependencies: ['exclusive-desktop'],
    },
  ],
  webServer: {
    command: `node ${resolve(import.meta.dirname, '../node_modules/.bin/tsx')} ${resolve(import.meta.dirname, 'site.ts')}`,
    // The line site.ts prints once every service answers (the shell alone answering is not the whole site).
    wait: { stdout: /e2e site up at/ },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    // The supervisor stops its services itself; on a kill they would leave anyway (each one watches the supervisor).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
