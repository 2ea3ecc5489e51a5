// Owns the engines `npm run start:cluster` runs (PostgreSQL, Redis, Varnish, Prometheus and Varnish's exporter): found on this
// machine, or installed from Debian's packages with apt-get when running as root, or one line that says how to get them; and the
// user PostgreSQL runs as.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { isExecutable, runQuietly } from '@storefront/remote-kit/host';

export type EngineName = 'postgres' | 'redis' | 'varnish' | 'prometheus' | 'varnish-exporter';

export interface Engines {
  /** The folder of PostgreSQL's server programs (postgres, initdb, pg_ctl). */
  postgresBin: string;
  redisServer: string;
  varnishd: string;
  /** Prometheus's server; promtool (its rules' checker) sits next to it. */
  prometheus: string;
  promtool: string;
  varnishExporter: string;
}

/** Who PostgreSQL runs as: it refuses root, so as root it runs as Debian's `postgres` user. */
export interface PostgresUser {
  name: string;
  uid: number;
  gid: number;
}

/** What finding and installing the engines needs from the machine; the tests give their own. */
export interface Machine {
  env: NodeJS.ProcessEnv;
  isExecutable(path: string): boolean;
  /** The entries of a folder, or [] when it does not exist. */
  list(dir: string): string[];
  /** Runs a command to the end; true when it exited 0, else the last line it wrote. */
  run(command: string, args: string[], timeoutMs: number): true | string;
  say(line: string): void;
  isRoot: boolean;
  /** A system user's ids, or undefined when there is none. */
  user(name: string): { uid: number; gid: number } | undefined;
  /** The invoking user. */
  self: PostgresUser;
}

/** The Debian package of each engine. */
export const ENGINE_PACKAGES: Record<EngineName, string> = {
  postgres: 'postgresql',
  redis: 'redis-server',
  varnish: 'varnish',
  prometheus: 'prometheus',
  'varnish-exporter': 'prometheus-varnish-exporter',
};
const ENGINE_NAMES = Object.keys(ENGINE_PACKAGES) as EngineName[];
const APT_MS = 15 * 60_000;

export const missingEnginesMessage = (missing: readonly EngineName[]) =>
  `No ${missing.join(', ')} for the cluster: install ${missing.length > 1 ? 'them' : 'it'} (Debian: \`sudo apt-get install -y ${missing.map((e) => ENGINE_PACKAGES[e]).join(' ')}\`), or run \`npm run start:cluster\` as root to have it installed.`;

export class MissingEnginesError extends Error {}

function onPath(machine: Machine, name: string, known: readonly string[]): string | undefined {
  const dirs = (machine.env.PATH ?? '').split(delimiter).filter(Boolean);
  return [...dirs.map((dir) => join(dir, name)), ...known].find((path) => machine.isExecutable(path));
}

/**
 * PostgreSQL's server programs: POSTGRES_BIN_DIR, else Debian's newest /usr/lib/postgresql/<major>/bin (not on PATH there),
 * else a `postgres` on PATH (Homebrew, other distributions).
 */
export function findPostgresBin(machine: Machine): string | undefined {
  const chosen = machine.env.POSTGRES_BIN_DIR;
  if (chosen) return machine.isExecutable(join(chosen, 'postgres')) ? chosen : undefined;
  const debian = machine
    .list('/usr/lib/postgresql')
    .filter((major) => /^\d+$/.test(major))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => `/usr/lib/postgresql/${major}/bin`)
    .find((dir) => machine.isExecutable(join(dir, 'postgres')) && machine.isExecutable(join(dir, 'initdb')));
  if (debian) return debian;
  const postgres = onPath(machine, 'postgres', []);
  return postgres && machine.isExecutable(join(postgres, '..', 'initdb')) ? join(postgres, '..') : undefined;
}

export function findEngines(machine: Machine): { found: Partial<Engines>; missing: EngineName[] } {
  const found: Partial<Engines> = {};
  const postgresBin = findPostgresBin(machine);
  const redisServer = onPath(machine, 'redis-server', ['/usr/bin/redis-server', '/usr/local/bin/redis-server']);
  const varnishd = onPath(machine, 'varnishd', ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd']);
  const prometheus = onPath(machine, 'prometheus', ['/usr/bin/prometheus', '/usr/local/bin/prometheus']);
  const promtool = onPath(machine, 'promtool', ['/usr/bin/promtool', '/usr/local/bin/promtool']);
  const varnishExporter = onPath(machine, 'prometheus-varnish-exporter', [
    '/usr/bin/prometheus-varnish-exporter',
    '/usr/local/bin/prometheus_varnish_exporter',
  ]);
  if (postgresBin) found.postgresBin = postgresBin;
  if (redisServer) found.redisServer = redisServer;
  if (varnishd) found.varnishd = varnishd;
  if (prometheus && promtool) Object.assign(found, { prometheus, promtool });
  if (varnishExporter) found.varnishExporter = varnishExporter;
  const present: Record<EngineName, unknown> = {
    postgres: postgresBin,
    redis: redisServer,
    varnish: varnishd,
    prometheus: prometheus && promtool,
    'varnish-exporter': varnishExporter,
  };
  return { found, missing: ENGINE_NAMES.filter((engine) => !present[engine]) };
}

/** Finds the engines; as root with apt-get, installs the missing ones from Debian's packages first (the cluster runs them itself). */
export function getEngines(machine: Machine): Engines {
  let { found, missing } = findEngines(machine);
  if (missing.length && machine.isRoot && machine.isExecutable('/usr/bin/apt-get')) {
    const packages = missing.map((engine) => ENGINE_PACKAGES[engine]);
    machine.say(`Installing ${packages.join(', ')} with apt-get for the cluster`);
    const updated = machine.run('apt-get', ['update', '-qq'], APT_MS);
    const installed = updated === true ? machine.run('apt-get', ['install', '-y', '-qq', ...packages], APT_MS) : updated;
    if (installed !== true) machine.say(`apt-get failed: ${installed}`);
    ({ found, missing } = findEngines(machine));
  }
  if (missing.length) throw new MissingEnginesError(missingEnginesMessage(missing));
  return found as Engines;
}

/** As root, Debian's `postgres` user (PostgreSQL will not run as root); otherwise the invoking user. */
export function postgresUser(machine: Pick<Machine, 'isRoot' | 'user' | 'self'>): PostgresUser {
  if (!machine.isRoot) return machine.self;
  const ids = machine.user('postgres');
  if (!ids)
    throw new MissingEnginesError(
      "PostgreSQL will not run as root and this machine has no `postgres` user: install Debian's postgresql (it adds one), or run the cluster as another user.",
    );
  return { name: 'postgres', ...ids };
}

/** This machine, as it is. */
export function thisMachine(): Machine {
  const idOf = (flag: '-u' | '-g', name?: string) => {
    const result = spawnSync('id', name ? [flag, name] : [flag], { encoding: 'utf8' });
    return result.status === 0 ? Number(result.stdout.trim()) : undefined;
  };
  return {
    env: process.env,
    isExecutable,
    list: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    run: runQuietly,
    say: (line) => console.log(line),
    isRoot: process.getuid?.() === 0,
    user: (name) => {
      const uid = idOf('-u', name);
      const gid = idOf('-g', name);
      return uid === undefined || gid === undefined ? undefined : { uid, gid };
    },
    self: { name: process.env.USER ?? 'you', uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
  };
}
