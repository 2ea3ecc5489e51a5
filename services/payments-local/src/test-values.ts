// Owns Braintree's documented sandbox test values as the stand-in answers them: the test nonces (cards, PayPal, 3-D Secure),
// the test card numbers the provider frame accepts, the test amounts, and what decides a sale and a verification.

export type CardType = 'Visa' | 'MasterCard' | 'American Express' | 'Discover' | 'JCB';

/** What a nonce stands for, and what a sale on it does whatever the amount (else the amount decides). */
export type Instrument =
  | {
      kind: 'card';
      cardType: CardType;
      bin: string;
      last4: string;
      expirationMonth: string;
      expirationYear: string;
      cardholderName: string | null;
    }
  | { kind: 'paypal'; payerEmail: string; payerId: string };

/**
 * What a test nonce or test card forces. `processor-declined` and `processor-failure` decide a verification only (Braintree:
 * "Transaction success is determined by the test amount you use; verification success is determined by the test nonce you
 * use"); the others refuse a sale too.
 */
export type ForcedOutcome = 'processor-declined' | 'processor-failure' | 'fraud' | 'luhn-invalid' | 'consumed';

/** Braintree's ThreeDSecureInfo as a transaction and a nonce carry it (the SDK's names, in the XML's dashed form). */
export interface ThreeDSecureResult {
  status: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
  enrolled: string;
}

export interface TestNonce {
  instrument: Instrument;
  outcome?: ForcedOutcome;
  threeDSecure?: ThreeDSecureResult;
}

const card = (cardType: CardType, number: string): Instrument => ({
  kind: 'card',
  cardType,
  bin: number.slice(0, 6),
  last4: number.slice(-4),
  expirationMonth: '12',
  expirationYear: '2030',
  cardholderName: null,
});

const threeDS = (status: string, enrolled: string, liabilityShifted: boolean, liabilityShiftPossible: boolean): TestNonce => ({
  instrument: card('Visa', '4000000000000002'),
  threeDSecure: { status, enrolled, liabilityShifted, liabilityShiftPossible },
});

/**
 * Braintree's fake 3-D Secure nonces (the SDK's Test.Nonces), each the scenario it is named for on Braintree's 3-D Secure test
 * tables (developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live and its legacy page): the status, whether the
 * card is enrolled (Y, N, U unavailable, B bypassed), and the liability flags as the 3-D Secure advanced options page defines
 * them (shifted: authentication succeeded, or was attempted for a card whose issuer does not take part; possible: the card
 * was eligible, so shifted false with possible true is a failed authentication; an issuer that could not authenticate, or
 * erred, is neither, as the frame's 3-D Secure test cards read the same statuses).
 */
export const THREE_D_SECURE_NONCES: Record<string, TestNonce> = {
  'fake-three-d-secure-visa-full-authentication-nonce': threeDS('authenticate_successful', 'Y', true, true),
  'fake-three-d-secure-visa-lookup-timeout-nonce': threeDS('lookup_error', 'U', false, false),
  'fake-three-d-secure-visa-failed-signature-nonce': threeDS('authenticate_signature_verification_failed', 'Y', false, true),
  'fake-three-d-secure-visa-failed-authentication-nonce': threeDS('authenticate_failed', 'Y', false, true),
  'fake-three-d-secure-visa-attempts-non-participating-nonce': threeDS('authenticate_successful_issuer_not_participating', 'Y', true, true),
  'fake-three-d-secure-visa-not-enrolled-nonce': threeDS('lookup_not_enrolled', 'N', false, false),
  'fake-three-d-secure-visa-unavailable-nonce': threeDS('authentication_unavailable', 'U', false, false),
  'fake-three-d-secure-visa-mpi-lookup-error-nonce': threeDS('lookup_error', 'U', false, false),
  'fake-three-d-secure-visa-mpi-authenticate-error-nonce': threeDS('authenticate_error', 'Y', false, false),
  'fake-three-d-secure-visa-authentication-unavailable-nonce': threeDS('authenticate_unable_to_authenticate', 'Y', false, false),
  'fake-three-d-secure-visa-bypassed-authentication-nonce': threeDS('authentication_bypassed', 'B', false, false),
  'fake-three-d-secure-two-visa-successful-frictionless-authentication-nonce': threeDS('authenticate_successful', 'Y', true, true),
  'fake-three-d-secure-two-visa-successful-step-up-authentication-nonce': threeDS('authenticate_successful', 'Y', true, true),
  'fake-three-d-secure-two-visa-error-on-lookup-nonce': threeDS('lookup_error', 'U', false, false),
  'fake-three-d-secure-two-visa-timeout-on-lookup-nonce': threeDS('lookup_error', 'U', false, false),
};

/** Braintree's fixed test nonces (developer.paypal.com/braintree/docs/reference/general/testing): usable any number of times, as in the sandbox. */
export const TEST_NONCES: Record<string, TestNonce> = {
  ...THREE_D_SECURE_NONCES,
  'fake-valid-nonce': { instrument: card('Visa', '4012888888881881') },
  'fake-valid-visa-nonce': { instrument: card('Visa', '4111111111111111') },
  'fake-valid-mastercard-nonce': { instrument: card('MasterCard', '5555555555554444') },
  'fake-valid-amex-nonce': { instrument: card('American Express', '378282246310005') },
  'fake-valid-discover-nonce': { instrument: card('Discover', '6011111111111117') },
  'fake-valid-jcb-nonce': { instrument: card('JCB', '3530111333300000') },
  'fake-processor-declined-visa-nonce': { instrument: card('Visa', '4000111111111115'), outcome: 'processor-declined' },
  'fake-processor-declined-mastercard-nonce': { instrument: card('MasterCard', '5105105105105100'), outcome: 'processor-declined' },
  'fake-processor-declined-amex-nonce': { instrument: card('American Express', '378734493671000'), outcome: 'processor-declined' },
  'fake-processor-declined-discover-nonce': { instrument: card('Discover', '6011000990139424'), outcome: 'processor-declined' },
  'fake-processor-failure-jcb-nonce': { instrument: card('JCB', '3566002020360505'), outcome: 'processor-failure' },
  'fake-luhn-invalid-nonce': { instrument: card('Visa', '4111111111111112'), outcome: 'luhn-invalid' },
  'fake-consumed-nonce': { instrument: card('Visa', '4111111111111111'), outcome: 'consumed' },
  'fake-gateway-rejected-fraud-nonce': { instrument: card('Visa', '4000111111111511'), outcome: 'fraud' },
  'fake-paypal-one-time-nonce': { instrument: { kind: 'paypal', payerEmail: 'payer@example.com', payerId: 'PAYER888' } },
};

/** The card numbers the provider frame tokenizes (the sandbox refuses any other with 81717), and what a sale on each does. */
export const TEST_CARDS: Record<string, { cardType: CardType; outcome?: ForcedOutcome }> = {
  '4111111111111111': { cardType: 'Visa' },
  '4005519200000004': { cardType: 'Visa' },
  '4009348888881881': { cardType: 'Visa' },
  '4012000033330026': { cardType: 'Visa' },
  '4012000077777777': { cardType: 'Visa' },
  '4012888888881881': { cardType: 'Visa' },
  '4217651111111119': { cardType: 'Visa' },
  '4500600000000061': { cardType: 'Visa' },
  '5555555555554444': { cardType: 'MasterCard' },
  '2223000048400011': { cardType: 'MasterCard' },
  '378282246310005': { cardType: 'American Express' },
  '371449635398431': { cardType: 'American Express' },
  '4000111111111115': { cardType: 'Visa', outcome: 'processor-declined' },
  '5105105105105100': { cardType: 'MasterCard', outcome: 'processor-declined' },
  '378734493671000': { cardType: 'American Express', outcome: 'processor-declined' },
  '4000111111111511': { cardType: 'Visa', outcome: 'fraud' },
};

/** The card brands the stand-in's merchant account accepts (a Discover or JCB nonce gets 91734). */
export const ACCEPTED_CARD_TYPES: readonly CardType[] = ['Visa', 'MasterCard', 'American Express'];

/** The brand of a card number by its prefix, as the gateway reads it. */
export function cardTypeOf(number: string): CardType | null {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  if (/^35/.test(number)) return 'JCB';
  return null;
}

/** The processor's words for its response codes (Braintree's "Authorization decline codes"); unlisted 2xxx codes read "Processor Declined". */
export const PROCESSOR_RESPONSES: Record<string, { text: string; type: 'soft_declined' | 'hard_declined' }> = {
  '2000': { text: 'Do Not Honor', type: 'soft_declined' },
  '2001': { text: 'Insufficient Funds', type: 'soft_declined' },
  '2002': { text: 'Limit Exceeded', type: 'soft_declined' },
  '2003': { text: "Cardholder's Activity Limit Exceeded", type: 'soft_declined' },
  '2004': { text: 'Expired Card', type: 'hard_declined' },
  '2005': { text: 'Invalid Credit Card Number', type: 'hard_declined' },
  '2006': { text: 'Invalid Expiration Date', type: 'hard_declined' },
  '2007': { text: 'No Account', type: 'hard_declined' },
  '2008': { text: 'Card Account Length Error', type: 'hard_declined' },
  '2009': { text: 'No Such Issuer', type: 'hard_declined' },
  '2010': { text: 'Card Issuer Declined CVV', type: 'hard_declined' },
  '2011': { text: 'Voice Authorization Required', type: 'hard_declined' },
  '2012': { text: 'Processor Declined - Possible Lost Card', type: 'hard_declined' },
  '2013': { text: 'Processor Declined - Possible Stolen Card', type: 'hard_declined' },
  '2014': { text: 'Processor Declined - Fraud Suspected', type: 'hard_declined' },
  '2015': { text: 'Transaction Not Allowed', type: 'hard_declined' },
  '2016': { text: 'Duplicate Transaction', type: 'soft_declined' },
  '2038': { text: 'Processor Declined', type: 'soft_declined' },
  '2046': { text: 'Declined', type: 'soft_declined' },
  '2047': { text: 'Call Issuer. Pick Up Card', type: 'hard_declined' },
  '2074': {
    text: "Funding Instrument In The PayPal Account Was Declined By The Processor Or Bank, Or It Can't Be Used For This Payment",
    type: 'soft_declined',
  },
};

export type AmountOutcome =
  | { status: 'authorized' }
  | { status: 'processor_declined'; code: string }
  | { status: 'failed' }
  | { status: 'gateway_rejected'; reason: 'application_incomplete' };

/** Braintree's test amounts (the testing page's "Transaction amounts"), in cents so that 2999.99 and 3000.00 fall where the table puts them. */
export function amountOutcome(cents: number, instrument: Instrument): AmountOutcome {
  if (cents >= 200_000 && cents <= 299_999) return { status: 'processor_declined', code: String(Math.floor(cents / 100)) };
  if (cents >= 300_000 && cents <= 300_099) return { status: 'failed' };
  if (cents === 500_100) return { status: 'gateway_rejected', reason: 'application_incomplete' };
  if (cents === 500_101 && instrument.kind === 'paypal') return { status: 'processor_declined', code: '2038' };
  return { status: 'authorized' };
}

export type SaleOutcome = AmountOutcome | { status: 'gateway_rejected'; reason: 'fraud' | 'three_d_secure' };

/**
 * What decides a sale, in the gateway's order: 3-D Secure when the sale requires it (rejected `three_d_secure` when the nonce
 * was not authenticated, or its authentication failed: liability possible but not shifted; an ineligible card, neither
 * possible nor shifted, goes on), then a nonce that forces a rejection (fraud), then the amount. A nonce that declines a
 * verification does not decline a sale: the amount decides.
 */
export function saleOutcome(
  cents: number,
  instrument: Instrument,
  forced: ForcedOutcome | undefined,
  threeDSecure: ThreeDSecureResult | undefined,
  threeDSecureRequired: boolean,
): SaleOutcome {
  if (threeDSecureRequired && instrument.kind === 'card') {
    const passed = threeDSecure && (threeDSecure.liabilityShifted || !threeDSecure.liabilityShiftPossible);
    if (!passed) return { status: 'gateway_rejected', reason: 'three_d_secure' };
  }
  if (forced === 'fraud') return { status: 'gateway_rejected', reason: 'fraud' };
  return amountOutcome(cents, instrument);
}

export type VerificationOutcome = { status: 'verified' } | { status: 'processor_declined'; code: string } | { status: 'failed' };

/** What decides a verification: the nonce (or test card) alone, whatever the amount. */
export function verificationOutcome(forced: ForcedOutcome | undefined): VerificationOutcome {
  if (forced === 'processor-declined') return { status: 'processor_declined', code: '2000' };
  if (forced === 'processor-failure') return { status: 'failed' };
  return { status: 'verified' };
}
