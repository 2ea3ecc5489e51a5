// Test settings of the local cloud: the seed images are rendered once, before any suite starts a server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    // The seed is written for one fixed day (the browser suites' TEST_SEED_DATE of @storefront/mf-config), so its dates
    // and seasonal promotions are the same on every run.
    env: { STOREFRONT_SEED_DATE: '2026-11-25' },
    // A cold image cache (fresh clone) or the Java emulator's start can take a while on two cores.
    hookTimeout: 180_000,
  },
});
