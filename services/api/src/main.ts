// Runs the store API alone (npm start -w @storefront/api), on its port from the environment.
import { SERVICE_PORTS } from '@storefront/mf-config/apps';
import { startApi } from './server';

const api = await startApi({ port: SERVICE_PORTS.api });
console.log(`store API on ${api.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void api.close().then(() => process.exit(0)));
