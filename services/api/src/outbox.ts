// Owns sending mails from the outbox table: claimed one at a time, retried with growing delays, each marked sent exactly once.
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Db, Queryable } from './db';
import type { OutboxMail } from './mail';

/**
 * An order confirmation is transactional: it is sent even to an address that unsubscribed from everything else. So is
 * a newsletter confirmation: it answers the address's own request, and only its click can lift the unsubscription.
 */
export type OutboxKind = 'notification' | 'acknowledgement' | 'order-confirmation' | 'confirmation';

/** Adds a mail to the outbox inside the caller's transaction, so it exists exactly when the submission does. */
export async function enqueueMail(tx: Queryable, entry: { submissionId?: string; orderId?: string; kind: OutboxKind; mail: OutboxMail }): Promise<string> {
  const id = randomUUID();
  await tx.query('INSERT INTO outbox (id, submission_id, order_id, kind, recipient, message) VALUES ($1, $2, $3, $4, $5, $6::jsonb)', [
    id,
    entry.submissionId ?? null,
    entry.orderId ?? null,
    entry.kind,
    entry.mail.to,
    JSON.stringify(entry.mail),
  ]);
  return id;
}

export interface OutboxWorker {
  /** Sends every mail that is due now; resolves when none is left (the ones that failed wait for their next attempt). */
  drain(): Promise<void>;
  /** Asks for a drain soon (after a submission); never throws. */
  kick(): void;
  stop(): Promise<void>;
}

export interface OutboxOptions {
  db: Db;
  transport: Transporter<unknown>;
  domain?: string;
  /** First retry delay; each failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  /** How long a claimed mail is kept from other workers while it is being sent. */
  leaseMs?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

interface Row {
  id: string;
  kind: OutboxKind;
  recipient: string;
  message: OutboxMail;
  attempts: number;
}

export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { db, transport, domain = 'piscinessoleil.local', baseDelayMs = 5_000, maxDelayMs = 60 * 60_000, pollMs = 5_000, leaseMs = 120_000 } = options;
  const log = options.log ?? console;
  // Drains run one after the other; a drain asked for while one runs starts after it, so no new mail waits for the poll.
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  // One row at a time; SKIP LOCKED and the lease let several API copies share one Postgres outbox.
  async function claim(): Promise<Row | null> {
    const now = new Date();
    const rows = await db.query<Row>(
      `UPDATE outbox SET locked_until = $2
       WHERE id = (
         SELECT id FROM outbox
         WHERE sent_at IS NULL AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until < $1)
         ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, message, attempts`,
      [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString()],
    );
    return rows[0] ?? null;
  }

  async function suppressed(row: Row): Promise<boolean> {
    // The store's own notifications are never suppressed: a lead must reach the store.
    if (row.kind !== 'acknowledgement') return false;
    return (await db.query('SELECT 1 FROM suppressions WHERE email = $1', [row.recipient.toLowerCase()])).length > 0;
  }

  async function sendOne(row: Row): Promise<void> {
    try {
      if (!(await suppressed(row))) {
        // The Message-ID is the outbox id: a receiving server (or the .eml folder) sees a resend as the same mail.
        await transport.sendMail({ ...row.message, messageId: `<${row.id}@${domain}>` });
      }
      await db.query('UPDATE outbox SET sent_at = $2, attempts = attempts + 1, locked_until = NULL, last_error = NULL WHERE id = $1', [row.id, new Date().toISOString()]);
    } catch (error) {
      const attempts = row.attempts + 1;
      const next = new Date(Date.now() + retryDelay(attempts, baseDelayMs, maxDelayMs));
      await db.query('UPDATE outbox SET attempts = $2, next_attempt_at = $3, locked_until = NULL, last_error = $4 WHERE id = $1', [
        row.id,
        attempts,
        next.toISOString(),
        String((error as Error).message ?? error).slice(0, 500),
      ]);
      log.error(`[api] mail ${row.id} (${row.kind}) failed (attempt ${attempts}), next try ${next.toISOString()}`);
    }
  }

  async function drainOnce(): Promise<void> {
    for (let row = await claim(); row && !stopped; row = await claim()) await sendOne(row);
  }

  function drain(): Promise<void> {
    const next = queue.then(drainOnce);
    queue = next.catch((error: unknown) => log.error('[api] outbox', error));
    return next;
  }

  const timer = setInterval(() => void drain().catch((error: unknown) => log.error('[api] outbox', error)), pollMs);
  timer.unref();

  return {
    drain,
    kick: () => void drain().catch((error: unknown) => log.error('[api] outbox', error)),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await queue;
    },
  };
}
