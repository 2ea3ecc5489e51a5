// Production fails closed: the store API refuses to start on a configuration that would take orders without money, sign
// with a throwaway secret, accept unverified requests, believe forged addresses, or never tell Shopify.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionProblems, readApiConfig } from '../src/config';
import { startApi, UnsafeConfigurationError } from '../src/server';

const READY = {
  NODE_ENV: 'production',
  API_SECRET: 'a-real-secret',
  API_ATTACHMENT_BUCKET: 'piscines-soleil-attachments',
  APP_CHECK_PROJECT_NUMBER: '123456789',
  API_TRUST_PROXY: '1',
  BRAINTREE_ENVIRONMENT: 'production',
  BRAINTREE_MERCHANT_ID: 'merchant',
  BRAINTREE_PUBLIC_KEY: 'public',
  BRAINTREE_PRIVATE_KEY: 'private',
  SHOPIFY_DOMAIN: 'piscines-soleil.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: 'storefront',
  SHOPIFY_ADMIN_TOKEN: 'shpat_admin',
  FIREBASE_PROJECT_ID: 'piscines-soleil',
  FIREBASE_API_KEY: 'public-web-key',
};

const problems = (env: Record<string, string | undefined>) =>
  productionProblems(readApiConfig(3010, { API_DATA_DIR: mkdtempSync(join(tmpdir(), 'api-prod-')), ...env }), env);

describe('production fails closed', () => {
  it('names each missing piece on its own line, with its variable', () => {
    const found = problems({ NODE_ENV: 'production', API_TRUST_PROXY: 'true' });
    expect(found).toHaveLength(7);
    for (const variable of [
      'BRAINTREE_ENVIRONMENT',
      'API_SECRET',
      'API_ATTACHMENT_BUCKET',
      'APP_CHECK_PROJECT_NUMBER',
      'API_TRUST_PROXY',
      'SHOPIFY_DOMAIN',
      'FIREBASE_PROJECT_ID',
    ])
      expect(
        found.some((line) => line.startsWith(variable)),
        variable,
      ).toBe(true);
    expect(problems({ ...READY, SHOPIFY_ADMIN_TOKEN: undefined })).toEqual([
      'SHOPIFY_ADMIN_TOKEN is not set: paid orders would never reach Shopify.',
    ]);
    expect(problems({ ...READY, BRAINTREE_ENVIRONMENT: 'sandbox' })).toHaveLength(1);
    expect(problems({ ...READY, FIREBASE_PROJECT_ID: undefined })).toEqual([
      'FIREBASE_PROJECT_ID is not set: quotes would be priced from the local cloud’s catalogue.',
    ]);
  });

  it('a complete production configuration starts; outside production, or on the local stack, nothing is asked', () => {
    expect(problems(READY)).toEqual([]);
    expect(problems({})).toEqual([]);
    expect(problems({ NODE_ENV: 'production', STOREFRONT_STACK: 'local' })).toEqual([]);
  });

  it('refuses to start, before opening anything', async () => {
    const start = startApi({
      port: 0,
      env: { NODE_ENV: 'production', STOREFRONT_STACK: '', API_DATA_DIR: mkdtempSync(join(tmpdir(), 'api-prod-')) },
    });
    await expect(start).rejects.toBeInstanceOf(UnsafeConfigurationError);
    await expect(start).rejects.toThrow(/^The store API will not start in production:\n- BRAINTREE_ENVIRONMENT/);
  });
});
