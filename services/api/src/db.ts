// Owns the one query layer of the store API: embedded PGlite by default, a Postgres server when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, type Db as JobDb } from 'pg-boss';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The same database as pg-boss reads it (jobs.ts): its schema and lock blocks are several statements in one call. */
  readonly jobs: JobDb;
  /** Runs fn in one transaction: everything it wrote is committed together, or nothing is. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens the database: Postgres at databaseUrl, else PGlite in dataDir (in memory when dataDir is 'memory://'). */
export async function openDb({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl);
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir));
}

/** The query layer over an open PGlite (the tests' clones of one migrated database use it too). */
export function pgliteDb(lite: PGliteInterface): Db {
  return {
    kind: 'pglite',
    jobs: fromPglite(lite),
    query: async <T>(sql: string, params?: unknown[]) => (await lite.query<T>(sql, params)).rows,
    transaction: (fn) =>
      lite.transaction((tx) => fn({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows })),
    close: () => lite.close(),
  };
}

function openPostgres(connectionString: string): Db {
  // A server that restarts or cannot be reached fails a query within seconds (the health probe then says not ready)
  // instead of holding requests; a connection it drops while idle is an event to log, not a crash of the process.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => console.error('[api] idle Postgres connection lost:', error.message));
  return postgresDb(pool);
}

/** What the query layer needs of a pool of Postgres connections (pg.Pool; a test's stand-in). */
export interface PostgresPool {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<{ query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>; release(destroy?: boolean | Error): void }>;
  end(): Promise<void>;
}

/** How long a query or a transaction is tried again while the server restarts (a fast restart takes a second or two). */
export const RECONNECT_WINDOW_MS = 15_000;

type PgError = Error & { code?: string };
/** The server is going or not there yet: the statement was refused or aborted, never committed (57P01: a fast shutdown). */
const REFUSED_CODES = new Set(['57P01', '57P02', '57P03', '08001', '08004', 'ECONNREFUSED']);
const NEVER_SENT = /not queryable|timeout exceeded when trying to connect|due to connection timeout/i;
const CONNECTION_LOST = /connection terminated|connection error|ECONNRESET|EPIPE|socket hang up/i;

/** A statement that certainly did not take effect: the server refused or aborted it, or it never left this process. */
export function notApplied(error: unknown): boolean {
  const { code, message } = error as PgError;
  return (code !== undefined && REFUSED_CODES.has(code)) || NEVER_SENT.test(String(message));
}

/** The connection went away under a statement: whether it took effect is unknown, unless it was inside an open transaction. */
export function connectionLost(error: unknown): boolean {
  const { code, message } = error as PgError;
  return (
    notApplied(error) || ['08000', '08003', '08006', 'ECONNRESET', 'EPIPE'].includes(code ?? '') || CONNECTION_LOST.test(String(message))
  );
}

const READ_ONLY = /^\s*select\b/i;

/**
 * The query layer over a pool, which rides out a restart of the server: a statement the server refused or aborted, a read,
 * or a transaction that lost its connection before its COMMIT was sent (nothing of it was committed) is run again for up to
 * RECONNECT_WINDOW_MS. A COMMIT whose answer was lost is not: whether it took effect is unknown, and the caller says so.
 */
export function postgresDb(pool: PostgresPool, options: { windowMs?: number; pauseMs?: number } = {}): Db {
  const windowMs = options.windowMs ?? RECONNECT_WINDOW_MS;
  const pause = (attempt: number) =>
    new Promise((done) => setTimeout(done, Math.min(1_000, (options.pauseMs ?? 100) * 2 ** (attempt - 1))));
  async function again<T>(work: () => Promise<T>, retryable: (error: unknown) => boolean): Promise<T> {
    const deadline = Date.now() + windowMs;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        if (!retryable(error) || Date.now() >= deadline) throw error;
        await pause(attempt);
      }
    }
  }
  return {
    kind: 'postgres',
    jobs: {
      // node-postgres answers a multi-statement call with one result per statement: pg-boss wants their rows as one list.
      executeSql: async (sql, params) => {
        const result = (await pool.query(sql, params)) as { rows: unknown[] } | { rows: unknown[] }[];
        return { rows: Array.isArray(result) ? result.flatMap((part) => part.rows ?? []) : result.rows };
      },
    },
    query: <T>(sql: string, params?: unknown[]) =>
      again(
        async () => (await pool.query(sql, params)).rows as T[],
        (error) => notApplied(error) || (READ_ONLY.test(sql) && connectionLost(error)),
      ),
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      let committing = false;
      return again(
        async () => {
          committing = false;
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            const result = await fn({ query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[] });
            committing = true;
            await client.query('COMMIT');
            client.release();
            return result;
          } catch (error) {
            // A connection that failed is closed, not handed to the next request.
            const rolledBack = await client.query('ROLLBACK').then(
              () => true,
              () => false,
            );
            client.release(rolledBack ? undefined : true);
            throw error;
          }
        },
        (error) => notApplied(error) || (!committing && connectionLost(error)),
      );
    },
    close: () => pool.end(),
  };
}
