// Owns the Playwright settings every suite shares: the Chromium `npm test` found or got (scripts/lib/chromium.ts), its flags, and the per-remote harness server.
import { resolve } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import type { KnownRemoteName } from '@storefront/contracts';
import { REMOTE_APPS, TEST_SEED_DATE } from '@storefront/mf-config';
import { installedChromiumPath } from './lib/chromium';

export const launchOptions = {
  executablePath: installedChromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

/** A phone and a desktop, the two viewports every suite runs in. */
export const projects: PlaywrightTestConfig['projects'] = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
  { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
];

export function remoteSuiteConfig(remote: KnownRemoteName): PlaywrightTestConfig {
  const port = REMOTE_APPS[remote].port;
  // The harness's local cloud and runtime configuration are written for one fixed day: the same promotions on every run.
  process.env.STOREFRONT_SEED_DATE ??= TEST_SEED_DATE;
  return defineConfig({
    testDir: './tests',
    fullyParallel: false,
    // One browser: a harness suite keeps both cores busy alone (two browsers measured no faster, and flakier).
    workers: 1,
    retries: 0,
    timeout: 30_000,
    // A payment's round trip through the provider's frame on a busy machine.
    expect: { timeout: 10_000 },
    reporter: process.env.CI ? [['list'], ['json', { outputFile: `../.var/reports/${remote}.json` }]] : 'list',
    use: { baseURL: `http://localhost:${port}`, trace: 'off' },
    projects,
    webServer: {
      command: `node ${resolve(import.meta.dirname, '../node_modules/.bin/tsx')} ${resolve(import.meta.dirname, 'serve-harness.ts')} ${remote}`,
      url: `http://localhost:${port}/runtime-config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  });
}
