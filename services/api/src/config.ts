// Owns the store API's settings, all from the environment, with defaults that run on one machine without any set-up.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Merchant } from '@storefront/commerce';
import { STORE_ADDRESS } from '@storefront/contracts';
import { localRuntimeConfig, REMOTES, shellOrigin, staffOrigin } from '@storefront/mf-config/apps';
import { parseProxyTrust, type ProxyTrust } from '@storefront/mf-config/proxy-trust';
import { readInteger, type IntegerSetting } from '@storefront/mf-config/settings';
import type { CloudStorageOptions } from './leads/attachments';
import type { CatalogueConfig } from './catalogue';
import type { AppCheckOptions } from './integrity';
import { readBraintreeConfig, type BraintreeOptions } from './orders/braintree';

export interface ApiConfig {
  /** Where PGlite's data, attachments and the .eml outbox live. */
  dataDir: string;
  databaseUrl?: string;
  /** SMTP server address (smtp://user:pass@host:587); without it, mails are written as .eml files in outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  /** Where attachments are kept without a bucket (the embedded default: this machine's disk). */
  attachmentsDir: string;
  /**
   * Set (API_ATTACHMENT_BUCKET): attachments go to that Cloud Storage bucket, shared by every copy. API_STORAGE_ENDPOINT
   * points the SDK at another endpoint (the local cloud), with API_STORAGE_TOKEN (else LOCAL_CLOUD_ADMIN_TOKEN) as bearer.
   */
  attachmentStorage?: CloudStorageOptions;
  /** Set (REDIS_URL): rate limits are counted in that Redis, shared by every copy; in this process's memory otherwise. */
  redisUrl?: string;
  /** Attachments are deleted this many days after they arrive (API_ATTACHMENT_RETENTION_DAYS); the lead stays. */
  attachmentRetentionDays: number;
  mailFrom: string;
  /** The store's address that receives every lead. */
  storeEmail: string;
  /**
   * The merchant as the contract and the receipt name it (Consumer Protection Act s. 54.4; Revenu Québec's invoice rules):
   * STORE_LEGAL_NAME, STORE_TRADE_NAME, STORE_PHONE, STORE_CONTACT_EMAIL, STORE_GST_NUMBER, STORE_QST_NUMBER; the seed's here.
   */
  merchant: Merchant;
  /** This API's public address, for the unsubscribe links in mails. */
  publicUrl: string;
  /** Origins allowed by CORS: the site's own. */
  allowedOrigins: string[];
  /** Submissions allowed per client and minute. */
  rateLimitPerMinute: number;
  /** Requests of any other kind (reads, quotes) allowed per client and minute. */
  requestsPerMinute: number;
  /**
   * Signs unsubscribe links, local integrity tokens and order access keys: API_SECRET, the same on every copy. Only the
   * embedded default (PGlite, one copy) makes one of its own, kept in the data folder; '' means it is missing.
   */
  secret: string;
  /**
   * The catalogue (Firestore) a quote's configuration is priced from: FIREBASE_PROJECT_ID, FIREBASE_API_KEY and
   * FIREBASE_STORAGE_BUCKET (the site's public web-app settings); the local cloud otherwise.
   */
  catalogue: CatalogueConfig;
  /** The hosted store (Storefront API) the order path prices carts from. */
  shopify: { domain: string; storefrontAccessToken: string; apiOrigin?: string };
  /**
   * The Admin API that receives paid orders (SHOPIFY_ADMIN_TOKEN on Shopify; the local cloud's admin secret here);
   * absent, paid orders wait in the commerce queue.
   */
  shopifyAdmin?: { storeDomain: string; accessToken: string; apiOrigin?: string };
  /** The payment provider: Braintree's production or sandbox, or the local stand-in by default. */
  braintree: BraintreeOptions;
  /** False (ORDERS_CLOSED=1): the closed-shop switch, no payment taken. */
  ordersOpen: boolean;
  /** Staff read the orders waiting for the commerce platform with it (API_STAFF_TOKEN); without it, no staff routes. */
  staffToken?: string;
  /**
   * The staff console (ADR 0066): its origin (STAFF_ORIGIN), which its passkeys are bound to, the WebAuthn relying party's
   * id (STAFF_RP_ID, else the origin's host name), and how long a session lasts without a request (STAFF_SESSION_IDLE_MINUTES).
   */
  staff: StaffSettings;
  /** Set (METRICS_TOKEN): /metrics answers its bearer only; unset, only this machine (loopback). */
  metricsToken?: string;
  /**
   * Which proxies' X-Forwarded-For is believed (API_TRUST_PROXY): a number of hops in front of the API, or their
   * addresses; `true` believes every hop, which lets any client forge its address.
   */
  trustProxy: ProxyTrust;
  /** Set (APP_CHECK_PROJECT_NUMBER): submissions need a Firebase App Check token; the local verifier otherwise. */
  appCheck?: AppCheckOptions;
  /** The site's address (SITE_URL), for the booking mails' links to its page; this machine's shell otherwise. */
  siteUrl?: string;
  /** The store's phone the booking's refusals give (STORE_PHONE); the site's runtime configuration's otherwise. */
  storePhone?: string;
  /** The day the booking counts from (STOREFRONT_SEED_DATE, the tests' site); today otherwise. */
  seedDate?: string;
}

export interface StaffSettings {
  origin: string;
  rpId: string;
  idleMinutes: number;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Days an attachment (a CV, a photo) is kept at most: Law 25 keeps personal information only as long as its purpose needs. */
export const MAX_ATTACHMENT_RETENTION_DAYS = 365;

/**
 * The API's whole numbers: their defaults, and the bounds production holds them to (above them a limit limits nothing).
 * Anything but digits within them is the default (with a warning outside production): a NaN limit would limit nothing.
 */
export const API_NUMBERS = {
  rateLimitPerMinute: { variable: 'API_RATE_LIMIT_PER_MINUTE', fallback: 20, min: 1, max: 1_000 },
  requestsPerMinute: { variable: 'API_REQUESTS_PER_MINUTE', fallback: 300, min: 1, max: 100_000 },
  attachmentRetentionDays: { variable: 'API_ATTACHMENT_RETENTION_DAYS', fallback: 90, min: 1, max: MAX_ATTACHMENT_RETENTION_DAYS },
  // A console left open on the counter's tablet signs out after this long without a request.
  staffIdleMinutes: { variable: 'STAFF_SESSION_IDLE_MINUTES', fallback: 30, min: 1, max: 12 * 60 },
} as const satisfies Record<string, IntegerSetting>;

/** A secret kept in the data folder, so links in mails already sent keep working after a restart. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function readApiConfig(port: number, env: Record<string, string | undefined> = process.env): ApiConfig {
  // Beside the site's other local state (.var, or the end-to-end suite's own folder).
  const dataDir = resolve(env.API_DATA_DIR ?? join(env.STOREFRONT_VAR_DIR ?? join(repoRoot, '.var'), 'api'));
  const site = [shellOrigin(), ...REMOTES.map((app) => `http://localhost:${app.port}`)];
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: join(dataDir, 'mail-outbox'),
    attachmentsDir: join(dataDir, 'attachments'),
    ...(env.API_ATTACHMENT_BUCKET ? { attachmentStorage: attachmentStorage(env.API_ATTACHMENT_BUCKET, env) } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    attachmentRetentionDays: readInteger(env, API_NUMBERS.attachmentRetentionDays).value,
    mailFrom: env.MAIL_FROM ?? 'Piscines Soleil <no-reply@piscinessoleil.local>',
    storeEmail: env.STORE_EMAIL ?? 'ventes@piscinessoleil.local',
    merchant: merchantOf(env),
    publicUrl: env.API_PUBLIC_URL ?? `http://localhost:${port}`,
    allowedOrigins: env.API_ALLOWED_ORIGINS
      ? env.API_ALLOWED_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : site,
    rateLimitPerMinute: readInteger(env, API_NUMBERS.rateLimitPerMinute).value,
    requestsPerMinute: readInteger(env, API_NUMBERS.requestsPerMinute).value,
    secret: env.API_SECRET || (env.DATABASE_URL ? '' : persistentSecret(dataDir)),
    catalogue: catalogueConfig(env),
    shopify: env.SHOPIFY_DOMAIN
      ? {
          domain: env.SHOPIFY_DOMAIN,
          storefrontAccessToken: env.SHOPIFY_STOREFRONT_TOKEN ?? '',
          ...(env.SHOPIFY_API_ORIGIN ? { apiOrigin: env.SHOPIFY_API_ORIGIN } : {}),
        }
      : localRuntimeConfig().shopify,
    ...(shopifyAdmin(env) ? { shopifyAdmin: shopifyAdmin(env) } : {}),
    braintree: readBraintreeConfig(env),
    ordersOpen: env.ORDERS_CLOSED !== '1',
    ...(env.API_STAFF_TOKEN ? { staffToken: env.API_STAFF_TOKEN } : {}),
    staff: staffSettings(env),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    trustProxy: parseProxyTrust(env.API_TRUST_PROXY),
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL } : {}),
    ...(env.STORE_PHONE ? { storePhone: env.STORE_PHONE } : {}),
    ...(env.STOREFRONT_SEED_DATE ? { seedDate: env.STOREFRONT_SEED_DATE } : {}),
    ...(env.APP_CHECK_PROJECT_NUMBER
      ? {
          appCheck: {
            projectNumber: env.APP_CHECK_PROJECT_NUMBER,
            ...(env.APP_CHECK_JWKS_URL ? { jwksUrl: env.APP_CHECK_JWKS_URL } : {}),
            appIds: (env.APP_CHECK_APP_IDS ?? '')
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          },
        }
      : {}),
  };
}

function staffSettings(env: Record<string, string | undefined>): StaffSettings {
  const origin = (env.STAFF_ORIGIN || staffOrigin()).replace(/\/+$/, '');
  return {
    origin,
    rpId: env.STAFF_RP_ID || new URL(origin).hostname,
    idleMinutes: readInteger(env, API_NUMBERS.staffIdleMinutes).value,
  };
}

function catalogueConfig(env: Record<string, string | undefined>): CatalogueConfig {
  if (!env.FIREBASE_PROJECT_ID) {
    const local = localRuntimeConfig();
    return { firebase: local.firebase, ...(local.emulator ? { emulator: local.emulator } : {}) };
  }
  return {
    firebase: {
      projectId: env.FIREBASE_PROJECT_ID,
      apiKey: env.FIREBASE_API_KEY ?? '',
      storageBucket: env.FIREBASE_STORAGE_BUCKET ?? `${env.FIREBASE_PROJECT_ID}.appspot.com`,
    },
  };
}

function attachmentStorage(bucket: string, env: Record<string, string | undefined>): CloudStorageOptions {
  if (!env.API_STORAGE_ENDPOINT) return { bucket };
  const token = env.API_STORAGE_TOKEN || env.LOCAL_CLOUD_ADMIN_TOKEN;
  return { bucket, endpoint: env.API_STORAGE_ENDPOINT, ...(token ? { token } : {}) };
}

function shopifyAdmin(env: Record<string, string | undefined>): ApiConfig['shopifyAdmin'] {
  if (env.SHOPIFY_DOMAIN)
    return env.SHOPIFY_ADMIN_TOKEN
      ? {
          storeDomain: env.SHOPIFY_DOMAIN,
          accessToken: env.SHOPIFY_ADMIN_TOKEN,
          ...(env.SHOPIFY_API_ORIGIN ? { apiOrigin: env.SHOPIFY_API_ORIGIN } : {}),
        }
      : undefined;
  const local = localRuntimeConfig().shopify;
  return env.LOCAL_CLOUD_ADMIN_TOKEN
    ? { storeDomain: local.domain, accessToken: env.LOCAL_CLOUD_ADMIN_TOKEN, ...(local.apiOrigin ? { apiOrigin: local.apiOrigin } : {}) }
    : undefined;
}

/**
 * Whatever the environment: a configuration shared by several copies (a Postgres server, a bucket) that each copy would
 * read differently. The embedded default (PGlite, local disk) has none of these.
 */
export function sharedStateProblems(config: ApiConfig, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.API_SECRET)
    problems.push(
      'API_SECRET is not set: with DATABASE_URL several copies share one database, and links signed by one copy must work on every other.',
    );
  if (config.attachmentStorage?.endpoint && !config.attachmentStorage.token)
    problems.push('API_STORAGE_TOKEN is not set: API_STORAGE_ENDPOINT needs a bearer token (LOCAL_CLOUD_ADMIN_TOKEN for the local cloud).');
  return problems;
}

/** The merchant's identity from the environment; locally the seed's (the registration numbers are Revenu Québec's examples' shape). */
export function merchantOf(env: NodeJS.ProcessEnv): Merchant {
  return {
    legalName: env.STORE_LEGAL_NAME ?? 'Piscines Soleil inc.',
    tradeName: env.STORE_TRADE_NAME ?? 'Piscines Soleil',
    address: { ...STORE_ADDRESS },
    phone: env.STORE_PHONE ?? localRuntimeConfig().store.phone,
    email: env.STORE_CONTACT_EMAIL ?? env.STORE_EMAIL ?? 'ventes@piscinessoleil.local',
    gstNumber: env.STORE_GST_NUMBER ?? '123456789 RT0001',
    qstNumber: env.STORE_QST_NUMBER ?? '1234567890 TQ0001',
  };
}
