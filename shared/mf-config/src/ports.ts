// Owns every port the site uses on one machine: the defaults, and the environment variables that move them. The services'
// ports are named here; each remote's comes from its own package.json (./remotes.ts), so a new remote needs no change here.
import { discoverRemotes, remotePortVariable, type RemoteDeclaration } from './remotes';

export type ServicePortName = 'shell' | 'api' | 'localCloud' | 'payments' | 'staff';
/** A service's port, or a remote's (by the remote's name). */
export type PortName = ServicePortName | (string & {});

export const DEFAULT_SERVICE_PORTS: Record<ServicePortName, number> = {
  shell: 3000,
  api: 3010,
  localCloud: 3020,
  payments: 3030,
  // Below 3060: the test lanes shift every port by 60.
  staff: 3040,
};

/** The variable that sets each service's port (a remote's is <NAME>_PORT). STOREFRONT_PORT_OFFSET moves every default at once. */
export const SERVICE_PORT_VARIABLES: Record<ServicePortName, string> = {
  shell: 'PORT',
  api: 'API_PORT',
  localCloud: 'LOCAL_CLOUD_PORT',
  payments: 'PAYMENTS_PORT',
  staff: 'STAFF_PORT',
};

export const PORT_OFFSET_VARIABLE = 'STOREFRONT_PORT_OFFSET';

const SERVICE_ROLES: Record<ServicePortName, string> = {
  shell: 'the shell (the site)',
  api: 'the store API',
  localCloud: 'the local cloud',
  payments: 'the local payment provider (Braintree stand-in)',
  staff: 'the staff console',
};

const isService = (name: string): name is ServicePortName => name in DEFAULT_SERVICE_PORTS;

/** What a port is for, in words: a service, or a remote (its harness and its CDN origin). */
export const portRole = (name: PortName): string => (isService(name) ? SERVICE_ROLES[name] : `the ${name} remote`);

/** The variable that sets a port. */
export const portVariable = (name: PortName): string => (isService(name) ? SERVICE_PORT_VARIABLES[name] : remotePortVariable(name));

type Env = Record<string, string | undefined>;

function portValue(raw: string, variable: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${variable}=${raw} is not a port (1-65535)`);
  return port;
}

/** STOREFRONT_PORT_OFFSET, checked (0 when unset). */
export function portOffset(env: Env = process.env): number {
  const offsetRaw = env[PORT_OFFSET_VARIABLE];
  const offset = offsetRaw ? Number(offsetRaw) : 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > 60_000)
    throw new Error(`${PORT_OFFSET_VARIABLE}=${offsetRaw} is not a whole number from 0 to 60000`);
  return offset;
}

/** One port: its own variable wins over the offset. */
function portOf(variable: string, defaultPort: number, env: Env): number {
  const raw = env[variable];
  return raw ? portValue(raw, variable) : defaultPort + portOffset(env);
}

/** A remote's port on this machine. */
export const remotePort = (remote: RemoteDeclaration, env: Env = process.env): number =>
  portOf(remotePortVariable(remote.name), remote.defaultPort, env);

/** The services' ports and every remote's (by name), read from the environment. */
export type SitePorts = Record<ServicePortName, number> & Record<string, number>;

/** Every port of the site, read from the environment (a variable set for one port wins over the offset). */
export function sitePorts(env: Env = process.env, remotes: readonly RemoteDeclaration[] = discoverRemotes()): SitePorts {
  const ports: Record<string, number> = {};
  for (const name of Object.keys(DEFAULT_SERVICE_PORTS) as ServicePortName[]) {
    ports[name] = portOf(SERVICE_PORT_VARIABLES[name], DEFAULT_SERVICE_PORTS[name], env);
  }
  for (const remote of remotes) ports[remote.name] = remotePort(remote, env);
  return ports as SitePorts;
}

/**
 * The ports only `npm run start:cluster` adds: the copies behind the CDN (Varnish takes the shell's and the API's public
 * ports) and the engines. They move with STOREFRONT_PORT_OFFSET as the site's do; `npm start` never checks or binds them.
 */
export type ClusterPortName =
  | 'shellCopy1'
  | 'shellCopy2'
  | 'apiCopy1'
  | 'apiCopy2'
  | 'postgres'
  | 'redis'
  | 'mailSink'
  | 'prometheus'
  | 'varnishExporter'
  | 'restoredPostgres';

export const DEFAULT_CLUSTER_PORTS: Record<ClusterPortName, number> = {
  shellCopy1: 3041,
  shellCopy2: 3042,
  apiCopy1: 3011,
  apiCopy2: 3012,
  postgres: 3050,
  redis: 3051,
  mailSink: 3052,
  prometheus: 3053,
  varnishExporter: 3054,
  restoredPostgres: 3055,
};

export const CLUSTER_PORT_ROLES: Record<ClusterPortName, string> = {
  shellCopy1: "the shell's first copy (behind Varnish)",
  shellCopy2: "the shell's second copy (behind Varnish)",
  apiCopy1: "the store API's first copy (behind Varnish)",
  apiCopy2: "the store API's second copy (behind Varnish)",
  postgres: 'PostgreSQL',
  redis: 'Redis',
  mailSink: "the chaos suite's mail server",
  prometheus: 'Prometheus (its web page and API)',
  varnishExporter: "Varnish's Prometheus exporter",
  restoredPostgres: "the restore drill's PostgreSQL (a point-in-time copy, for the drill's length)",
};

/** The cluster's own ports, moved by the same offset as the site's. */
export function clusterPorts(env: Env = process.env): Record<ClusterPortName, number> {
  const offset = portOffset(env);
  return Object.fromEntries(Object.entries(DEFAULT_CLUSTER_PORTS).map(([name, port]) => [name, port + offset])) as Record<
    ClusterPortName,
    number
  >;
}
