import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  emulatorProblems,
  everyServerProblems,
  httpsAddressFault,
  httpsAddressProblem,
  integerProblems,
  integerWarnings,
  isLoopbackHost,
  localStackProblem,
  readInteger,
  secretProblem,
  seedDateProblem,
  sharedCountsProblem,
  standInProblem,
  type IntegerSetting,
} from './settings';

const LIMIT: IntegerSetting = { variable: 'API_RATE_LIMIT_PER_MINUTE', fallback: 20, min: 1, max: 1000 };

describe('secrets', () => {
  it('takes 32 random bytes however they are written', () => {
    const bytes = randomBytes(32);
    for (const written of [
      bytes.toString('hex'),
      bytes.toString('base64'),
      bytes.toString('base64url'),
      randomBytes(48).toString('base64'),
    ])
      expect(secretProblem('API_SECRET', written, 'x'), written).toBeNull();
  });

  it('counts the decoded bytes, and refuses a pattern or another alphabet', () => {
    expect(secretProblem('API_SECRET', 'x', null)).toBe(
      'API_SECRET must be at least 32 random bytes (base64 or hex, e.g. openssl rand -base64 32): it holds 0.',
    );
    expect(secretProblem('API_STAFF_TOKEN', 'a', null)).toMatch(/^API_STAFF_TOKEN must be at least 32 random bytes .*: it holds 0\.$/);
    // 40 hex characters are 20 bytes, however long they look.
    expect(secretProblem('API_SECRET', randomBytes(20).toString('hex'), null)).toMatch(/: it holds 20\.$/);
    expect(secretProblem('API_SECRET', 'a'.repeat(64), null)).toMatch(/: its bytes repeat a pattern \(1 different values\)\.$/);
    expect(secretProblem('API_SECRET', 'changeme'.repeat(8), null)).toMatch(/: its bytes repeat a pattern/);
    expect(secretProblem('API_SECRET', '0123456789abcdef'.repeat(4), null)).toMatch(
      /: its bytes repeat a pattern \(8 different values\)\.$/,
    );
    expect(secretProblem('API_SECRET', 'correct horse battery staple, and then some more words', null)).toMatch(
      /: it is neither base64 nor hex\.$/,
    );
  });

  it('says why a missing one matters, or lets an optional one be unset', () => {
    expect(secretProblem('METRICS_TOKEN', undefined, 'anyone could read the metrics.')).toBe(
      'METRICS_TOKEN is not set: anyone could read the metrics.',
    );
    expect(secretProblem('API_STAFF_TOKEN', '', null)).toBeNull();
  });
});

describe('whole numbers', () => {
  it('reads digits only; anything else is the default, never NaN', () => {
    expect(readInteger({}, LIMIT)).toEqual({ value: 20, unreadable: null, tooLarge: null });
    expect(readInteger({ API_RATE_LIMIT_PER_MINUTE: ' 60 ' }, LIMIT).value).toBe(60);
    for (const raw of ['abc', '0', '1e9', '12px', '1.5', '-3', '0x10', '99999999999999999999']) {
      const reading = readInteger({ API_RATE_LIMIT_PER_MINUTE: raw }, LIMIT);
      expect(reading.value, raw).toBe(20);
      expect(reading.unreadable, raw).toBe(`API_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000, not "${raw}"`);
    }
  });

  it('refuses in production what is unreadable or above its bound, one line each', () => {
    const settings = [LIMIT, { variable: 'API_REQUESTS_PER_MINUTE', fallback: 300, min: 1, max: 100_000 }];
    expect(integerProblems({ API_RATE_LIMIT_PER_MINUTE: 'abc', API_REQUESTS_PER_MINUTE: '0' }, settings)).toEqual([
      'API_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000, not "abc".',
      'API_REQUESTS_PER_MINUTE must be a whole number from 1 to 100000, not "0".',
    ]);
    expect(integerProblems({ API_RATE_LIMIT_PER_MINUTE: '100000' }, settings)).toEqual([
      'API_RATE_LIMIT_PER_MINUTE=100000 is above 1000, the most production takes.',
    ]);
    expect(integerProblems({ API_RATE_LIMIT_PER_MINUTE: '1000' }, settings)).toEqual([]);
  });

  it('outside production, warns of the default used and takes a large number (the suites lift the limits)', () => {
    expect(integerWarnings({ API_RATE_LIMIT_PER_MINUTE: 'abc' }, [LIMIT])).toEqual([
      'API_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000, not "abc": 20 is used.',
    ]);
    expect(integerWarnings({ API_RATE_LIMIT_PER_MINUTE: '100000000' }, [LIMIT])).toEqual([]);
    // Production refuses it instead.
    expect(integerWarnings({ NODE_ENV: 'production', API_RATE_LIMIT_PER_MINUTE: 'abc' }, [LIMIT])).toEqual([]);
    expect(readInteger({ API_RATE_LIMIT_PER_MINUTE: '100000000' }, LIMIT).value).toBe(100_000_000);
  });
});

describe('addresses', () => {
  it('knows this machine however it is written', () => {
    for (const host of [
      'localhost',
      'LOCALHOST.',
      'api.localhost',
      '127.0.0.1',
      '127.8.9.10',
      '[::1]',
      '0.0.0.0',
      '[::]',
      '[::ffff:127.0.0.1]',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['firebasestorage.googleapis.com', '10.0.0.5', '[2001:db8::1]', 'localhost.example.com'])
      expect(isLoopbackHost(host), host).toBe(false);
    // The URL parser writes every IPv4 form the dotted way: 2130706433 and 127.1 are 127.0.0.1.
    expect(isLoopbackHost(new URL('https://2130706433/').hostname)).toBe(true);
    expect(isLoopbackHost(new URL('https://127.1/').hostname)).toBe(true);
  });

  it('takes https off this machine; refuses http, this machine and what is not an address', () => {
    expect(httpsAddressProblem('SHOPIFY_API_ORIGIN', 'https://piscines-soleil.myshopify.com', null)).toBeNull();
    expect(httpsAddressProblem('SHOPIFY_API_ORIGIN', undefined, null)).toBeNull();
    expect(httpsAddressProblem('API_PUBLIC_URL', undefined, 'mail links would name http://localhost.')).toBe(
      'API_PUBLIC_URL is not set: mail links would name http://localhost.',
    );
    expect(httpsAddressProblem('APP_CHECK_JWKS_URL', 'http://keys.example.com/jwks', null)).toMatch(
      /^APP_CHECK_JWKS_URL must be an https address, not http:\/\//,
    );
    expect(httpsAddressProblem('API_STORAGE_ENDPOINT', 'https://127.0.0.1:3020', null)).toMatch(
      /^API_STORAGE_ENDPOINT names this machine \(127\.0\.0\.1\)/,
    );
    expect(httpsAddressProblem('SITE_URL', 'piscinessoleil.ca', null)).toBe('SITE_URL is not an address: "piscinessoleil.ca".');
    expect(['https://api.piscinessoleil.ca', 'http://api.piscinessoleil.ca', 'https://[::1]:3010', 'api'].map(httpsAddressFault)).toEqual([
      null,
      'http: not https:',
      'this machine ([::1])',
      'not an address',
    ]);
  });
});

describe('the rest of production', () => {
  it('refuses the local stack and the seed clock in production only', () => {
    expect(localStackProblem({ NODE_ENV: 'production', STOREFRONT_STACK: 'local' })).toMatch(/^STOREFRONT_STACK=local is for /);
    expect(localStackProblem({ STOREFRONT_STACK: 'local' })).toBeNull();
    expect(localStackProblem({ NODE_ENV: 'production' })).toBeNull();
    expect(seedDateProblem({ STOREFRONT_SEED_DATE: '2026-11-25' })).toMatch(/^STOREFRONT_SEED_DATE is set: /);
    expect(seedDateProblem({})).toBeNull();
  });

  it('keeps the stand-ins out of production altogether', () => {
    expect(standInProblem('the local cloud', { NODE_ENV: 'production' })).toBe(
      'NODE_ENV=production: the local cloud is a stand-in for this machine only and does not run in production.',
    );
    expect(standInProblem('the local cloud', { NODE_ENV: 'test' })).toBeNull();
  });

  it('asks for Redis unless one copy is said to run alone', () => {
    expect(sharedCountsProblem({}, 'API_SINGLE_COPY')).toBe(
      'REDIS_URL is not set: each copy would count its limits alone; set it, or API_SINGLE_COPY=1 when exactly one copy runs.',
    );
    expect(sharedCountsProblem({ API_SINGLE_COPY: '1' }, 'API_SINGLE_COPY')).toBeNull();
    expect(sharedCountsProblem({ REDIS_URL: 'rediss://10.0.0.7:6380' }, 'API_SINGLE_COPY')).toBeNull();
    expect(sharedCountsProblem({ REDIS_URL: '10.0.0.7:6379' }, 'API_SINGLE_COPY')).toMatch(/^REDIS_URL must be a redis:\/\//);
  });

  it('gives every server the same refusals, one line each, the local stack first', () => {
    const server = { numbers: [LIMIT], singleCopyVariable: 'API_SINGLE_COPY' };
    const metricsToken = randomBytes(32).toString('base64');
    expect(everyServerProblems({ NODE_ENV: 'production', METRICS_TOKEN: metricsToken, API_SINGLE_COPY: '1' }, server)).toEqual([]);
    const found = everyServerProblems(
      {
        NODE_ENV: 'production',
        STOREFRONT_STACK: 'local',
        API_RATE_LIMIT_PER_MINUTE: 'abc',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:3020',
        STOREFRONT_SEED_DATE: '2026-11-25',
      },
      server,
    );
    expect(found.map((line) => /^[A-Z_]+/.exec(line)?.[0])).toEqual([
      'STOREFRONT_STACK',
      'METRICS_TOKEN',
      'REDIS_URL',
      'API_RATE_LIMIT_PER_MINUTE',
      'FIRESTORE_EMULATOR_HOST',
      'STOREFRONT_SEED_DATE',
    ]);
    expect(found[1]).toBe('METRICS_TOKEN is not set: /metrics would answer this machine only, and Prometheus scrapes from another.');
  });

  it('refuses the variables that send Google’s SDKs to an emulator', () => {
    expect(emulatorProblems({ STORAGE_EMULATOR_HOST: 'http://127.0.0.1:3020', FIRESTORE_EMULATOR_HOST: '' })).toEqual([
      "STORAGE_EMULATOR_HOST is set: Google's SDKs would talk to an emulator at http://127.0.0.1:3020, not to Google.",
    ]);
  });
});
