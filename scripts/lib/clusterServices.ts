// Owns what each process of the cluster is: the engines (PostgreSQL, Redis, Varnish) with their arguments, two copies of the
// shell's server and two of the store API on internal ports behind Varnish, the watchers (Prometheus, Varnish's exporter), and
// the environment each copy needs.
import { resolve } from 'node:path';
import { remoteApp, SERVICE_PORTS, SHELL } from '@storefront/mf-config/apps';
import { clusterPorts } from '@storefront/mf-config/ports';
import { archivingArgs } from './backup';
import type { Engines, PostgresUser } from './engines';
import { cdn, cloud, localStackEnv, payments } from './site';
import type { ServiceSpec } from './supervisor';

/** The copies behind Varnish: names the chaos suite kills and restarts by. */
export const SHELL_COPIES = ['shell-1', 'shell-2'] as const;
export const API_COPIES = ['api-1', 'api-2'] as const;
/** The private bucket of the local cloud the API copies keep attachments in (services/local-cloud PRIVATE_BUCKET). */
export const ATTACHMENT_BUCKET = 'demo-storefront-private';
export const DATABASE_NAME = 'storefront';
export const DATABASE_USER = 'storefront';

export interface ClusterLayout {
  /** .var/cluster: every engine's data and work folder. */
  dir: string;
  engines: Engines;
  postgresUser: PostgresUser;
  /** Shared by both API copies: a link or order key one signs, the other accepts. */
  apiSecret: string;
  /** What every copy asks of a scrape of its /metrics (Prometheus reads it from its file). */
  metricsToken: string;
  localCloudAdminToken: string;
  repoRoot: string;
}

export const clusterPaths = (dir: string) => ({
  postgresData: resolve(dir, 'postgres'),
  postgresSockets: resolve(dir, 'postgres-run'),
  redis: resolve(dir, 'redis'),
  varnishWork: resolve(dir, 'varnish'),
  vcl: resolve(dir, 'cluster.vcl'),
  apiData: resolve(dir, 'api'),
  state: resolve(dir, 'cluster.json'),
  metricsToken: resolve(dir, 'metrics-token'),
  prometheusConfig: resolve(dir, 'prometheus/prometheus.yml'),
  prometheusData: resolve(dir, 'prometheus/data'),
  /** PostgreSQL's continuous archive (WAL segments) and its base backups. */
  walArchive: resolve(dir, 'backups/wal'),
  baseBackups: resolve(dir, 'backups/base'),
  /** Where the restore drill restores into (a folder per run, removed after it unless kept). */
  restores: resolve(dir, 'restores'),
});

/** The cluster's public addresses and engines' URLs, as its copies and the scripts that drive it use them. */
export function clusterUrls(env: NodeJS.ProcessEnv = process.env) {
  const ports = clusterPorts(env);
  return {
    site: `http://localhost:${SHELL.port}`,
    api: `http://localhost:${SERVICE_PORTS.api}`,
    /** Where a ban is sent (Varnish's site port, from this machine). */
    purge: `http://localhost:${SHELL.port}/`,
    databaseUrl: `postgres://${DATABASE_USER}@127.0.0.1:${ports.postgres}/${DATABASE_NAME}`,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    pointer: `http://localhost:${remoteApp('catalogue').port}/mf-remotes.json`,
    prometheus: `http://127.0.0.1:${ports.prometheus}`,
  };
}

/** PostgreSQL and Redis: started first, so that the API copies find their database when they start. */
export function engineServices(layout: ClusterLayout, env: NodeJS.ProcessEnv = process.env): ServiceSpec[] {
  const ports = clusterPorts(env);
  const paths = clusterPaths(layout.dir);
  return [
    {
      name: 'postgres',
      executable: resolve(layout.engines.postgresBin, 'postgres'),
      args: [
        ...['-D', paths.postgresData, '-p', String(ports.postgres), '-k', paths.postgresSockets, '-c', 'listen_addresses=127.0.0.1'],
        // Every completed WAL segment copied to the archive: with a base backup, the database restores to any point since.
        ...archivingArgs(paths.walArchive),
      ],
      user: { uid: layout.postgresUser.uid, gid: layout.postgresUser.gid },
      // Fast shutdown: the API copies' pooled connections would hold a smart one (SIGTERM) until they close.
      stopSignal: 'SIGINT',
      health: [`tcp://127.0.0.1:${ports.postgres}`],
    },
    {
      name: 'redis',
      executable: layout.engines.redisServer,
      // Counts of a minute need no disk: nothing is saved, and a restart starts every count over.
      args: ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', paths.redis],
      health: [`tcp://127.0.0.1:${ports.redis}`],
    },
  ];
}

/** Everything else: the origins, two copies of the shell's server and of the store API, and Varnish in front of them. */
export function siteServicesOfCluster(layout: ClusterLayout, env: NodeJS.ProcessEnv = process.env): ServiceSpec[] {
  const ports = clusterPorts(env);
  const paths = clusterPaths(layout.dir);
  const urls = clusterUrls(env);
  const node = resolve(layout.repoRoot, 'shell/server/main.ts');
  const shellCopy = (name: string, port: number): ServiceSpec => ({
    name,
    module: node,
    env: {
      PORT: String(port),
      // Canonical links and the sitemap name the public site (Varnish), never a copy's own port.
      STOREFRONT_SITE_ORIGIN: urls.site,
      // Varnish is the one proxy in front: its X-Forwarded-For entry is believed, nothing a client wrote before it.
      SHELL_TRUST_PROXY: '1',
      STOREFRONT_CDN_PURGE_URL: urls.purge,
    },
    health: [`http://localhost:${port}/health`],
  });
  const apiCopy = (name: string, port: number): ServiceSpec => ({
    name,
    module: resolve(layout.repoRoot, 'services/api/src/main.ts'),
    env: {
      API_PORT: String(port),
      API_PUBLIC_URL: urls.api,
      API_TRUST_PROXY: '1',
      API_DATA_DIR: paths.apiData,
      DATABASE_URL: urls.databaseUrl,
      API_ATTACHMENT_BUCKET: ATTACHMENT_BUCKET,
      API_STORAGE_ENDPOINT: `http://127.0.0.1:${SERVICE_PORTS.localCloud}`,
      API_STORAGE_TOKEN: layout.localCloudAdminToken,
    },
    health: [`http://localhost:${port}/health`],
  });
  return [
    cdn,
    cloud,
    payments,
    shellCopy(SHELL_COPIES[0], ports.shellCopy1),
    shellCopy(SHELL_COPIES[1], ports.shellCopy2),
    apiCopy(API_COPIES[0], ports.apiCopy1),
    apiCopy(API_COPIES[1], ports.apiCopy2),
    {
      name: 'varnish',
      executable: layout.engines.varnishd,
      // -F: in the foreground, under the supervisor. One named listening address per public origin (the VCL routes by name).
      args: [
        '-F',
        '-n',
        paths.varnishWork,
        '-a',
        `shell=localhost:${SHELL.port}`,
        '-a',
        `api=localhost:${SERVICE_PORTS.api}`,
        '-f',
        paths.vcl,
        '-s',
        'malloc,256m',
      ],
      // Through Varnish to a copy: ready once it routes.
      health: [`${urls.site}/health`, `${urls.api}/health`],
    },
  ];
}

/**
 * Prometheus and Varnish's exporter, started once Varnish runs (the exporter reads its counters by its work folder). Their
 * addresses are this machine's only: the copies' /metrics are scraped directly, never through Varnish.
 */
export function watchServices(layout: ClusterLayout, env: NodeJS.ProcessEnv = process.env): ServiceSpec[] {
  const ports = clusterPorts(env);
  const paths = clusterPaths(layout.dir);
  return [
    {
      name: 'prometheus',
      executable: layout.engines.prometheus,
      args: [
        `--config.file=${paths.prometheusConfig}`,
        `--storage.tsdb.path=${paths.prometheusData}`,
        '--storage.tsdb.retention.time=15d',
        `--web.listen-address=127.0.0.1:${ports.prometheus}`,
        '--log.level=warn',
      ],
      health: [`http://127.0.0.1:${ports.prometheus}/-/ready`],
    },
    {
      name: 'varnish-exporter',
      executable: layout.engines.varnishExporter,
      args: ['-n', paths.varnishWork, '-web.listen-address', `127.0.0.1:${ports.varnishExporter}`, '-web.health-path', '/health', '-raw'],
      health: [`http://127.0.0.1:${ports.varnishExporter}/health`],
    },
  ];
}

/** The environment every process of the cluster shares (each copy adds its own above). */
export function clusterEnv(layout: ClusterLayout, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const urls = clusterUrls(env);
  return {
    // Local stand-ins still (payments, commerce, mail): outside production, where the servers refuse them (localStackEnv).
    ...localStackEnv(env),
    STOREFRONT_STACK: 'local',
    LOCAL_CLOUD_ADMIN_TOKEN: layout.localCloudAdminToken,
    API_SECRET: layout.apiSecret,
    METRICS_TOKEN: layout.metricsToken,
    REDIS_URL: urls.redisUrl,
    STOREFRONT_POINTER_URL: urls.pointer,
  };
}
