// Owns starting the whole site on this machine as separate processes under one supervisor: the shell's server, the remotes'
// CDN origins, the local cloud, the local payment provider and the store API. A slow or stalled one never holds another's requests.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { REMOTES, SERVICE_PORTS, SHELL, shellOrigin } from '@storefront/mf-config/apps';
import { isReleased, pointAtThisOrigin, publish, readPointer } from './releases';
import { appDir, pointerUrl, repoRoot, varDir } from './paths';
import { bin, run } from './run';
import { Supervisor, type ServiceSpec, type SupervisorOptions } from './supervisor';

export type SiteService = 'shell' | 'cdn' | 'cloud' | 'payments' | 'api' | 'staff';

export const cloud: ServiceSpec = {
  name: 'cloud',
  module: resolve(repoRoot, 'services/local-cloud/src/main.ts'),
  health: [`http://127.0.0.1:${SERVICE_PORTS.localCloud}/health`],
};
// The Braintree stand-in: the store API's SDK charges through it and the checkout embeds its provider frame.
export const payments: ServiceSpec = {
  name: 'payments',
  module: resolve(repoRoot, 'services/payments-local/src/main.ts'),
  health: [`http://127.0.0.1:${SERVICE_PORTS.payments}/health`],
};
const api: ServiceSpec = {
  name: 'api',
  module: resolve(repoRoot, 'services/api/src/main.ts'),
  health: [`http://localhost:${SERVICE_PORTS.api}/health`],
};

// The staff console (ADR 0066): its own origin, its /api passed on to the store API.
const staff: ServiceSpec = {
  name: 'staff',
  module: resolve(repoRoot, 'staff/server/main.ts'),
  health: [`http://localhost:${SERVICE_PORTS.staff}/health`],
};

/** The remotes' CDN origins, and the release pointer's (one process, one port per remote). */
export const cdn: ServiceSpec = {
  name: 'cdn',
  module: resolve(repoRoot, 'scripts/lib/cdnMain.ts'),
  health: REMOTES.map((app) => `http://localhost:${app.port}/health`),
};

export interface RunningSite {
  shellUrl: string;
  /** The process id of a service's current process (a restart gives a new one). */
  pid(service: SiteService): number | null;
  supervisor: Supervisor;
  close(): Promise<void>;
}

/** Builds what is missing (turbo's cache makes the rest instant) and publishes any remote build not yet released. */
export async function buildAndPublish(): Promise<void> {
  await run(bin('turbo'), [
    'run',
    'build',
    '--output-logs=errors-only',
    '--filter=shell',
    '--filter=staff',
    ...REMOTES.map((app) => `--filter=${app.dir}`),
  ]);
  for (const remote of await pointAtThisOrigin()) console.log(`${remote}: its live release now named at this run's origin`);
  const pointer = await readPointer();
  for (const app of REMOTES) {
    const dist = resolve(appDir(app), 'dist');
    if (!pointer.remotes[app.name] || !(await isReleased(app.name, dist))) {
      const { release } = await publish(app, dist, 'local');
      console.log(`published ${app.name} ${release}`);
    }
  }
}

/**
 * The environment of the site's servers on this machine: its stand-ins (STOREFRONT_STACK=local), outside production. Without
 * NODE_ENV: `npm start` sets it to production for the builds, and every server refuses the local stack in production.
 */
export function localStackEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const servers: NodeJS.ProcessEnv = { ...env, STOREFRONT_STACK: env.STOREFRONT_STACK || 'local' };
  delete servers.NODE_ENV;
  return servers;
}

/** Where the supervisor writes its own and each service's process id, for tests that stall or kill one. */
export const siteStateFile = () => resolve(varDir(), 'site-processes.json');

/**
 * The site's processes. The remotes' CDN origins share one: they only send files from disk, so one cannot starve another,
 * and fewer Node processes save about 50 MB each on a small machine; each keeps its own port, so its own origin.
 */
export function siteServices(options: { staff?: boolean } = {}): ServiceSpec[] {
  return [
    { name: 'shell', module: resolve(repoRoot, 'shell/server/main.ts'), health: [`${shellOrigin()}/health`] },
    cdn,
    cloud,
    payments,
    api,
    ...(options.staff ? [staff] : []),
  ];
}

/** `npm run dev`: each app's dev server (hot reload) in place of the shell's server and the CDN, beside the same services. */
export function devServices(options: { staff?: boolean } = {}): ServiceSpec[] {
  const rsbuild = resolve(repoRoot, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  return [
    { name: 'shell', module: rsbuild, plainNode: true, args: ['dev'], cwd: resolve(repoRoot, SHELL.dir), health: [`${shellOrigin()}/`] },
    ...REMOTES.map((app) => ({
      name: app.name,
      module: rsbuild,
      plainNode: true,
      args: ['dev'],
      cwd: resolve(repoRoot, app.dir),
      health: [`http://localhost:${app.port}/mf-manifest.json`],
    })),
    cloud,
    payments,
    api,
    ...(options.staff
      ? [
          {
            name: 'staff',
            module: rsbuild,
            plainNode: true,
            args: ['dev'],
            cwd: resolve(repoRoot, 'staff'),
            health: [`http://localhost:${SERVICE_PORTS.staff}/`],
          },
        ]
      : []),
  ];
}

/** Starts every service and resolves once each answers its health address; a service that cannot start stops them all. */
export async function startSite(
  options: Pick<SupervisorOptions, 'write'> & {
    dev?: boolean;
    /** The staff console too (npm start; not the suites' or benches' sites). */ staff?: boolean;
  } = {},
): Promise<RunningSite> {
  const { dev, staff: withStaff, ...rest } = options;
  // The local cloud's admin secret for this run, set before any service starts so each child finds it in its environment
  // (the store API completes orders with it); one already set is kept.
  process.env.LOCAL_CLOUD_ADMIN_TOKEN ||= randomBytes(32).toString('hex');
  // The shell's server reads the release pointer from the remotes' origin, as every copy does in the cluster; alone, on every
  // page, so that a release is on the very next one.
  process.env.STOREFRONT_POINTER_URL ||= pointerUrl();
  process.env.STOREFRONT_POINTER_MAX_AGE_MS ||= '0';
  const services = (dev ? devServices({ staff: withStaff }) : siteServices({ staff: withStaff })).map((service) => ({
    cwd: repoRoot,
    ...service,
  }));
  // A dev server compiles its app before it answers, which takes minutes on a small machine.
  // Everything here is a local stand-in (payments, commerce, mail): the servers run outside production (localStackEnv).
  const env = localStackEnv(process.env);
  const supervisor = new Supervisor(services, { env, stateFile: siteStateFile(), ...(dev ? { readyTimeoutMs: 600_000 } : {}), ...rest });
  try {
    await supervisor.start();
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  return {
    shellUrl: shellOrigin(),
    pid: (service) => supervisor.pid(service),
    supervisor,
    close: () => supervisor.stop(),
  };
}

/** Stops what `close` stops on the first Ctrl-C, SIGTERM or SIGHUP (a second one while it stops changes nothing), then exits. */
export function closeOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void close().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
}
