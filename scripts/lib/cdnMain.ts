// Runs the remotes' CDN origins as one process of their own (`npm start` supervises it): each remote on its own port, so each
// stays its own origin, as separate CDNs would be. Every remote of the checkout from the start; a remote released for the first
// time while it runs (its releases folder's origin.json appears) from that moment, without a restart (ADR 0038).
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { remoteApp, remoteApps } from '@storefront/mf-config/apps';
import { createRemoteCdn } from './cdn';
import { originFile, varDir } from './paths';
import type { ReleasedOrigin } from './releases';

/** How often the releases folder is looked at for a new remote: a first release waits at most this for its origin. */
const NEW_REMOTE_POLL_MS = 250;

const named = process.argv.slice(2);
const served = new Map<string, FastifyInstance>();

async function serve(remote: string, port: number): Promise<void> {
  if (served.has(remote)) return;
  const app = await createRemoteCdn(remote);
  served.set(remote, app);
  try {
    await app.listen({ port, host: 'localhost' });
    console.log(`${remote} releases on http://localhost:${port}/releases/`);
  } catch (error) {
    served.delete(remote);
    await app.close();
    console.error(`[cdn] ${remote} cannot be served on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Remotes whose first release came after this process started: their origin.json names their port. */
async function newlyReleased(): Promise<void> {
  const folders = await readdir(resolve(varDir(), 'releases')).catch(() => [] as string[]);
  for (const remote of folders.filter((name) => !served.has(name))) {
    const written = await readFile(originFile(remote), 'utf8').catch(() => null);
    if (!written) continue;
    const { port } = JSON.parse(written) as ReleasedOrigin;
    if (Number.isInteger(port)) await serve(remote, port);
  }
}

for (const app of named.length > 0 ? named.map((name) => remoteApp(name)) : remoteApps()) await serve(app.name, app.port);
let polling: NodeJS.Timeout | undefined;
if (named.length === 0) {
  const poll = () => void newlyReleased().finally(() => (polling = setTimeout(poll, NEW_REMOTE_POLL_MS)));
  poll();
}
const stop = () => {
  clearTimeout(polling);
  void Promise.allSettled([...served.values()].map((app) => app.close())).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
