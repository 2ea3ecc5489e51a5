// Owns acting once on a payment provider's signed notification: each delivery is kept by its id, a replay of one finds it and
// does nothing, and a notification older than the provider's retries can be is refused (which bounds what is kept).
import type { Db, Queryable } from '../db';
import type { WebhookEvent } from './payment';

/**
 * Braintree sends a notification again every hour for up to 24 hours until it is answered with a 2xx; 3 days leave room for a
 * delivery held up on its side and for clocks that disagree. Anything older is not a retry but someone replaying a notification
 * they kept, and it is refused: a delivery's row then only has to be kept that long.
 */
export const WEBHOOK_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** A notification dated ahead of this machine's clock by more than this is refused too (no clock is that far off). */
export const WEBHOOK_MAX_AHEAD_MS = 60 * 60 * 1000;

export type DeliveryOutcome = 'recorded' | 'replayed' | 'stale';

/**
 * Braintree's notification has no id of its own: its kind, the id of what it is about and its time name one delivery (its
 * retries carry the same signed payload, so the same three).
 */
export const braintreeDeliveryId = (event: WebhookEvent) => `${event.kind}|${event.subject ?? ''}|${event.timestamp}`;

/**
 * Records the notification's delivery and runs `act` in the same transaction, once: a delivery seen before does nothing (the
 * provider is answered 200 all the same, so it stops sending it), and a stale one is refused before anything is written.
 */
export async function actOnce(
  db: Db,
  delivery: { source: string; id: string; timestamp: string },
  act: (tx: Queryable) => Promise<void>,
  now = Date.now(),
): Promise<DeliveryOutcome> {
  const { source, id, timestamp } = delivery;
  const at = Date.parse(timestamp);
  if (!Number.isFinite(at) || at < now - WEBHOOK_MAX_AGE_MS || at > now + WEBHOOK_MAX_AHEAD_MS) return 'stale';
  return db.transaction(async (tx) => {
    // A row is needed as long as its notification could still pass the age check above.
    await tx.query('DELETE FROM webhook_deliveries WHERE source = $1 AND received_at < $2', [
      source,
      new Date(now - WEBHOOK_MAX_AGE_MS - WEBHOOK_MAX_AHEAD_MS),
    ]);
    const [fresh] = await tx.query(
      'INSERT INTO webhook_deliveries (source, delivery_id, received_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING delivery_id',
      [source, id, new Date(now)],
    );
    if (!fresh) return 'replayed';
    await act(tx);
    return 'recorded';
  });
}
