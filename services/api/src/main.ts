// Runs the store API alone (npm start -w @storefront/api), on its port from the environment.
import { startTelemetry } from './telemetry';

// Tracing first: the API's modules (Fastify, pg) are imported after it, dynamically, so their calls are instrumented.
const telemetry = startTelemetry();
const { SERVICE_PORTS } = await import('@storefront/mf-config/apps');
const { startApi, UnsafeConfigurationError } = await import('./server');

const api = await startApi({ port: SERVICE_PORTS.api }).catch((error: unknown) => {
  if (!(error instanceof UnsafeConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`store API on ${api.url}`);
// The last spans go out before the process does.
const stop = () => api.close().then(() => telemetry.shutdown().catch(() => undefined));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(0)));
