import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fakeBuild } from '../../tests/fakeBuild';
import { createShellServer } from '../server';

describe("a cached page's answer", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createShellServer(await fakeBuild());
  });
  afterAll(() => app.close());

  it('is compressed as the visitor asks, the same page as rendered, with no nonce in its policy', async () => {
    const rendered = await app.inject({ url: '/fr/promotions' });
    expect(rendered.headers['x-cache']).toBe('miss');
    expect(String(rendered.headers['content-security-policy'])).toContain("'nonce-");
    // Its first hit has its copies made (precompressed.test.ts); until they are there, a hit is compressed on the fly.
    expect((await app.inject({ url: '/fr/promotions', headers: { 'accept-encoding': 'br' } })).headers['x-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const hit = await app.inject({ url: '/fr/promotions', headers: { 'accept-encoding': 'gzip, br' } });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(String(hit.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(hit.rawPayload).toString('utf8')).toBe(rendered.body);
    // A kept page runs no script of a nonce: its policy allows none, the rest of it as the rendered page's.
    const policy = String(hit.headers['content-security-policy']);
    expect(policy).not.toContain('nonce-');
    expect(policy).toBe(String(rendered.headers['content-security-policy']).replace(/ 'nonce-[^']+'/, ''));
    const plain = await app.inject({ url: '/fr/promotions' });
    expect([plain.headers['x-cache'], plain.headers['content-encoding'], plain.body]).toEqual(['hit', undefined, rendered.body]);
  });
});
