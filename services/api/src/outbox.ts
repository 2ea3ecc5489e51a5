// Owns sending mails from the outbox table: claimed one at a time under a lease, retried with growing delays, each marked
// sent exactly once by the worker that still holds its lease; every attempt is recorded, resends included.
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { ATTACHMENT_TIMEOUT_MS, AttachmentMissingError, type AttachmentStore } from './leads/attachments';
import type { Db, Queryable } from './db';
import { SMTP_WORST_CASE_MS, type OutboxMail } from './mail';

/**
 * How long a claimed mail is kept from other workers: the slowest send SMTP_TIMEOUTS allow, plus reading its files from
 * the attachment store (20 s at most, ATTACHMENT_TIMEOUT_MS) and recording the outcome. A send has ended, delivered or
 * failed, before another copy may claim the same mail.
 */
export const OUTBOX_LEASE_MS = SMTP_WORST_CASE_MS + ATTACHMENT_TIMEOUT_MS + 10_000;

/**
 * An order confirmation is transactional: it is sent even to an address that unsubscribed from everything else. So is
 * a newsletter confirmation: it answers the address's own request, and only its click can lift the unsubscription. So is a
 * booking's mail (its confirmation, change, cancellation, or a waiting list's offer).
 */
export type OutboxKind = 'notification' | 'acknowledgement' | 'order-confirmation' | 'confirmation' | 'booking';

/** Adds a mail to the outbox inside the caller's transaction, so it exists exactly when the submission does. */
export async function enqueueMail(
  tx: Queryable,
  entry: { submissionId?: string; orderId?: string; kind: OutboxKind; mail: OutboxMail },
): Promise<string> {
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
  /** Where the files a mail names by key are read from. */
  attachments: AttachmentStore;
  domain?: string;
  /** First retry delay; each failure doubles it, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  pollMs?: number;
  /** How long a claimed mail is kept from other workers while it is being sent (OUTBOX_LEASE_MS; tests shorten it). */
  leaseMs?: number;
  log?: Pick<Console, 'error' | 'info'>;
}

interface Row {
  id: string;
  kind: OutboxKind;
  recipient: string;
  message: OutboxMail;
  attempts: number;
  lease_token: string;
}

/**
 * Errors after which the mail surely did not leave: the server could not be reached, refused the login or an address, or
 * answered with an error code. Anything else (a timeout, a socket closed mid-dialogue) may have come after the server
 * took the message: the next attempt is then a possible duplicate, recorded as a resend.
 */
const UNDELIVERED_CODES = new Set(['EDNS', 'EAUTH', 'ENOAUTH', 'EOAUTH2', 'ETLS', 'EENVELOPE', 'ECONFIG', 'EMESSAGE']);
/**
 * Nodemailer names both a connection that could not be made and one the server closed at any later point ECONNECTION: only
 * the first is sure (a close right after the message's last line may be the server having taken it and its answer lost).
 */
const NOT_CONNECTED = /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|getaddrinfo/;

export function surelyUndelivered(error: unknown): boolean {
  const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string };
  if (typeof responseCode === 'number' && responseCode >= 400) return true;
  if (code === 'ECONNECTION') return NOT_CONNECTED.test(String(message));
  return typeof code === 'string' && UNDELIVERED_CODES.has(code);
}

export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const {
    db,
    transport,
    attachments,
    domain = 'piscinessoleil.local',
    baseDelayMs = 5_000,
    maxDelayMs = 60 * 60_000,
    pollMs = 5_000,
    leaseMs = OUTBOX_LEASE_MS,
  } = options;
  const log = options.log ?? console;
  // Drains run one after the other; a drain asked for while one runs starts after it, so no new mail waits for the poll.
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  // One row at a time; SKIP LOCKED and the lease let several API copies share one Postgres outbox. Each claim has its own
  // token: only the claim that still holds it may record what happened.
  async function claim(): Promise<Row | null> {
    const now = new Date();
    const rows = await db.query<Row>(
      `UPDATE outbox SET locked_until = $2, lease_token = $3
       WHERE id = (
         SELECT id FROM outbox
         WHERE sent_at IS NULL AND rejected_at IS NULL AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until < $1)
         ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, message, attempts, lease_token`,
      [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), randomUUID()],
    );
    return rows[0] ?? null;
  }

  /** The update applies only while this worker's lease holds: past it, another copy may own the mail. */
  async function underLease(row: Row, sql: string, params: unknown[]): Promise<boolean> {
    const updated = await db.query(`${sql} WHERE id = $1 AND lease_token = $2 AND locked_until >= $3 RETURNING id`, [
      row.id,
      row.lease_token,
      new Date().toISOString(),
      ...params,
    ]);
    if (updated.length === 0)
      log.error(`[api] mail ${row.id} (${row.kind}): lease lost before its outcome was recorded; whoever holds it now decides`);
    return updated.length > 0;
  }

  /**
   * Opens this attempt's record. It is a resend when an earlier attempt may have delivered: it never recorded an end (its
   * copy died or lost its lease mid-send) or ended without a sure answer (a timeout after the message was handed over).
   */
  async function beginAttempt(row: Row): Promise<string | null> {
    // Only while the lease still holds: a worker that took too long to get here leaves the mail to whoever claims it next.
    const [attempt] = await db.query<{ id: string; resend: boolean }>(
      `INSERT INTO outbox_attempts (outbox_id, lease_token, resend)
       SELECT $1, $2, EXISTS (SELECT 1 FROM outbox_attempts WHERE outbox_id = $1 AND (outcome IS NULL OR outcome = 'uncertain'))
       WHERE EXISTS (SELECT 1 FROM outbox WHERE id = $1 AND lease_token = $2 AND locked_until >= $3)
       RETURNING id::text, resend`,
      [row.id, row.lease_token, new Date().toISOString()],
    );
    if (!attempt) {
      log.error(`[api] mail ${row.id} (${row.kind}): lease lost before sending; not sent by this worker`);
      return null;
    }
    if (attempt.resend)
      log.error(
        `[api] mail ${row.id} (${row.kind}) is sent again after an attempt without a sure answer: it may arrive twice (same Message-ID)`,
      );
    return attempt.id;
  }

  const endAttempt = (attemptId: string, outcome: 'sent' | 'failed' | 'uncertain', error?: string) =>
    db.query('UPDATE outbox_attempts SET finished_at = $2, outcome = $3, error = $4 WHERE id = $1::bigint', [
      attemptId,
      new Date().toISOString(),
      outcome,
      error ?? null,
    ]);

  /**
   * The stored mail, with each file's bytes read from the attachment store (by whichever copy sends it); a file kept in the
   * mail goes as it is, base64 content with its encoding, which nodemailer decodes to the file's bytes.
   */
  async function withFiles(message: OutboxMail) {
    const files = await Promise.all(
      message.attachments.map(async (file) => {
        if ('key' in file) return { filename: file.filename, contentType: file.contentType, content: await attachments.read(file.key) };
        return {
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
          ...(file.encoding ? { encoding: file.encoding } : {}),
        };
      }),
    );
    return { ...message, attachments: files };
  }

  async function suppressed(row: Row): Promise<boolean> {
    // The store's own notifications are never suppressed: a lead must reach the store.
    if (row.kind !== 'acknowledgement') return false;
    return (await db.query('SELECT 1 FROM suppressions WHERE email = $1', [row.recipient.toLowerCase()])).length > 0;
  }

  /** False when this worker lost the lease before sending: it stops draining until the next poll. */
  async function sendOne(row: Row): Promise<boolean> {
    let attemptId: string | null = null;
    try {
      if (!(await suppressed(row))) {
        const message = await withFiles(row.message);
        attemptId = await beginAttempt(row);
        if (!attemptId) return false;
        // The Message-ID is the outbox id: a receiving server (or the .eml folder) sees a resend as the same mail.
        await transport.sendMail({ ...message, messageId: `<${row.id}@${domain}>` });
        await endAttempt(attemptId, 'sent');
      }
      await underLease(
        row,
        'UPDATE outbox SET sent_at = $4, attempts = attempts + 1, locked_until = NULL, lease_token = NULL, last_error = NULL',
        [new Date().toISOString()],
      );
    } catch (error) {
      const reason = String((error as Error).message ?? error).slice(0, 500);
      if (error instanceof AttachmentMissingError) {
        // No retry brings a deleted file back: the mail is given up (the lead and its row stay, with the reason).
        log.error(`[api] mail ${row.id} (${row.kind}) given up: ${reason}; the lead is stored, its mail is not sent`);
        await underLease(
          row,
          'UPDATE outbox SET rejected_at = $4, attempts = attempts + 1, locked_until = NULL, lease_token = NULL, last_error = $5',
          [new Date().toISOString(), reason],
        );
        return true;
      }
      if (attemptId) await endAttempt(attemptId, surelyUndelivered(error) ? 'failed' : 'uncertain', reason);
      const attempts = row.attempts + 1;
      const next = new Date(Date.now() + retryDelay(attempts, baseDelayMs, maxDelayMs));
      if (
        await underLease(
          row,
          'UPDATE outbox SET attempts = $4, next_attempt_at = $5, locked_until = NULL, lease_token = NULL, last_error = $6',
          [attempts, next.toISOString(), reason],
        )
      )
        log.error(`[api] mail ${row.id} (${row.kind}) failed (attempt ${attempts}), next try ${next.toISOString()}`);
    }
    return true;
  }

  // A stopped worker claims nothing more: a claim it would not send would wait out its lease.
  async function drainOnce(): Promise<void> {
    while (!stopped) {
      const row = await claim();
      if (!row || !(await sendOne(row))) return;
    }
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
