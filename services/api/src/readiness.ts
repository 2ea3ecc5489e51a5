// Owns the store API's readiness: each dependency checked with a short timeout (the database, Redis, the vendors it reaches),
// which of them take a copy out of the load balancer, and storefront_dependency_up.
import type { Redis } from 'ioredis';
import type { ApiConfig } from './config';
import type { Db } from './db';
import { dependencyUp } from './metrics';

export interface Dependency {
  name: string;
  /** Not answering makes the copy not ready (503). Otherwise it is only reported. */
  critical: boolean;
  timeoutMs: number;
  /** An answer is reused this long, so frequent probes do not hammer a vendor. */
  cacheMs?: number;
  /** Resolves when the dependency answers. */
  check(): Promise<unknown>;
}

export interface DependencyState {
  ok: boolean;
  /** How long the check took (or the cached one did). */
  ms: number;
  critical: boolean;
}

export interface ReadinessReport {
  ok: boolean;
  dependencies: Record<string, DependencyState>;
}

/** How long the probe waits for the database: a probe that hangs is as bad as one that fails. */
export const DATABASE_TIMEOUT_MS = 2_000;
const REDIS_TIMEOUT_MS = 1_000;
const VENDOR_TIMEOUT_MS = 2_000;
const VENDOR_CACHE_MS = 10_000;

async function timed(dependency: Dependency): Promise<DependencyState> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), dependency.timeoutMs);
  });
  const ok = await Promise.race([
    dependency.check().then(
      () => true,
      () => false,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  return { ok, ms: Math.round(performance.now() - started), critical: dependency.critical };
}

/** Checks every dependency at once; ready when each critical one answers. Sets storefront_dependency_up as it goes. */
export function createReadiness(dependencies: Dependency[]): { check(): Promise<ReadinessReport> } {
  const cached = new Map<string, { at: number; state: Promise<DependencyState> }>();
  const stateOf = (dependency: Dependency) => {
    const kept = cached.get(dependency.name);
    if (kept && dependency.cacheMs && Date.now() - kept.at < dependency.cacheMs) return kept.state;
    const state = timed(dependency);
    cached.set(dependency.name, { at: Date.now(), state });
    return state;
  };
  return {
    async check() {
      const states = await Promise.all(dependencies.map(stateOf));
      const report: ReadinessReport = { ok: true, dependencies: {} };
      dependencies.forEach((dependency, index) => {
        const state = states[index]!;
        report.dependencies[dependency.name] = state;
        dependencyUp.set({ dependency: dependency.name }, state.ok ? 1 : 0);
        if (dependency.critical && !state.ok) report.ok = false;
      });
      return report;
    },
  };
}

/** Any HTTP answer at all (even 401 or 404) says the vendor is reachable; only no answer in time does not. */
function reachable(url: string): () => Promise<unknown> {
  return () => fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(VENDOR_TIMEOUT_MS) }).then((response) => response.body?.cancel());
}

/**
 * The store API's dependencies. Only the database is critical: without it nothing is taken or kept. Redis (shared rate
 * limits) and the vendors are shared by every copy, and the API works without them (rate limits let requests through, orders
 * wait in the commerce queue, a quote says the catalogue is unavailable): were they critical, one outage of theirs would
 * take every copy out of the load balancer at once.
 */
export function apiDependencies(config: ApiConfig, db: Db, redis?: Redis): Dependency[] {
  const emulator = config.catalogue.emulator;
  return [
    { name: 'database', critical: true, timeoutMs: DATABASE_TIMEOUT_MS, check: () => db.query('SELECT 1') },
    ...(redis ? [{ name: 'redis', critical: false, timeoutMs: REDIS_TIMEOUT_MS, check: () => redis.ping() }] : []),
    {
      name: 'shopify',
      critical: false,
      timeoutMs: VENDOR_TIMEOUT_MS,
      cacheMs: VENDOR_CACHE_MS,
      check: reachable(config.shopify.apiOrigin ?? `https://${config.shopify.domain}/`),
    },
    {
      // The catalogue's Firestore, or the local cloud standing in for it.
      name: 'catalogue',
      critical: false,
      timeoutMs: VENDOR_TIMEOUT_MS,
      cacheMs: VENDOR_CACHE_MS,
      check: reachable(emulator ? `http://${emulator.host}:${emulator.port}/` : 'https://firestore.googleapis.com/'),
    },
  ];
}
