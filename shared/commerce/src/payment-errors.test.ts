import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_KEYS, PAYMENT_ERROR_MESSAGES, paymentErrorMessage } from './payment-errors';

describe('payment errors of spec §8', () => {
  it('has a message for every key in both languages', () => {
    for (const locale of ['fr', 'en'] as const)
      for (const key of PAYMENT_ERROR_KEYS) expect(PAYMENT_ERROR_MESSAGES[locale][key].trim(), `${locale} ${key}`).not.toBe('');
    expect(PAYMENT_ERROR_KEYS).toHaveLength(11);
  });

  it('anything unexpected gets the default message', () => {
    expect(paymentErrorMessage('boom', 'en')).toBe('We are sorry, an error has occurred. Please try again.');
    expect(paymentErrorMessage(undefined, 'fr')).toBe('Nous sommes désolés, une erreur est survenue. Veuillez réessayer.');
  });

  it('transfert carries the payment provider’s own message', () => {
    expect(paymentErrorMessage('transfert', 'fr', 'CVV refusé')).toBe('Paiement refusé\u00a0: CVV refusé');
    expect(paymentErrorMessage('gateway-no-fund', 'en')).toBe('Insufficient funds. Please use another card.');
  });
});
