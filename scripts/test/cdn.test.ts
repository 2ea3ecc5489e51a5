// The remotes' CDN origin: files of a release with CORS and immutable caching, and the project's edge rules (methods, refusals,
// rate limit) answered in short sentences.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteCdn } from '../lib/cdn';

let app: FastifyInstance;
beforeAll(async () => {
  process.env.STOREFRONT_VAR_DIR = await mkdtemp(join(tmpdir(), 'cdn-'));
  const release = join(process.env.STOREFRONT_VAR_DIR, 'releases/shop/r1-abc');
  await mkdir(release, { recursive: true });
  await writeFile(join(release, 'remoteEntry.js'), `console.log(${JSON.stringify('x'.repeat(3000))});`);
  // A build's compressed copies (shared/mf-config/src/precompress.ts) beside a chunk.
  await writeFile(join(release, 'chunk.js'), `console.log(${JSON.stringify('y'.repeat(3000))});`);
  await writeFile(join(release, 'chunk.js.br'), 'brotli copy');
  app = await createRemoteCdn('shop', { rateLimitPerMinute: 8 });
});
afterAll(() => app.close());

describe("a remote's CDN origin", () => {
  it('serves the release pointer as it is on disk now, never cached, outside the rate limit', async () => {
    const pointer = {
      remotes: { shop: { entry: 'http://localhost:3002/releases/r1-abc/mf-manifest.json', release: 'r1-abc', digest: 'ab'.repeat(32) } },
    };
    await writeFile(join(process.env.STOREFRONT_VAR_DIR as string, 'mf-remotes.json'), JSON.stringify(pointer));
    for (let request = 0; request < 12; request += 1) {
      const response = await app.inject({ url: '/mf-remotes.json', remoteAddress: '10.9.9.9' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(response.json()).toEqual(pointer);
    }
  });

  it('serves a release file to any origin, cached for good, compressed', async () => {
    const response = await app.inject({ url: '/releases/r1-abc/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    // Never revalidated, never asked for in parts, not counted down in headers: none of those headers on each file.
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
      expect(response.headers, name).not.toHaveProperty(name);
    expect((await app.inject({ method: 'HEAD', url: '/releases/r1-abc/remoteEntry.js' })).statusCode).toBe(200);
  });

  it("sends a file's build-time brotli copy as it is, to a browser that takes brotli", async () => {
    const asked = { url: '/releases/r1-abc/chunk.js', remoteAddress: '10.2.2.2' };
    const br = await app.inject({ ...asked, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect([br.statusCode, br.headers['content-encoding'], br.body]).toEqual([200, 'br', 'brotli copy']);
    const gzip = await app.inject({ ...asked, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers anything but GET and HEAD with 405 and Allow, before reading a body', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const response = await app.inject({
        method,
        url: '/releases/r1-abc/remoteEntry.js',
        payload: '{"a":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.body).toBe(`Method ${method} is not allowed: this origin serves files with GET, HEAD.`);
    }
  });

  it('refuses a malformed address, a path out of the releases and a missing file in a sentence, never the framework’s text', async () => {
    const cases: [string, number, string][] = [
      ['/releases/%E0%A4%A', 400, 'Bad request: the address is not valid.'],
      ['/%E0%A4%A', 400, 'Bad request: the address is not valid.'],
      ['/releases/../../etc/passwd', 404, 'Not found.'],
      ['/releases/..%2f..%2fetc%2fpasswd', 404, 'Not found.'],
      ['/releases/r1-abc/missing.js', 404, 'Not found.'],
      [`/releases/${'a'.repeat(5000)}`, 403, 'This address cannot be served.'],
    ];
    for (const [url, status, body] of cases) {
      const response = await app.inject(url);
      expect(response.statusCode, url.slice(0, 40)).toBe(status);
      expect(response.body, url.slice(0, 40)).toBe(body);
    }
  });

  it('limits each client’s requests per minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await app.inject({ url: '/health', remoteAddress: '10.1.1.1' })).statusCode);
    expect(codes.filter((code) => code === 429).length).toBe(2);
    const refused = await app.inject({ url: '/health', remoteAddress: '10.1.1.1' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(/^Too many requests: try again in \d+ (seconds?|minutes?)\.$/);
    expect((await app.inject({ url: '/health', remoteAddress: '10.1.1.2' })).statusCode).toBe(200);
  });
});
