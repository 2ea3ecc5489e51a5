// Settings of the shared-state suite (npm run test:redis): it starts a real redis-server, which CI machines do not have,
// so it is not part of test:unit; the cluster's own script installs Redis and runs it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test-redis/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
