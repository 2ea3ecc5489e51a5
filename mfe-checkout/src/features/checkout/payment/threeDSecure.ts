// Owns the checkout's 3-D Secure rule: whether a card verified by the issuer may be charged. Where the issuer could take
// the liability (liabilityShiftPossible) and did not (the buyer failed or was refused), the card is refused; where 3-D
// Secure could not run (not enrolled, unavailable, a lookup error) the sale goes on as before and the merchant keeps it
// (developer.paypal.com/braintree/docs/guides/3d-secure/client-side/javascript/v3: "liabilityShifted",
// "liabilityShiftPossible").
import type { Verification } from './types';

export type ThreeDSecureDecision = { pay: true; nonce: string } | { pay: false; reason: 'authenticationFailed' };

export function threeDSecureDecision(verification: Verification): ThreeDSecureDecision {
  if (verification.liabilityShiftPossible && !verification.liabilityShifted) return { pay: false, reason: 'authenticationFailed' };
  return { pay: true, nonce: verification.nonce };
}
