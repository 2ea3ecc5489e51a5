// Owns the client API the provider frame calls on its own origin: the configuration that checks a client token, the
// tokenization of a card or a local PayPal approval into a single-use nonce, and 3-D Secure's lookup and challenge on a
// card's nonce (Braintree's client API paths). Card numbers reach this and nothing else.
import { randomUUID } from 'node:crypto';
import type { LocalBraintreeConfig } from '@storefront/mf-config/payments';
import { checkFingerprint } from './client-token';
import { NONCE_LIFETIME_MS, nonceValue, type IssuedNonce, type StandInState } from './state';
import { luhnValid } from '../frame/luhn.js';
import { ACCEPTED_CARD_TYPES, TEST_CARDS, cardTypeOf, type CardType, type ForcedOutcome } from './test-values';
import { NOT_ENROLLED, scenarioOf, THREE_D_SECURE_CARDS, type ThreeDSecureInfo } from './three-d-secure';

/** The cards the frame tokenizes: Braintree's test cards, and its 3-D Secure 2 test cards. */
function testCard(number: string): { cardType: CardType; outcome?: ForcedOutcome } | undefined {
  const secure = THREE_D_SECURE_CARDS[number];
  return TEST_CARDS[number] ?? (secure ? { cardType: secure.cardType } : undefined);
}

/** How long the buyer has to answer the issuer's challenge. */
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export interface JsonAnswer {
  status: number;
  json: unknown;
}

type Body = Record<string, unknown>;
interface FieldError {
  field: string;
  code: string;
  message: string;
}

const record = (value: unknown): Body => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const unauthorized = (reason: 'invalid' | 'expired'): JsonAnswer => ({
  status: 401,
  json: { error: { message: reason === 'expired' ? 'Authorization fingerprint has expired' : 'Authorization fingerprint is invalid' } },
});

const invalid = (scope: string, fieldErrors: FieldError[]): JsonAnswer => ({
  status: 422,
  json: {
    error: { message: `${scope === 'creditCard' ? 'Credit card' : 'PayPal account'} is invalid` },
    fieldErrors: [{ field: scope, fieldErrors }],
  },
});

/** The card checks of the gateway's tokenizer (Braintree's 817xx codes), the expiry against the current month. */
export function cardErrors(card: Body, now = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  const number = text(card.number).replace(/[\s-]/g, '');
  const type = cardTypeOf(number);
  if (!number) errors.push({ field: 'number', code: '81714', message: 'Credit card number is required.' });
  else if (!/^\d{12,19}$/.test(number))
    errors.push({ field: 'number', code: '81716', message: 'Credit card number must be 12-19 digits.' });
  else if (!luhnValid(number)) errors.push({ field: 'number', code: '81715', message: 'Credit card number is invalid.' });
  else if (!type || !ACCEPTED_CARD_TYPES.includes(type))
    errors.push({ field: 'number', code: '81703', message: 'Credit card type is not accepted by this merchant account.' });
  else if (!testCard(number))
    errors.push({ field: 'number', code: '81717', message: 'Credit card number is not an accepted test number.' });

  const expiry = text(card.expirationDate).match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!text(card.expirationDate)) errors.push({ field: 'expirationDate', code: '81709', message: 'Expiration date is required.' });
  else if (!expiry) errors.push({ field: 'expirationDate', code: '81710', message: 'Expiration date is invalid.' });
  else {
    const month = Number(expiry[1]);
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (month < 1 || month > 12) errors.push({ field: 'expirationMonth', code: '81712', message: 'Expiration month is invalid.' });
    else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      errors.push({ field: 'expirationDate', code: '81710', message: 'Expiration date is invalid.' });
    }
  }

  const cvv = text(card.cvv);
  const digits = type === 'American Express' ? 4 : 3;
  if (!cvv) errors.push({ field: 'cvv', code: '81706', message: 'CVV is required.' });
  else if (!new RegExp(`^\\d{${digits}}$`).test(cvv))
    errors.push({ field: 'cvv', code: '81707', message: 'CVV must be 4 digits for American Express and 3 digits for other card types.' });
  if (text(card.cardholderName).length > 255)
    errors.push({ field: 'cardholderName', code: '81723', message: 'Cardholder name is too long.' });
  return errors;
}

/** 3-D Secure's answers (Braintree's client API errors carry a message only; 422 for a nonce it will not verify). */
const notVerifiable = (message: string): JsonAnswer => ({ status: 422, json: { error: { message } } });

export class ClientApi {
  /** Lookups waiting for the buyer's answer to the issuer's challenge, by the lookup's id. */
  private readonly challenges = new Map<string, { nonce: string; outcome: ThreeDSecureInfo; expiresAt: number }>();

  constructor(
    private readonly config: LocalBraintreeConfig,
    private readonly state: StandInState,
  ) {}

  configuration(fingerprint: unknown, origin: string): JsonAnswer {
    const check = checkFingerprint(this.config, fingerprint);
    if (!check.ok) return unauthorized(check.reason);
    return {
      status: 200,
      json: {
        merchantId: this.config.merchantId,
        merchantAccountId: check.merchantAccountId,
        environment: 'development',
        clientApiUrl: `${origin}/merchants/${this.config.merchantId}/client_api`,
        assetsUrl: origin,
        challenges: ['cvv'],
        currencyIsoCode: this.config.currency,
        creditCards: { supportedCardTypes: ACCEPTED_CARD_TYPES },
        paypalEnabled: true,
      },
    };
  }

  tokenizeCard(body: Body): JsonAnswer {
    const check = checkFingerprint(this.config, body.authorizationFingerprint);
    if (!check.ok) return unauthorized(check.reason);
    const card = record(body.creditCard);
    const errors = cardErrors(card);
    if (errors.length > 0) return invalid('creditCard', errors);
    const number = text(card.number).replace(/[\s-]/g, '');
    const test = testCard(number)!;
    const [month = '', year = ''] = text(card.expirationDate)
      .split('/')
      .map((part) => part.trim());
    const nonce = nonceValue('tokencc');
    this.state.nonces.set(nonce, {
      instrument: {
        kind: 'card',
        cardType: test.cardType,
        bin: number.slice(0, 6),
        last4: number.slice(-4),
        expirationMonth: month.padStart(2, '0'),
        expirationYear: year.length === 2 ? `20${year}` : year,
        cardholderName: text(card.cardholderName) || null,
      },
      ...(test.outcome ? { outcome: test.outcome } : {}),
      consumed: false,
      expiresAt: Date.now() + NONCE_LIFETIME_MS,
    });
    return {
      status: 201,
      json: {
        creditCards: [
          {
            type: 'CreditCard',
            nonce,
            consumed: false,
            description: `ending in ${number.slice(-2)}`,
            details: { cardType: test.cardType, lastTwo: number.slice(-2), lastFour: number.slice(-4), bin: number.slice(0, 6) },
          },
        ],
      },
    };
  }

  /**
   * 3-D Secure's lookup on a card's nonce (POST payment_methods/{nonce}/three_d_secure/lookup): the card's scenario in
   * Braintree's testing guide. Without a challenge, the original nonce is spent and a new one carries the outcome; with
   * one, the lookup names the challenge the buyer must answer (lookup.challengeId, where Braintree gives Cardinal's acsUrl).
   */
  threeDSecureLookup(nonce: string, body: Body): JsonAnswer {
    const check = checkFingerprint(this.config, body.authorizationFingerprint);
    if (!check.ok) return unauthorized(check.reason);
    const issued = this.state.nonces.get(nonce);
    if (!issued || issued.instrument.kind !== 'card' || issued.consumed || issued.expiresAt < Date.now() || issued.threeDSecure)
      return notVerifiable('Cannot verify this payment method nonce.');
    if (!/^\d+\.\d{2}$/.test(text(body.amount)) || Number(body.amount) <= 0) return notVerifiable('Amount is invalid.');
    const scenario = scenarioOf(issued.instrument.bin, issued.instrument.last4);
    if (scenario?.challenge) {
      const challengeId = randomUUID();
      this.challenges.set(challengeId, { nonce, outcome: scenario.outcome, expiresAt: Date.now() + CHALLENGE_LIFETIME_MS });
      return {
        status: 201,
        json: {
          lookup: { challengeId, threeDSecureVersion: '2.2.0' },
          threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: true },
          paymentMethod: null,
        },
      };
    }
    return this.verified(nonce, issued, scenario?.outcome ?? NOT_ENROLLED);
  }

  /**
   * The buyer's answer to the issuer's challenge (the local stand-in for Cardinal's window and authenticate_from_jwt):
   * completed, the card's scenario decides; cancelled, the lookup ends and the original nonce stays unverified.
   */
  threeDSecureAuthenticate(nonce: string, body: Body): JsonAnswer {
    const check = checkFingerprint(this.config, body.authorizationFingerprint);
    if (!check.ok) return unauthorized(check.reason);
    const challengeId = text(body.challengeId);
    const challenge = this.challenges.get(challengeId);
    const issued = this.state.nonces.get(nonce);
    if (!challenge || challenge.nonce !== nonce || challenge.expiresAt < Date.now() || !issued || issued.consumed)
      return notVerifiable('Cannot verify this payment method nonce.');
    this.challenges.delete(challengeId);
    if (body.outcome === 'cancelled') return { status: 200, json: { cancelled: true } };
    return this.verified(nonce, issued, challenge.outcome);
  }

  /** Spends the card's nonce and issues a new one that carries the 3-D Secure outcome, as braintree-web's verifyCard gives it. */
  private verified(nonce: string, issued: IssuedNonce, outcome: ThreeDSecureInfo): JsonAnswer {
    issued.consumed = true;
    const verified = nonceValue('tokencc');
    this.state.nonces.set(verified, {
      instrument: issued.instrument,
      ...(issued.outcome ? { outcome: issued.outcome } : {}),
      threeDSecure: { ...outcome },
      consumed: false,
      expiresAt: Date.now() + NONCE_LIFETIME_MS,
    });
    const card = issued.instrument.kind === 'card' ? issued.instrument : null;
    return {
      status: 201,
      json: {
        lookup: { challengeId: null, threeDSecureVersion: '2.2.0' },
        threeDSecureInfo: { liabilityShifted: outcome.liabilityShifted, liabilityShiftPossible: outcome.liabilityShiftPossible },
        paymentMethod: {
          type: 'CreditCard',
          nonce: verified,
          consumed: false,
          description: `ending in ${card?.last4.slice(-2) ?? ''}`,
          details: { cardType: card?.cardType, lastTwo: card?.last4.slice(-2), lastFour: card?.last4, bin: card?.bin },
          threeDSecureInfo: { ...outcome },
        },
      },
    };
  }

  /** The local stand-in for PayPal's approval window: the buyer's PayPal e-mail becomes a one-time PayPal nonce. */
  tokenizePayPal(body: Body): JsonAnswer {
    const check = checkFingerprint(this.config, body.authorizationFingerprint);
    if (!check.ok) return unauthorized(check.reason);
    const email = text(record(body.paypalAccount).email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 255) {
      return invalid('paypalAccount', [{ field: 'email', code: '81604', message: 'Email is an invalid format.' }]);
    }
    const nonce = nonceValue('tokenpp');
    this.state.nonces.set(nonce, {
      instrument: { kind: 'paypal', payerEmail: email, payerId: `LOCAL${email.length}${nonce.slice(-6).toUpperCase()}` },
      consumed: false,
      expiresAt: Date.now() + NONCE_LIFETIME_MS,
    });
    return {
      status: 201,
      json: { paypalAccounts: [{ type: 'PayPalAccount', nonce, consumed: false, description: 'PayPal', details: { email } }] },
    };
  }
}
