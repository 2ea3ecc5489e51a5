// Owns what the payment step needs from a provider's drop-in, whichever serves it: Braintree's Drop-in UI or the local
// provider's frame. It is the shape of Braintree's own Dropin, so the step cannot tell them apart.

export type DropinPaymentMethod =
  | { nonce: string; type: 'CreditCard'; details: { cardType: string; lastFour: string } }
  | { nonce: string; type: 'PayPalAccount'; details: { email: string | null } };

/**
 * Why a drop-in gives no payment method: spec §8 `token` (it cannot start), `dropin` (card processing unavailable), a card
 * the provider refused at once (`declined`, said as §8 `paymentMethod`), or fields to fix.
 */
export type DropinErrorKey = 'token' | 'dropin' | 'declined' | 'invalid';

export class DropinError extends Error {
  constructor(readonly key: DropinErrorKey) {
    super(key);
  }
}

export interface Dropin {
  /** The buyer's card or PayPal account as a single-use nonce; the card's fields never leave the provider's frames. */
  requestPaymentMethod(): Promise<DropinPaymentMethod>;
  teardown(): Promise<void>;
}

export interface DropinOptions {
  /** The client token the store API got from the provider. */
  authorization: string;
  container: HTMLElement;
  locale: 'fr' | 'en';
  /** What PayPal shows the buyer. */
  amount: string;
  currency: string;
  /** The local provider's origin, the only one whose frame may be used in place of Braintree's (from the runtime configuration). */
  localProviderOrigin?: string;
}
