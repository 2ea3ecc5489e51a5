// Runs the remotes' CDN origins as one process of their own (`npm start` supervises it): each remote named on the command line
// (all four by default) on its own port, so each stays its own origin, as separate CDNs would be.
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@storefront/contracts';
import { REMOTE_APPS } from '@storefront/mf-config/apps';
import { createRemoteCdn } from './cdn';
import { parseRemote } from './releases';

const remotes = process.argv.length > 2 ? process.argv.slice(2).map(parseRemote) : REMOTE_NAMES;
const apps: FastifyInstance[] = [];
for (const remote of remotes) {
  const app = await createRemoteCdn(remote);
  await app.listen({ port: REMOTE_APPS[remote].port, host: 'localhost' });
  apps.push(app);
  console.log(`${remote} releases on http://localhost:${REMOTE_APPS[remote].port}/releases/`);
}
const stop = () => void Promise.allSettled(apps.map((app) => app.close())).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
