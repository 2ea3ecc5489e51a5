// Owns the compressed copies of a page the HTML cache keeps: made once when it is kept, in zlib's thread pool, and the copy
// a request's Accept-Encoding takes, so a cache hit sends bytes without compressing them again.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';
export type EncodedCopies = Readonly<Record<Encoding, Buffer>>;

/** Brotli first, as the server's compression does on the fly (server.ts), and at its quality: the same bytes, made once. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export async function precompress(body: Buffer): Promise<EncodedCopies> {
  const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzipped(body)]);
  return { br, gzip: gz };
}

/** The copy an Accept-Encoding takes (its q-values honoured), or null: identity, or an encoding only compressed on the fly (zstd). */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  return header ? negotiate(header, ENCODINGS) : null;
}

/**
 * What a kept page is sent as: its compressed copy with its Content-Encoding (the server's compression then leaves it
 * alone), else its body as kept. Either way its cached copies differ by Accept-Encoding (Vary).
 */
export function keptBody(
  page: { body: Buffer; encoded?: EncodedCopies },
  acceptEncoding: string | string[] | undefined,
): { body: Buffer; headers: Record<string, string> } {
  const encoding = page.encoded ? encodingFor(acceptEncoding) : null;
  if (!encoding || !page.encoded) return { body: page.body, headers: { vary: 'accept-encoding' } };
  return { body: page.encoded[encoding], headers: { vary: 'accept-encoding', 'content-encoding': encoding } };
}

/**
 * Makes a kept page's copies on its first hit, once, in zlib's threads (a page rendered and never asked again costs nothing
 * more); the cache takes them if the page is still the one kept (HtmlCache.addCopies). Returns when they are made.
 */
export function copiesOnFirstHit(cache: { addCopies(key: string, page: CopiedPage, encoded: EncodedCopies): void }) {
  const compressing = new WeakSet<CopiedPage>();
  return (key: string, page: CopiedPage): Promise<void> | null => {
    if (page.encoded || compressing.has(page)) return null;
    compressing.add(page);
    return precompress(page.body)
      .then((encoded) => cache.addCopies(key, page, encoded))
      .catch(() => {});
  };
}

type CopiedPage = { body: Buffer; encoded?: EncodedCopies };
