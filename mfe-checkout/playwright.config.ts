// The checkout remote's own suite: its pages in its harness, in a real browser, without the other remotes, with a store API of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVICE_PORTS } from '@storefront/mf-config';
import { remoteSuiteConfig } from '@storefront/remote-kit/playwright';

// The harness's local cloud and the suite's store API share the run's admin secret, so an order completes its cart in the
// store as on the composed site (without it the cloud refuses the completion with a 401).
process.env.LOCAL_CLOUD_ADMIN_TOKEN ||= randomBytes(32).toString('hex');

const base = remoteSuiteConfig(import.meta.dirname);
const harness = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default {
  ...base,
  timeout: 90_000,
  webServer: [
    ...harness,
    {
      // A fresh database and mail folder per run; the sandbox gateway and the harness's local cloud behind it.
      command: `node ${resolve(import.meta.dirname, '../node_modules/.bin/tsx')} ${resolve(import.meta.dirname, '../services/api/src/main.ts')}`,
      url: `http://localhost:${SERVICE_PORTS.api}/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore' as const,
      env: {
        API_DATA_DIR: mkdtempSync(join(tmpdir(), 'checkout-suite-api-')),
        API_RATE_LIMIT_PER_MINUTE: '1000',
        API_SECRET: 'checkout-suite',
      },
    },
  ],
};
