// Owns what the payment step shows for a payment that did not go through: a message in the customer's words (spec §8), a
// step to go back to, an order already placed for this cart, or nothing (the card fields show what to correct).
import { orderStateMessage, paymentErrorMessage, threeDSecureKey, VENDOR_WORDS, type QuoteAnswer } from '@storefront/commerce';
import type { Locale } from '@storefront/contracts';
import { PaymentError } from './payment/types';
import { OrderError } from './storeApi';

export type Refusal =
  /** The card fields mark themselves. */
  | { kind: 'fields' }
  /** The buyer settles it at an earlier step (the conditions at the review, a method no longer offered). */
  | { kind: 'sentBack'; step: 'review' | 'method'; message: string }
  /** Another tab paid for this cart: its order's number, and no payment here any more. */
  | { kind: 'ordered'; message: string; orderNumber: string | null }
  /** Shown above the pay button; `retry` keeps the attempt's key (a lost connection, retried without a second charge). */
  | { kind: 'message'; message: string; retry: boolean; quote: QuoteAnswer | null };

const SENT_BACK: Partial<Record<string, 'review' | 'method'>> = { conditionsNotAccepted: 'review', methodInvalid: 'method' };

/** The store's message when it is one a customer may read; otherwise the page's own for that key. */
const wordsOf = (server: string | null, fallback: string) => (server && !VENDOR_WORDS.test(server) ? server : fallback);

export function refusalOf(error: unknown, locale: Locale): Refusal {
  if (error instanceof PaymentError) {
    if (error.key === 'invalid') return { kind: 'fields' };
    // A card the provider refused as soon as it was given: the issuer's refusal, in the page's language; 3-D Secure's
    // failures as @storefront/commerce words them.
    const key =
      error.key === 'declined'
        ? 'paymentMethod'
        : error.key === 'authenticationFailed'
          ? threeDSecureKey('failed')
          : error.key === 'authenticationCancelled'
            ? threeDSecureKey('cancelled')
            : error.key;
    return { kind: 'message', message: paymentErrorMessage(key, locale), retry: false, quote: null };
  }
  if (!(error instanceof OrderError))
    return { kind: 'message', message: paymentErrorMessage('default', locale), retry: false, quote: null };
  if (error.key === 'alreadyOrdered')
    return {
      kind: 'ordered',
      message: wordsOf(error.serverMessage, orderStateMessage('alreadyOrdered', locale)),
      orderNumber: error.orderNumber,
    };
  const step = SENT_BACK[error.key];
  if (step) {
    const fallback = step === 'review' ? orderStateMessage('conditionsNotAccepted', locale) : paymentErrorMessage('default', locale);
    return { kind: 'sentBack', step, message: wordsOf(error.serverMessage, fallback) };
  }
  return {
    kind: 'message',
    message:
      error.key === 'default'
        ? paymentErrorMessage('default', locale)
        : wordsOf(error.serverMessage, paymentErrorMessage(error.key, locale)),
    retry: error.key === 'connexion',
    quote: error.quote,
  };
}

/** Why the card fields could not start, in the customer's words (spec §8 `token`, or `dropin`). */
export function startFailureOf(error: unknown, locale: Locale): string {
  if (error instanceof OrderError) return paymentErrorMessage(error.key, locale);
  return paymentErrorMessage(error instanceof PaymentError && error.key !== 'token' ? 'dropin' : 'token', locale);
}
