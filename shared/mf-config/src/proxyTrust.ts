// Owns the one rule the shell's server and the store API follow to believe X-Forwarded-For: how it is written, and how Fastify is told.
import { isIP } from 'node:net';

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

/** More proxies in front of one server than this was never counted: a CDN, a load balancer and an ingress are three. */
export const MAX_PROXY_HOPS = 5;

/** proxy-addr's names for the private ranges (Fastify passes the list to it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * What is wrong with one entry of a list: not an address or CIDR range, or a range so wide it is (nearly) everybody, whose
 * X-Forwarded-For would be believed. The widest taken are /8 in IPv4 and /16 in IPv6 (/104 for IPv4-mapped addresses).
 */
function rangeProblem(entry: string): string | null {
  if (RANGE_NAMES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return 'not an address';
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  const mapped = family === 6 && /^::ffff:/i.test(address);
  const widest = family === 4 ? 8 : mapped ? 104 : 16;
  if (!(bits <= (family === 4 ? 32 : 128))) return 'not an address';
  return bits < widest ? 'nearly every address' : null;
}

/** The production problem with a setting, in one line naming its variable, or null. */
export function proxyTrustProblem(trust: ProxyTrust, variable: string): string | null {
  if (trust === true) return `${variable}=true believes every hop: set the number of proxies in front of this server, or their addresses.`;
  if (typeof trust === 'number')
    return trust > MAX_PROXY_HOPS
      ? `${variable}=${trust} believes ${trust} hops, more than the ${MAX_PROXY_HOPS} any real chain of proxies has: a client's own X-Forwarded-For entries would be taken; count the proxies in front of this server.`
      : null;
  if (trust === false) return null;
  const wrong = trust.flatMap((entry) => {
    const problem = rangeProblem(entry);
    return problem ? [`${entry} (${problem})`] : [];
  });
  return wrong.length
    ? `${variable} must name the proxies' own addresses or ranges (at most /8 in IPv4, /16 in IPv6): ${wrong.join(', ')}.`
    : null;
}
