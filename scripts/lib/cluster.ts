// Owns starting and stopping the production topology on this machine (`npm run start:cluster`) and driving it from a program
// (the cluster's test, the chaos suite): process ids, kill, restart and hold of each piece, its base backups while it runs,
// and the file that says a cluster runs.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLUSTER_PORT_ROLES, clusterPorts, PORT_OFFSET_VARIABLE, type ClusterPortName } from '@storefront/mf-config/ports';
import { BASE_BACKUP_EVERY_MS, ownedFolder, takeBaseBackup, type BackupSource } from './backup';
import { getEngines, postgresUser, thisMachine, type PostgresUser } from './engines';
import {
  API_COPIES,
  clusterEnv,
  clusterPaths,
  clusterUrls,
  DATABASE_NAME,
  DATABASE_USER,
  engineServices,
  SHELL_COPIES,
  siteServicesOfCluster,
  watchServices,
  type ClusterLayout,
} from './clusterServices';
import { repoRoot, varDir } from './paths';
import { holderOf, isPortTaken, requireFreePorts } from './ports';
import { prometheusConfig } from './prometheus';
import { Supervisor, type ServiceStatus, type SupervisorOptions } from './supervisor';
import { clusterVcl } from './varnish';

export type ClusterService =
  | 'postgres'
  | 'redis'
  | 'varnish'
  | 'cdn'
  | 'cloud'
  | 'payments'
  | 'prometheus'
  | 'varnish-exporter'
  | (typeof SHELL_COPIES)[number]
  | (typeof API_COPIES)[number];

/** What .var/cluster/cluster.json says while a cluster runs: the release command purges its Varnish when it finds one. */
export interface ClusterState {
  supervisor: number;
  purgeUrl: string;
  siteUrl: string;
  apiUrl: string;
  startedAt: string;
}

export interface RunningCluster {
  urls: ReturnType<typeof clusterUrls>;
  /** The current process id of a piece (a restart gives a new one). */
  pid(service: ClusterService): number | null;
  /** Sends a signal to a piece (SIGKILL: a crash; SIGSTOP: a stall); its supervisor restarts it as after any exit. */
  signal(service: ClusterService, signal: NodeJS.Signals): number | null;
  /** Stops a piece cleanly and resolves once its next process is ready (a restart of Postgres or Redis). */
  restart(service: ClusterService): Promise<void>;
  /** Stops a piece cleanly and keeps it stopped (an outage) until resume(), which resolves once it is ready again. */
  hold(service: ClusterService): Promise<void>;
  resume(service: ClusterService): Promise<void>;
  status(): Record<string, ServiceStatus>;
  stop(): Promise<void>;
}

export const clusterDir = () => resolve(varDir(), 'cluster');

/** The running cluster's state, or null when none runs (no file, or its supervisor is gone). */
export function runningCluster(dir = clusterDir()): ClusterState | null {
  try {
    const state = JSON.parse(readFileSync(clusterPaths(dir).state, 'utf8')) as ClusterState;
    process.kill(state.supervisor, 0);
    return state;
  } catch {
    return null;
  }
}

/** Runs a program of PostgreSQL's as its user; throws with its last line when it fails. */
function runAs(user: PostgresUser, command: string, args: string[], input?: string): void {
  const result = spawnSync(command, args, { uid: user.uid, gid: user.gid, encoding: 'utf8', input, cwd: '/' });
  if (result.status !== 0) {
    const last = `${result.stderr ?? ''}\n${result.stdout ?? ''}`.trim().split('\n').at(-1);
    throw new Error(`${command} ${args.join(' ')} failed: ${last ?? result.error?.message ?? result.status}`);
  }
}

/** A folder for an engine, owned by the user it runs as (PostgreSQL refuses a data folder that is not its own). */
function ownedDir(path: string, user: PostgresUser, mode = 0o700): void {
  mkdirSync(path, { recursive: true, mode });
  chownSync(path, user.uid, user.gid);
}

/** The data folder, made once: initdb, then the site's database in single-user mode (no server, no port, no password). */
function preparePostgres(layout: ClusterLayout): void {
  const paths = clusterPaths(layout.dir);
  ownedDir(paths.postgresSockets, layout.postgresUser, 0o755);
  // archive_command and pg_basebackup write as PostgreSQL's user.
  ownedFolder(paths.walArchive, layout.postgresUser);
  ownedFolder(paths.baseBackups, layout.postgresUser);
  if (existsSync(resolve(paths.postgresData, 'PG_VERSION'))) return;
  ownedDir(paths.postgresData, layout.postgresUser);
  console.log(`initdb ${paths.postgresData} (as ${layout.postgresUser.name})`);
  // Only this machine connects (listen_addresses=127.0.0.1): trust, as a local development server does.
  runAs(layout.postgresUser, resolve(layout.engines.postgresBin, 'initdb'), [
    '-D',
    paths.postgresData,
    '-U',
    DATABASE_USER,
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-instructions',
  ]);
  runAs(
    layout.postgresUser,
    resolve(layout.engines.postgresBin, 'postgres'),
    ['--single', '-D', paths.postgresData, 'postgres'],
    `CREATE DATABASE ${DATABASE_NAME} OWNER ${DATABASE_USER};\n`,
  );
}

/** A secret kept with the cluster's data, so that a restart keeps links signed before it valid. */
function keptSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

async function requireFreeClusterPorts(env: NodeJS.ProcessEnv): Promise<void> {
  const ports = clusterPorts(env);
  for (const name of Object.keys(ports) as ClusterPortName[]) {
    if (await isPortTaken(ports[name])) {
      const holder = await holderOf(ports[name]);
      throw new Error(
        `Port ${ports[name]} for ${CLUSTER_PORT_ROLES[name]} is taken${holder ? ` by ${holder}` : ''}: stop it, or set ${PORT_OFFSET_VARIABLE} to move every port.`,
      );
    }
  }
}

/**
 * Starts the engines (installing them first as root when missing), then the origins, the copies and Varnish, then Prometheus
 * and Varnish's exporter, and takes a base backup of PostgreSQL; resolves once every piece answers and the backup is taken.
 * Expects the builds published (buildAndPublish). A failure stops what had started.
 */
export async function startCluster(options: Pick<SupervisorOptions, 'write'> = {}): Promise<RunningCluster> {
  await requireFreePorts();
  await requireFreeClusterPorts(process.env);
  const machine = thisMachine();
  const engines = getEngines(machine);
  const dir = clusterDir();
  mkdirSync(dir, { recursive: true });
  const paths = clusterPaths(dir);
  for (const folder of [paths.redis, paths.apiData]) mkdirSync(folder, { recursive: true });
  const layout: ClusterLayout = {
    dir,
    engines,
    postgresUser: postgresUser(machine),
    apiSecret: keptSecret(resolve(dir, 'api-secret')),
    metricsToken: keptSecret(paths.metricsToken),
    localCloudAdminToken: (process.env.LOCAL_CLOUD_ADMIN_TOKEN ||= randomBytes(32).toString('hex')),
    repoRoot,
  };
  preparePostgres(layout);
  const ports = clusterPorts(process.env);
  writeFileSync(
    paths.vcl,
    clusterVcl({
      shells: [
        { name: 'shell_1', port: ports.shellCopy1 },
        { name: 'shell_2', port: ports.shellCopy2 },
      ],
      apis: [
        { name: 'api_1', port: ports.apiCopy1 },
        { name: 'api_2', port: ports.apiCopy2 },
      ],
    }),
  );
  // A Varnish killed with its supervisor leaves its work folder's lock: the next start takes the folder over.
  rmSync(paths.varnishWork, { recursive: true, force: true });
  mkdirSync(paths.prometheusData, { recursive: true });
  writeFileSync(
    paths.prometheusConfig,
    prometheusConfig({
      apis: [
        { name: API_COPIES[0], port: ports.apiCopy1 },
        { name: API_COPIES[1], port: ports.apiCopy2 },
      ],
      shells: [
        { name: SHELL_COPIES[0], port: ports.shellCopy1 },
        { name: SHELL_COPIES[1], port: ports.shellCopy2 },
      ],
      varnishExporterPort: ports.varnishExporter,
      prometheusPort: ports.prometheus,
      tokenFile: paths.metricsToken,
    }),
  );

  const env = clusterEnv(layout);
  const engineSupervisor = new Supervisor(
    engineServices(layout).map((spec) => ({ cwd: repoRoot, ...spec })),
    { env, stateFile: resolve(dir, 'engine-processes.json'), ...options },
  );
  const siteSupervisor = new Supervisor(
    siteServicesOfCluster(layout).map((spec) => ({ cwd: repoRoot, ...spec })),
    { env, stateFile: resolve(dir, 'site-processes.json'), ...options },
  );
  const watchSupervisor = new Supervisor(
    watchServices(layout).map((spec) => ({ cwd: repoRoot, ...spec })),
    { env, stateFile: resolve(dir, 'watch-processes.json'), ...options },
  );
  const supervisorOf = (service: ClusterService) =>
    service === 'postgres' || service === 'redis'
      ? engineSupervisor
      : service === 'prometheus' || service === 'varnish-exporter'
        ? watchSupervisor
        : siteSupervisor;
  const backupSource: BackupSource = {
    postgresBin: engines.postgresBin,
    user: layout.postgresUser,
    port: ports.postgres,
    role: DATABASE_USER,
  };
  const backupNow = async () => {
    const backup = await takeBaseBackup(backupSource, paths);
    engineSupervisor.log(`base backup ${backup.label} taken (${backup.dir})`);
  };
  const backups = setInterval(
    () => void backupNow().catch((error: Error) => engineSupervisor.log(`base backup failed: ${error.message}`, 'err')),
    BASE_BACKUP_EVERY_MS,
  );
  backups.unref();
  const stop = async () => {
    clearInterval(backups);
    rmSync(paths.state, { force: true });
    // The watchers and the copies first, so that none is left talking to an engine that is going.
    await watchSupervisor.stop();
    await siteSupervisor.stop();
    await engineSupervisor.stop();
  };
  try {
    await engineSupervisor.start();
    // The base backup while the copies start (a fast checkpoint, then the files): restores can start from this run on.
    await Promise.all([backupNow(), siteSupervisor.start()]);
    await watchSupervisor.start();
  } catch (error) {
    await stop();
    throw error;
  }
  const urls = clusterUrls();
  const state: ClusterState = {
    supervisor: process.pid,
    purgeUrl: urls.purge,
    siteUrl: urls.site,
    apiUrl: urls.api,
    startedAt: new Date().toISOString(),
  };
  writeFileSync(paths.state, `${JSON.stringify(state, null, 2)}\n`);
  return {
    urls,
    pid: (service) => supervisorOf(service).pid(service),
    signal: (service, signal) => supervisorOf(service).signal(service, signal),
    restart: (service) => supervisorOf(service).restart(service),
    hold: (service) => supervisorOf(service).hold(service),
    resume: (service) => supervisorOf(service).resume(service),
    status: () => ({ ...engineSupervisor.status(), ...siteSupervisor.status(), ...watchSupervisor.status() }),
    stop,
  };
}
