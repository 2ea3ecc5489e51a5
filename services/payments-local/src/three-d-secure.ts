// Owns 3-D Secure 2 as Braintree's sandbox answers it for its test cards (developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live):
// what the lookup finds for each card, whether the issuer challenges the buyer, and the outcome by Braintree's
// ThreeDSecureInfo names (status, liabilityShifted, liabilityShiftPossible, enrolled).
import type { CardType } from './test-values';

/** What a nonce verified by 3-D Secure carries, by Braintree's ThreeDSecureInfo field names. */
export interface ThreeDSecureInfo {
  status: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  /** Y enrolled, N not enrolled, U unavailable, B bypassed (the lookup's enrollment status). */
  enrolled: 'Y' | 'N' | 'U' | 'B';
}

export interface ThreeDSecureScenario {
  cardType: CardType;
  /** The lookup's outcome when there is no challenge; with one, the outcome once the buyer completes it. */
  outcome: ThreeDSecureInfo;
  challenge: boolean;
}

const info = (
  status: string,
  enrolled: ThreeDSecureInfo['enrolled'],
  liabilityShifted: boolean,
  liabilityShiftPossible: boolean,
): ThreeDSecureInfo => ({
  status,
  enrolled,
  liabilityShifted,
  liabilityShiftPossible,
});

/**
 * The guide's scenarios. Its table gives each a status; who bears the liability follows from it as Braintree's
 * ThreeDSecureInfo describes: shifted when the issuer authenticated (or attempted), possible but not shifted when the
 * issuer refused the buyer, neither when 3-D Secure could not run.
 */
const SUCCESSFUL = info('authenticate_successful', 'Y', true, true);
const FRICTIONLESS_FAILED = info('authenticate_frictionless_failed', 'Y', false, true);
const ATTEMPTED = info('authenticate_attempt_successful', 'Y', true, true);

export const THREE_D_SECURE_CARDS: Record<string, ThreeDSecureScenario> = {
  // Successful No-Challenge Authentication
  '4000000000001000': { cardType: 'Visa', outcome: SUCCESSFUL, challenge: false },
  '5200000000001005': { cardType: 'MasterCard', outcome: SUCCESSFUL, challenge: false },
  '340000000001007': { cardType: 'American Express', outcome: SUCCESSFUL, challenge: false },
  // Failed No-Challenge Authentication: "Merchants should prompt customers for another form of payment."
  '4000000000001018': { cardType: 'Visa', outcome: FRICTIONLESS_FAILED, challenge: false },
  '5200000000001013': { cardType: 'MasterCard', outcome: FRICTIONLESS_FAILED, challenge: false },
  '340000000001015': { cardType: 'American Express', outcome: FRICTIONLESS_FAILED, challenge: false },
  // Attempt No-Challenge Authentication
  '4000000000001026': { cardType: 'Visa', outcome: ATTEMPTED, challenge: false },
  '5200000000001021': { cardType: 'MasterCard', outcome: ATTEMPTED, challenge: false },
  '340000000001023': { cardType: 'American Express', outcome: ATTEMPTED, challenge: false },
  // Unavailable No-Challenge Authentication from the Issuer
  '4000000000001034': { cardType: 'Visa', outcome: info('authenticate_unable_to_authenticate', 'Y', false, false), challenge: false },
  // Rejected No-Challenge Authentication by the Issuer
  '4000000000001042': { cardType: 'Visa', outcome: info('authenticate_rejected', 'Y', false, true), challenge: false },
  // Authentication Not Available on Lookup
  '4000000000001059': { cardType: 'Visa', outcome: info('authentication_unavailable', 'U', false, false), challenge: false },
  // Error on Lookup
  '4000000000001067': { cardType: 'Visa', outcome: info('lookup_error', 'U', false, false), challenge: false },
  // Timeout on Lookup
  '4000000000001075': { cardType: 'Visa', outcome: info('lookup_failed_acs_error', 'U', false, false), challenge: false },
  // Bypassed Authentication
  '4000000000001083': { cardType: 'Visa', outcome: info('lookup_bypassed', 'B', false, false), challenge: false },
  // Successful Challenge Authentication
  '4000000000001091': { cardType: 'Visa', outcome: SUCCESSFUL, challenge: true },
  // Failed Challenge Authentication
  '4000000000001109': { cardType: 'Visa', outcome: info('authenticate_failed', 'Y', false, true), challenge: true },
  // Challenge Options Not Present
  '4000000000001117': { cardType: 'Visa', outcome: info('authenticate_unable_to_authenticate', 'Y', false, false), challenge: true },
  // Error on Authentication
  '4000000000001125': { cardType: 'Visa', outcome: info('authenticate_error', 'Y', false, false), challenge: true },
};

/** Any other card the frame takes is not enrolled: 3-D Secure cannot run, and the sale goes on with the merchant's liability. */
export const NOT_ENROLLED: ThreeDSecureInfo = info('lookup_not_enrolled', 'N', false, false);

/** The scenario of a card by its BIN and last four, as the lookup sees it (it never has the whole number). */
export function scenarioOf(bin: string, last4: string): ThreeDSecureScenario | null {
  return Object.entries(THREE_D_SECURE_CARDS).find(([number]) => number.startsWith(bin) && number.endsWith(last4))?.[1] ?? null;
}
