// Owns the cluster's PostgreSQL backups: continuous archiving of its WAL (the server's settings), base backups taken with
// pg_basebackup (the newest two kept, with the WAL they need), and a base backup restored to a point in time into a fresh data
// folder, served by a PostgreSQL of its own on another port until it is stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import pg from 'pg';
import type { PostgresUser } from './engines';

/** Base backups kept: the newest, and the one before it in case the newest is bad. */
export const KEPT_BASE_BACKUPS = 2;
/**
 * A segment is archived once full or after this long (PostgreSQL's documentation: "a minute or so"; each switch archives a
 * whole 16 MB segment). The drill does not wait for it: it switches segments itself.
 */
export const ARCHIVE_TIMEOUT = '60s';
/** A base backup a day while the cluster runs, besides the one at each start. */
export const BASE_BACKUP_EVERY_MS = 24 * 60 * 60_000;

export interface BackupPaths {
  /** Every WAL segment, copied by archive_command as PostgreSQL completes it. */
  walArchive: string;
  /** One folder per base backup: base.tar.gz, pg_wal.tar.gz, backup_manifest and our backup.json. */
  baseBackups: string;
}

export interface BaseBackup {
  label: string;
  dir: string;
  startedAt: string;
  /** When pg_basebackup returned: a restore may target any time after it. */
  finishedAt: string;
}

/** A path inside a shell command, quoted for it (archive_command and restore_command run through the shell). */
const quoted = (path: string) => `'${path.replace(/'/g, `'\\''`)}'`;

/** The server's settings for continuous archiving (the documented `test ! -f … && cp …`: a segment is never overwritten). */
export function archivingArgs(walArchive: string): string[] {
  const target = `${quoted(walArchive)}/%f`;
  return [
    '-c',
    'wal_level=replica',
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=test ! -f ${target} && cp %p ${target}`,
    '-c',
    `archive_timeout=${ARCHIVE_TIMEOUT}`,
  ];
}

/** A folder PostgreSQL's user owns (it writes the archive and the backups; a restore's data folder must be its own). */
export function ownedFolder(path: string, user: PostgresUser, mode = 0o700): void {
  // Its parents as any folder (the user must pass through them), then the folder itself, closed to others.
  mkdirSync(dirname(path), { recursive: true });
  mkdirSync(path, { recursive: true, mode });
  chownSync(path, user.uid, user.gid);
}

/** Runs a program as PostgreSQL's user; rejects with the end of its output when it fails. */
function runAs(user: PostgresUser, command: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { uid: user.uid, gid: user.gid, cwd: '/', stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0
        ? done(output)
        : fail(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}: ${output.trim().split('\n').slice(-3).join(' / ')}`)),
    );
  });
}

/** The base backups on disk, oldest first (a folder without its backup.json is one that did not finish). */
export function baseBackups(paths: BackupPaths): BaseBackup[] {
  if (!existsSync(paths.baseBackups)) return [];
  return readdirSync(paths.baseBackups)
    .flatMap((name) => {
      try {
        return [JSON.parse(readFileSync(resolve(paths.baseBackups, name, 'backup.json'), 'utf8')) as BaseBackup];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
}

/** The WAL segments in the archive (24 hex digits: timeline, log, segment), in order. */
export const archivedSegments = (paths: BackupPaths): string[] =>
  existsSync(paths.walArchive)
    ? readdirSync(paths.walArchive)
        .filter((name) => /^[0-9A-F]{24}$/.test(name))
        .sort()
    : [];

export interface BackupSource {
  postgresBin: string;
  user: PostgresUser;
  port: number;
  /** The database's owner, who may also replicate (initdb's superuser). */
  role: string;
}

/**
 * Takes a base backup of the running server (compressed tar, with the WAL it needs streamed in, after a fast checkpoint), then
 * keeps the newest KEPT_BASE_BACKUPS and removes the archived WAL older than the oldest one kept needs.
 */
export async function takeBaseBackup(source: BackupSource, paths: BackupPaths, now = new Date()): Promise<BaseBackup> {
  ownedFolder(paths.walArchive, source.user);
  ownedFolder(paths.baseBackups, source.user);
  const label = `storefront-${now.toISOString().replace(/[:.]/g, '-')}`;
  const dir = resolve(paths.baseBackups, label);
  const startedAt = now.toISOString();
  await runAs(source.user, resolve(source.postgresBin, 'pg_basebackup'), [
    ...['-h', '127.0.0.1', '-p', String(source.port), '-U', source.role, '--no-password'],
    ...['-D', dir, '-Ft', '-z', '-X', 'stream', '--checkpoint=fast', '-l', label],
  ]);
  const backup: BaseBackup = { label, dir, startedAt, finishedAt: new Date().toISOString() };
  writeFileSync(resolve(dir, 'backup.json'), `${JSON.stringify(backup, null, 2)}\n`);
  await prune(source, paths);
  return backup;
}

/** Drops the base backups beyond the newest ones kept, and the WAL segments none of those needs. */
async function prune(source: BackupSource, paths: BackupPaths): Promise<void> {
  const all = baseBackups(paths);
  const kept = all.slice(-KEPT_BASE_BACKUPS);
  for (const old of all.slice(0, -KEPT_BASE_BACKUPS)) rmSync(old.dir, { recursive: true, force: true });
  // The oldest kept backup's history file (written to the archive when it ended) names the first segment it needs.
  const oldest = kept[0];
  if (!oldest) return;
  const history = readdirSync(paths.walArchive)
    .filter((name) => name.endsWith('.backup'))
    .find((name) => readFileSync(resolve(paths.walArchive, name), 'utf8').includes(`LABEL: ${oldest.label}\n`));
  if (history) await runAs(source.user, resolve(source.postgresBin, 'pg_archivecleanup'), [paths.walArchive, history]);
}

export interface RestoreTarget {
  postgresBin: string;
  user: PostgresUser;
  backup: BaseBackup;
  walArchive: string;
  /** Replayed up to the last transaction committed at or before this time. */
  pointInTime: Date;
  /** A folder of its own (made; its data folder and socket under it). */
  dir: string;
  port: number;
  role: string;
  database: string;
}

export interface RestoredServer {
  databaseUrl: string;
  dataDir: string;
  /** From the server's start to the end of its recovery (promoted: it takes writes). */
  recoveryMs: number;
  /** Stops it (fast shutdown) and, unless kept, removes its folder. */
  stop(options?: { keep?: boolean }): Promise<void>;
}

/**
 * Restores a base backup into a fresh data folder and starts a PostgreSQL on it that replays the archived WAL up to the point
 * in time (restore_command, recovery_target_time, then promote), never archiving itself: it resolves once recovery is over.
 */
export async function restoreToPoint(target: RestoreTarget): Promise<RestoredServer> {
  const { user } = target;
  const dataDir = resolve(target.dir, 'data');
  const sockets = resolve(target.dir, 'run');
  ownedFolder(target.dir, user);
  ownedFolder(dataDir, user);
  ownedFolder(sockets, user, 0o755);
  await runAs(user, 'tar', ['-xzf', resolve(target.backup.dir, 'base.tar.gz'), '-C', dataDir]);
  ownedFolder(resolve(dataDir, 'pg_wal'), user);
  await runAs(user, 'tar', ['-xzf', resolve(target.backup.dir, 'pg_wal.tar.gz'), '-C', resolve(dataDir, 'pg_wal')]);
  writeFileSync(resolve(dataDir, 'recovery.signal'), '');
  chownSync(resolve(dataDir, 'recovery.signal'), user.uid, user.gid);
  const started = performance.now();
  const server = spawn(
    resolve(target.postgresBin, 'postgres'),
    [
      ...['-D', dataDir, '-p', String(target.port), '-k', sockets, '-c', 'listen_addresses=127.0.0.1'],
      // A copy: it must never add its own timeline's segments to the live cluster's archive.
      ...['-c', 'archive_mode=off'],
      ...['-c', `restore_command=cp ${quoted(target.walArchive)}/%f %p`],
      // A numeric offset: at startup the server does not know time zone abbreviations yet (not even Z).
      ...['-c', `recovery_target_time=${target.pointInTime.toISOString().replace('T', ' ').replace('Z', '+00')}`],
      // The live cluster's timeline (the backup's), whatever another restore may have left in the archive.
      ...['-c', 'recovery_target_timeline=current'],
      ...['-c', 'recovery_target_action=promote'],
    ],
    { uid: user.uid, gid: user.gid, cwd: '/', stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString().split('\n').filter(Boolean));
    log.splice(0, Math.max(0, log.length - 50));
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const databaseUrl = `postgres://${target.role}@127.0.0.1:${target.port}/${target.database}`;
  const stop = async ({ keep: kept = false } = {}) => {
    stopServer(server);
    await exited;
    if (!kept) rmSync(target.dir, { recursive: true, force: true });
  };
  try {
    await recovered(databaseUrl, server, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl, dataDir, recoveryMs: performance.now() - started, stop };
}

function stopServer(server: ChildProcess): void {
  try {
    process.kill(-(server.pid as number), 'SIGINT');
  } catch {
    // Already gone.
  }
}

/** Waits until the server answers and is out of recovery; fails when it exits (a target it cannot reach) or takes too long. */
async function recovered(databaseUrl: string, server: ChildProcess, log: string[], timeoutMs = 300_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(
        `the restored PostgreSQL stopped: ${log.filter((line) => /FATAL|PANIC|ERROR/.test(line)).join(' / ') || log.slice(-3).join(' / ')}`,
      );
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering');
      if (!rows[0]?.recovering) return;
    } catch {
      // Not answering yet (starting up, or replaying before it is consistent).
    } finally {
      await client.end().catch(() => {});
    }
    if (performance.now() > deadline) throw new Error(`the restored PostgreSQL was still recovering after ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
