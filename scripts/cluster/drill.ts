// Owns the restore drill against a running cluster: a point in time (now, or one given), the ids of every order, lead and
// booking accepted at or before it in the live database, the newest base backup before it restored to that point with the
// archived WAL into a PostgreSQL of its own, and each id looked up there. `npm run restore:drill`; the chaos suite runs it too.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { clusterPorts } from '@storefront/mf-config/ports';
import { baseBackups, restoreToPoint, type BaseBackup } from '../lib/backup';
import { clusterDir, runningCluster } from '../lib/cluster';
import { clusterPaths, clusterUrls, DATABASE_NAME, DATABASE_USER } from '../lib/clusterServices';
import { getEngines, postgresUser, thisMachine } from '../lib/engines';
import { isPortTaken } from '../lib/ports';

export const KINDS = ['orders', 'leads', 'bookings'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * What "accepted" means for each kind, and the time it was accepted: a paid order, a stored submission (a lead), a confirmed
 * booking (services/api/src/migrations.ts).
 */
const ACCEPTED: Record<Kind, { table: string; where: string; at: string }> = {
  orders: { table: 'orders', where: 'paid_at IS NOT NULL', at: 'paid_at' },
  leads: { table: 'submissions', where: 'TRUE', at: 'created_at' },
  bookings: { table: 'bookings', where: 'confirmed_at IS NOT NULL', at: 'confirmed_at' },
};

/**
 * With a point given, an accepted time is the start of the transaction that accepted it (now() in PostgreSQL), which commits a
 * moment later: one accepted this close before the point may rightly be missing (its commit came after).
 */
export const IN_FLIGHT_MS = 5_000;

export interface DrillReport {
  point: Date;
  backup: BaseBackup;
  /** The ids accepted at or before the point, by kind (in the live database). */
  expected: Record<Kind, string[]>;
  /** Of those, the ones the restored database does not have. */
  missing: Record<Kind, string[]>;
  /** Missing ones accepted within IN_FLIGHT_MS of a given point: not counted as failures. */
  inFlight: Record<Kind, string[]>;
  /** Rows of each kind in the restored database (accepted or not). */
  restoredRows: Record<Kind, number>;
  recoveryMs: number;
  totalMs: number;
  /** Where the restored data folder was kept (--keep), or null. */
  keptAt: string | null;
  ok: boolean;
}

const byKind = <T>(make: (kind: Kind) => T) => Object.fromEntries(KINDS.map((kind) => [kind, make(kind)])) as Record<Kind, T>;

/** Waits until the archive holds a segment (archive_command copies it as soon as it is complete). */
async function archived(walArchive: string, segment: string, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!existsSync(resolve(walArchive, segment))) {
    if (performance.now() > deadline) throw new Error(`WAL segment ${segment} not archived within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * Runs the drill against the running cluster. Without `to`, the point is now: the ids come from one snapshot of the live
 * database taken just before it, so every one of them was committed before the point. `keep` leaves the restored data folder
 * (stopped, promoted) for a real restore.
 */
export async function restoreDrill(options: { to?: Date; keep?: boolean; log?: (line: string) => void } = {}): Promise<DrillReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const dir = clusterDir();
  if (!runningCluster(dir)) throw new Error('No cluster runs: start it with `npm run start:cluster` (the drill restores its PostgreSQL).');
  const paths = clusterPaths(dir);
  const ports = clusterPorts();
  if (await isPortTaken(ports.restoredPostgres))
    throw new Error(`Port ${ports.restoredPostgres} for the restored PostgreSQL is taken: is another drill running?`);
  if (options.to && !(options.to.getTime() < Date.now())) throw new Error(`--to ${options.to.toISOString()} is not in the past`);

  const live = new pg.Client({ connectionString: clusterUrls().databaseUrl });
  await live.connect();
  let point: Date;
  let expected: Record<Kind, string[]>;
  let acceptedAt: Map<string, number>;
  try {
    const read = async (at: Date | null) => {
      const rows = byKind(() => [] as string[]);
      const times = new Map<string, number>();
      for (const kind of KINDS) {
        const { table, where, at: column } = ACCEPTED[kind];
        const result = await live.query<{ id: string; at: Date }>(
          `SELECT id::text AS id, ${column} AS at FROM ${table} WHERE ${where}${at ? ` AND ${column} <= $1` : ''}`,
          at ? [at] : [],
        );
        rows[kind] = result.rows.map((row) => row.id);
        for (const row of result.rows) times.set(row.id, new Date(row.at).getTime());
      }
      return { rows, times };
    };
    if (options.to) {
      point = options.to;
      ({ rows: expected, times: acceptedAt } = await read(point));
    } else {
      // One snapshot for the three reads; the point is read after it, on the server's clock, rounded up to the millisecond.
      await live.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      ({ rows: expected, times: acceptedAt } = await read(null));
      const { rows } = await live.query<{ point: Date }>(
        `SELECT date_trunc('milliseconds', clock_timestamp()) + interval '1 millisecond' AS point`,
      );
      await live.query('COMMIT');
      point = rows[0]!.point;
      await new Promise((done) => setTimeout(done, 10));
    }
    // Recovery stops at the first commit after the point, so there must be one; then the segment that holds it is closed and
    // archived (pg_switch_wal), so the restore can read it.
    await live.query('SELECT txid_current()');
    const { rows: switched } = await live.query<{ segment: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS segment');
    await archived(paths.walArchive, switched[0]!.segment);
  } finally {
    await live.end().catch(() => {});
  }

  const backup = baseBackups(paths)
    .filter((candidate) => candidate.finishedAt <= point.toISOString())
    .at(-1);
  if (!backup) {
    const oldest = baseBackups(paths)[0];
    throw new Error(
      `No base backup finished before ${point.toISOString()}${oldest ? `: the oldest kept finished at ${oldest.finishedAt}` : ' (none taken yet)'}`,
    );
  }
  log(
    `restore drill: to ${point.toISOString()} from base backup ${backup.label}; ${KINDS.map((kind) => `${expected[kind].length} ${kind}`).join(', ')} accepted by then`,
  );

  const machine = thisMachine();
  const engines = getEngines(machine);
  const target = resolve(paths.restores, `drill-${point.toISOString().replace(/[:.]/g, '-')}`);
  const restored = await restoreToPoint({
    postgresBin: engines.postgresBin,
    user: postgresUser(machine),
    backup,
    walArchive: paths.walArchive,
    pointInTime: point,
    dir: target,
    port: ports.restoredPostgres,
    role: DATABASE_USER,
    database: DATABASE_NAME,
  });
  const missing = byKind(() => [] as string[]);
  const restoredRows = byKind(() => 0);
  try {
    const copy = new pg.Client({ connectionString: restored.databaseUrl });
    await copy.connect();
    try {
      for (const kind of KINDS) {
        const { table, where } = ACCEPTED[kind];
        const present = await copy.query<{ id: string }>(`SELECT id::text AS id FROM ${table} WHERE ${where} AND id = ANY($1::uuid[])`, [
          expected[kind],
        ]);
        const found = new Set(present.rows.map((row) => row.id));
        missing[kind] = expected[kind].filter((id) => !found.has(id));
        restoredRows[kind] = Number((await copy.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
      }
    } finally {
      await copy.end().catch(() => {});
    }
  } finally {
    await restored.stop({ keep: options.keep });
  }
  const inFlight = byKind((kind) =>
    options.to ? missing[kind].filter((id) => point.getTime() - (acceptedAt.get(id) ?? 0) < IN_FLIGHT_MS) : [],
  );
  const report: DrillReport = {
    point,
    backup,
    expected,
    missing,
    inFlight,
    restoredRows,
    recoveryMs: restored.recoveryMs,
    totalMs: performance.now() - started,
    keptAt: options.keep ? restored.dataDir : null,
    ok: KINDS.every((kind) => missing[kind].length === inFlight[kind].length),
  };
  for (const kind of KINDS)
    log(
      `  ${kind}: ${expected[kind].length} accepted by the point, ${expected[kind].length - missing[kind].length} restored` +
        `${missing[kind].length ? `, missing ${missing[kind].slice(0, 5).join(' ')}${missing[kind].length > 5 ? ' …' : ''}` : ''}` +
        `${inFlight[kind].length ? ` (${inFlight[kind].length} in flight at the point)` : ''}; ${restoredRows[kind]} rows in the copy`,
    );
  log(
    `  ${report.ok ? 'every accepted row restored' : 'ROWS MISSING'}: recovery ${(report.recoveryMs / 1000).toFixed(1)} s, drill ${(report.totalMs / 1000).toFixed(1)} s${report.keptAt ? `; restored data folder kept at ${report.keptAt}` : ''}`,
  );
  return report;
}
