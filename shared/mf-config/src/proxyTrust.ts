// Owns the one rule the shell's server and the store API follow to believe X-Forwarded-For: how it is written, and how Fastify is told.

/**
 * Which proxies in front of a server are believed about the client's address: `false` none (the socket's address is the
 * client's), a number of hops (1 = the nearest proxy, a load balancer), a list of addresses or CIDR ranges, or `true`, every
 * hop, which lets any client forge its address with its own X-Forwarded-For and is refused in production.
 */
export type ProxyTrust = boolean | number | string[];

/** Reads the setting as written in the environment (`1`, `2`, `10.0.0.0/8, 192.168.1.4`, `true`); unset or empty trusts no proxy. */
export function parseProxyTrust(raw: string | undefined): ProxyTrust {
  const value = raw?.trim() ?? '';
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * What Fastify's `trustProxy` gets: a number of hops becomes a function that believes the nearest `hops` proxies and no
 * farther (proxy-addr walks X-Forwarded-For from the socket outwards), so a client's own entries are never taken.
 */
export function fastifyTrustProxy(trust: ProxyTrust): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The production problem with a setting, in one line naming its variable, or null. */
export function proxyTrustProblem(trust: ProxyTrust, variable: string): string | null {
  return trust === true
    ? `${variable}=true believes every hop: set the number of proxies in front of this server, or their addresses.`
    : null;
}
