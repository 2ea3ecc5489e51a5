// Owns the local stand-in for the CDN each remote is deployed to: its releases, on its own origin, with CORS and immutable caching.
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import type { RemoteName } from '@storefront/contracts';
import { releasesDir } from './paths';

export async function createRemoteCdn(remote: RemoteName): Promise<FastifyInstance> {
  const root = releasesDir(remote);
  mkdirSync(root, { recursive: true });
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  // Release folders never change once written, so everything under them can be cached for good.
  await app.register(fastifyStatic, { root, prefix: '/releases/', immutable: true, maxAge: '365d', index: false });
  app.get('/health', async () => ({ remote, ok: true }));
  return app;
}
