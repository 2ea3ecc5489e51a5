// Owns card payments behind one interface, and the sandbox gateway used by default: its tokenizer (what the drop-in calls) and its test cards.
import { randomBytes } from 'node:crypto';
import type { PaymentErrorKey } from '@storefront/commerce';
import { cardBrand, cardDigits, checkCard, type CardFieldError, type CardInput } from '@storefront/validation';

export type ChargeResult =
  | { ok: true; reference: string; brand: string; last4: string }
  | { ok: false; error: PaymentErrorKey; providerMessage?: string };

export interface ChargeRequest {
  token: string;
  /** In the currency's main unit (dollars), already priced by the store API. */
  amount: number;
  currency: string;
  /** The gateway's own idempotency key: the same key never charges twice, whatever reaches the gateway. */
  idempotencyKey: string;
  description: string;
}

/** What the store API needs from a payment provider: a charge on a token. A real provider (Moneris, Stripe, Braintree) implements this. */
export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** A connection failure between the store API and the gateway: the charge may or may not have happened, so it is retried with the same key. */
export class GatewayConnectionError extends Error {}

/** The sandbox's documented test cards: any holder, any future expiry, any CVV of the right length. */
export const SANDBOX_TEST_CARDS = {
  success: ['4242 4242 4242 4242', '5555 5555 5555 4444', '3782 822463 10005'],
  'gateway-no-fund': '4000 0000 0000 9995',
  'gateway-invalid-acount-num': '4000 0000 0000 0010',
  'gateway-invalid-date': '4000 0000 0000 0069',
  /** The tokenizer fails: the drop-in cannot start the transaction. */
  token: '4000 0000 0000 0101',
  /** The tokenizer is unavailable. */
  dropin: '4000 0000 0000 0309',
  paymentMethod: '4000 0000 0000 0408',
  saveFail: '4000 0000 0000 0119',
  unknown: '4000 0000 0000 0507',
  order: '4000 0000 0000 0606',
  connexion: '4000 0000 0000 0705',
  transfert: '4000 0000 0000 0127',
} as const satisfies Record<'success' | PaymentErrorKey, string | readonly string[]>;

export const SANDBOX_PROVIDER_MESSAGE = 'CVV2/CVC2 refusé par l’émetteur (N7)';

type Outcome = 'success' | PaymentErrorKey;

function outcomeOf(number: string): Outcome {
  const digits = cardDigits(number);
  for (const [outcome, cards] of Object.entries(SANDBOX_TEST_CARDS)) {
    const list: readonly string[] = typeof cards === 'string' ? [cards] : cards;
    if (list.some((card) => cardDigits(card) === digits)) return outcome as Outcome;
  }
  // Any other valid card of an accepted brand is refused by its issuer, as a real sandbox does with unknown numbers.
  return 'paymentMethod';
}

export type TokenizeResult =
  | { ok: true; token: string; brand: string; last4: string }
  | { ok: false; error: 'token' | 'dropin' }
  | { ok: false; error: 'invalid'; fields: CardFieldError[] };

export interface SandboxGateway extends PaymentGateway {
  /** The sandbox's tokenizer: a card in, a single-use token out. Only the drop-in calls it; nothing is written anywhere. */
  tokenize(card: CardInput, locale: 'fr' | 'en', now?: Date): TokenizeResult;
  /** How many charges really happened (tests check a retry never makes a second one). */
  readonly chargeCount: number;
}

export function createSandboxGateway(): SandboxGateway {
  // In memory only: a token stands for the card's outcome, brand and last four digits, never the number itself.
  const tokens = new Map<string, { outcome: Outcome; brand: string; last4: string }>();
  const charges = new Map<string, ChargeResult>();
  let chargeCount = 0;
  return {
    name: 'sandbox',
    get chargeCount() {
      return chargeCount;
    },
    tokenize(card, locale, now = new Date()) {
      const fields = checkCard(card, locale, now);
      if (fields.length) return { ok: false, error: 'invalid', fields };
      const outcome = outcomeOf(card.number);
      if (outcome === 'token' || outcome === 'dropin') return { ok: false, error: outcome };
      const token = `tok_sandbox_${randomBytes(18).toString('base64url')}`;
      const digits = cardDigits(card.number);
      const entry = { outcome, brand: cardBrand(digits) ?? 'visa', last4: digits.slice(-4) };
      tokens.set(token, entry);
      return { ok: true, token, brand: entry.brand, last4: entry.last4 };
    },
    async charge(request) {
      const previous = charges.get(request.idempotencyKey);
      if (previous) return previous;
      const card = tokens.get(request.token);
      if (!card) return { ok: false, error: 'token' };
      if (card.outcome === 'connexion') throw new GatewayConnectionError('sandbox: connection reset by the gateway');
      let result: ChargeResult;
      if (card.outcome === 'success') {
        chargeCount += 1;
        result = { ok: true, reference: `ch_sandbox_${randomBytes(12).toString('base64url')}`, brand: card.brand, last4: card.last4 };
      } else if (card.outcome === 'transfert') result = { ok: false, error: 'transfert', providerMessage: SANDBOX_PROVIDER_MESSAGE };
      else result = { ok: false, error: card.outcome };
      charges.set(request.idempotencyKey, result);
      return result;
    },
  };
}
