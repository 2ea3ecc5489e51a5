// The provider frame's browser suite: a page of another origin embeds it in Chromium, on a phone and a desktop.
import { defineConfig } from '@playwright/test';
import { projects } from '@storefront/remote-kit/playwright';

export default defineConfig({
  testDir: './test',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../../.var/reports/payments-local.json' }]] : 'list',
  use: { trace: 'off' },
  projects,
});
