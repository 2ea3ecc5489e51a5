// Owns the relay of the file store's objects: a page's images come over the connection the page came on, and nothing else does.
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { fileStoreOrigin, type RuntimeConfig } from '@storefront/contracts';

/** The largest object relayed (env STOREFRONT_MEDIA_MAX_BYTES): the seed's video is 75 KB, a product photo a few hundred. */
export const DEFAULT_MEDIA_MAX_BYTES = 25 * 1024 * 1024;
/** How long the file store may take to start answering. */
const HEADERS_TIMEOUT_MS = 10_000;
/** The only query parameters of an object read (`alt=media`, and the download token of the object's URL). */
const PASSED_PARAMETERS = ['alt', 'token'] as const;
/** The request headers that make a read partial or conditional, as Cloud Storage answers them (206, 304). */
const FORWARDED_REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
const RELAYED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
] as const;
const RELAYED_STATUSES = new Set([200, 206, 304, 416]);

export interface MediaRelayOptions {
  maxBytes?: number;
}

/** C0 controls and DEL: no object name of the store's holds one, and a header or a log line could be cut by it. */
const isControl = (character: string) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;

/**
 * The object name a relayed address asks for, decoded, or null when it is not a plain name: empty, malformed escapes, a
 * backslash, a control character, or a `.`/`..` segment (a name that could mean another place once some layer normalizes it).
 */
export function objectName(encoded: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (!name || name.includes('\\') || [...name].some(isControl)) return null;
  if (name.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return name;
}

/**
 * The file store's address for a relayed request, rebuilt from its checked parts (never the request's own text), or null
 * when the request is no object read of the deployment's bucket.
 */
export function upstreamUrl(requestUrl: string, config: RuntimeConfig): string | null {
  const cut = requestUrl.indexOf('?');
  const path = cut < 0 ? requestUrl : requestUrl.slice(0, cut);
  const prefix = `/v0/b/${encodeURIComponent(config.firebase.storageBucket)}/o/`;
  if (!path.startsWith(prefix)) return null;
  const name = objectName(path.slice(prefix.length));
  if (name === null) return null;
  const query = new URLSearchParams(cut < 0 ? '' : requestUrl.slice(cut + 1));
  const passed = new URLSearchParams();
  for (const parameter of PASSED_PARAMETERS) {
    const value = query.get(parameter);
    if (value !== null) passed.set(parameter, value);
  }
  const search = passed.size ? `?${passed.toString()}` : '';
  return `${fileStoreOrigin(config)}/v0/b/${encodeURIComponent(config.firebase.storageBucket)}/o/${encodeURIComponent(name)}${search}`;
}

/** Passes bytes on until the cap, then fails the stream (the visitor gets a cut answer, never a whole object kept in memory). */
function capped(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new Error(`The object is larger than ${maxBytes} bytes`) : null, chunk);
    },
  });
}

export function registerMediaRelay(app: FastifyInstance, config: RuntimeConfig, options: MediaRelayOptions = {}): void {
  const maxBytes = options.maxBytes ?? Number(process.env.STOREFRONT_MEDIA_MAX_BYTES ?? DEFAULT_MEDIA_MAX_BYTES);
  // A part of an object is sent as the store answers it: compressing it would change the bytes its Content-Range counts.
  app.get('/v0/b/*', { compress: false }, async (request, reply) => {
    const target = upstreamUrl(request.url, config);
    if (!target) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(), HEADERS_TIMEOUT_MS);
    const upstream = await fetch(target, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers, signal: waiting.signal }).catch(
      () => null,
    );
    clearTimeout(timer);
    if (!upstream) return reply.code(502).type('text/plain; charset=utf-8').send('The file store did not answer');
    if (!RELAYED_STATUSES.has(upstream.status)) {
      await upstream.body?.cancel();
      // The store's own error documents stay with it: the visitor learns the object is not to be had, or that the store failed.
      const status = upstream.status >= 500 ? 502 : upstream.status === 403 ? 404 : upstream.status;
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(status === 502 ? 'The file store did not answer' : 'Not found');
    }
    const length = Number(upstream.headers.get('content-length') ?? NaN);
    if (length > maxBytes) {
      await upstream.body?.cancel();
      return reply.code(502).type('text/plain; charset=utf-8').send(`The object is larger than this site relays (${maxBytes} bytes)`);
    }
    for (const name of RELAYED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) reply.header(name, value);
    }
    reply.code(upstream.status);
    if (!upstream.body || request.method === 'HEAD') {
      await upstream.body?.cancel();
      return reply.send();
    }
    // Streamed as it comes; a store that fails or overflows mid-way cuts the answer (its length says it is short).
    return reply.send(pipeline(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>), capped(maxBytes), () => {}));
  });
}
