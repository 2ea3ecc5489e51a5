// Owns the store API's own signatures: a key per purpose derived from the API's secret, HMAC-SHA256 in base64url, compared
// in constant time, a token's parts read by their form, and why a token is refused (ADR 0059). Vendors' formats are not here.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signature is for. Its key is `<purpose>:<secret>`, so a signature made for one purpose is worth nothing for another.
 * Each name and key is the one its tokens have always been signed with: changing either voids every link already mailed.
 */
export type Purpose =
  /** An order's access key and its mailed link's key (orders/orders.ts). */
  | 'order'
  /** A booking's change and cancel link (booking/tokens.ts). */
  | 'booking'
  /** A waiting list's confirmation link. */
  | 'booking-waitlist'
  /** A waiting list's offer link. */
  | 'booking-offer'
  /** The pseudonym the booking's bounds count a client by, never its IP. */
  | 'booking-client'
  /** The local stand-in for App Check's tokens (integrity.ts). */
  | 'integrity'
  /** The newsletter's confirmation link (newsletter.ts). */
  | 'newsletter-confirm'
  /** The unsubscribe link of every mail (mail.ts). */
  | 'unsubscribe'
  /** A staff member's invitation link (staff/invitation.ts). */
  | 'staff-invitation'
  /** The staff console's CSRF token, bound to its session (staff/session.ts). */
  | 'staff-csrf';

/** Why a token is refused: not of our form, not signed by us for this purpose and payload, or past its expiry. */
export type Refusal = 'malformed' | 'badSignature' | 'expired';

export type Verdict = { ok: true } | { ok: false; reason: Refusal };

/** A signature's form: HMAC-SHA256's 32 bytes are 43 base64url characters, unpadded. */
export const SIGNATURE = /^[\w-]{43}$/;
/** A row's id, as `randomUUID` makes it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An expiry in Unix seconds, as the mailed links carry it. */
export const UNIX_SECONDS = /^\d{1,12}$/;

/** Longer than any token we make: a longer one is refused before any work. */
const LONGEST_TOKEN = 512;

/** The signature of `payload` for `purpose`. */
export const sign = (secret: string, purpose: Purpose, payload: string): string =>
  createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');

/** Two texts compared in a time that tells nothing of where they differ (their lengths are no secret). */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const isSignature = (secret: string, purpose: Purpose, payload: string, given: unknown): boolean =>
  typeof given === 'string' && sameText(given, sign(secret, purpose, payload));

/**
 * A signed payload's verdict: its signature first, so a forged token is refused as forged whatever date it claims, then its
 * expiry (milliseconds; none, never expires).
 */
export function verify(
  secret: string,
  purpose: Purpose,
  token: { payload: string; signature: string; expiresAt?: number },
  now: number = Date.now(),
): Verdict {
  if (!isSignature(secret, purpose, token.payload, token.signature)) return { ok: false, reason: 'badSignature' };
  if (token.expiresAt !== undefined && token.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/**
 * A `<field>.<field>….<signature>` token's fields, each of the form given, and its signature; null when it is malformed
 * (not a text, too long, another number of parts, a part of another form).
 */
export function readToken(token: unknown, fields: readonly RegExp[]): { fields: string[]; signature: string } | null {
  if (typeof token !== 'string' || token.length > LONGEST_TOKEN) return null;
  const parts = token.split('.');
  const signature = parts.pop()!;
  if (parts.length !== fields.length || !SIGNATURE.test(signature) || !fields.every((form, i) => form.test(parts[i]!))) return null;
  return { fields: parts, signature };
}

/** A date as the tokens carry an expiry: whole Unix seconds. */
export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
