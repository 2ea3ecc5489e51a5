// The shell's server in production fails closed as the store API does: one line per unsafe setting, naming its variable;
// its whole numbers are read strictly everywhere (ADR 0049).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@storefront/contracts';
import { localRuntimeConfig } from './config';
import { productionProblems, settingWarnings, shellNumbers } from './production';
import { rateLimitsFromEnv } from '../edge/rateLimit';
import { readRuntimeConfig, runtimeConfigFromFile } from './runtimeConfig';

type Env = Record<string, string | undefined>;

/** The deployment's runtime configuration: Firebase with App Check, Shopify and the store API on their own hosts. */
const DEPLOYED: RuntimeConfig = {
  firebase: {
    apiKey: 'web-key',
    projectId: 'piscines-soleil',
    storageBucket: 'piscines-soleil.appspot.com',
    appId: '1:123456789:web:0a1b',
  },
  shopify: { domain: 'piscines-soleil.myshopify.com', storefrontAccessToken: 'storefront' },
  apiBaseUrl: 'https://api.piscinessoleil.ca',
  store: { phone: '450 662-7070', tollFreePhone: '1 800 662-7070' },
  appCheck: { recaptchaEnterpriseSiteKey: 'site-key' },
};

function configFile(config: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'shell-runtime-')), 'runtime-config.json');
  writeFileSync(path, JSON.stringify(config));
  return path;
}

const READY: Env = {
  NODE_ENV: 'production',
  SHELL_TRUST_PROXY: '1',
  STOREFRONT_SITE_ORIGIN: 'https://www.piscinessoleil.ca',
  STOREFRONT_POINTER_URL: 'https://cdn.piscinessoleil.ca/mf-remotes.json',
  METRICS_TOKEN: randomBytes(32).toString('hex'),
  SHOPIFY_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  STOREFRONT_PURGE_TOKEN: randomBytes(32).toString('base64'),
  REDIS_URL: 'redis://10.0.0.6:6379',
  STOREFRONT_RUNTIME_CONFIG: configFile(DEPLOYED),
};

const problems = (env: Env) => productionProblems(env, readRuntimeConfig(env));

const UNSAFE: [Env, RegExp][] = [
  [{ STOREFRONT_STACK: 'local' }, /^STOREFRONT_STACK=local is for this machine's stand-ins only/],
  [{ SHELL_TRUST_PROXY: 'true' }, /^SHELL_TRUST_PROXY=true believes every hop/],
  [{ SHELL_TRUST_PROXY: '999' }, /^SHELL_TRUST_PROXY=999 believes 999 hops/],
  [{ SHELL_TRUST_PROXY: '0.0.0.0/0' }, /^SHELL_TRUST_PROXY must name the proxies' own addresses/],
  [{ STOREFRONT_SITE_ORIGIN: undefined }, /^STOREFRONT_SITE_ORIGIN is not set: canonical links/],
  [{ STOREFRONT_SITE_ORIGIN: 'http://www.piscinessoleil.ca' }, /^STOREFRONT_SITE_ORIGIN must be an https address/],
  [{ STOREFRONT_POINTER_URL: undefined }, /^STOREFRONT_POINTER_URL is not set: each copy would read the release pointer from its own disk/],
  [{ STOREFRONT_POINTER_URL: 'http://localhost:3001/mf-remotes.json' }, /^STOREFRONT_POINTER_URL must be an https address/],
  [{ STOREFRONT_POINTER_URL: 'https://127.0.0.1:3001/mf-remotes.json' }, /^STOREFRONT_POINTER_URL names this machine/],
  [{ METRICS_TOKEN: undefined }, /^METRICS_TOKEN is not set: /],
  [{ METRICS_TOKEN: 'a' }, /^METRICS_TOKEN must be at least 32 random bytes/],
  [{ SHOPIFY_WEBHOOK_SECRET: 'secret' }, /^SHOPIFY_WEBHOOK_SECRET must be at least 32 random bytes/],
  [{ STOREFRONT_PURGE_TOKEN: 'x'.repeat(64) }, /^STOREFRONT_PURGE_TOKEN must be at least 32 random bytes.*repeat a pattern/],
  [{ REDIS_URL: undefined }, /^REDIS_URL is not set: each copy would count its limits alone; set it, or SHELL_SINGLE_COPY=1 /],
  [{ SHELL_PAGES_PER_MINUTE: 'abc' }, /^SHELL_PAGES_PER_MINUTE must be a whole number from 1 to 100000, not "abc"\.$/],
  [{ SHELL_REQUESTS_PER_MINUTE: '0' }, /^SHELL_REQUESTS_PER_MINUTE must be a whole number from 1 to 1000000, not "0"\.$/],
  [{ STOREFRONT_HTML_FRESH_MS: '30s' }, /^STOREFRONT_HTML_FRESH_MS must be a whole number/],
  [{ STOREFRONT_HTML_CACHE_BYTES: '1e9' }, /^STOREFRONT_HTML_CACHE_BYTES must be a whole number/],
  [{ STOREFRONT_SSR_BUDGET_MS: '-1' }, /^STOREFRONT_SSR_BUDGET_MS must be a whole number/],
  [{ STOREFRONT_POINTER_MAX_AGE_MS: '86400000' }, /^STOREFRONT_POINTER_MAX_AGE_MS=86400000 is above 600000/],
  [{ STOREFRONT_MEDIA_MAX_BYTES: '25MB' }, /^STOREFRONT_MEDIA_MAX_BYTES must be a whole number/],
  [{ STOREFRONT_CATALOGUE_TTL_MS: 'NaN' }, /^STOREFRONT_CATALOGUE_TTL_MS must be a whole number/],
  [{ STOREFRONT_SEED_DATE: '2026-11-25' }, /^STOREFRONT_SEED_DATE is set: /],
  [{ FIRESTORE_EMULATOR_HOST: '127.0.0.1:3020' }, /^FIRESTORE_EMULATOR_HOST is set: /],
  [
    { STOREFRONT_RUNTIME_CONFIG: undefined },
    /^STOREFRONT_RUNTIME_CONFIG is not set: pages would send browsers to this machine's local cloud/,
  ],
];

describe('the shell’s server in production', () => {
  it('a complete production configuration starts', () => {
    expect(problems(READY)).toEqual([]);
  });

  it.each(UNSAFE)('refuses %j in one line naming its variable', (unsafe, line) => {
    const found = problems({ ...READY, ...unsafe });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(line);
  });

  it('refuses a runtime configuration that sends browsers to this machine, in one line', () => {
    const local = localRuntimeConfig();
    const found = problems({ ...READY, STOREFRONT_RUNTIME_CONFIG: configFile({ ...local, today: '2026-11-25' }) });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^STOREFRONT_RUNTIME_CONFIG \(.*\) is not production's: an emulator at 127\.0\.0\.1:\d+ \(the local cloud\); /,
    );
    expect(found[0]).toContain('the local payment provider (http://127.0.0.1:');
    expect(found[0]).toContain('a fixed day (2026-11-25)');
    expect(found[0]).toContain('no App Check');
    expect(found[0]).toMatch(/apiBaseUrl http:\/\/localhost:\d+ \(http: not https:\)/);
    expect(found[0]).toMatch(/shopify\.apiOrigin http:\/\/127\.0\.0\.1:\d+ \(http: not https:\)/);
    const onThisMachine = { ...DEPLOYED, apiBaseUrl: 'https://localhost:3010' };
    expect(problems({ ...READY, STOREFRONT_RUNTIME_CONFIG: configFile(onThisMachine) })).toEqual([
      expect.stringMatching(/is not production's: apiBaseUrl https:\/\/localhost:3010 \(this machine \(localhost\)\)\.$/),
    ]);
  });

  it('names every missing piece of a bare production, each variable once', () => {
    const found = productionProblems({ NODE_ENV: 'production' }, localRuntimeConfig());
    expect(found.map((line) => /^[A-Z_]+/.exec(line)?.[0])).toEqual([
      // Every server's (@storefront/mf-config/settings' everyServerProblems), then the shell's own.
      'METRICS_TOKEN',
      'REDIS_URL',
      'STOREFRONT_SITE_ORIGIN',
      'STOREFRONT_POINTER_URL',
      'STOREFRONT_RUNTIME_CONFIG',
    ]);
  });

  it('STOREFRONT_STACK=local lifts nothing in production; outside production nothing is asked', () => {
    const found = productionProblems(
      { NODE_ENV: 'production', STOREFRONT_STACK: 'local', SHELL_TRUST_PROXY: 'true' },
      localRuntimeConfig(),
    );
    expect(found[0]).toMatch(/^STOREFRONT_STACK=local /);
    expect(found.filter((line) => line.startsWith('SHELL_TRUST_PROXY'))).toEqual([expect.stringMatching(/^SHELL_TRUST_PROXY=true /)]);
    expect(productionProblems({ STOREFRONT_STACK: 'local', SHELL_TRUST_PROXY: 'true' }, localRuntimeConfig())).toEqual([]);
  });

  it("takes Shopify's own webhook secrets: an app's client secret or the store's notification key", () => {
    // Shopify signs a webhook with the app's client secret (shpss_ and 32 hex digits) or the store's 64-hex-digit key:
    // https://shopify.dev/docs/apps/build/webhooks/subscribe/https#step-2-validate-the-origin-of-your-webhook-to-ensure-its-coming-from-shopify
    expect(problems({ ...READY, SHOPIFY_WEBHOOK_SECRET: `shpss_${'0123456789abcdef'.repeat(2)}` })).toEqual([]);
    expect(problems({ ...READY, SHOPIFY_WEBHOOK_SECRET: randomBytes(32).toString('hex') })).toEqual([]);
    expect(problems({ ...READY, SHOPIFY_WEBHOOK_SECRET: 'shpss_short' })).toEqual([
      expect.stringMatching(/^SHOPIFY_WEBHOOK_SECRET must be at least 32 random bytes/),
    ]);
  });

  it('one copy alone may go without Redis when the operator says so', () => {
    expect(problems({ ...READY, REDIS_URL: undefined, SHELL_SINGLE_COPY: '1' })).toEqual([]);
  });

  it('refuses to start, before listening, naming each problem', () => {
    const main = resolve(import.meta.dirname, '../main.ts');
    const env: Env = { ...process.env, NODE_ENV: 'production', STOREFRONT_STACK: 'local', SHELL_TRUST_PROXY: 'true' };
    for (const variable of ['STOREFRONT_POINTER_URL', 'STOREFRONT_SITE_ORIGIN', 'METRICS_TOKEN', 'REDIS_URL', 'STOREFRONT_RUNTIME_CONFIG'])
      delete env[variable];
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^The shell's server will not start in production:\n- STOREFRONT_STACK=local .*\n- METRICS_TOKEN .*\n- REDIS_URL .*\n- SHELL_TRUST_PROXY=true /m,
    );
  }, 60_000);
});

describe('the shell’s whole numbers', () => {
  it('are read strictly: anything but digits within bounds is the default, never NaN, with a warning outside production', () => {
    const env = {
      SHELL_PAGES_PER_MINUTE: 'abc',
      SHELL_REQUESTS_PER_MINUTE: '0',
      STOREFRONT_HTML_FRESH_MS: '12px',
      STOREFRONT_POINTER_MAX_AGE_MS: '0',
    };
    expect(rateLimitsFromEnv(env)).toEqual({ pagesPerMinute: 300, requestsPerMinute: 3000 });
    expect(rateLimitsFromEnv({ SHELL_PAGES_PER_MINUTE: '1e9', SHELL_REQUESTS_PER_MINUTE: '100000000' })).toEqual({
      pagesPerMinute: 300,
      requestsPerMinute: 100_000_000,
    });
    const numbers = shellNumbers(env);
    expect([numbers.htmlFreshMs, numbers.pointerMaxAgeMs]).toEqual([30_000, 0]);
    expect(settingWarnings(env)).toEqual([
      'SHELL_PAGES_PER_MINUTE must be a whole number from 1 to 100000, not "abc": 300 is used.',
      'SHELL_REQUESTS_PER_MINUTE must be a whole number from 1 to 1000000, not "0": 3000 is used.',
      'STOREFRONT_HTML_FRESH_MS must be a whole number from 1 to 86400000, not "12px": 30000 is used.',
    ]);
    expect(settingWarnings({ ...env, NODE_ENV: 'production' })).toEqual([]);
  });
});

describe('the runtime configuration', () => {
  it('is this machine’s without STOREFRONT_RUNTIME_CONFIG, the file’s with it', () => {
    expect(readRuntimeConfig({})).toEqual(localRuntimeConfig());
    expect(readRuntimeConfig({ STOREFRONT_RUNTIME_CONFIG: configFile(DEPLOYED) })).toEqual(DEPLOYED);
  });

  it('a file that cannot be read or lacks a field is one line naming the variable', () => {
    const partial = configFile({ ...DEPLOYED, apiBaseUrl: '', store: undefined });
    expect(() => runtimeConfigFromFile(partial)).toThrow(
      `STOREFRONT_RUNTIME_CONFIG=${partial} lacks apiBaseUrl, store.phone, store.tollFreePhone`,
    );
    const broken = join(mkdtempSync(join(tmpdir(), 'shell-runtime-')), 'broken.json');
    writeFileSync(broken, '{');
    expect(() => runtimeConfigFromFile(broken)).toThrow(new RegExp(`^STOREFRONT_RUNTIME_CONFIG=${broken} cannot be read as JSON: `));
  });
});
