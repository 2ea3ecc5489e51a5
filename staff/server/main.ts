// Runs the staff console's server on its port (STAFF_PORT, else 3040 moved by STOREFRONT_PORT_OFFSET), beside the store API.
import { SERVICE_PORTS } from '@storefront/mf-config/apps';
import { buildStaffServer } from './server';

const app = await buildStaffServer({ apiOrigin: process.env.STAFF_API_ORIGIN || `http://localhost:${SERVICE_PORTS.api}` });
await app.listen({ port: SERVICE_PORTS.staff, host: process.env.STAFF_HOST || 'localhost' });
console.log(`staff console on http://localhost:${SERVICE_PORTS.staff}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
