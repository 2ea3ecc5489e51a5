// What decides a sale and a verification (test-values.ts), as pure rules: 3-D Secure when required, a nonce's forced
// rejection, then the amount; a verification by its nonce alone (developer.paypal.com/braintree/docs/reference/general/testing).
import { describe, expect, it } from 'vitest';
import { THREE_D_SECURE_NONCES, saleOutcome, verificationOutcome, type Instrument } from '../src/test-values';

const visa: Instrument = {
  kind: 'card',
  cardType: 'Visa',
  bin: '411111',
  last4: '1111',
  expirationMonth: '12',
  expirationYear: '2030',
  cardholderName: null,
};
const paypal: Instrument = { kind: 'paypal', payerEmail: 'payer@example.com', payerId: 'PAYER888' };
const info = (nonce: string) => THREE_D_SECURE_NONCES[nonce]!.threeDSecure;

describe('saleOutcome', () => {
  it('lets the amount decide whatever verification outcome the nonce forces', () => {
    expect(saleOutcome(1_000, visa, 'processor-declined', undefined, false)).toEqual({ status: 'authorized' });
    expect(saleOutcome(1_000, visa, 'processor-failure', undefined, false)).toEqual({ status: 'authorized' });
    expect(saleOutcome(200_100, visa, 'processor-declined', undefined, false)).toEqual({ status: 'processor_declined', code: '2001' });
    expect(saleOutcome(300_000, visa, undefined, undefined, false)).toEqual({ status: 'failed' });
  });

  it('rejects for fraud whatever the amount', () => {
    expect(saleOutcome(1_000, visa, 'fraud', undefined, false)).toEqual({ status: 'gateway_rejected', reason: 'fraud' });
  });

  it('with 3-D Secure required, rejects a card not authenticated or failed, and lets a shifted or ineligible one through', () => {
    const rejected = { status: 'gateway_rejected', reason: 'three_d_secure' };
    expect(saleOutcome(1_000, visa, undefined, undefined, true)).toEqual(rejected);
    expect(saleOutcome(1_000, visa, undefined, info('fake-three-d-secure-visa-failed-authentication-nonce'), true)).toEqual(rejected);
    expect(saleOutcome(1_000, visa, undefined, info('fake-three-d-secure-visa-full-authentication-nonce'), true)).toEqual({
      status: 'authorized',
    });
    expect(saleOutcome(1_000, visa, undefined, info('fake-three-d-secure-visa-not-enrolled-nonce'), true)).toEqual({
      status: 'authorized',
    });
    // 3-D Secure comes before the amount, and does not apply to PayPal.
    expect(saleOutcome(200_100, visa, undefined, undefined, true)).toEqual(rejected);
    expect(saleOutcome(1_000, paypal, undefined, undefined, true)).toEqual({ status: 'authorized' });
    // Not required: a failed authentication is the merchant's risk, the amount decides.
    expect(saleOutcome(1_000, visa, undefined, info('fake-three-d-secure-visa-failed-authentication-nonce'), false)).toEqual({
      status: 'authorized',
    });
  });
});

describe('verificationOutcome', () => {
  it('is the nonce’s alone', () => {
    expect(verificationOutcome(undefined)).toEqual({ status: 'verified' });
    expect(verificationOutcome('processor-declined')).toEqual({ status: 'processor_declined', code: '2000' });
    expect(verificationOutcome('processor-failure')).toEqual({ status: 'failed' });
  });
});
