// Runs the store API alone (npm start -w @storefront/api), on its port from the environment.
import { SERVICE_PORTS } from '@storefront/mf-config/apps';
import { startApi, UnsafeConfigurationError } from './server';

const api = await startApi({ port: SERVICE_PORTS.api }).catch((error: unknown) => {
  if (!(error instanceof UnsafeConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`store API on ${api.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void api.close().then(() => process.exit(0)));
