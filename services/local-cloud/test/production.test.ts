// The local cloud answers as Firestore, Storage and Shopify under its own rules: with NODE_ENV=production it does not start
// at all (ADR 0049).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the local cloud in production', () => {
  it('refuses to start, in one line naming NODE_ENV', () => {
    const main = resolve(import.meta.dirname, '../src/main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, NODE_ENV: 'production', LOCAL_CLOUD_PORT: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'NODE_ENV=production: the local cloud is a stand-in for this machine only and does not run in production.',
    );
  });
});
