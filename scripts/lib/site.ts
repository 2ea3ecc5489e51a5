// Owns starting the whole site on this machine: the shell's server, each remote's CDN origin, the local cloud and the store API.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@storefront/contracts';
import { REMOTE_APPS, SERVICE_PORTS, SHELL } from '@storefront/mf-config';
import { createShellServer } from '../../shell/server/server';
import { createRemoteCdn } from './cdn';
import { pointerPath, repoRoot, shellDir } from './paths';

export interface RunningSite {
  shellUrl: string;
  cdn: Record<RemoteName, FastifyInstance>;
  close(): Promise<void>;
}

interface Closable {
  close(): Promise<unknown>;
}

async function startOptionalService(modulePath: string, exportName: string, port: number): Promise<Closable | null> {
  if (!existsSync(resolve(repoRoot, modulePath))) return null;
  try {
    const module = (await import(resolve(repoRoot, modulePath))) as Record<string, (o: { port: number }) => Promise<Closable>>;
    const start = module[exportName];
    return start ? await start({ port }) : null;
  } catch (error) {
    // The storefront still serves its pages; the regions that need this service show their own fallback.
    console.error(`!! ${modulePath} did not start on port ${port}:`, error);
    return null;
  }
}

export async function startSite(options: { shellPort?: number; services?: boolean } = {}): Promise<RunningSite> {
  const closables: Closable[] = [];
  const cdn = {} as Record<RemoteName, FastifyInstance>;
  for (const remote of REMOTE_NAMES) {
    const app = await createRemoteCdn(remote);
    await app.listen({ port: REMOTE_APPS[remote].port, host: 'localhost' });
    cdn[remote] = app;
    closables.push(app);
  }
  if (options.services !== false) {
    // The local cloud's admin secret for this run, set before any service starts so each finds it in its environment
    // (the store API completes orders with it); one already set is kept.
    process.env.LOCAL_CLOUD_ADMIN_TOKEN ||= randomBytes(32).toString('hex');
    const localCloud = await startOptionalService('services/local-cloud/src/server.ts', 'startLocalCloud', SERVICE_PORTS.localCloud);
    if (localCloud) closables.push(localCloud);
    const api = await startOptionalService('services/api/src/server.ts', 'startApi', SERVICE_PORTS.api);
    if (api) closables.push(api);
  }
  const shell = await createShellServer({ distDir: resolve(shellDir, 'dist'), pointerPath: pointerPath() });
  const shellPort = options.shellPort ?? SHELL.port;
  await shell.listen({ port: shellPort, host: 'localhost' });
  closables.push(shell);
  return {
    shellUrl: `http://localhost:${shellPort}`,
    cdn,
    async close() {
      await Promise.allSettled(closables.reverse().map((c) => c.close()));
    },
  };
}
