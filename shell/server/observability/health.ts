// Owns the shell server's health addresses: `/health/live` (the process answers, nothing else asked) and `/health/ready`
// (each dependency checked: the release pointer, each live remote's entry, the catalogue's source), which `/health`, the
// load balancer's probe (Varnish's), answers too.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RemotesPointerFile, RuntimeConfig } from '@storefront/contracts';
import { dependencyState, showDependency } from './metrics';
import type { PointerSource } from '../pointer/pointer';

export interface DependencyCheck {
  ok: boolean;
  /** How long the check took. */
  ms: number;
  /** Whether its failure takes this copy out of the load balancer now. */
  required: boolean;
  /** The pointer's: how old the pointer this copy serves with is (null when it has none). */
  ageMs?: number | null;
}

export interface Readiness {
  ok: boolean;
  dependencies: Record<string, DependencyCheck>;
}

export interface HealthOptions {
  pointer: PointerSource;
  config: RuntimeConfig;
  /** How long a vendor's answer (a remote's entry, the catalogue's source) is reused: probes every few seconds must not reach them each time. */
  probeEveryMs?: number;
  /** How long one probe may take before its dependency counts as down. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Where the catalogue's source answers: the local cloud's own health (200 once its seed is loaded), or Firestore's REST
 * service for the project (one document at most). Any answer below 500 is Firestore answering; the local cloud must say 200.
 */
function catalogueProbe(config: RuntimeConfig): { url: string; answers: (status: number) => boolean } {
  if (config.emulator) return { url: `http://${config.emulator.host}:${config.emulator.port}/health`, answers: (status) => status === 200 };
  const project = encodeURIComponent(config.firebase.projectId);
  const key = encodeURIComponent(config.firebase.apiKey);
  return {
    url: `https://firestore.googleapis.com/v1/projects/${project}/databases/(default)/documents/categories?pageSize=1&key=${key}`,
    answers: (status) => status < 500,
  };
}

/**
 * Registers the three addresses and answers the check itself (the metrics refresh their gauges with it at each scrape).
 * What takes a copy out of the load balancer: having no release pointer at all (it would serve every page
 * without its remotes). What does not: a remote that is down (its pages are left to the browser, the shell renders the
 * rest), a stale pointer (the copy keeps the releases it knew), the catalogue's source (its loaders serve their last results,
 * the HTML cache its pages); every copy reads the same ones, and taking them all out would leave the CDN nothing but grace.
 * Each is reported, and its `storefront_dependency_up` gauge set, for the alerts.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): { check: () => Promise<Readiness> } {
  const { pointer, config, probeEveryMs = 10_000, timeoutMs = 2_000, fetch: get = fetch, now = Date.now } = options;
  const probes = new Map<string, { at: number; result: Promise<{ ok: boolean; ms: number }> }>();
  /** A vendor's answer, reused for probeEveryMs (while one is under way, every check shares it). */
  const probe = (name: string, url: string, answers: (status: number) => boolean) => {
    const kept = probes.get(name);
    if (kept && now() - kept.at < probeEveryMs) return kept.result;
    const started = performance.now();
    const result = get(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
      .then(async (response) => {
        await response.body?.cancel();
        return answers(response.status);
      })
      .catch(() => false)
      .then((ok) => {
        showDependency(name, ok);
        return { ok, ms: Math.round(performance.now() - started) };
      });
    probes.set(name, { at: now(), result });
    return result;
  };

  const pointerCheck = (read: RemotesPointerFile | null, ms: number): [string, DependencyCheck] => {
    const has = read !== null && Object.keys(read.remotes).length > 0;
    // Over HTTP, the source reports each read it makes (pointer.ts): a failing origin leaves the last pointer in use.
    const state = dependencyState('pointer');
    const ok = state ? state.ok : has;
    if (!state) showDependency('pointer', ok);
    const lastOkAt = state ? state.lastOkAt : has ? now() : null;
    const ageMs = has && lastOkAt !== null ? now() - lastOkAt : null;
    return ['pointer', { ok, ms, required: !has, ageMs }];
  };

  const check = async (): Promise<Readiness> => {
    const started = performance.now();
    const read = await pointer.read().catch(() => null);
    const pointerMs = Math.round(performance.now() - started);
    const remotes = Object.entries(read?.remotes ?? {}).filter(([, live]) => URL.canParse(live.entry));
    const catalogue = catalogueProbe(config);
    const checks = await Promise.all([
      pointerCheck(read, pointerMs),
      ...remotes.map(async ([name, live]): Promise<[string, DependencyCheck]> => {
        const result = await probe(`remote:${name}`, live.entry, (status) => status >= 200 && status < 300);
        return [`remote:${name}`, { ...result, required: false }];
      }),
      probe('firestore', catalogue.url, catalogue.answers).then((result): [string, DependencyCheck] => [
        'firestore',
        { ...result, required: false },
      ]),
    ]);
    const dependencies = Object.fromEntries(checks);
    return { ok: checks.every(([, dependency]) => dependency.ok || !dependency.required), dependencies };
  };

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const readiness = await check();
    return reply
      .code(readiness.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  };
  // No probe is counted by the limit: the load balancer and the supervisor ask all day from one address. While the server
  // closes, Fastify answers them 503 itself (return503OnClosing), so the load balancer stops sending before it is gone.
  app.get('/health/live', { config: { rateLimit: false } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ ok: true }),
  );
  app.get('/health/ready', { config: { rateLimit: false } }, ready);
  app.get('/health', { config: { rateLimit: false } }, ready);
  return { check };
}
