// 3-D Secure 2 on the stand-in's client API, as Braintree's testing guide lists its test cards
// (developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live): the lookup, the issuer's challenge answered or
// closed, and the verified nonce that carries ThreeDSecureInfo's status, liabilityShifted, liabilityShiftPossible, enrolled.
import { describe, expect, it } from 'vitest';
import { localBraintreeConfig } from '@storefront/mf-config/payments';
import { ClientApi } from '../src/client-api';
import { clientToken } from '../src/client-token';
import { StandInState } from '../src/state';

const config = localBraintreeConfig({});
const fingerprint = (
  JSON.parse(Buffer.from(clientToken(config, 'http://127.0.0.1:0', config.merchantAccountId), 'base64').toString('utf8')) as {
    authorizationFingerprint: string;
  }
).authorizationFingerprint;

function setUp() {
  const state = new StandInState();
  const api = new ClientApi(config, state);
  const tokenize = (number: string): string => {
    const answer = api.tokenizeCard({
      authorizationFingerprint: fingerprint,
      creditCard: { number, expirationDate: '01/29', cvv: number.startsWith('34') ? '1234' : '123', cardholderName: 'Marie Côté' },
    });
    expect(answer.status).toBe(201);
    return (answer.json as { creditCards: Array<{ nonce: string }> }).creditCards[0]!.nonce;
  };
  const lookup = (nonce: string, amount = '123.45') => api.threeDSecureLookup(nonce, { authorizationFingerprint: fingerprint, amount });
  const authenticate = (nonce: string, challengeId: string, outcome: 'completed' | 'cancelled') =>
    api.threeDSecureAuthenticate(nonce, { authorizationFingerprint: fingerprint, challengeId, outcome });
  return { state, api, tokenize, lookup, authenticate };
}

type Answer = {
  lookup: { challengeId: string | null; threeDSecureVersion: string };
  threeDSecureInfo: { liabilityShifted: boolean; liabilityShiftPossible: boolean };
  paymentMethod: { nonce: string; details: { bin: string; lastFour: string }; threeDSecureInfo: Record<string, unknown> } | null;
};

describe('3-D Secure 2 on the test cards', () => {
  it.each([
    ['4000000000001000', 'authenticate_successful', true, true, 'Y'], // Successful No-Challenge Authentication
    ['5200000000001005', 'authenticate_successful', true, true, 'Y'],
    ['340000000001007', 'authenticate_successful', true, true, 'Y'],
    ['4000000000001018', 'authenticate_frictionless_failed', false, true, 'Y'], // Failed No-Challenge Authentication
    ['4000000000001026', 'authenticate_attempt_successful', true, true, 'Y'], // Attempt No-Challenge Authentication
    ['4000000000001042', 'authenticate_rejected', false, true, 'Y'], // Rejected No-Challenge Authentication
    ['4000000000001059', 'authentication_unavailable', false, false, 'U'], // Authentication Not Available on Lookup
    ['4000000000001067', 'lookup_error', false, false, 'U'], // Error on Lookup
    ['4000000000001083', 'lookup_bypassed', false, false, 'B'], // Bypassed Authentication
    ['4111111111111111', 'lookup_not_enrolled', false, false, 'N'], // any other card: not enrolled
  ])(
    '%s without a challenge: %s (shifted %s, possible %s, enrolled %s)',
    (number, status, liabilityShifted, liabilityShiftPossible, enrolled) => {
      const { state, tokenize, lookup } = setUp();
      const nonce = tokenize(number);
      const answer = lookup(nonce);
      expect(answer.status).toBe(201);
      const json = answer.json as Answer;
      expect(json.lookup.challengeId).toBeNull();
      expect(json.threeDSecureInfo).toEqual({ liabilityShifted, liabilityShiftPossible });
      const verified = json.paymentMethod!;
      expect(verified.nonce).not.toBe(nonce);
      expect(verified.details).toMatchObject({ bin: number.slice(0, 6), lastFour: number.slice(-4) });
      expect(verified.threeDSecureInfo).toEqual({ status, liabilityShifted, liabilityShiftPossible, enrolled });
      // The verified nonce carries the outcome to the gateway; verifyCard spends the original one.
      expect(state.nonces.get(verified.nonce)?.threeDSecure).toEqual({ status, liabilityShifted, liabilityShiftPossible, enrolled });
      expect(state.nonces.get(nonce)?.consumed).toBe(true);
      expect(lookup(nonce).status).toBe(422);
    },
  );

  it('4000000000001091: the issuer challenges; the buyer completes it, and the liability shifts', () => {
    const { state, tokenize, lookup, authenticate } = setUp();
    const nonce = tokenize('4000000000001091');
    const first = lookup(nonce).json as Answer;
    expect(first.paymentMethod).toBeNull();
    expect(first.lookup.challengeId).toEqual(expect.any(String));
    expect(first.threeDSecureInfo).toEqual({ liabilityShifted: false, liabilityShiftPossible: true });
    const answer = authenticate(nonce, first.lookup.challengeId!, 'completed');
    expect(answer.status).toBe(201);
    const verified = (answer.json as Answer).paymentMethod!;
    expect(verified.threeDSecureInfo).toEqual({
      status: 'authenticate_successful',
      liabilityShifted: true,
      liabilityShiftPossible: true,
      enrolled: 'Y',
    });
    expect(state.nonces.get(verified.nonce)?.threeDSecure?.liabilityShifted).toBe(true);
    // A challenge is answered once.
    expect(authenticate(nonce, first.lookup.challengeId!, 'completed').status).toBe(422);
  });

  it('4000000000001109: the buyer answers the challenge and the issuer refuses them (authenticate_failed)', () => {
    const { tokenize, lookup, authenticate } = setUp();
    const nonce = tokenize('4000000000001109');
    const { lookup: found } = lookup(nonce).json as Answer;
    const verified = (authenticate(nonce, found.challengeId!, 'completed').json as Answer).paymentMethod!;
    expect(verified.threeDSecureInfo).toMatchObject({
      status: 'authenticate_failed',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
  });

  it('a challenge the buyer closes issues no nonce, and leaves the card’s nonce unspent', () => {
    const { state, tokenize, lookup, authenticate } = setUp();
    const nonce = tokenize('4000000000001091');
    const { lookup: found } = lookup(nonce).json as Answer;
    expect(authenticate(nonce, found.challengeId!, 'cancelled')).toEqual({ status: 200, json: { cancelled: true } });
    expect(state.nonces.get(nonce)?.consumed).toBe(false);
    expect([...state.nonces.values()].filter((issued) => issued.threeDSecure)).toHaveLength(0);
  });

  it('refuses a forged token, an unknown or PayPal nonce, a bad amount, and a challenge of another nonce', () => {
    const { api, tokenize, lookup, authenticate } = setUp();
    const nonce = tokenize('4000000000001091');
    expect(api.threeDSecureLookup(nonce, { authorizationFingerprint: 'forged|x', amount: '1.00' }).status).toBe(401);
    expect(lookup('tokencc_unknown').status).toBe(422);
    expect(lookup(nonce, '12').status).toBe(422);
    const paypal = api.tokenizePayPal({ authorizationFingerprint: fingerprint, paypalAccount: { email: 'payer@example.com' } });
    expect(lookup((paypal.json as { paypalAccounts: Array<{ nonce: string }> }).paypalAccounts[0]!.nonce).status).toBe(422);
    const { lookup: found } = lookup(nonce).json as Answer;
    expect(authenticate(tokenize('4111111111111111'), found.challengeId!, 'completed').status).toBe(422);
  });
});
