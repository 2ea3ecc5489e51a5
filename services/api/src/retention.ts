// Owns deleting attachments after their retention period: the files (through the attachment store) and their rows go,
// the lead itself stays.
import type { AttachmentStore } from './leads/attachments';
import type { Db } from './db';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  db: Db;
  attachments: AttachmentStore;
  retentionDays: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * Deletes the attachments stored more than retentionDays ago, files first, then their rows. A file whose store
 * notification is still waiting in the outbox is kept: the lead must reach the store whole (a notification given up
 * for good no longer waits). Two copies running it at once delete the same keys, which the store allows.
 */
export async function deleteExpiredAttachments({
  db,
  attachments,
  retentionDays,
  now = () => new Date(),
}: RetentionOptions): Promise<number> {
  const cutoff = new Date(now().getTime() - retentionDays * DAY_MS);
  const rows = await db.query<{ id: string; storage_key: string }>(
    `SELECT a.id, a.storage_key FROM attachments a
     WHERE a.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = a.submission_id AND o.kind = 'notification' AND o.sent_at IS NULL AND o.rejected_at IS NULL)`,
    [cutoff.toISOString()],
  );
  for (const row of rows) {
    await attachments.delete(row.storage_key);
    await db.query('DELETE FROM attachments WHERE id = $1', [row.id]);
  }
  return rows.length;
}

export interface RetentionJob {
  /** One pass now (also what the timer runs). */
  run(): Promise<number>;
  stop(): Promise<void>;
}

/** Runs deleteExpiredAttachments at start and then every intervalMs, one pass at a time, in the API's own process. */
export function startAttachmentRetention(
  options: RetentionOptions & { intervalMs?: number; log?: Pick<Console, 'error' | 'info'> },
): RetentionJob {
  const { intervalMs = 6 * 60 * 60 * 1000, log = console } = options;
  let running: Promise<number> = Promise.resolve(0);
  const run = () => {
    running = running.then(
      () => deleteExpiredAttachments(options),
      () => deleteExpiredAttachments(options),
    );
    return running;
  };
  const pass = () =>
    void run().then(
      (count) => count > 0 && log.info(`[api] ${count} attachment(s) past ${options.retentionDays} days deleted`),
      (error: unknown) => log.error('[api] attachment retention', error),
    );
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
