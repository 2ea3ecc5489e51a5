// Owns the options the checkout gives braintree-web's modules, as pure functions: Hosted Fields' fields (our labels and
// placeholders, in the page's language) and styles, PayPal Checkout's SDK and payment, and 3-D Secure 2's verifyCard.
// Option names are braintree-web 3.144's (braintree.github.io/braintree-web/current: HostedFields, PayPalCheckout, ThreeDSecure).
import type { HostedFieldFieldOptions } from 'braintree-web/hosted-fields';
import type { PayPalCheckoutCreatePaymentOptions, PayPalCheckoutLoadPayPalSDKOptions } from 'braintree-web/paypal-checkout';
import type { ThreeDSecureVerifyOptions } from 'braintree-web/three-d-secure';
import { CARD_FIELDS, type CardField, type FieldTexts, type PaymentErrorKey, type VerifyRequest } from './types';

/** Braintree's locale codes for the page's languages (PayPal's and Cardinal's windows read them). */
export const braintreeLocale = (locale: 'fr' | 'en'): string => (locale === 'fr' ? 'fr_CA' : 'en_CA');

/**
 * The inputs inside Braintree's frames look like the page's own (tokens.css: ink, error, 16 px so phones do not zoom);
 * Hosted Fields accepts only a safe list of properties, no custom properties, so the values are written out.
 */
export const HOSTED_FIELDS_STYLES: Record<string, Record<string, string>> = {
  input: {
    'font-size': '16px',
    'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    color: '#1b1f24',
  },
  ':focus': { color: '#1b1f24' },
  '.invalid': { color: '#b3261e' },
  '::placeholder': { color: '#5a6472' },
};

/** Hosted Fields' fields in the containers the implementation made, with our labels for screen readers and our placeholders. */
export function hostedFieldsFields(containers: Record<CardField, HTMLElement>, texts: FieldTexts): HostedFieldFieldOptions {
  const fields: HostedFieldFieldOptions = {};
  for (const name of CARD_FIELDS) {
    fields[name] = {
      container: containers[name],
      placeholder: texts.placeholders[name],
      iframeTitle: `${texts.frameTitle} — ${texts.labels[name]}`,
      internalLabel: texts.labels[name],
    };
  }
  // The brands spec §5 accepts, refused as the number is typed rather than at the gateway.
  fields.number = {
    ...fields.number,
    rejectUnsupportedCards: true,
    supportedCardBrands: { visa: true, mastercard: true, 'american-express': true, discover: false, jcb: false, 'diners-club': false },
  };
  return fields;
}

/**
 * PayPal's SDK for a one-time checkout in the store's currency. `commit: false` is not in braintree-web's typings but is a
 * query parameter of PayPal's SDK (developer.paypal.com/sdk/js/configuration/#commit): PayPal's button reads "Continue",
 * since the buyer pays with the page's own button.
 */
export function payPalSdkOptions(currency: string, locale: 'fr' | 'en'): PayPalCheckoutLoadPayPalSDKOptions & Record<string, unknown> {
  return { currency, intent: 'capture', components: 'buttons', locale: braintreeLocale(locale), commit: false };
}

export function payPalPaymentOptions(amount: string, currency: string, locale: 'fr' | 'en'): PayPalCheckoutCreatePaymentOptions {
  // paypal.FlowType.Checkout and paypal.Intent.Capture: the typings' enums exist only once PayPal's SDK has loaded.
  return {
    flow: 'checkout' as PayPalCheckoutCreatePaymentOptions['flow'],
    amount,
    currency,
    intent: 'capture' as PayPalCheckoutCreatePaymentOptions['intent'],
    locale: braintreeLocale(locale),
  };
}

/** 3-D Secure 2's lookup: the card's nonce and BIN, the amount, and what the issuer weighs (the buyer's e-mail and billing address). */
export function verifyCardOptions(
  request: VerifyRequest,
  onLookupComplete: ThreeDSecureVerifyOptions['onLookupComplete'],
): ThreeDSecureVerifyOptions {
  return {
    nonce: request.nonce,
    bin: request.bin ?? '',
    amount: request.amount,
    email: request.email,
    billingAddress: request.billingAddress,
    collectDeviceData: true,
    onLookupComplete,
  };
}

/**
 * What a braintree-web error code means to the page (braintree-web's hosted-fields/shared/errors.js and
 * three-d-secure/shared/errors.js): fields to correct, a card the gateway refused, a challenge the buyer closed, or the
 * provider unreachable.
 */
export function braintreeErrorKey(code: string | undefined): PaymentErrorKey {
  switch (code) {
    case 'HOSTED_FIELDS_FIELDS_EMPTY':
    case 'HOSTED_FIELDS_FIELDS_INVALID':
      return 'invalid';
    case 'HOSTED_FIELDS_FAILED_TOKENIZATION':
    case 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED':
    case 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE':
      return 'declined';
    case 'THREEDS_CARDINAL_SDK_CANCELED':
    case 'THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT':
      return 'authenticationCancelled';
    default:
      return 'dropin';
  }
}
