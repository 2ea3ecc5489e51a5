// The browser's side of the stand-in: the provider frame page and its headers, the client token check, and the
// tokenizer's card validation with Braintree's codes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardErrors } from '../src/client-api';
import { clientToken, CLIENT_TOKEN_LIFETIME_MS } from '../src/client-token';
import { startPaymentsLocal, type PaymentsLocal } from '../src/server';

let standIn: PaymentsLocal;
const site = 'http://localhost:3000';

beforeAll(async () => {
  standIn = await startPaymentsLocal({
    port: 0,
    config: {
      ...(await import('@storefront/mf-config/payments')).localBraintreeConfig({}),
      frameAncestors: [site, 'http://localhost:3003'],
    },
  });
});
afterAll(() => standIn.close());

const fingerprintOf = (token: string): string =>
  (JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { authorizationFingerprint: string }).authorizationFingerprint;

function tokenize(fingerprint: string, creditCard: Record<string, string>): Promise<Response> {
  return fetch(`${standIn.url}/merchants/${standIn.config.merchantId}/client_api/v1/payment_methods/credit_cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authorizationFingerprint: fingerprint, creditCard }),
  });
}

describe('the provider frame', () => {
  it('is served with a CSP of its own that lets only the configured site embed it', async () => {
    const response = await fetch(`${standIn.url}/hosted-fields/v1/frame?locale=en&origin=${encodeURIComponent('http://localhost:3003')}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://localhost:3003');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('<html lang="en-CA">');
    expect(html).toContain('<meta name="local-hosted-fields-parent" content="http://localhost:3003">');
    expect(html).not.toMatch(/<script>|style=/);
  });

  it('is French by default, for the shell, and refuses any other embedding origin', async () => {
    const french = await fetch(`${standIn.url}/hosted-fields/v1/frame`);
    expect(await french.text()).toContain('<html lang="fr-CA">');
    expect(french.headers.get('content-security-policy')).toContain(`frame-ancestors ${site}`);
    expect((await fetch(`${standIn.url}/hosted-fields/v1/frame?origin=${encodeURIComponent('https://evil.example')}`)).status).toBe(400);
  });

  it('serves its own script and style', async () => {
    const script = await fetch(`${standIn.url}/hosted-fields/v1/frame.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("const SOURCE = 'local-hosted-fields'");
    expect((await fetch(`${standIn.url}/hosted-fields/v1/frame.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('loads its script as a module with the Luhn check the tokenizer imports, one copy served beside it', async () => {
    expect(await (await fetch(`${standIn.url}/hosted-fields/v1/frame`)).text()).toContain(
      '<script type="module" src="/hosted-fields/v1/frame.js"></script>',
    );
    expect(await (await fetch(`${standIn.url}/hosted-fields/v1/frame.js`)).text()).toContain("import { luhnValid } from './luhn.js';");
    const luhn = await fetch(`${standIn.url}/hosted-fields/v1/luhn.js`);
    expect(luhn.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await luhn.text()).toBe(readFileSync(resolve(import.meta.dirname, '../frame/luhn.js'), 'utf8'));
  });
});

describe('the client API', () => {
  it('checks a client token’s fingerprint: signed by the merchant’s key and younger than a day', async () => {
    const configuration = (fingerprint: string) =>
      fetch(
        `${standIn.url}/merchants/${standIn.config.merchantId}/client_api/v1/configuration?${new URLSearchParams({ authorizationFingerprint: fingerprint })}`,
      );
    const good = fingerprintOf(clientToken(standIn.config, standIn.url, standIn.config.merchantAccountId));
    const answer = await configuration(good);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      merchantId: 'localmerchant',
      currencyIsoCode: 'CAD',
      creditCards: { supportedCardTypes: ['Visa', 'MasterCard', 'American Express'] },
    });
    const expired = fingerprintOf(
      clientToken(standIn.config, standIn.url, standIn.config.merchantAccountId, Date.now() - CLIENT_TOKEN_LIFETIME_MS - 1000),
    );
    expect((await configuration(expired)).status).toBe(401);
    const forged = fingerprintOf(
      clientToken({ ...standIn.config, privateKey: 'not-the-key' }, standIn.url, standIn.config.merchantAccountId),
    );
    expect((await configuration(forged)).status).toBe(401);
    expect((await tokenize(forged, { number: '4111111111111111', expirationDate: '12/30', cvv: '123' })).status).toBe(401);
  });

  it('tokenizes a test card into a single-use nonce that knows only the brand and last four', async () => {
    const fingerprint = fingerprintOf(clientToken(standIn.config, standIn.url, standIn.config.merchantAccountId));
    const response = await tokenize(fingerprint, { number: '3782 822463 10005', expirationDate: '04/29', cvv: '1234' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { creditCards: Array<{ nonce: string; type: string; details: Record<string, string> }> };
    expect(body.creditCards[0]).toMatchObject({ type: 'CreditCard', details: { cardType: 'American Express', lastFour: '0005' } });
    expect(body.creditCards[0]!.nonce).toMatch(/^tokencc_/);
    expect(JSON.stringify(body)).not.toContain('378282246310005');
  });

  it('refuses a card in Braintree’s field errors', async () => {
    const fingerprint = fingerprintOf(clientToken(standIn.config, standIn.url, standIn.config.merchantAccountId));
    const response = await tokenize(fingerprint, { number: '4242424242424242', expirationDate: '12/30', cvv: '123' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { message: 'Credit card is invalid' },
      fieldErrors: [
        {
          field: 'creditCard',
          fieldErrors: [{ field: 'number', code: '81717', message: 'Credit card number is not an accepted test number.' }],
        },
      ],
    });
  });

  it.each([
    [{ number: '' }, 'number', '81714'],
    [{ number: '4111 1111 1111 1112' }, 'number', '81715'],
    [{ number: '41111' }, 'number', '81716'],
    [{ number: '6011111111111117' }, 'number', '81703'],
    [{ number: '4000000000000002' }, 'number', '81717'],
    [{ expirationDate: '' }, 'expirationDate', '81709'],
    [{ expirationDate: '1230' }, 'expirationDate', '81710'],
    [{ expirationDate: '13/30' }, 'expirationMonth', '81712'],
    [{ expirationDate: '10/26' }, 'expirationDate', '81710'],
    [{ cvv: '' }, 'cvv', '81706'],
    [{ cvv: '12' }, 'cvv', '81707'],
    [{ number: '378282246310005', cvv: '123' }, 'cvv', '81707'],
  ])('validates %o as %s %s (the expiry against November 2026)', (change, field, code) => {
    const errors = cardErrors(
      { number: '4111111111111111', expirationDate: '12/30', cvv: '123', ...change },
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(errors).toEqual([expect.objectContaining({ field, code })]);
  });

  it('accepts a card expiring this month', () => {
    expect(cardErrors({ number: '5555555555554444', expirationDate: '11/26', cvv: '123' }, new Date('2026-11-25T12:00:00Z'))).toEqual([]);
  });
});
