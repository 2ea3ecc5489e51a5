// Owns every port the site uses on one machine: the defaults, and the environment variables that move them.

export type PortName = 'shell' | 'catalogue' | 'shop' | 'checkout' | 'forms' | 'water' | 'api' | 'localCloud' | 'payments';

export const DEFAULT_PORTS: Record<PortName, number> = {
  shell: 3000,
  catalogue: 3001,
  shop: 3002,
  checkout: 3003,
  forms: 3004,
  water: 3005,
  api: 3010,
  localCloud: 3020,
  payments: 3030,
};

/** The variable that sets each port. STOREFRONT_PORT_OFFSET moves every default at once (a second checkout side by side). */
export const PORT_VARIABLES: Record<PortName, string> = {
  shell: 'PORT',
  catalogue: 'CATALOGUE_PORT',
  shop: 'SHOP_PORT',
  checkout: 'CHECKOUT_PORT',
  forms: 'FORMS_PORT',
  water: 'WATER_PORT',
  api: 'API_PORT',
  localCloud: 'LOCAL_CLOUD_PORT',
  payments: 'PAYMENTS_PORT',
};

export const PORT_OFFSET_VARIABLE = 'STOREFRONT_PORT_OFFSET';

export const PORT_ROLES: Record<PortName, string> = {
  shell: 'the shell (the site)',
  catalogue: 'the catalogue remote',
  shop: 'the shop remote',
  checkout: 'the checkout remote',
  forms: 'the forms remote',
  water: 'the water analysis remote',
  api: 'the store API',
  localCloud: 'the local cloud',
  payments: 'the local payment provider (Braintree stand-in)',
};

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

/** Every port of the site, read from the environment (a variable set for one port wins over the offset). */
export function sitePorts(env: Env = process.env): Record<PortName, number> {
  const offset = portOffset(env);
  const ports = {} as Record<PortName, number>;
  for (const name of Object.keys(DEFAULT_PORTS) as PortName[]) {
    const variable = PORT_VARIABLES[name];
    const raw = env[variable];
    ports[name] = raw ? portValue(raw, variable) : DEFAULT_PORTS[name] + offset;
  }
  return ports;
}

/**
 * The ports only `npm run start:cluster` adds: the copies behind the CDN (Varnish takes the shell's and the API's public
 * ports) and the engines. They move with STOREFRONT_PORT_OFFSET as the site's do; `npm start` never checks or binds them.
 */
export type ClusterPortName = 'shellCopy1' | 'shellCopy2' | 'apiCopy1' | 'apiCopy2' | 'postgres' | 'redis' | 'mailSink';

export const DEFAULT_CLUSTER_PORTS: Record<ClusterPortName, number> = {
  shellCopy1: 3041,
  shellCopy2: 3042,
  apiCopy1: 3011,
  apiCopy2: 3012,
  postgres: 3050,
  redis: 3051,
  mailSink: 3052,
};

export const CLUSTER_PORT_ROLES: Record<ClusterPortName, string> = {
  shellCopy1: "the shell's first copy (behind Varnish)",
  shellCopy2: "the shell's second copy (behind Varnish)",
  apiCopy1: "the store API's first copy (behind Varnish)",
  apiCopy2: "the store API's second copy (behind Varnish)",
  postgres: 'PostgreSQL',
  redis: 'Redis',
  mailSink: "the chaos suite's mail server",
};

/** The cluster's own ports, moved by the same offset as the site's. */
export function clusterPorts(env: Env = process.env): Record<ClusterPortName, number> {
  const offset = portOffset(env);
  return Object.fromEntries(Object.entries(DEFAULT_CLUSTER_PORTS).map(([name, port]) => [name, port + offset])) as Record<
    ClusterPortName,
    number
  >;
}
