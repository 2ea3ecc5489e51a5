// Owns the relay of the file store's objects: a page's images come over the connection the page came on.
import type { FastifyInstance } from 'fastify';
import { fileStoreOrigin, type RuntimeConfig } from '@storefront/contracts';

export function registerMediaRelay(app: FastifyInstance, config: RuntimeConfig): void {
  // Only object reads of the deployment's bucket (`/v0/b/{bucket}/o/{object}`), with their query (alt=media, token); answers
  // keep their status and their caching headers.
  const mediaPrefix = `/v0/b/${encodeURIComponent(config.firebase.storageBucket)}/o/`;
  app.get('/v0/b/*', async (request, reply) => {
    // One object, its path encoded as the store writes it (no bare slash, so no `..` can leave the bucket).
    const object = request.url.startsWith(mediaPrefix) ? (request.url.slice(mediaPrefix.length).split('?')[0] ?? '') : '';
    if (!object || object.includes('/')) return reply.code(404).type('text/plain').send('Not found');
    const upstream = await fetch(`${fileStoreOrigin(config)}${request.url}`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (!upstream) return reply.code(502).type('text/plain').send('The file store did not answer');
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
      const value = upstream.headers.get(name);
      if (value) reply.header(name, value);
    }
    return reply.code(upstream.status).send(Buffer.from(await upstream.arrayBuffer()));
  });
}
