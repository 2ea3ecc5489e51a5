// Owns Shopify's cart limits applied to a whole cart: what a mutation's result must satisfy before it is saved, and what a cart read from disk must satisfy to be served.
import {
  MAX_ATTRIBUTE_KEY_LENGTH,
  MAX_ATTRIBUTE_VALUE_LENGTH,
  MAX_ATTRIBUTES,
  MAX_CART_BYTES,
  MAX_CART_LINES,
  MAX_DISCOUNT_CODE_LENGTH,
  MAX_DISCOUNT_CODES,
  MAX_EMAIL_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  MAX_PHONE_LENGTH,
} from '../limits';
import type { AttributeRecord, CartRecord } from './cart-store';

/** A CartUserError as the Storefront API answers it. */
export interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}

function attributeErrors(attributes: readonly AttributeRecord[], field: string[]): UserError[] {
  if (attributes.length > MAX_ATTRIBUTES) return [{ field, message: `At most ${MAX_ATTRIBUTES} attributes are allowed.`, code: 'INVALID' }];
  return attributes.flatMap((attribute, i): UserError[] => {
    if (attribute.key.trim() === '')
      return [{ field: [...field, String(i), 'key'], message: 'An attribute key cannot be blank.', code: 'INVALID' }];
    if (attribute.key.length > MAX_ATTRIBUTE_KEY_LENGTH) {
      return [
        {
          field: [...field, String(i), 'key'],
          message: `An attribute key may hold at most ${MAX_ATTRIBUTE_KEY_LENGTH} characters.`,
          code: 'INVALID',
        },
      ];
    }
    if ((attribute.value ?? '').length > MAX_ATTRIBUTE_VALUE_LENGTH) {
      return [
        {
          field: [...field, String(i), 'value'],
          message: `An attribute value may hold at most ${MAX_ATTRIBUTE_VALUE_LENGTH} characters.`,
          code: 'INVALID',
        },
      ];
    }
    return [];
  });
}

/**
 * Every limit a cart must keep (src/limits.ts), checked on the cart a mutation would save; `prefix` is where the
 * mutation's input sits (['input'] for cartCreate). An empty list means the cart may be saved.
 */
export function cartLimitErrors(cart: CartRecord, prefix: string[] = []): UserError[] {
  const at = (...path: string[]) => [...prefix, ...path];
  const errors: UserError[] = [];
  if (cart.lines.length > MAX_CART_LINES)
    errors.push({ field: at('lines'), message: `A cart holds at most ${MAX_CART_LINES} lines.`, code: 'INVALID' });
  cart.lines.forEach((line, i) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      errors.push({ field: at('lines', String(i), 'quantity'), message: 'The quantity must be greater than 0.', code: 'INVALID' });
    } else if (line.quantity > MAX_LINE_QUANTITY) {
      errors.push({
        field: at('lines', String(i), 'quantity'),
        message: `The quantity must be at most ${MAX_LINE_QUANTITY}.`,
        code: 'MAXIMUM_EXCEEDED',
      });
    }
    errors.push(...attributeErrors(line.attributes, at('lines', String(i), 'attributes')));
  });
  if ((cart.note ?? '').length > MAX_NOTE_LENGTH) {
    errors.push({ field: at('note'), message: `The note length must be at most ${MAX_NOTE_LENGTH} characters.`, code: 'NOTE_TOO_LONG' });
  }
  errors.push(...attributeErrors(cart.attributes, at('attributes')));
  if (cart.discountCodes.length > MAX_DISCOUNT_CODES) {
    errors.push({ field: at('discountCodes'), message: `At most ${MAX_DISCOUNT_CODES} discount codes are allowed.`, code: 'INVALID' });
  }
  cart.discountCodes.forEach((code, i) => {
    if (code.length > MAX_DISCOUNT_CODE_LENGTH) {
      errors.push({
        field: at('discountCodes', String(i)),
        message: `A discount code may hold at most ${MAX_DISCOUNT_CODE_LENGTH} characters.`,
        code: 'INVALID',
      });
    }
  });
  const { email, phone } = cart.buyerIdentity;
  if ((email ?? '').length > MAX_EMAIL_LENGTH)
    errors.push({ field: at('buyerIdentity', 'email'), message: 'Email is invalid', code: 'INVALID' });
  if ((phone ?? '').length > MAX_PHONE_LENGTH)
    errors.push({ field: at('buyerIdentity', 'phone'), message: 'Phone is invalid', code: 'INVALID' });
  // Checked last and only when all else holds: a cart within every other limit rarely reaches it.
  if (errors.length === 0 && Buffer.byteLength(JSON.stringify(cart)) > MAX_CART_BYTES) {
    errors.push({ field: at('attributes'), message: `The cart would exceed ${MAX_CART_BYTES} bytes.`, code: 'INVALID' });
  }
  return errors;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isAttributes = (value: unknown): value is AttributeRecord[] =>
  Array.isArray(value) && value.every((a) => a && typeof a === 'object' && isString(a.key) && isNullableString(a.value));

/** A cart file's content, when it is a cart within every limit; null for a damaged file or a cart saved before the limits. */
export function storedCart(value: unknown): CartRecord | null {
  if (!value || typeof value !== 'object') return null;
  const cart = value as Record<string, unknown>;
  const identity = cart.buyerIdentity as Record<string, unknown> | null;
  const wellFormed =
    isString(cart.id) &&
    isString(cart.token) &&
    isString(cart.key) &&
    isString(cart.createdAt) &&
    isString(cart.updatedAt) &&
    isNullableString(cart.note) &&
    isAttributes(cart.attributes) &&
    Array.isArray(cart.lines) &&
    cart.lines.every(
      (line) =>
        line &&
        typeof line === 'object' &&
        isString(line.id) &&
        isString(line.merchandiseId) &&
        typeof line.quantity === 'number' &&
        isAttributes(line.attributes),
    ) &&
    Array.isArray(cart.discountCodes) &&
    cart.discountCodes.every(isString) &&
    !!identity &&
    typeof identity === 'object' &&
    isNullableString(identity.email) &&
    isNullableString(identity.phone) &&
    isNullableString(identity.countryCode) &&
    isNullableString(cart.completedAt) &&
    isNullableString(cart.orderId);
  if (!wellFormed) return null;
  const record = value as CartRecord;
  return cartLimitErrors(record).length === 0 ? record : null;
}
