// Owns the client tokens the store API gets for the browser, shaped like Braintree's version 2 tokens (base64 JSON), and
// the check of their authorization fingerprint when the provider frame calls the client API with it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LocalBraintreeConfig } from '@storefront/mf-config/payments';

/** Braintree's client tokens are good for 24 hours. */
export const CLIENT_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sign = (config: LocalBraintreeConfig, payload: string): string =>
  createHmac('sha256', config.privateKey).update(payload).digest('hex');

export function clientToken(config: LocalBraintreeConfig, origin: string, merchantAccountId: string, now = Date.now()): string {
  const payload = new URLSearchParams({
    created_at: String(now),
    merchant_id: config.merchantId,
    public_key: config.publicKey,
    merchant_account_id: merchantAccountId,
  }).toString();
  const clientApiUrl = `${origin}/merchants/${config.merchantId}/client_api`;
  const token = {
    version: 2,
    authorizationFingerprint: `${sign(config, payload)}|${payload}`,
    configUrl: `${clientApiUrl}/v1/configuration`,
    clientApiUrl,
    assetsUrl: origin,
    environment: 'development',
    merchantId: config.merchantId,
    merchantAccountId,
  };
  return Buffer.from(JSON.stringify(token)).toString('base64');
}

export type FingerprintCheck = { ok: true; merchantAccountId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether a fingerprint was signed by this merchant's private key and is younger than a client token may be. */
export function checkFingerprint(config: LocalBraintreeConfig, fingerprint: unknown, now = Date.now()): FingerprintCheck {
  if (typeof fingerprint !== 'string') return { ok: false, reason: 'invalid' };
  const [signature = '', payload = ''] = fingerprint.split('|', 2);
  const expected = Buffer.from(sign(config, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const fields = new URLSearchParams(payload);
  if (fields.get('merchant_id') !== config.merchantId) return { ok: false, reason: 'invalid' };
  if (now - Number(fields.get('created_at')) > CLIENT_TOKEN_LIFETIME_MS) return { ok: false, reason: 'expired' };
  return { ok: true, merchantAccountId: fields.get('merchant_account_id') ?? config.merchantAccountId };
}
