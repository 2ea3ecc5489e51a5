// The checkout's 3-D Secure rule on Braintree's outcomes (developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live):
// a card is refused where the issuer could take the liability and did not.
import { describe, expect, it } from 'vitest';
import { threeDSecureDecision } from './threeDSecure';

describe('whether a card 3-D Secure verified may be charged', () => {
  it.each([
    ['authenticate_successful', true, true, true],
    ['authenticate_attempt_successful', true, true, true],
    ['authenticate_failed', false, true, false],
    ['authenticate_frictionless_failed', false, true, false],
    ['authenticate_rejected', false, true, false],
    ['lookup_not_enrolled', false, false, true],
    ['authentication_unavailable', false, false, true],
    ['lookup_error', false, false, true],
  ])('%s (shifted %s, possible %s): pays %s', (status, liabilityShifted, liabilityShiftPossible, pays) => {
    const decision = threeDSecureDecision({ nonce: 'tokencc_verified', status, liabilityShifted, liabilityShiftPossible });
    expect(decision).toEqual(pays ? { pay: true, nonce: 'tokencc_verified' } : { pay: false, reason: 'authenticationFailed' });
  });
});
