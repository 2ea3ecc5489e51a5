// Owns the Playwright settings every suite shares: the Chromium `npm test` found or got (./chromium.ts), its flags, and the per-remote harness server.
import { resolve } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import type { RemoteName } from '@storefront/contracts';
import { remoteApp, TEST_SEED_DATE } from '@storefront/mf-config';
import { installedChromiumPath } from './chromium';
import { KIT_BIN } from './kitBin';

export const launchOptions = {
  executablePath: installedChromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

/** A phone and a desktop, the two viewports every suite runs in. */
export const projects: PlaywrightTestConfig['projects'] = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
  { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
];

/** A remote's suite, by its folder (its config passes import.meta.dirname) or its name in the repository. */
export function remoteSuiteConfig(remote: RemoteName | string): PlaywrightTestConfig {
  const { name, port } = remoteApp(remote);
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
    // Under `npm test` (CI) the run closes on one count of every suite's report, written where it says.
    reporter:
      process.env.CI && process.env.STOREFRONT_REPORT_DIR
        ? [['list'], ['json', { outputFile: resolve(process.env.STOREFRONT_REPORT_DIR, `${name}.json`) }]]
        : 'list',
    use: { baseURL: `http://localhost:${port}`, trace: 'off' },
    projects,
    webServer: {
      command: `node ${KIT_BIN} harness`,
      url: `http://localhost:${port}/runtime-config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  });
}
