// Owns the card rules of spec §5 (holder, number, brand, expiry MM/YY, CVV), run by the drop-in in the browser and by the sandbox tokenizer.
import cardValidator from 'card-validator';
import type { Locale } from '@storefront/contracts';
import { ruleMessage, type RuleName } from './messages';

/** Spec §5: only Visa, MasterCard and American Express are accepted. */
export const ACCEPTED_CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const;
export type CardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];

const BRAND_OF: Record<string, CardBrand> = { visa: 'visa', mastercard: 'mastercard', 'american-express': 'amex' };

export const CARD_BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express' };

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The accepted brand a number belongs to (brand ranges and lengths from card-validator), or null. */
export function cardBrand(number: string): CardBrand | null {
  const type = cardValidator.number(cardDigits(number)).card?.type;
  return type ? (BRAND_OF[type] ?? null) : null;
}

/** Groups the digits as printed on the card: 4-4-4-4, or 4-6-5 for American Express. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' || /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The CVV length: 4 digits on American Express cards (printed on the front), 3 on the others (spec §9 says 3, which would refuse every Amex). */
export const cvvLength = (brand: CardBrand | null) => (brand === 'amex' ? 4 : 3);

export interface CardInput {
  holder: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

export type CardField = keyof CardInput;

export interface CardFieldError {
  field: CardField;
  rule: RuleName;
  message: string;
}

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** Expiry MM/YY: a card is valid through the last day of its month. */
export function expiryState(expiry: string, now: Date): 'format' | 'past' | 'ok' {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'past' : 'ok';
}

/** Every card rule, the first failed one of each field, with its message in the visitor's language. */
export function checkCard(card: CardInput, locale: Locale, now: Date): CardFieldError[] {
  const errors: CardFieldError[] = [];
  const fail = (field: CardField, rule: RuleName) => errors.push({ field, rule, message: ruleMessage(rule, locale, { field: FIELD_OF[field] }) });

  if (!card.holder.trim()) fail('holder', 'required');
  else if (card.holder.trim().length > 100) fail('holder', 'maxLength');

  const digits = cardDigits(card.number);
  const verdict = cardValidator.number(digits);
  const brand = cardBrand(digits);
  if (!digits) fail('number', 'required');
  else if (!/^\d+$/.test(digits) || !verdict.isValid) fail('number', 'cardNumber');
  else if (!brand) fail('number', 'cardBrand');

  const expiry = expiryState(card.expiry, now);
  if (!card.expiry.trim()) fail('expiry', 'required');
  else if (expiry === 'format') fail('expiry', 'cardExpiryFormat');
  else if (expiry === 'past') fail('expiry', 'cardExpired');

  if (!card.cvv.trim()) fail('cvv', 'required');
  else if (!new RegExp(`^\\d{${cvvLength(brand)}}$`).test(card.cvv.trim())) fail('cvv', brand === 'amex' ? 'cvvAmex' : 'cvv');
  return errors;
}

/** The label of each card field in the message table. */
export const FIELD_OF: Record<CardField, 'cardHolder' | 'cardNumber' | 'cardExpiry' | 'cardCvv'> = {
  holder: 'cardHolder',
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvv: 'cardCvv',
};
