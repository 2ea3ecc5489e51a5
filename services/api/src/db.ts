// Owns the one query layer of the store API: embedded PGlite by default, a Postgres server when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: everything it wrote is committed together, or nothing is. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens the database: Postgres at databaseUrl, else PGlite in dataDir (in memory when dataDir is 'memory://'). */
export async function openDb({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl);
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await lite.query<T>(sql, params)).rows,
    transaction: (fn) => lite.transaction((tx) => fn({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows })),
    close: () => lite.close(),
  };
}

function openPostgres(connectionString: string): Db {
  // A server that restarts or cannot be reached fails a query within seconds (the health probe then says not ready)
  // instead of holding requests; a connection it drops while idle is an event to log, not a crash of the process.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => console.error('[api] idle Postgres connection lost:', error.message));
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[] });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
