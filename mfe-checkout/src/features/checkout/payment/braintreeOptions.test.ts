// The options the checkout gives braintree-web, held to braintree-web 3.144's own code (not a mock): the fields and style
// properties Hosted Fields accepts (hosted-fields/shared/constants.js), the events it emits, the error codes its modules
// throw (hosted-fields/shared/errors.js, three-d-secure/shared/errors.js), and 3-D Secure 2's verifyCard options
// (braintree.github.io/braintree-web/current/ThreeDSecure.html#verifyCard).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  braintreeErrorKey,
  braintreeLocale,
  HOSTED_FIELDS_STYLES,
  hostedFieldsFields,
  payPalPaymentOptions,
  payPalSdkOptions,
  verifyCardOptions,
} from './braintreeOptions';
import { CARD_FIELDS, FIELD_EVENTS, type CardField, type FieldTexts } from './types';

const require = createRequire(import.meta.url);
const constants = require('braintree-web/hosted-fields/shared/constants') as {
  VERSION: string;
  allowedStyles: string[];
  allowedFields: Record<string, unknown>;
  externalEvents: Record<string, string>;
};
const hostedFieldsErrors = require('braintree-web/hosted-fields/shared/errors') as Record<string, { code: string }>;
const threeDSecureErrors = require('braintree-web/three-d-secure/shared/errors') as Record<string, { code: string }>;

const texts: FieldTexts = {
  labels: { cardholderName: 'Nom du titulaire de la carte', number: 'Numéro de la carte', expirationDate: 'Date d’expiration', cvv: 'CVV' },
  placeholders: { cardholderName: 'Prénom Nom', number: '•••• •••• •••• ••••', expirationDate: 'MM/AA', cvv: '3 ou 4 chiffres' },
  problems: {},
  frameTitle: 'Formulaire de paiement de notre fournisseur',
};
const containers = Object.fromEntries(CARD_FIELDS.map((name) => [name, { id: name } as unknown as HTMLElement])) as Record<
  CardField,
  HTMLElement
>;

describe('Hosted Fields’ options', () => {
  it('are checked against braintree-web 3.144', () => {
    expect(constants.VERSION).toBe('3.144.0');
  });

  it('name only fields Hosted Fields has, each in its container with our label and placeholder in the page’s language', () => {
    const fields = hostedFieldsFields(containers, texts);
    expect(Object.keys(fields).sort()).toEqual([...CARD_FIELDS].sort());
    for (const name of Object.keys(fields)) expect(Object.keys(constants.allowedFields)).toContain(name);
    expect(fields.number).toMatchObject({
      container: containers.number,
      placeholder: '•••• •••• •••• ••••',
      internalLabel: 'Numéro de la carte',
      iframeTitle: 'Formulaire de paiement de notre fournisseur — Numéro de la carte',
      rejectUnsupportedCards: true,
      supportedCardBrands: { visa: true, mastercard: true, 'american-express': true, discover: false, jcb: false },
    });
    expect(fields.expirationDate).toMatchObject({ placeholder: 'MM/AA', internalLabel: 'Date d’expiration' });
  });

  it('style only properties Hosted Fields lets through (it drops any other silently)', () => {
    for (const [selector, rules] of Object.entries(HOSTED_FIELDS_STYLES))
      for (const property of Object.keys(rules)) expect(constants.allowedStyles, `${selector} ${property}`).toContain(property);
    // 16 px: a phone's browser zooms into a smaller input.
    expect(HOSTED_FIELDS_STYLES.input!['font-size']).toBe('16px');
  });

  it('listen to the events Hosted Fields emits', () => {
    expect([...FIELD_EVENTS].sort()).toEqual(Object.values(constants.externalEvents).sort());
  });
});

describe('braintree-web’s errors, as the page says them', () => {
  it('maps codes braintree-web really throws', () => {
    const known = new Set([...Object.values(hostedFieldsErrors), ...Object.values(threeDSecureErrors)].map((error) => error.code));
    for (const code of [
      'HOSTED_FIELDS_FIELDS_EMPTY',
      'HOSTED_FIELDS_FIELDS_INVALID',
      'HOSTED_FIELDS_FAILED_TOKENIZATION',
      'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED',
      'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE',
      'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
      'THREEDS_CARDINAL_SDK_CANCELED',
      'THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT',
    ])
      expect(known, code).toContain(code);
  });

  it.each([
    ['HOSTED_FIELDS_FIELDS_EMPTY', 'invalid'],
    ['HOSTED_FIELDS_FIELDS_INVALID', 'invalid'],
    ['HOSTED_FIELDS_FAILED_TOKENIZATION', 'declined'],
    ['HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED', 'declined'],
    ['HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', 'dropin'],
    ['THREEDS_CARDINAL_SDK_CANCELED', 'authenticationCancelled'],
    ['THREEDS_LOOKUP_ERROR', 'dropin'],
    [undefined, 'dropin'],
  ])('%s is %s', (code, key) => {
    expect(braintreeErrorKey(code)).toBe(key);
  });
});

describe('PayPal Checkout and 3-D Secure’s options', () => {
  it('load PayPal’s buttons in the store’s currency and language, paid with the page’s own button', () => {
    expect(payPalSdkOptions('CAD', 'fr')).toEqual({
      currency: 'CAD',
      intent: 'capture',
      components: 'buttons',
      locale: 'fr_CA',
      commit: false,
    });
    expect(payPalPaymentOptions('123.45', 'CAD', 'en')).toEqual({
      flow: 'checkout',
      intent: 'capture',
      amount: '123.45',
      currency: 'CAD',
      locale: 'en_CA',
    });
    expect(braintreeLocale('fr')).toBe('fr_CA');
  });

  it('give verifyCard the nonce, BIN, amount, e-mail and billing address, with device data for the issuer', () => {
    const onLookupComplete = () => undefined;
    const billingAddress = {
      givenName: 'Marie',
      surname: 'Côté',
      streetAddress: '123 rue Principale',
      locality: 'Québec',
      region: 'QC',
      postalCode: 'G1R 2B5',
      countryCodeAlpha2: 'CA',
    };
    expect(
      verifyCardOptions(
        { nonce: 'tokencc_1', bin: '400000', amount: '99.95', email: 'marie@example.com', billingAddress },
        onLookupComplete,
      ),
    ).toEqual({
      nonce: 'tokencc_1',
      bin: '400000',
      amount: '99.95',
      email: 'marie@example.com',
      billingAddress,
      collectDeviceData: true,
      onLookupComplete,
    });
  });
});
