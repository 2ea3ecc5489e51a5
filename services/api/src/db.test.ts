// The query layer through a restart of Postgres: what it runs again (refused, aborted, never sent, a read, a transaction
// cut before its COMMIT) and what it never runs again (a write or a COMMIT whose answer was lost), against a scripted pool.
import { describe, expect, it } from 'vitest';
import { connectionLost, notApplied, postgresDb, type PostgresPool } from './db';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const SHUTDOWN = () => pgError('terminating connection due to administrator command', '57P01');
const REFUSED = () => pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
const CUT = () => pgError('Connection terminated unexpectedly');

/** A pool whose statements fail as scripted (one failure per matching statement, in order), recording what reached it. */
function scriptedPool(failures: { when: RegExp; error: () => Error }[]) {
  const sent: string[] = [];
  const released: (boolean | Error | undefined)[] = [];
  const run = async (sql: string) => {
    const failure = failures.findIndex((f) => f.when.test(sql));
    if (failure >= 0) {
      const { error } = failures.splice(failure, 1)[0]!;
      sent.push(`${sql} ✗`);
      throw error();
    }
    sent.push(sql);
    return { rows: [{ ok: 1 }] };
  };
  const pool: PostgresPool = {
    query: run,
    connect: async () => ({ query: run, release: (destroy?: boolean | Error) => void released.push(destroy) }),
    end: async () => {},
  };
  return { pool, sent, released };
}

const fast = { pauseMs: 1 };

describe('the store API over a Postgres that restarts', () => {
  it('tells a statement that never took effect from one whose fate is unknown', () => {
    expect(notApplied(SHUTDOWN())).toBe(true);
    expect(notApplied(REFUSED())).toBe(true);
    expect(notApplied(pgError('timeout exceeded when trying to connect'))).toBe(true);
    expect(notApplied(CUT())).toBe(false);
    expect(connectionLost(CUT())).toBe(true);
    expect(connectionLost(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
  });

  it('runs a statement the server refused or aborted again, and a read cut short', async () => {
    const { pool, sent } = scriptedPool([
      { when: /INSERT/, error: REFUSED },
      { when: /INSERT/, error: SHUTDOWN },
      { when: /SELECT/, error: CUT },
    ]);
    const db = postgresDb(pool, fast);
    await db.query('INSERT INTO t VALUES (1)');
    await db.query('SELECT 1');
    expect(sent).toEqual([
      'INSERT INTO t VALUES (1) ✗',
      'INSERT INTO t VALUES (1) ✗',
      'INSERT INTO t VALUES (1)',
      'SELECT 1 ✗',
      'SELECT 1',
    ]);
  });

  it('never runs a write again when its answer was lost: it may have taken effect', async () => {
    const { pool, sent } = scriptedPool([{ when: /UPDATE/, error: CUT }]);
    await expect(postgresDb(pool, fast).query("UPDATE outbox SET sent_at = now() WHERE id = '1'")).rejects.toThrow('Connection terminated');
    expect(sent).toHaveLength(1);
  });

  it('runs a whole transaction again when its connection went before COMMIT, and closes the broken connection', async () => {
    const { pool, sent, released } = scriptedPool([
      { when: /INSERT INTO submissions/, error: CUT },
      { when: /ROLLBACK/, error: CUT },
    ]);
    const runs: number[] = [];
    const result = await postgresDb(pool, fast).transaction(async (tx) => {
      runs.push(runs.length + 1);
      await tx.query('INSERT INTO submissions VALUES (1)');
      await tx.query('INSERT INTO outbox VALUES (1)');
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(runs).toEqual([1, 2]);
    expect(sent.filter((sql) => sql === 'COMMIT')).toHaveLength(1);
    expect(released).toEqual([true, undefined]);
  });

  it('never runs a transaction again when its COMMIT was sent and the answer lost', async () => {
    const { pool, sent } = scriptedPool([{ when: /COMMIT/, error: CUT }]);
    let runs = 0;
    await expect(
      postgresDb(pool, fast).transaction(async (tx) => {
        runs += 1;
        await tx.query('INSERT INTO orders VALUES (1)');
      }),
    ).rejects.toThrow('Connection terminated');
    expect(runs).toBe(1);
    expect(sent.filter((sql) => sql.startsWith('INSERT'))).toHaveLength(1);
  });

  it('gives up once the window has passed, with the last error', async () => {
    const { pool } = scriptedPool(Array.from({ length: 1000 }, () => ({ when: /SELECT/, error: REFUSED })));
    await expect(postgresDb(pool, { windowMs: 30, pauseMs: 5 }).query('SELECT 1')).rejects.toThrow('ECONNREFUSED');
  });

  it('does not run a transaction again for an error of its own', async () => {
    const { pool } = scriptedPool([{ when: /INSERT/, error: () => pgError('duplicate key value violates unique constraint', '23505') }]);
    let runs = 0;
    await expect(
      postgresDb(pool, fast).transaction(async (tx) => {
        runs += 1;
        await tx.query('INSERT INTO orders VALUES (1)');
      }),
    ).rejects.toThrow('duplicate key');
    expect(runs).toBe(1);
  });
});
