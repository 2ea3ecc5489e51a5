// Test settings of the store API: real PGlite and real nodemailer, so a few seconds per suite on two cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test starts its own PGlite (a few seconds; much more when the machine is busy).
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
