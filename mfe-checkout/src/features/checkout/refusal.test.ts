import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_MESSAGES, PROCESSOR_RESPONSES, VENDOR_WORDS } from '@storefront/commerce';
import { checkoutI18n, NS } from '../../i18n';
import { PaymentError } from './payment/types';
import { refusalOf, startFailureOf } from './refusal';
import { OrderError } from './storeApi';

describe('what the payment step shows for a payment that did not go through', () => {
  it('a card the provider declined at once is the issuer’s refusal, in the page’s language', () => {
    expect(refusalOf(new PaymentError('declined'), 'fr')).toMatchObject({
      kind: 'message',
      message: 'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.',
    });
    expect(refusalOf(new PaymentError('declined'), 'en')).toMatchObject({
      kind: 'message',
      message: 'Transaction refused. Please contact your card issuer.',
    });
  });

  it('fields to correct are the card fields’ to show; fields that cannot start is token, or dropin', () => {
    expect(refusalOf(new PaymentError('invalid'), 'fr')).toEqual({ kind: 'fields' });
    expect(startFailureOf(new PaymentError('token'), 'fr')).toBe(PAYMENT_ERROR_MESSAGES.fr.token);
    expect(startFailureOf(new PaymentError('declined'), 'en')).toBe(PAYMENT_ERROR_MESSAGES.en.dropin);
    expect(startFailureOf(new Error('boom'), 'en')).toBe(PAYMENT_ERROR_MESSAGES.en.token);
  });

  it('3-D Secure: a failed authentication is the issuer’s refusal, a closed challenge the default message, in the page’s language', () => {
    expect(refusalOf(new PaymentError('authenticationFailed'), 'fr')).toMatchObject({
      kind: 'message',
      message: 'Transaction refusée. Veuillez communiquer avec l’émetteur de votre carte.',
      retry: false,
    });
    expect(refusalOf(new PaymentError('authenticationFailed'), 'en')).toMatchObject({
      message: 'Transaction refused. Please contact your card issuer.',
    });
    expect(refusalOf(new PaymentError('authenticationCancelled'), 'fr')).toMatchObject({
      kind: 'message',
      message: 'Nous sommes désolés, une erreur est survenue. Veuillez réessayer.',
    });
    expect(refusalOf(new PaymentError('authenticationCancelled'), 'en')).toMatchObject({
      message: 'We are sorry, an error has occurred. Please try again.',
    });
  });

  it('a cart ordered in another tab: the store’s message with the order’s number, no message to retry with', () => {
    const message = 'Ce panier a déjà été commandé\u00a0: commande PS-1A2B3C4D. Commencez un nouveau panier pour poursuivre vos achats.';
    expect(refusalOf(new OrderError('alreadyOrdered', message, [], null, 'PS-1A2B3C4D'), 'fr')).toEqual({
      kind: 'ordered',
      message,
      orderNumber: 'PS-1A2B3C4D',
    });
    expect(refusalOf(new OrderError('alreadyOrdered', null), 'en')).toEqual({
      kind: 'ordered',
      message: 'This cart has already been ordered.',
      orderNumber: null,
    });
  });

  it('a lost connection keeps the attempt (retried without a second charge); a decline does not', () => {
    expect(refusalOf(new OrderError('connexion', null), 'fr')).toMatchObject({ kind: 'message', retry: true });
    expect(refusalOf(new OrderError('paymentMethod', PAYMENT_ERROR_MESSAGES.fr.paymentMethod), 'fr')).toMatchObject({
      kind: 'message',
      message: PAYMENT_ERROR_MESSAGES.fr.paymentMethod,
      retry: false,
    });
  });

  it('the conditions or a method refused send the buyer back to that step', () => {
    expect(refusalOf(new OrderError('conditionsNotAccepted', null), 'fr')).toMatchObject({ kind: 'sentBack', step: 'review' });
    expect(refusalOf(new OrderError('methodInvalid', 'Ce jour n’est plus offert.'), 'fr')).toEqual({
      kind: 'sentBack',
      step: 'method',
      message: 'Ce jour n’est plus offert.',
    });
  });

  it('a server message in a vendor’s words (an older API, a proxy) gives way to the page’s own for its key', () => {
    expect(refusalOf(new OrderError('transfert', 'Paiement refusé : Processor Declined'), 'fr')).toMatchObject({
      message: 'Paiement refusé par le fournisseur de paiement. Choisissez un autre mode de paiement.',
    });
    expect(refusalOf(new OrderError('paymentMethod', 'Use a sandbox test card.'), 'en')).toMatchObject({
      message: 'Transaction refused. Please contact your card issuer.',
    });
    expect(refusalOf(new Error('boom'), 'en')).toMatchObject({ message: 'We are sorry, an error has occurred. Please try again.' });
  });
});

/** Every string of a nested message object. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

describe('every message the checkout can show', () => {
  it('holds nothing of a stand-in’s or vendor’s vocabulary (sandbox, tests, test cards), in French or English', () => {
    const shown = (['fr', 'en'] as const).flatMap((locale) => [
      ...texts(checkoutI18n.getResourceBundle(locale, NS)),
      ...Object.values(PAYMENT_ERROR_MESSAGES[locale]),
      ...Object.values(PROCESSOR_RESPONSES).map((response) => response[locale]),
    ]);
    expect(shown.length).toBeGreaterThan(200);
    for (const text of shown) expect(text).not.toMatch(VENDOR_WORDS);
  });

  it('has the already-ordered notice and its way forward in both languages', () => {
    expect(checkoutI18n.getFixedT('fr', NS)('checkout.newCart')).toBe('Commencer un nouveau panier');
    expect(checkoutI18n.getFixedT('en', NS)('checkout.newCart')).toBe('Start a new cart');
    expect(checkoutI18n.getFixedT('fr', NS)('checkout.alreadyOrdered')).toBe('Ce panier a déjà été commandé');
  });
});
