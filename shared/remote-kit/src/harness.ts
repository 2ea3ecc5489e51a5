// Serves the harness page of the remote in the working folder from its build, on the remote's port, with the local runtime
// configuration; in the repository it also starts the local cloud (and the checkout's payment provider) from their sources.
// A remote standing alone (ADR 0067) has no services of its own: it uses those of the running site, on the same ports.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { localRuntimeConfig, remoteAt, SERVICE_PORTS } from '@storefront/mf-config';
import { repositoryRoot } from '@storefront/mf-config/remotes';
import { fastifyTimeouts } from '@storefront/mf-config/timeouts';

/** A service of the repository, started from its sources when they are there (never when the remote stands alone). */
async function startService(path: string, start: string, options?: unknown): Promise<void> {
  const file = resolve(repositoryRoot(), path);
  if (!existsSync(file)) return;
  const module = (await import(file)) as Record<string, (o?: unknown) => Promise<unknown>>;
  await module[start]?.(options);
}

export async function serveHarness(folder: string, args: readonly string[]): Promise<void> {
  const remote = remoteAt(folder);
  const dist = resolve(folder, 'dist');
  const indexHtml = await readFile(resolve(dist, 'index.html'), 'utf8');

  if (!args.includes('--no-services')) {
    await startService('services/local-cloud/src/server.ts', 'startLocalCloud', { port: SERVICE_PORTS.localCloud });
    // The checkout's pages embed the local payment provider's frame, and its suite's store API charges through it.
    if (remote.name === 'checkout') await startService('services/payments-local/src/server.ts', 'startPaymentsLocal');
  }

  // Every project server's timeouts (@storefront/mf-config/timeouts).
  const app = Fastify(fastifyTimeouts());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  app.get('/runtime-config.json', async () => localRuntimeConfig());
  await app.register(fastifyStatic, { root: dist, index: false, wildcard: false });
  app.setNotFoundHandler(async (request, reply) =>
    request.url.startsWith('/static/') ? reply.code(404).send('Not found') : reply.type('text/html; charset=utf-8').send(indexHtml),
  );
  await app.listen({ port: remote.port, host: 'localhost' });
  console.log(`${remote.name} harness: http://localhost:${remote.port}/fr`);
}
