// Owns the booking's signatures, each with a purpose of its own so that one can never stand for another: a booking's change
// and cancel link, a waiting list's confirmation link, a waiting list's offer link, and the client's pseudonym the bounds count.
// The API's signing module makes and checks them, each under its purpose's key.
import { isSignature, readToken, sign, unixSeconds, UNIX_SECONDS, UUID } from '../signing';

// ── The booking's link: read, change, cancel ───────────────────────────────────────────────────────────────────────────

/** Unchanged since ADR 0041 (the links already mailed keep working): only the secret makes it. */
export const manageKey = (secret: string, number: string): string => sign(secret, 'booking', number);

export const isManageKey = (secret: string, number: string, key: unknown): boolean => isSignature(secret, 'booking', number, key);

// ── The waiting list's confirmation link ───────────────────────────────────────────────────────────────────────────────

/** `<entry id>.<expiry, Unix seconds>.<HMAC of both and the address>`: the entry's owner confirms it before it expires. */
export function waitlistToken(secret: string, entry: { id: string; email: string; expiresAt: Date }): string {
  const expires = unixSeconds(entry.expiresAt);
  return `${entry.id}.${expires}.${sign(secret, 'booking-waitlist', `${entry.id}\n${entry.email}\n${expires}`)}`;
}

/** The entry a confirmation token names and its expiry, or null when it is not one of ours (its signature checked later). */
export function readWaitlistToken(token: unknown): { id: string; expires: number; signature: string } | null {
  const read = readToken(token, [UUID, UNIX_SECONDS]);
  return read ? { id: read.fields[0]!, expires: Number(read.fields[1]), signature: read.signature } : null;
}

export const isWaitlistSignature = (secret: string, entry: { id: string; email: string }, expires: number, signature: string) =>
  isSignature(secret, 'booking-waitlist', `${entry.id}\n${entry.email}\n${expires}`, signature);

// ── The waiting list's offer link ──────────────────────────────────────────────────────────────────────────────────────

/**
 * `<entry id>.<HMAC of the entry and its offered hold>`: it names the waiting list's entry, never the hold, and it completes
 * that one offer and nothing else (a booking's change and cancel link is signed for another purpose, from its number).
 */
export const offerToken = (secret: string, entryId: string, holdId: string): string =>
  `${entryId}.${sign(secret, 'booking-offer', `${entryId}\n${holdId}`)}`;

export function readOfferToken(token: unknown): { entryId: string; signature: string } | null {
  const read = readToken(token, [UUID]);
  return read ? { entryId: read.fields[0]!, signature: read.signature } : null;
}

export const isOfferSignature = (secret: string, entryId: string, holdId: string, signature: string) =>
  isSignature(secret, 'booking-offer', `${entryId}\n${holdId}`, signature);

// ── The client ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** What the bounds count a client by: its address keyed with the secret, so the database keeps no visitor's IP. */
export const clientKey = (secret: string, ip: string): string => sign(secret, 'booking-client', ip).slice(0, 22);
