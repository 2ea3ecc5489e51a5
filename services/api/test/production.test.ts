// Production fails closed: the store API refuses to start on a configuration that would take orders without money, sign
// with a weak secret, accept unverified requests, believe forged addresses, lose mail, keep data on one copy, call a stand-in,
// or never tell Shopify; one line per setting, starting with its variable. Each case below is one that ADR 0049 answers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApiConfig } from '../src/config';
import { mailboxProblem, productionProblems, settingWarnings, smtpProblem } from '../src/production';
import { startApi, UnsafeConfigurationError } from '../src/server';

type Env = Record<string, string | undefined>;

const secret = () => randomBytes(32).toString('base64url');

const READY: Env = {
  NODE_ENV: 'production',
  API_SECRET: secret(),
  API_STAFF_TOKEN: secret(),
  METRICS_TOKEN: randomBytes(32).toString('hex'),
  DATABASE_URL: 'postgres://storefront@10.0.0.5:5432/storefront',
  REDIS_URL: 'rediss://10.0.0.6:6380',
  API_ATTACHMENT_BUCKET: 'piscines-soleil-attachments',
  SMTP_URL: 'smtps://ventes:mot-de-passe@smtp.piscinessoleil.ca:465',
  MAIL_FROM: 'Piscines Soleil <no-reply@piscinessoleil.ca>',
  STORE_EMAIL: 'ventes@piscinessoleil.ca',
  STORE_LEGAL_NAME: '9123-4567 Québec inc.',
  STORE_PHONE: '450 662-7070',
  STORE_GST_NUMBER: '873456789 RT0001',
  STORE_QST_NUMBER: '1216543210 TQ0001',
  API_PUBLIC_URL: 'https://api.piscinessoleil.ca',
  SITE_URL: 'https://www.piscinessoleil.ca',
  STAFF_ORIGIN: 'https://console.piscinessoleil.ca',
  API_ALLOWED_ORIGINS: 'https://www.piscinessoleil.ca, https://piscinessoleil.ca',
  API_TRUST_PROXY: '1',
  APP_CHECK_PROJECT_NUMBER: '123456789',
  APP_CHECK_APP_IDS: '1:123456789:web:0a1b2c3d4e5f',
  BRAINTREE_ENVIRONMENT: 'production',
  BRAINTREE_MERCHANT_ID: 'merchant',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
  BRAINTREE_MERCHANT_ACCOUNT_ID: 'piscinessoleil_CAD',
  SHOPIFY_DOMAIN: 'piscines-soleil.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: 'storefront',
  SHOPIFY_ADMIN_TOKEN: 'shpat_admin',
  FIREBASE_PROJECT_ID: 'piscines-soleil',
  FIREBASE_API_KEY: 'public-web-key',
};

const problems = (env: Env) =>
  productionProblems(readApiConfig(3010, { API_DATA_DIR: mkdtempSync(join(tmpdir(), 'api-prod-')), ...env }), env);

/** Each unsafe setting of the issue, over a complete production configuration: the variable it names, and the one line's start. */
const UNSAFE: [Env, RegExp][] = [
  [{ STOREFRONT_STACK: 'local' }, /^STOREFRONT_STACK=local is for this machine's stand-ins only/],
  [{ API_SECRET: 'x' }, /^API_SECRET must be at least 32 random bytes \(base64 or hex/],
  [{ API_SECRET: undefined }, /^API_SECRET is not set: /],
  [{ API_SECRET: 'a'.repeat(64) }, /^API_SECRET must be .*repeat a pattern/],
  [{ API_STAFF_TOKEN: 'a' }, /^API_STAFF_TOKEN must be at least 32 random bytes/],
  [{ STAFF_ORIGIN: undefined }, /^STAFF_ORIGIN is not set: staff passkeys would be bound to this machine/],
  [{ STAFF_RP_ID: 'autre-domaine.ca' }, /^STAFF_RP_ID=autre-domaine\.ca is not STAFF_ORIGIN's host \(console\.piscinessoleil\.ca\)/],
  [{ METRICS_TOKEN: undefined }, /^METRICS_TOKEN is not set: /],
  [{ METRICS_TOKEN: 'metrics' }, /^METRICS_TOKEN must be at least 32 random bytes/],
  [
    { API_TRUST_PROXY: '0.0.0.0/0' },
    /^API_TRUST_PROXY must name the proxies' own addresses or ranges .*: 0\.0\.0\.0\/0 \(nearly every address\)\.$/,
  ],
  [{ API_TRUST_PROXY: '999' }, /^API_TRUST_PROXY=999 believes 999 hops/],
  [{ API_TRUST_PROXY: 'true' }, /^API_TRUST_PROXY=true believes every hop/],
  [{ API_PUBLIC_URL: undefined }, /^API_PUBLIC_URL is not set: unsubscribe links/],
  [{ API_PUBLIC_URL: 'http://api.piscinessoleil.ca' }, /^API_PUBLIC_URL must be an https address/],
  [{ SITE_URL: undefined }, /^SITE_URL is not set: /],
  [{ SITE_URL: 'http://www.piscinessoleil.ca' }, /^SITE_URL must be an https address/],
  [{ API_ALLOWED_ORIGINS: '*' }, /^API_ALLOWED_ORIGINS must list https origins of the site .*not: \*\.$/],
  [{ API_ALLOWED_ORIGINS: 'https://www.piscinessoleil.ca, http://piscinessoleil.ca' }, /not: http:\/\/piscinessoleil\.ca\.$/],
  [{ API_ALLOWED_ORIGINS: 'https://www.piscinessoleil.ca/fr' }, /^API_ALLOWED_ORIGINS must list https origins/],
  [{ API_ALLOWED_ORIGINS: undefined }, /^API_ALLOWED_ORIGINS is not set: /],
  [{ SMTP_URL: undefined }, /^SMTP_URL is not set: mails would be written to this copy’s disk/],
  [{ SMTP_URL: 'smtp://ventes:mot-de-passe@smtp.piscinessoleil.ca:587' }, /^SMTP_URL must require TLS: /],
  [{ DATABASE_URL: undefined }, /^DATABASE_URL is not set: /],
  [{ REDIS_URL: undefined }, /^REDIS_URL is not set: each copy would count its limits alone; set it, or API_SINGLE_COPY=1 /],
  [{ API_RATE_LIMIT_PER_MINUTE: 'abc' }, /^API_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000, not "abc"\.$/],
  [{ API_RATE_LIMIT_PER_MINUTE: '1e9' }, /^API_RATE_LIMIT_PER_MINUTE must be a whole number/],
  [{ API_REQUESTS_PER_MINUTE: '0' }, /^API_REQUESTS_PER_MINUTE must be a whole number from 1 to 100000, not "0"\.$/],
  [{ API_REQUESTS_PER_MINUTE: '12px' }, /^API_REQUESTS_PER_MINUTE must be a whole number/],
  [{ APP_CHECK_APP_IDS: '' }, /^APP_CHECK_APP_IDS is empty: /],
  [{ APP_CHECK_PROJECT_NUMBER: undefined }, /^APP_CHECK_PROJECT_NUMBER is not set: /],
  [{ APP_CHECK_JWKS_URL: 'http://firebaseappcheck.googleapis.com/v1/jwks' }, /^APP_CHECK_JWKS_URL must be an https address/],
  [{ STOREFRONT_SEED_DATE: '2026-11-25' }, /^STOREFRONT_SEED_DATE is set: /],
  [{ SHOPIFY_API_ORIGIN: 'https://127.0.0.1:3020' }, /^SHOPIFY_API_ORIGIN names this machine \(127\.0\.0\.1\)/],
  [{ API_STORAGE_ENDPOINT: 'http://127.0.0.1:3020', API_STORAGE_TOKEN: 'token' }, /^API_STORAGE_ENDPOINT must be an https address/],
  [{ API_STORAGE_ENDPOINT: 'https://localhost:3020', API_STORAGE_TOKEN: 'token' }, /^API_STORAGE_ENDPOINT names this machine/],
  [{ STORAGE_EMULATOR_HOST: 'http://127.0.0.1:3020' }, /^STORAGE_EMULATOR_HOST is set: /],
  [{ FIRESTORE_EMULATOR_HOST: '127.0.0.1:3020' }, /^FIRESTORE_EMULATOR_HOST is set: /],
  [{ BRAINTREE_MERCHANT_ACCOUNT_ID: undefined }, /^BRAINTREE_MERCHANT_ACCOUNT_ID is not set: /],
  [{ STORE_LEGAL_NAME: undefined }, /^STORE_LEGAL_NAME is not set: contracts and receipts would name the seed’s legal name\.$/],
  [{ STORE_LEGAL_NAME: 'Piscines Soleil inc.' }, /^STORE_LEGAL_NAME is the seed’s example/],
  [{ STORE_PHONE: undefined }, /^STORE_PHONE is not set: /],
  [{ STORE_GST_NUMBER: '123456789 RT0001' }, /^STORE_GST_NUMBER is the seed’s example/],
  [{ STORE_GST_NUMBER: '12345678 RT001' }, /^STORE_GST_NUMBER must read like 123456789 RT0001/],
  [{ STORE_QST_NUMBER: undefined }, /^STORE_QST_NUMBER is not set: /],
  [{ STORE_QST_NUMBER: '1234567890 RT0001' }, /^STORE_QST_NUMBER must read like 1234567890 TQ0001/],
  [
    { MAIL_FROM: 'Piscines Soleil <no-reply@piscinessoleil.local>' },
    /^MAIL_FROM is on piscinessoleil\.local, a domain that receives no mail/,
  ],
  [{ MAIL_FROM: undefined }, /^MAIL_FROM is not set: /],
  [{ STORE_EMAIL: 'ventes@piscinessoleil.local' }, /^STORE_EMAIL is on piscinessoleil\.local/],
  [{ STORE_CONTACT_EMAIL: 'info@piscinessoleil.test' }, /^STORE_CONTACT_EMAIL is on piscinessoleil\.test/],
  [{ API_ATTACHMENT_RETENTION_DAYS: '36500' }, /^API_ATTACHMENT_RETENTION_DAYS=36500 is above 365, the most production takes\.$/],
  [{ API_ATTACHMENT_RETENTION_DAYS: '0' }, /^API_ATTACHMENT_RETENTION_DAYS must be a whole number from 1 to 365/],
  [{ BRAINTREE_ENVIRONMENT: 'sandbox' }, /^BRAINTREE_ENVIRONMENT must be production/],
  [{ FIREBASE_PROJECT_ID: undefined }, /^FIREBASE_PROJECT_ID is not set: /],
  [{ SHOPIFY_STOREFRONT_TOKEN: undefined }, /^SHOPIFY_STOREFRONT_TOKEN is not set: /],
  [{ SHOPIFY_ADMIN_TOKEN: undefined }, /^SHOPIFY_ADMIN_TOKEN is not set: paid orders would never reach Shopify\.$/],
  [
    { API_STORAGE_ENDPOINT: 'https://storage.piscinessoleil.ca', API_STORAGE_TOKEN: undefined, LOCAL_CLOUD_ADMIN_TOKEN: 'owner' },
    /^LOCAL_CLOUD_ADMIN_TOKEN must be at least 32 random bytes/,
  ],
];

describe('production fails closed', () => {
  it('a complete production configuration starts', () => {
    expect(problems(READY)).toEqual([]);
  });

  it.each(UNSAFE)('refuses %j in one line naming its variable', (unsafe, line) => {
    const found = problems({ ...READY, ...unsafe });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(line);
  });

  it('names every missing piece of a bare production on its own line, each variable once', () => {
    const found = problems({ NODE_ENV: 'production' });
    const variables = found.map((line) => /^[A-Z_]+/.exec(line)?.[0]);
    expect(new Set(variables).size).toBe(found.length);
    expect(variables).toEqual([
      // Every server's (@storefront/mf-config/settings' everyServerProblems), then the store API's own.
      'METRICS_TOKEN',
      'REDIS_URL',
      'BRAINTREE_ENVIRONMENT',
      'BRAINTREE_MERCHANT_ACCOUNT_ID',
      'API_SECRET',
      'DATABASE_URL',
      'API_ATTACHMENT_BUCKET',
      'SMTP_URL',
      'MAIL_FROM',
      'STORE_EMAIL',
      'STORE_LEGAL_NAME',
      'STORE_PHONE',
      'STORE_GST_NUMBER',
      'STORE_QST_NUMBER',
      'API_PUBLIC_URL',
      'SITE_URL',
      'STAFF_ORIGIN',
      'API_ALLOWED_ORIGINS',
      'APP_CHECK_PROJECT_NUMBER',
      'FIREBASE_PROJECT_ID',
      'SHOPIFY_DOMAIN',
    ]);
  });

  it('STOREFRONT_STACK=local lifts nothing in production; outside production nothing is asked', () => {
    const local = problems({ NODE_ENV: 'production', STOREFRONT_STACK: 'local' });
    expect(local[0]).toMatch(/^STOREFRONT_STACK=local /);
    expect(local).toEqual(
      expect.arrayContaining([expect.stringMatching(/^BRAINTREE_ENVIRONMENT /), expect.stringMatching(/^API_SECRET /)]),
    );
    expect(problems({})).toEqual([]);
    expect(problems({ STOREFRONT_STACK: 'local', API_SECRET: 'x', API_RATE_LIMIT_PER_MINUTE: 'abc' })).toEqual([]);
  });

  it('one copy alone may go without Redis when the operator says so', () => {
    expect(problems({ ...READY, REDIS_URL: undefined, API_SINGLE_COPY: '1' })).toEqual([]);
  });

  it('refuses to start, before opening anything', async () => {
    const start = startApi({
      port: 0,
      env: { NODE_ENV: 'production', STOREFRONT_STACK: '', API_DATA_DIR: mkdtempSync(join(tmpdir(), 'api-prod-')) },
    });
    await expect(start).rejects.toBeInstanceOf(UnsafeConfigurationError);
    await expect(start).rejects.toThrow(/^The store API will not start in production:\n- METRICS_TOKEN /);
  });

  it('refuses to start in one line when a setting cannot be read at all', async () => {
    const start = startApi({
      port: 0,
      env: { BRAINTREE_ENVIRONMENT: 'production', BRAINTREE_MERCHANT_ID: '', API_DATA_DIR: mkdtempSync(join(tmpdir(), 'api-prod-')) },
    });
    await expect(start).rejects.toBeInstanceOf(UnsafeConfigurationError);
    await expect(start).rejects.toThrow(
      /^The store API will not start with this configuration:\n- BRAINTREE_ENVIRONMENT=production needs BRAINTREE_MERCHANT_ID$/,
    );
  });

  it('refuses to start on the local stack under NODE_ENV=production, which it used to take as a pass', async () => {
    const start = startApi({
      port: 0,
      env: { NODE_ENV: 'production', STOREFRONT_STACK: 'local', API_DATA_DIR: mkdtempSync(join(tmpdir(), 'api-prod-')) },
    });
    await expect(start).rejects.toThrow(/^The store API will not start in production:\n- STOREFRONT_STACK=local /);
  });
});

describe('numbers outside production', () => {
  it('an unreadable limit is its default, said in a warning, never NaN', () => {
    const env = { API_DATA_DIR: mkdtempSync(join(tmpdir(), 'api-prod-')), API_RATE_LIMIT_PER_MINUTE: 'abc', API_REQUESTS_PER_MINUTE: '0' };
    const config = readApiConfig(3010, env);
    expect([config.rateLimitPerMinute, config.requestsPerMinute, config.attachmentRetentionDays]).toEqual([20, 300, 90]);
    expect(settingWarnings(env)).toEqual([
      'API_RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 1000, not "abc": 20 is used.',
      'API_REQUESTS_PER_MINUTE must be a whole number from 1 to 100000, not "0": 300 is used.',
    ]);
    // The suites lift the limits on purpose: a large number is taken as it is.
    expect(readApiConfig(3010, { ...env, API_RATE_LIMIT_PER_MINUTE: '100000000' }).rateLimitPerMinute).toBe(100_000_000);
  });
});

describe('the mail settings', () => {
  it('takes TLS from the first byte or STARTTLS required, as nodemailer reads its URL', () => {
    expect(smtpProblem('smtps://user:pass@smtp.piscinessoleil.ca')).toBeNull();
    expect(smtpProblem('smtp://user:pass@smtp.piscinessoleil.ca:587?requireTLS=true')).toBeNull();
    expect(smtpProblem('smtp://user:pass@smtp.piscinessoleil.ca:587?requireTLS=false')).toMatch(/^SMTP_URL must require TLS/);
    expect(smtpProblem('smtp://smtp.piscinessoleil.ca:587?requireTLS=true&ignoreTLS=true')).toMatch(/^SMTP_URL has ignoreTLS=true/);
    expect(smtpProblem('smtps://smtp.piscinessoleil.ca?tls.rejectUnauthorized=false')).toMatch(
      /^SMTP_URL has tls\.rejectUnauthorized=false/,
    );
    expect(smtpProblem('direct:?name=x')).toMatch(/^SMTP_URL must be an smtps:\/\/ or smtp:\/\/ address/);
    expect(smtpProblem('smtps://')).toBe('SMTP_URL names no host.');
  });

  it('takes one mailbox on a domain that receives mail', () => {
    expect(mailboxProblem('MAIL_FROM', 'Piscines Soleil <no-reply@piscinessoleil.ca>', null)).toBeNull();
    expect(mailboxProblem('STORE_EMAIL', 'ventes@piscinessoleil.ca', null)).toBeNull();
    expect(mailboxProblem('STORE_EMAIL', 'ventes@piscinessoleil.ca, patron@piscinessoleil.ca', null)).toMatch(
      /^STORE_EMAIL must be one mailbox/,
    );
    expect(mailboxProblem('STORE_EMAIL', 'ventes:ventes@piscinessoleil.ca;', null)).toMatch(/^STORE_EMAIL must be one mailbox/);
    expect(mailboxProblem('MAIL_FROM', 'no-reply@[127.0.0.1]', null)).toMatch(/^MAIL_FROM must be one mailbox on a real domain/);
    expect(mailboxProblem('MAIL_FROM', 'no-reply@localhost', null)).toMatch(/^MAIL_FROM must be one mailbox on a real domain/);
    for (const domain of ['piscinessoleil.local', 'shop.test', 'example', 'mail.example', 'x.invalid', 'api.localhost'])
      expect(mailboxProblem('MAIL_FROM', `no-reply@${domain}`, null), domain).toMatch(/a domain that receives no mail|on a real domain/);
  });
});
