// Owns the store API's settings, all from the environment, with defaults that run on one machine without any set-up.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { localRuntimeConfig, REMOTE_APPS, shellOrigin } from '@storefront/mf-config/apps';
import type { AppCheckOptions } from './integrity';

export interface ApiConfig {
  /** Where PGlite's data, attachments and the .eml outbox live. */
  dataDir: string;
  databaseUrl?: string;
  /** SMTP server address (smtp://user:pass@host:587); without it, mails are written as .eml files in outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  attachmentsDir: string;
  mailFrom: string;
  /** The store's address that receives every lead. */
  storeEmail: string;
  /** This API's public address, for the unsubscribe links in mails. */
  publicUrl: string;
  /** Origins allowed by CORS: the site's own. */
  allowedOrigins: string[];
  /** Submissions allowed per client and minute. */
  rateLimitPerMinute: number;
  /** Requests of any other kind (reads, quotes) allowed per client and minute. */
  requestsPerMinute: number;
  /** Signs unsubscribe links, local integrity tokens and order access keys. */
  secret: string;
  /**
   * The hosted store (Storefront API) the order path prices carts from; `adminToken` is the secret of the local cloud's
   * order completion (LOCAL_CLOUD_ADMIN_TOKEN), which stands in for Shopify's Admin API.
   */
  shopify: { domain: string; storefrontAccessToken: string; apiOrigin?: string; adminToken?: string };
  /** False (ORDERS_CLOSED=1): the closed-shop switch, no payment taken. */
  ordersOpen: boolean;
  /** Set (APP_CHECK_PROJECT_NUMBER): submissions need a Firebase App Check token; the local verifier otherwise. */
  appCheck?: AppCheckOptions;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

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
  const site = [shellOrigin(), `http://localhost:${REMOTE_APPS.forms.port}`, `http://localhost:${REMOTE_APPS.checkout.port}`];
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: join(dataDir, 'mail-outbox'),
    attachmentsDir: join(dataDir, 'attachments'),
    mailFrom: env.MAIL_FROM ?? 'Piscines Soleil <no-reply@piscinessoleil.local>',
    storeEmail: env.STORE_EMAIL ?? 'ventes@piscinessoleil.local',
    publicUrl: env.API_PUBLIC_URL ?? `http://localhost:${port}`,
    allowedOrigins: env.API_ALLOWED_ORIGINS ? env.API_ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean) : site,
    rateLimitPerMinute: Number(env.API_RATE_LIMIT_PER_MINUTE ?? 20),
    requestsPerMinute: Number(env.API_REQUESTS_PER_MINUTE ?? 300),
    secret: env.API_SECRET || persistentSecret(dataDir),
    shopify: env.SHOPIFY_DOMAIN
      ? { domain: env.SHOPIFY_DOMAIN, storefrontAccessToken: env.SHOPIFY_STOREFRONT_TOKEN ?? '', ...(env.SHOPIFY_API_ORIGIN ? { apiOrigin: env.SHOPIFY_API_ORIGIN } : {}) }
      : { ...localRuntimeConfig().shopify, ...(env.LOCAL_CLOUD_ADMIN_TOKEN ? { adminToken: env.LOCAL_CLOUD_ADMIN_TOKEN } : {}) },
    ordersOpen: env.ORDERS_CLOSED !== '1',
    ...(env.APP_CHECK_PROJECT_NUMBER
      ? {
          appCheck: {
            projectNumber: env.APP_CHECK_PROJECT_NUMBER,
            ...(env.APP_CHECK_JWKS_URL ? { jwksUrl: env.APP_CHECK_JWKS_URL } : {}),
            appIds: (env.APP_CHECK_APP_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean),
          },
        }
      : {}),
  };
}
