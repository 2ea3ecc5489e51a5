import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { copiesOnFirstHit, encodingFor, keptBody, precompress } from './precompressed';

describe("a kept page's compressed copies", () => {
  const body = Buffer.from(`<!doctype html><main>${'<p>Piscines et spas</p>'.repeat(200)}</main>`);

  it('are made once, each one decoding to the page', async () => {
    const copies = await precompress(body);
    expect(brotliDecompressSync(copies.br)).toEqual(body);
    expect(gunzipSync(copies.gzip)).toEqual(body);
    expect(copies.br.length).toBeLessThan(body.length / 10);
  });

  // RFC 9110 §12.5.3: q=0 refuses an encoding; without a preference the server's own order decides (brotli first).
  it("go by the request's Accept-Encoding, its weights honoured", () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(encodingFor(['gzip', 'br'])).toBe('br');
    // Nothing kept for these: the body as kept (identity), or the server's compression on the fly (zstd).
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor('zstd')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });

  it('are sent as they are, with their Content-Encoding; the body as kept otherwise, and always Vary', async () => {
    const page = { body, encoded: await precompress(body) };
    const br = keptBody(page, 'gzip, br');
    expect(br.body).toBe(page.encoded.br);
    expect(br.headers).toEqual({ vary: 'accept-encoding', 'content-encoding': 'br' });
    expect(keptBody(page, 'gzip').body).toBe(page.encoded.gzip);
    expect(keptBody(page, undefined)).toEqual({ body, headers: { vary: 'accept-encoding' } });
    // A page kept without copies is sent as kept, compressed on the fly as any response.
    expect(keptBody({ body }, 'br')).toEqual({ body, headers: { vary: 'accept-encoding' } });
  });

  it("are made on a page's first hit, once however many hits come meanwhile, and not for a page that has them", async () => {
    const addCopies = vi.fn();
    const onHit = copiesOnFirstHit({ addCopies });
    const page = { body };
    const made = onHit('/fr', page);
    expect(onHit('/fr', page)).toBeNull();
    await made;
    expect(addCopies).toHaveBeenCalledTimes(1);
    const [key, kept, copies] = addCopies.mock.calls[0]!;
    expect([key, kept]).toEqual(['/fr', page]);
    expect(brotliDecompressSync(copies.br)).toEqual(body);
    expect(onHit('/fr', { body, encoded: copies })).toBeNull();
  });
});
