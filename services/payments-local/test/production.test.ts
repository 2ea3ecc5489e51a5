// The stand-in takes any card it is shown: with NODE_ENV=production it does not start at all (ADR 0049).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the local payment provider in production', () => {
  it('refuses to start, in one line naming NODE_ENV', () => {
    const main = resolve(import.meta.dirname, '../src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, NODE_ENV: 'production', PAYMENTS_PORT: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'NODE_ENV=production: the local payment provider (Braintree stand-in) is a stand-in for this machine only and does not run in production.',
    );
  });
});
