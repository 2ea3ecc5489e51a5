// Owns the client API the provider frame calls on its own origin: the configuration that checks a client token, and the
// tokenization of a card or a local PayPal approval into a single-use nonce. Card numbers reach this and nothing else.
import type { LocalBraintreeConfig } from '@storefront/mf-config/payments';
import { checkFingerprint } from './client-token';
import { NONCE_LIFETIME_MS, nonceValue, type StandInState } from './state';
import { ACCEPTED_CARD_TYPES, TEST_CARDS, cardTypeOf, luhnValid } from './test-values';

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
  else if (!TEST_CARDS[number])
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

export class ClientApi {
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
    const test = TEST_CARDS[number]!;
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
