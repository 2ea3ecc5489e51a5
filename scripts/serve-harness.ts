// Serves one remote's harness page from its build, on the remote's port, with the local runtime configuration and services.
import { resolve } from 'node:path';
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { remoteApp, SERVICE_PORTS } from '@storefront/mf-config';
import { fastifyTimeouts } from '@storefront/mf-config/timeouts';
import { localRuntimeConfig } from '../shell/server/config/config';
import { appDir, repoRoot } from './lib/paths';

const remote = remoteApp(process.argv[2]);
const port = remote.port;
const dist = resolve(appDir(remote), 'dist');
const indexHtml = await readFile(resolve(dist, 'index.html'), 'utf8');

if (!process.argv.includes('--no-services')) {
  const localCloud = resolve(repoRoot, 'services/local-cloud/src/server.ts');
  const { startLocalCloud } = (await import(localCloud).catch(() => ({}))) as {
    startLocalCloud?: (o: { port: number }) => Promise<unknown>;
  };
  if (startLocalCloud) await startLocalCloud({ port: SERVICE_PORTS.localCloud });
  // The checkout's pages embed the local payment provider's frame, and its suite's store API charges through it.
  if (remote.name === 'checkout') {
    const payments = resolve(repoRoot, 'services/payments-local/src/server.ts');
    const { startPaymentsLocal } = (await import(payments).catch(() => ({}))) as { startPaymentsLocal?: () => Promise<unknown> };
    if (startPaymentsLocal) await startPaymentsLocal();
  }
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
await app.listen({ port, host: 'localhost' });
console.log(`${remote.name} harness: http://localhost:${port}/fr`);
