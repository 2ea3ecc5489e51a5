// Owns the visitor's hold: a place taken for 10 minutes while they type their details, refused when the half-day is full
// or the client holds too many at once.
import { randomUUID } from 'node:crypto';
import type { Service } from './calendar';
import { areaOf, checkDay } from './capacity';
import { checkHolds } from './limits';
import { BookingError } from './messages';
import { HOLD_MINUTES, type BookingContext, type Slot } from './model';
import { lockSlot, placesLeft, settleFirst, settleSlot } from './places';
import { clientKey } from './tokens';

export interface HoldRequest {
  service: Service;
  postalCode: unknown;
  day: unknown;
  half: unknown;
  /** The client's IP as Fastify reads it (behind the trusted proxies): HOLDS_PER_CLIENT counts by it. */
  client: string;
}

const minutes = (n: number) => n * 60_000;

/** Takes a place for 10 minutes while the visitor types their details; full → 'full', too many at once → 'tooManyHolds'. */
export async function hold(
  context: BookingContext,
  request: HoldRequest,
): Promise<{ holdId: string; expiresAt: string; expiresIn: number; slot: Slot }> {
  const area = await areaOf(context.db, context, request.postalCode);
  const slot = await checkDay(context.db, context, area, request.service, request.day, request.half);
  await settleFirst(context, area, slot, request.service);
  return context.db.transaction(async (tx) => {
    await lockSlot(tx, slot);
    await settleSlot(tx, context, area, slot, request.service);
    const now = context.now();
    if ((await placesLeft(tx, area, slot, now)) === 0) throw new BookingError('full', {}, { waitlist: true });
    const client = clientKey(context.secret, request.client);
    await checkHolds(tx, client, now);
    const holdId = randomUUID();
    const expiresAt = new Date(now.getTime() + minutes(HOLD_MINUTES)).toISOString();
    await tx.query(
      `INSERT INTO bookings (id, status, service, fsa, day, half, hold_expires_at, created_at, client)
       VALUES ($1, 'held', $2, $3, $4, $5, $6, $7, $8)`,
      [holdId, request.service, slot.fsa, slot.day, slot.half, expiresAt, now.toISOString(), client],
    );
    // The seconds left as well: the page counts down from them, whatever its own clock says.
    return { holdId, expiresAt, expiresIn: HOLD_MINUTES * 60, slot };
  });
}
