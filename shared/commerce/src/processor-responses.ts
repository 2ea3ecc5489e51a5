// Owns Braintree's processor responses in the customer's words: which spec §8 message a refused sale gets, and the reason
// a payment provider gave, translated, for §8 `transfert` (never the processor's English text on the page).
import type { Locale } from '@storefront/contracts';
import type { PaymentErrorKey } from './payment-errors';

interface ProcessorResponse {
  /** The processor's own text, as Braintree publishes it (what the gateway puts in processorResponseText). */
  braintree: string;
  /** The §8 message a card sale refused with this code gets. */
  key: PaymentErrorKey;
  /** The reason in the customer's words. */
  fr: string;
  en: string;
}

/**
 * Braintree's authorization responses (developer.paypal.com/braintree/docs/reference/general/processor-responses/authorization-responses):
 * 2001 Insufficient Funds; 2005, 2007, 2008 the account number; 2004, 2006 the expiry; every other decline (2000 Do Not
 * Honor, 2046 Declined, 2014 Fraud Suspected…) the issuer's refusal, §8 `paymentMethod`; 3000 the processor's network down.
 */
export const PROCESSOR_RESPONSES: Record<string, ProcessorResponse> = {
  '2000': {
    braintree: 'Do Not Honor',
    key: 'paymentMethod',
    fr: 'L’émetteur a refusé le paiement.',
    en: 'The issuer declined the payment.',
  },
  '2001': {
    braintree: 'Insufficient Funds',
    key: 'gateway-no-fund',
    fr: 'Les fonds sont insuffisants.',
    en: 'The funds are insufficient.',
  },
  '2002': {
    braintree: 'Limit Exceeded',
    key: 'paymentMethod',
    fr: 'La limite de crédit est atteinte.',
    en: 'The credit limit has been reached.',
  },
  '2003': {
    braintree: "Cardholder's Activity Limit Exceeded",
    key: 'paymentMethod',
    fr: 'La limite d’activité du titulaire est atteinte.',
    en: 'The cardholder’s activity limit has been reached.',
  },
  '2004': { braintree: 'Expired Card', key: 'gateway-invalid-date', fr: 'La carte est expirée.', en: 'The card has expired.' },
  '2005': {
    braintree: 'Invalid Credit Card Number',
    key: 'gateway-invalid-acount-num',
    fr: 'Le numéro de carte n’est pas valide.',
    en: 'The card number is not valid.',
  },
  '2006': {
    braintree: 'Invalid Expiration Date',
    key: 'gateway-invalid-date',
    fr: 'La date d’expiration n’est pas valide.',
    en: 'The expiration date is not valid.',
  },
  '2007': {
    braintree: 'No Account',
    key: 'gateway-invalid-acount-num',
    fr: 'Aucun compte ne correspond à cette carte.',
    en: 'No account matches this card.',
  },
  '2008': {
    braintree: 'Card Account Length Error',
    key: 'gateway-invalid-acount-num',
    fr: 'Le numéro de compte n’a pas la bonne longueur.',
    en: 'The account number has the wrong length.',
  },
  '2009': {
    braintree: 'No Such Issuer',
    key: 'paymentMethod',
    fr: 'L’émetteur de la carte est inconnu.',
    en: 'The card issuer is unknown.',
  },
  '2010': {
    braintree: 'Card Issuer Declined CVV',
    key: 'paymentMethod',
    fr: 'L’émetteur a refusé le code de sécurité (CVV).',
    en: 'The issuer declined the security code (CVV).',
  },
  '2011': {
    braintree: 'Voice Authorization Required',
    key: 'paymentMethod',
    fr: 'L’émetteur demande une autorisation par téléphone.',
    en: 'The issuer asks for an authorization by phone.',
  },
  '2012': {
    braintree: 'Processor Declined - Possible Lost Card',
    key: 'paymentMethod',
    fr: 'L’émetteur a refusé le paiement (carte peut-être perdue).',
    en: 'The issuer declined the payment (card possibly lost).',
  },
  '2013': {
    braintree: 'Processor Declined - Possible Stolen Card',
    key: 'paymentMethod',
    fr: 'L’émetteur a refusé le paiement (carte peut-être volée).',
    en: 'The issuer declined the payment (card possibly stolen).',
  },
  '2014': {
    braintree: 'Processor Declined - Fraud Suspected',
    key: 'paymentMethod',
    fr: 'L’émetteur a refusé le paiement (fraude soupçonnée).',
    en: 'The issuer declined the payment (fraud suspected).',
  },
  '2015': {
    braintree: 'Transaction Not Allowed',
    key: 'paymentMethod',
    fr: 'Ce paiement n’est pas permis pour ce compte.',
    en: 'This payment is not allowed for this account.',
  },
  '2016': {
    braintree: 'Duplicate Transaction',
    key: 'paymentMethod',
    fr: 'Un paiement identique vient d’être fait.',
    en: 'An identical payment was just made.',
  },
  // A sale made without 3-D Secure that the issuer wants authenticated (developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live).
  '2099': {
    braintree: 'Cardholder Authentication Required',
    key: 'paymentMethod',
    fr: 'L’émetteur demande que le titulaire de la carte soit authentifié.',
    en: 'The issuer asks for the cardholder to be authenticated.',
  },
  '2038': { braintree: 'Processor Declined', key: 'paymentMethod', fr: 'Le paiement a été refusé.', en: 'The payment was declined.' },
  '2046': { braintree: 'Declined', key: 'paymentMethod', fr: 'Le paiement a été refusé.', en: 'The payment was declined.' },
  '2047': {
    braintree: 'Call Issuer. Pick Up Card',
    key: 'paymentMethod',
    fr: 'L’émetteur demande que vous communiquiez avec lui.',
    en: 'The issuer asks you to call them.',
  },
  '2074': {
    braintree: "Funding Instrument In The PayPal Account Was Declined By The Processor Or Bank, Or It Can't Be Used For This Payment",
    key: 'paymentMethod',
    fr: 'Le moyen de paiement de votre compte PayPal a été refusé ou ne peut pas servir à ce paiement.',
    en: 'The funding source in your PayPal account was declined or cannot be used for this payment.',
  },
  '3000': {
    braintree: 'Processor Network Unavailable - Try Again',
    key: 'dropin',
    fr: 'Le réseau de paiement est indisponible pour le moment.',
    en: 'The payment network is unavailable at the moment.',
  },
};

/**
 * What a stand-in or a vendor calls things, which never reaches a customer: sandboxes, tests, test card numbers, nonces and
 * the processor's own English texts. Every message table a customer can be shown is checked against it.
 */
export const VENDOR_WORDS = /sandbox|bac à sable|\btests?\b|stand-in|4111|4000|5555|3782|fake-|nonce|processor declined|do not honor/i;

/** A refused sale as the gateway reports it: its status, the processor's code, whether PayPal paid, and a rejection's reason. */
export interface Decline {
  status: string;
  processorCode?: string | null;
  paypal: boolean;
  gatewayRejectionReason?: string | null;
}

/** How 3-D Secure can stop a card: the issuer refused the buyer (or the gateway a card 3-D Secure did not clear), or the buyer closed the challenge. */
export type ThreeDSecureFailure = 'failed' | 'cancelled';

/**
 * The §8 key of a 3-D Secure failure: a failed authentication, or a sale the gateway rejected for 3-D Secure
 * (gatewayRejectionReason `three_d_secure`, developer.paypal.com/braintree/docs/reference/response/transaction#gateway_rejection_reason),
 * is the issuer's refusal (`paymentMethod`: contact the card issuer); a closed challenge is the default (try again).
 */
export function threeDSecureKey(failure: ThreeDSecureFailure): PaymentErrorKey | 'default' {
  return failure === 'failed' ? 'paymentMethod' : 'default';
}

/**
 * The §8 key of a refused sale: PayPal's refusals are `transfert` (with its reason); a card sale that `failed` is the
 * processor's network down (`dropin`: try later, not another card); a card declined takes its code's key, else
 * `paymentMethod`; a rejection for 3-D Secure is the issuer's refusal (threeDSecureKey); anything else (a gateway
 * rejection: fraud rules, an incomplete application) is `saveFail`.
 */
export function declineKey(decline: Decline): PaymentErrorKey {
  if (decline.status === 'gateway_rejected' && decline.gatewayRejectionReason === 'three_d_secure') return 'paymentMethod';
  if (decline.status !== 'processor_declined' && decline.status !== 'failed') return 'saveFail';
  if (decline.paypal) return 'transfert';
  if (decline.status === 'failed') return 'dropin';
  return PROCESSOR_RESPONSES[decline.processorCode ?? '']?.key ?? 'paymentMethod';
}

const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\u2013\u2014-]+/g, ' ')
    .trim();
const BY_TEXT = new Map(Object.values(PROCESSOR_RESPONSES).map((response) => [normalized(response.braintree), response]));

/**
 * The provider's reason in the customer's words, from its code or its text (an order refused before keeps the text only);
 * null when the table does not know it, so that no processor's own words reach the page.
 */
export function processorReason(codeOrText: string | null | undefined, locale: Locale): string | null {
  if (!codeOrText) return null;
  const response = PROCESSOR_RESPONSES[codeOrText.trim()] ?? BY_TEXT.get(normalized(codeOrText));
  return response ? response[locale] : null;
}
