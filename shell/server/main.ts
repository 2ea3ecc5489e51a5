// Runs the shell's server as a process of its own (`npm start` supervises it): its build, the release pointer, its port.
// First: the libraries' build (React's production one on the local stack too) before anything loads React.
import { deploymentEnv } from './rendering/libraryMode';
import { resolve } from 'node:path';
import { SHELL } from '@storefront/mf-config/apps';
import { parseProxyTrust } from '@storefront/mf-config/proxy-trust';
import { pointerFile, repoRoot } from './config/config';
import { startTelemetry } from './observability/telemetry';

// Tracing starts before Fastify and http are first imported (its instrumentations patch them as they load): the server's
// modules are imported after it.
const telemetry = startTelemetry();
const { pointerFromFile, pointerOverHttp } = await import('./pointer/pointer');
const { createShellServer } = await import('./server');
const { rateLimitsFromEnv } = await import('./edge/rateLimit');
const { productionProblems, settingWarnings, shellNumbers } = await import('./config/production');
const { readRuntimeConfig } = await import('./config/runtimeConfig');

/** The settings as given: the checks read the deployment's NODE_ENV, not the libraries' (libraryMode.ts). */
const env = deploymentEnv;
/** Stops before listening: each problem one line, as the store API says its own. */
function refuse(problems: readonly string[], where = ' in production'): never {
  console.error(`The shell's server will not start${where}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
const runtimeConfig = (() => {
  try {
    return readRuntimeConfig(env);
  } catch (error) {
    return refuse([(error as Error).message], '');
  }
})();
// Production fails closed, as the store API does (production.ts); outside it, an unreadable number is its default, said once.
const problems = productionProblems(env, runtimeConfig);
if (problems.length) refuse(problems);
for (const warning of settingWarnings(env)) console.warn(`[config] ${warning}`);
const numbers = shellNumbers(env);
// The pointer from the remotes' CDN origin (STOREFRONT_POINTER_URL, set by `npm start` and the cluster): every copy of this
// server reads the same one. Without it (outside production), the file on this machine's disk.
const pointerUrl = env.STOREFRONT_POINTER_URL;
const pointer = pointerUrl ? pointerOverHttp(pointerUrl, { maxAgeMs: numbers.pointerMaxAgeMs }) : pointerFromFile(pointerFile());
const app = await createShellServer({
  distDir: resolve(repoRoot, SHELL.dir, 'dist'),
  pointer,
  runtimeConfig,
  trustProxy: parseProxyTrust(env.SHELL_TRUST_PROXY),
  rateLimits: rateLimitsFromEnv(env),
  htmlFreshMs: numbers.htmlFreshMs,
  htmlCacheBytes: numbers.htmlCacheBytes,
  ssrBudgetMs: numbers.ssrBudgetMs,
  ...(env.STOREFRONT_SSR_STREAM_AFTER_MS ? { streamAfterMs: numbers.streamAfterMs } : {}),
  mediaMaxBytes: numbers.mediaMaxBytes,
});
await app.listen({ port: SHELL.port, host: 'localhost' });
console.log(`shell's server on http://localhost:${SHELL.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(() => telemetry.shutdown())
        .finally(() => process.exit(0)),
  );
