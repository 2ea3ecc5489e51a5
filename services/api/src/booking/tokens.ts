// Owns the booking's signatures, each with a purpose of its own so that one can never stand for another: a booking's change
// and cancel link, a waiting list's confirmation link, a waiting list's offer link, and the client's pseudonym the bounds count.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The four purposes: an HMAC key per purpose, so a signature made for one is worth nothing for the others. */
type Purpose = 'booking' | 'booking-waitlist' | 'booking-offer' | 'booking-client';

const sign = (secret: string, purpose: Purpose, payload: string) =>
  createHmac('sha256', `${purpose}:${secret}`).update(payload).digest('base64url');

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SIGNATURE = '[\\w-]{43}';

// ── The booking's link: read, change, cancel ───────────────────────────────────────────────────────────────────────────

/** Unchanged since ADR 0041 (the links already mailed keep working): only the secret makes it. */
export const manageKey = (secret: string, number: string): string => sign(secret, 'booking', number);

export const isManageKey = (secret: string, number: string, key: unknown): boolean =>
  typeof key === 'string' && same(key, manageKey(secret, number));

// ── The waiting list's confirmation link ───────────────────────────────────────────────────────────────────────────────

/** `<entry id>.<expiry, Unix seconds>.<HMAC of both and the address>`: the entry's owner confirms it before it expires. */
export function waitlistToken(secret: string, entry: { id: string; email: string; expiresAt: Date }): string {
  const expires = Math.floor(entry.expiresAt.getTime() / 1000);
  return `${entry.id}.${expires}.${sign(secret, 'booking-waitlist', `${entry.id}\n${entry.email}\n${expires}`)}`;
}

/** The entry a confirmation token names and its expiry, or null when it is not one of ours (its signature checked later). */
export function readWaitlistToken(token: unknown): { id: string; expires: number; signature: string } | null {
  const match = typeof token === 'string' ? new RegExp(`^(${UUID})\\.(\\d{1,12})\\.(${SIGNATURE})$`).exec(token) : null;
  return match ? { id: match[1]!, expires: Number(match[2]), signature: match[3]! } : null;
}

export const isWaitlistSignature = (secret: string, entry: { id: string; email: string }, expires: number, signature: string) =>
  same(signature, sign(secret, 'booking-waitlist', `${entry.id}\n${entry.email}\n${expires}`));

// ── The waiting list's offer link ──────────────────────────────────────────────────────────────────────────────────────

/**
 * `<entry id>.<HMAC of the entry and its offered hold>`: it names the waiting list's entry, never the hold, and it completes
 * that one offer and nothing else (a booking's change and cancel link is signed for another purpose, from its number).
 */
export const offerToken = (secret: string, entryId: string, holdId: string): string =>
  `${entryId}.${sign(secret, 'booking-offer', `${entryId}\n${holdId}`)}`;

export function readOfferToken(token: unknown): { entryId: string; signature: string } | null {
  const match = typeof token === 'string' ? new RegExp(`^(${UUID})\\.(${SIGNATURE})$`).exec(token) : null;
  return match ? { entryId: match[1]!, signature: match[2]! } : null;
}

export const isOfferSignature = (secret: string, entryId: string, holdId: string, signature: string) =>
  same(signature, sign(secret, 'booking-offer', `${entryId}\n${holdId}`));

// ── The client ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** What the bounds count a client by: its address keyed with the secret, so the database keeps no visitor's IP. */
export const clientKey = (secret: string, ip: string): string => sign(secret, 'booking-client', ip).slice(0, 22);
