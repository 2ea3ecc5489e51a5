// Owns how much of the booking one client (its IP, as Fastify reads it behind the trusted proxies) and one address may take:
// holds at once, offers at once, waiting-list requests per season, each refused in words when it is over (ADR 0049).
import type { Queryable } from '../db';
import { BookingError } from './messages';

/** Places one client may hold at once: a combo's two visits, and one more left behind by a visitor who changed their mind. */
export const HOLDS_PER_CLIENT = 3;
/** Waiting-list offers (24-hour holds) one address may have at once: its other entries keep their place and wait for these. */
export const OFFERS_PER_ADDRESS = 2;
/**
 * Waiting-list entries of one address in a service's season: a household waits for a few half-days, not for the season. Its
 * requests whose link lapsed unconfirmed do not count, so a stranger who types that address cannot use up its season.
 */
export const WAITLIST_PER_ADDRESS = 3;
/** Waiting-list requests one client may make in a service's season, confirmed or not: each one mails someone. */
export const WAITLIST_PER_CLIENT = 5;
/** How long a waiting list's confirmation link works, and how long before the same request mails it again. */
export const WAITLIST_CONFIRM_HOURS = 48;

/** The advisory locks' class for the bounds (two-integer keys: apart from the migrations' one-number key). */
const QUOTA_LOCK_CLASS = 0x626b71; // "bkq"

/**
 * Makes the other requests of one client or address wait until this transaction ends, so that ten requests at once
 * cannot each count the same holds and all pass. Taken after the half-day's row lock, always in the order client, address.
 */
export async function lockQuota(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [QUOTA_LOCK_CLASS, key]);
}

/** Refuses a hold beyond HOLDS_PER_CLIENT places still held by this client (a waiting list's offers are not theirs). */
export async function checkHolds(tx: Queryable, client: string, now: Date): Promise<void> {
  await lockQuota(tx, `client:${client}`);
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings
     WHERE client = $1 AND status = 'held' AND reserved_for IS NULL AND hold_expires_at > $2`,
    [client, now.toISOString()],
  );
  if ((row?.n ?? 0) >= HOLDS_PER_CLIENT) throw new BookingError('tooManyHolds', { count: HOLDS_PER_CLIENT }, { limit: HOLDS_PER_CLIENT });
}

export interface WaitlistQuota {
  client: string;
  email: string;
  service: string;
  /** The season's window the entry's day is in: the bounds count per season. */
  window: { from: string; to: string };
  now: Date;
  /** An entry that is asked again (its link lapsed): it does not count against itself. */
  except?: string;
  /** The store's phone, for the refusal: a call books what the bounds refuse online. */
  phone: string;
}

/** Refuses a waiting-list request beyond WAITLIST_PER_CLIENT for the client or WAITLIST_PER_ADDRESS for the address. */
export async function checkWaitlist(tx: Queryable, quota: WaitlistQuota): Promise<void> {
  await lockQuota(tx, `client:${quota.client}`);
  await lockQuota(tx, `email:${quota.email}`);
  const season = [quota.service, quota.window.from, quota.window.to, quota.except ?? null];
  const [byClient] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM booking_waitlist WHERE client = $5 AND service = $1 AND day BETWEEN $2 AND $3
       AND id <> coalesce($4::uuid, '00000000-0000-0000-0000-000000000000')`,
    [...season, quota.client],
  );
  if ((byClient?.n ?? 0) >= WAITLIST_PER_CLIENT)
    throw new BookingError('waitlistClientLimit', { count: WAITLIST_PER_CLIENT, phone: quota.phone }, { limit: WAITLIST_PER_CLIENT });
  await checkAddress(tx, quota, season);
}

/**
 * The address's bound when its owner confirms an entry: only its confirmed entries count then (several requests may have
 * been pending at once, and the owner picks which to keep).
 */
export async function checkConfirmedWaitlist(tx: Queryable, quota: Omit<WaitlistQuota, 'client'> & { except: string }): Promise<void> {
  await lockQuota(tx, `email:${quota.email}`);
  await checkAddress(tx, quota, [quota.service, quota.window.from, quota.window.to, quota.except], false);
}

/** Counts the address's entries of the season: confirmed ones, and pending ones whose link still works when `pending`. */
async function checkAddress(
  tx: Queryable,
  quota: Pick<WaitlistQuota, 'email' | 'now' | 'phone'>,
  season: unknown[],
  pending = true,
): Promise<void> {
  const [byAddress] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM booking_waitlist WHERE email = $5 AND service = $1 AND day BETWEEN $2 AND $3
       AND id <> coalesce($4::uuid, '00000000-0000-0000-0000-000000000000')
       AND (status <> 'pending' OR ($7::boolean AND confirm_by > $6))`,
    [...season, quota.email, quota.now.toISOString(), pending],
  );
  if ((byAddress?.n ?? 0) >= WAITLIST_PER_ADDRESS)
    throw new BookingError('waitlistAddressLimit', { count: WAITLIST_PER_ADDRESS, phone: quota.phone }, { limit: WAITLIST_PER_ADDRESS });
}

/** Requests to be told when an area is served that one client may make in a day: each one stores an address. */
export const AREA_WAITLIST_PER_CLIENT = 5;

/** Refuses a request to be told beyond AREA_WAITLIST_PER_CLIENT by this client in the last 24 hours. */
export async function checkAreaWaitlist(tx: Queryable, client: string, now: Date, phone: string): Promise<void> {
  await lockQuota(tx, `client:${client}`);
  const [row] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM booking_area_waitlist WHERE client = $1 AND consented_at > $2',
    [client, new Date(now.getTime() - 86_400_000).toISOString()],
  );
  if ((row?.n ?? 0) >= AREA_WAITLIST_PER_CLIENT)
    throw new BookingError('areaWaitlistClientLimit', { count: AREA_WAITLIST_PER_CLIENT, phone }, { limit: AREA_WAITLIST_PER_CLIENT });
}
