// Braintree's processor responses: developer.paypal.com/braintree/docs/reference/general/processor-responses/authorization-responses
// (2000–2999 authorization declines, 3000 the processor's network) and the transaction statuses of its Transaction object
// (processor_declined, failed, gateway_rejected).
import { describe, expect, it } from 'vitest';
import { paymentErrorMessage } from './payment-errors';
import { declineKey, PROCESSOR_RESPONSES, processorReason, threeDSecureKey, VENDOR_WORDS } from './processor-responses';

describe('a refused Braintree sale in spec §8’s terms', () => {
  it.each([
    ['2001', 'gateway-no-fund'], // Insufficient Funds
    ['2004', 'gateway-invalid-date'], // Expired Card
    ['2006', 'gateway-invalid-date'], // Invalid Expiration Date
    ['2005', 'gateway-invalid-acount-num'], // Invalid Credit Card Number
    ['2007', 'gateway-invalid-acount-num'], // No Account
    ['2008', 'gateway-invalid-acount-num'], // Card Account Length Error
    ['2000', 'paymentMethod'], // Do Not Honor
    ['2046', 'paymentMethod'], // Declined
    ['2014', 'paymentMethod'], // Processor Declined – Fraud Suspected
    ['2015', 'paymentMethod'], // Transaction Not Allowed
    ['2999', 'paymentMethod'], // a code the table does not list: the issuer's refusal
  ])('a card declined with %s is §8 %s', (processorCode, key) => {
    expect(declineKey({ status: 'processor_declined', processorCode, paypal: false })).toBe(key);
  });

  it('a failed card sale (3000, the processor’s network) is dropin: try again later, not another card', () => {
    expect(declineKey({ status: 'failed', processorCode: '3000', paypal: false })).toBe('dropin');
  });

  it('any PayPal refusal is transfert; a gateway rejection (fraud rules, incomplete application) is saveFail', () => {
    expect(declineKey({ status: 'processor_declined', processorCode: '2074', paypal: true })).toBe('transfert');
    expect(declineKey({ status: 'failed', processorCode: '3000', paypal: true })).toBe('transfert');
    expect(declineKey({ status: 'gateway_rejected', paypal: false })).toBe('saveFail');
    expect(declineKey({ status: 'gateway_rejected', processorCode: null, paypal: true })).toBe('saveFail');
  });
});

// 3-D Secure: developer.paypal.com/braintree/docs/reference/response/transaction#gateway_rejection_reason (`three_d_secure`)
// and developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live (2099 Cardholder Authentication Required).
describe('3-D Secure’s refusals in spec §8’s terms', () => {
  it('a sale the gateway rejected for 3-D Secure is the issuer’s refusal: contact the card issuer', () => {
    expect(declineKey({ status: 'gateway_rejected', gatewayRejectionReason: 'three_d_secure', paypal: false })).toBe('paymentMethod');
    expect(declineKey({ status: 'gateway_rejected', gatewayRejectionReason: 'fraud', paypal: false })).toBe('saveFail');
  });

  it('a sale the issuer declined for want of authentication (2099) is the issuer’s refusal, with its reason in both languages', () => {
    expect(declineKey({ status: 'processor_declined', processorCode: '2099', paypal: false })).toBe('paymentMethod');
    expect(processorReason('Cardholder Authentication Required', 'fr')).toBe(
      'L’émetteur demande que le titulaire de la carte soit authentifié.',
    );
  });

  it('a failed authentication says to contact the issuer; a closed challenge says to try again, in the page’s language', () => {
    expect(paymentErrorMessage(threeDSecureKey('failed'), 'fr')).toBe(
      'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.',
    );
    expect(paymentErrorMessage(threeDSecureKey('failed'), 'en')).toBe('Transaction refused. Please contact your card issuer.');
    expect(paymentErrorMessage(threeDSecureKey('cancelled'), 'fr')).toBe(
      'Nous sommes désolés, une erreur est survenue. Veuillez réessayer.',
    );
    expect(paymentErrorMessage(threeDSecureKey('cancelled'), 'en')).toBe('We are sorry, an error has occurred. Please try again.');
  });
});

describe('the provider’s reason, in the customer’s words', () => {
  it('every listed response has a French and an English reason, and a §8 key with a message', () => {
    for (const [code, response] of Object.entries(PROCESSOR_RESPONSES)) {
      expect(code).toMatch(/^[23]\d{3}$/);
      expect(response.fr.trim(), code).not.toBe('');
      expect(response.en.trim(), code).not.toBe('');
      expect(response.fr, code).not.toBe(response.braintree);
      expect(paymentErrorMessage(response.key, 'fr')).not.toBe(paymentErrorMessage('default', 'fr'));
    }
  });

  it('is found by code or by Braintree’s text, whatever its dashes and case', () => {
    expect(processorReason('2001', 'fr')).toBe('Les fonds sont insuffisants.');
    expect(processorReason('Insufficient Funds', 'en')).toBe('The funds are insufficient.');
    expect(processorReason('Processor Declined – Fraud Suspected', 'fr')).toBe('L’émetteur a refusé le paiement (fraude soupçonnée).');
    expect(processorReason('processor network unavailable – try again', 'en')).toBe('The payment network is unavailable at the moment.');
  });

  it('an unknown code or text has none, so the processor’s own words never reach the page', () => {
    expect(processorReason('2999', 'fr')).toBeNull();
    expect(processorReason('Some New Processor Text', 'en')).toBeNull();
    expect(processorReason('', 'fr')).toBeNull();
    expect(processorReason(null, 'fr')).toBeNull();
  });
});

describe('a stand-in’s or vendor’s words', () => {
  it('are caught: the sandbox’s own refusal, test cards, the processor’s English; a customer’s sentence is not', () => {
    for (const text of [
      'Utilisez une carte de test du bac à sable.',
      'Use a sandbox test card.',
      'Credit card number is not an accepted test number.',
      'Carte 4000 0000 0000 0002',
      'Paiement refusé : Processor Declined',
      'Do Not Honor',
    ])
      expect(text).toMatch(VENDOR_WORDS);
    expect('Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.').not.toMatch(VENDOR_WORDS);
    expect('Contest entries are welcome.').not.toMatch(VENDOR_WORDS);
  });
});
