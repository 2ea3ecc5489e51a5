// Owns the staff console's server: its built files (one page, its routes all answered with index.html), and /api/* passed to
// the store API, so the console's cookie and requests stay on its own origin. Every answer carries CONSOLE_HEADERS.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONSOLE_HEADERS, REQUEST_HEADERS_TO_API, RESPONSE_HEADERS_FROM_API } from './headers';

export interface StaffServerOptions {
  /** The store API's address, e.g. http://localhost:3010. */
  apiOrigin: string;
  /** The built console (staff/dist). */
  dist?: string;
}

/** The longest body the console sends (a status change with its reason, an invitation). */
const BODY_LIMIT = 64 * 1024;

export async function buildStaffServer(options: StaffServerOptions): Promise<FastifyInstance> {
  const dist = options.dist ?? resolve(import.meta.dirname, '../dist');
  if (!existsSync(resolve(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: build the console first (npx turbo run build --filter=staff)`);
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(CONSOLE_HEADERS)) reply.header(name, value);
  });
  // The proxy passes bodies on as they came.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/health', async () => ({ ok: true }));
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send('User-agent: *\nDisallow: /\n'));

  app.all('/api/*', async (request, reply) => {
    const headers = new Headers();
    for (const name of REQUEST_HEADERS_TO_API) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    // The API counts sign-in attempts per client: it is told who the client is (API_TRUST_PROXY counts this hop).
    headers.set('x-forwarded-for', [request.headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '));
    const target = `${options.apiOrigin}${request.url.slice('/api'.length)}`;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await fetch(target, {
      method: request.method,
      headers,
      ...(hasBody ? { body: new Uint8Array((request.body as Buffer | undefined) ?? Buffer.alloc(0)) } : {}),
      redirect: 'manual',
    }).catch(() => null);
    if (!answer) return reply.code(502).send({ statusCode: 502, error: 'apiUnavailable' });
    reply.code(answer.status);
    for (const name of RESPONSE_HEADERS_FROM_API) {
      const value = answer.headers.get(name);
      if (value) reply.header(name, value);
    }
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  });

  await app.register(fastifyStatic, { root: dist, index: false, wildcard: false });
  // Every other address is a page of the console: its one document, which routes in the browser.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ statusCode: 404, error: 'notFound' });
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
  return app;
}
