import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_KEYS, PAYMENT_ERROR_MESSAGES, paymentErrorMessage } from './payment-errors';
import { alreadyOrderedMessage, orderStateMessage } from './order-api';
import { PROCESSOR_RESPONSES, processorReason, VENDOR_WORDS } from './processor-responses';

describe('payment errors of spec §8', () => {
  it('has a message for every key in both languages', () => {
    for (const locale of ['fr', 'en'] as const)
      for (const key of PAYMENT_ERROR_KEYS) expect(PAYMENT_ERROR_MESSAGES[locale][key].trim(), `${locale} ${key}`).not.toBe('');
    expect(PAYMENT_ERROR_KEYS).toHaveLength(11);
  });

  it('says the spec’s default word for word, and in French', () => {
    expect(paymentErrorMessage('boom', 'en')).toBe('We are sorry, an error has occurred. Please try again.');
    expect(paymentErrorMessage(undefined, 'fr')).toBe('Nous sommes désolés, une erreur est survenue. Veuillez réessayer.');
  });

  it('each message says what the customer can do next: a verb to act on after what happened', () => {
    const next = {
      fr: /Veuillez|Vérifiez|Ajoutez|Retirez|Choisissez|Commencez|communiquer/,
      en: /Please|Check|Add|Remove|Choose|Start|contact/,
    };
    for (const locale of ['fr', 'en'] as const)
      for (const key of ['default', ...PAYMENT_ERROR_KEYS] as const)
        expect(PAYMENT_ERROR_MESSAGES[locale][key], `${locale} ${key}`).toMatch(next[locale]);
  });

  it('transfert carries the provider’s reason in the customer’s words, or the refusal alone', () => {
    expect(paymentErrorMessage('transfert', 'fr', processorReason('2074', 'fr'))).toBe(
      'Paiement refusé par le fournisseur de paiement. Le moyen de paiement de votre compte PayPal a été refusé ou ne peut pas servir à ce paiement. Choisissez un autre mode de paiement.',
    );
    expect(paymentErrorMessage('transfert', 'en', processorReason('Processor Declined', 'en'))).toBe(
      'Payment refused by the payment provider. The payment was declined. Choose another payment method.',
    );
    expect(paymentErrorMessage('transfert', 'fr', processorReason('Compte gelé par le fournisseur XYZ', 'fr'))).toBe(
      'Paiement refusé par le fournisseur de paiement. Choisissez un autre mode de paiement.',
    );
    expect(paymentErrorMessage('gateway-no-fund', 'en')).toBe('Insufficient funds. Please use another card.');
  });

  it('no message a customer can be shown holds a stand-in’s or vendor’s words', () => {
    const shown = [
      ...(['fr', 'en'] as const).flatMap((locale) => [
        ...Object.values(PAYMENT_ERROR_MESSAGES[locale]),
        ...(['pending', 'alreadyOrdered', 'cartChanged', 'conditionsNotAccepted'] as const).map((key) => orderStateMessage(key, locale)),
        alreadyOrderedMessage(locale, 'PS-1A2B3C4D'),
      ]),
      ...Object.values(PROCESSOR_RESPONSES).flatMap((response) => [response.fr, response.en]),
    ];
    for (const text of shown) expect(text).not.toMatch(VENDOR_WORDS);
  });
});

describe('an already-ordered cart', () => {
  it('names the order and what to do next, with French spacing before the colon', () => {
    expect(alreadyOrderedMessage('fr', 'PS-1A2B3C4D')).toBe(
      'Ce panier a déjà été commandé\u00a0: commande PS-1A2B3C4D. Commencez un nouveau panier pour poursuivre vos achats.',
    );
    expect(alreadyOrderedMessage('en', 'PS-1A2B3C4D')).toBe(
      'This cart has already been ordered: order PS-1A2B3C4D. Start a new cart to keep shopping.',
    );
  });
});
