// The staff console's own suite: its server and a store API of its own (tests/serve.ts), in Chromium with a virtual
// passkey authenticator, one flow at 1280 px with its pages also checked at 390 px.
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVICE_PORTS } from '@storefront/mf-config';
import { launchOptions } from '@storefront/remote-kit/playwright';

export default defineConfig({
  testDir: './tests',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // One long flow, on a machine other suites share.
  timeout: 180_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: resolve(import.meta.dirname, '../.var/reports/staff.json') }]] : 'list',
  use: { baseURL: `http://localhost:${SERVICE_PORTS.staff}`, trace: 'off', locale: 'fr-CA', timezoneId: 'America/Toronto' },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions } }],
  webServer: {
    command: `node ${resolve(import.meta.dirname, '../node_modules/.bin/tsx')} ${resolve(import.meta.dirname, 'tests/serve.ts')}`,
    url: `http://localhost:${SERVICE_PORTS.staff}/health`,
    reuseExistingServer: false,
    // Two PGlite starts (the seed's, then the API's): about 10 s on a quiet machine, a minute on a busy one.
    timeout: 180_000,
    stdout: 'ignore',
  },
});
