// Owns what the payment step needs from a provider's card fields, whichever serves them: Braintree's Hosted Fields (with
// PayPal Checkout and 3-D Secure, from braintree-web) or the local provider's frame. It is shaped like Hosted Fields, so
// the step cannot tell them apart.

/** The card fields, by Hosted Fields' names. */
export const CARD_FIELDS = ['cardholderName', 'number', 'expirationDate', 'cvv'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** One field's state, as Hosted Fields reports it (the value itself never leaves the provider's frame). */
export interface FieldState {
  isEmpty: boolean;
  isValid: boolean;
  /** False once the value can no longer become valid ("4x" in the number). */
  isPotentiallyValid: boolean;
  isFocused: boolean;
}

/** Hosted Fields' events, which the page may listen to. */
export const FIELD_EVENTS = ['focus', 'blur', 'empty', 'notEmpty', 'validityChange', 'cardTypeChange'] as const;
export type FieldEventType = (typeof FIELD_EVENTS)[number];

export interface FieldsEvent {
  emittedBy: CardField;
  fields: Record<CardField, FieldState>;
  /** The brands the number may still be (one once it is known), by Hosted Fields' type names (visa, master-card…). */
  cards: Array<{ type: string }>;
}

export interface CardPayload {
  nonce: string;
  type: 'CreditCard';
  /** `bin` is what 3-D Secure's lookup needs; null where the provider did not give it. */
  details: { cardType: string; lastFour: string; bin: string | null };
}

export interface PayPalPayload {
  nonce: string;
  type: 'PayPalAccount';
  details: { email: string | null };
}

export type PaymentPayload = CardPayload | PayPalPayload;

/** What 3-D Secure's lookup is given (braintree-web's verifyCard options): the card's nonce and BIN, the amount, the buyer. */
export interface VerifyRequest {
  nonce: string;
  bin: string | null;
  /** As the gateway writes it: "10.00". */
  amount: string;
  email: string;
  billingAddress: {
    givenName: string;
    surname: string;
    streetAddress: string;
    locality: string;
    region: string;
    postalCode: string;
    countryCodeAlpha2: string;
  };
}

/** 3-D Secure's answer, by Braintree's ThreeDSecureInfo names: a new nonce, and who bears a fraud's cost. */
export interface Verification {
  nonce: string;
  status: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
}

/**
 * Why the fields give no nonce: spec §8 `token` (they cannot start), `dropin` (card processing unavailable), a card the
 * provider refused at once (`declined`, said as §8 `paymentMethod`), fields to fix (`invalid`), or 3-D Secure: the buyer
 * closed the issuer's challenge (`authenticationCancelled`), or the issuer refused the buyer (`authenticationFailed`).
 */
export type PaymentErrorKey = 'token' | 'dropin' | 'declined' | 'invalid' | 'authenticationFailed' | 'authenticationCancelled';

export class PaymentError extends Error {
  constructor(readonly key: PaymentErrorKey) {
    super(key);
  }
}

export interface PaymentFields {
  /** A field event, as Hosted Fields emits it. */
  on(type: FieldEventType, handler: (event: FieldsEvent) => void): void;
  /** PayPal approved the buyer's account (a nonce to pay with), or the buyer left PayPal (null). */
  onPayPal(handler: (payload: PayPalPayload | null) => void): void;
  /** The card as a single-use nonce; its fields never leave the provider's frames. */
  tokenize(): Promise<CardPayload>;
  /** 3-D Secure on a card's nonce: the issuer's challenge if it asks for one, then a new nonce with the outcome. */
  verify3DS(request: VerifyRequest): Promise<Verification>;
  teardown(): Promise<void>;
}

/** The labels and placeholders the page gives the fields, from its message tables, in its language. */
export interface FieldTexts {
  labels: Record<CardField, string>;
  placeholders: Record<CardField, string>;
  /** The field messages, by fieldProblems' keys. */
  problems: Record<string, string>;
  /** What the frame (or each field's frame) is called for a screen reader. */
  frameTitle: string;
}

export interface PaymentFieldsOptions {
  /** The client token the store API got from the provider. */
  authorization: string;
  container: HTMLElement;
  locale: 'fr' | 'en';
  /** What PayPal shows the buyer. */
  amount: string;
  currency: string;
  texts: FieldTexts;
  /** The local provider's origin, the only one whose frame may be used in place of Braintree's (from the runtime configuration). */
  localProviderOrigin?: string;
}
