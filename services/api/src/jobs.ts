// Owns the store API's job queues on pg-boss (ADR 0062): their settings, installing them beside the schema, carrying over
// the rows that waited before them, sending a job in the caller's transaction, and the one supervisor per copy.
import { PgBoss, type Db as JobDb, type Job, type Queue } from 'pg-boss';
import type { Db, Queryable } from './db';
import { MIGRATION_LOCK_KEY } from './migrations';

/** Each paid order pushed to the commerce platform; the job's id is the order's. */
export const COMMERCE_PUSH = 'commerce-push';

/** pg-boss deletes a job left waiting past this (from its next start): the last retry falls inside it. */
const RETENTION_SECONDS = 14 * 24 * 3600;

/**
 * 30 s doubling to 30 min between tries while the platform is down (a refusal is not retried: the order waits for staff).
 * A worker holding an order past 120 s (its expiry) has lost it: the supervisor hands it to the next fetch. After about two
 * weeks of tries the job is failed (dead) and the order stays on the staff's waiting list with its last error.
 */
export const QUEUES: Record<string, Omit<Queue, 'name'>> = {
  [COMMERCE_PUSH]: {
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 30 * 60,
    retryLimit: Math.floor(RETENTION_SECONDS / (30 * 60)) - 20,
    expireInSeconds: 120,
    retentionSeconds: RETENTION_SECONDS,
  },
};

/** How often a copy's supervisor hands on expired jobs and drops old ones. */
const SUPERVISE_SECONDS = 10;

const bosses = new WeakMap<JobDb, PgBoss>();

/** The queues' client for this database: never started (no timers of its own), it sends, fetches and settles jobs. */
export function jobsOf(db: Db): PgBoss {
  let boss = bosses.get(db.jobs);
  if (!boss) {
    boss = new PgBoss({ db: db.jobs, backend: db.kind === 'pglite' ? 'pglite' : 'postgres', supervise: false, schedule: false });
    bosses.set(db.jobs, boss);
  }
  return boss;
}

/** The caller's open transaction as pg-boss writes to it: a job sent through it exists exactly when the transaction commits. */
export function inTransaction(tx: Queryable): JobDb {
  return { executeSql: async (sql, params) => ({ rows: await tx.query(sql, params) }) };
}

/**
 * Sends a job in the caller's transaction, named by the row it belongs to (a second send of the same id is ignored). The
 * sender reads the queue's settings through the transaction too: PGlite has one connection, which the transaction holds.
 */
export async function sendJob(db: Db, tx: Queryable, queue: string, id: string, startAfter?: Date): Promise<void> {
  const sender = new PgBoss({
    db: inTransaction(tx),
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    supervise: false,
    schedule: false,
  });
  await sender.send(queue, {}, { id, ...(startAfter ? { startAfter } : {}) });
}

/** Whether settling an attempt took effect: false once the attempt expired and the job went on without it. */
export function settled(response: unknown): boolean {
  return ((response as { affected?: number }).affected ?? 0) > 0;
}

export type { Job };

/**
 * Installs pg-boss's schema and the queues (pg-boss migrates its own schema under its own lock), then sends a job for every
 * order that waited before the queues were pg-boss's: once, as a second run finds each job's id taken.
 */
export async function installJobs(db: Db): Promise<void> {
  // Two copies starting together on a new database would both create pg-boss's schema (CREATE SCHEMA IF NOT EXISTS is not
  // safe from a race: found with two copies on one PostgreSQL); created here under the migrations' lock, pg-boss then
  // installs its tables under its own.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await tx.query('CREATE SCHEMA IF NOT EXISTS pgboss');
  });
  const boss = new PgBoss({
    db: db.jobs,
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  try {
    for (const [name, options] of Object.entries(QUEUES)) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  const waiting = await db.query<{ order_id: string; next_attempt_at: Date | string }>(
    'SELECT order_id, next_attempt_at FROM commerce_orders WHERE pushed_at IS NULL AND rejected_at IS NULL',
  );
  for (const row of waiting) {
    await jobsOf(db).send(COMMERCE_PUSH, {}, { id: row.order_id, startAfter: new Date(row.next_attempt_at) });
  }
}

/** The copy's supervisor: expired jobs handed on, old ones deleted; stopped after the workers. */
export async function startJobSupervisor(db: Db, log: Pick<Console, 'error'>): Promise<{ stop(): Promise<void> }> {
  const boss = new PgBoss({
    db: db.jobs,
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    migrate: false,
    schedule: false,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
  });
  boss.on('error', (error) => log.error('[api] job queues', error.message));
  await boss.start();
  return { stop: () => boss.stop({ graceful: true, close: false }) };
}
