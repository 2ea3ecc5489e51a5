// Several copies read one configuration the same way: a shared database needs API_SECRET (a secret made per data folder
// would sign links other copies refuse), while `npm start` (PGlite, no configuration) still makes and keeps its own.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApiConfig, sharedStateProblems } from '../src/config';
import { startApi, UnsafeConfigurationError } from '../src/server';

const dataDir = () => mkdtempSync(join(tmpdir(), 'api-shared-'));

describe('API_SECRET outside the embedded default', () => {
  it('is required with DATABASE_URL, whatever NODE_ENV says, and no secret file is made for it', () => {
    const folder = dataDir();
    const env = { API_DATA_DIR: folder, DATABASE_URL: 'postgres://api@127.0.0.1:9/storefront' };
    const config = readApiConfig(3010, env);
    expect(config.secret).toBe('');
    expect(existsSync(join(folder, 'secret'))).toBe(false);
    expect(sharedStateProblems(config, env)).toEqual([expect.stringMatching(/^API_SECRET is not set/)]);
    const given = { ...env, API_SECRET: 'one-secret-for-every-copy' };
    expect(sharedStateProblems(readApiConfig(3010, given), given)).toEqual([]);
  });

  it('the embedded default makes one secret per data folder and keeps it across restarts', () => {
    const folder = dataDir();
    const first = readApiConfig(3010, { API_DATA_DIR: folder });
    expect(first.secret.length).toBeGreaterThan(30);
    expect(readFileSync(join(folder, 'secret'), 'utf8').trim()).toBe(first.secret);
    expect(readApiConfig(3010, { API_DATA_DIR: folder }).secret).toBe(first.secret);
    expect(sharedStateProblems(first, { API_DATA_DIR: folder })).toEqual([]);
  });

  it('a bucket on another endpoint needs a token; the local cloud’s admin secret serves as one', () => {
    const env = {
      API_DATA_DIR: dataDir(),
      API_ATTACHMENT_BUCKET: 'demo-storefront-private',
      API_STORAGE_ENDPOINT: 'http://127.0.0.1:3120',
    };
    expect(sharedStateProblems(readApiConfig(3010, env), env)).toEqual([expect.stringMatching(/^API_STORAGE_TOKEN is not set/)]);
    const local = { ...env, LOCAL_CLOUD_ADMIN_TOKEN: 'a'.repeat(8) + 'b'.repeat(24) };
    expect(readApiConfig(3010, local).attachmentStorage).toEqual({
      bucket: 'demo-storefront-private',
      endpoint: 'http://127.0.0.1:3120',
      token: local.LOCAL_CLOUD_ADMIN_TOKEN,
    });
    expect(readApiConfig(3010, { API_DATA_DIR: dataDir() }).attachmentStorage).toBeUndefined();
  });

  it('startApi refuses before opening the database', async () => {
    const start = startApi({
      port: 0,
      env: { API_DATA_DIR: dataDir(), DATABASE_URL: 'postgres://api@127.0.0.1:9/storefront', API_SECRET: '' },
    });
    await expect(start).rejects.toBeInstanceOf(UnsafeConfigurationError);
    await expect(start).rejects.toThrow(/^The store API will not start as one of several copies:\n- API_SECRET/);
  });
});
