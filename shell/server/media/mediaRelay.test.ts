// The media relay against the probes of ADR 0029: only object reads of the bucket, names checked and rebuilt, ranges and validators passed on, a size cap.
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { localRuntimeConfig } from '../config/config';
import { objectName, upstreamUrl } from './mediaRelay';
import { createShellServer, SITE_ICONS } from '../server';

const config = localRuntimeConfig();
const bucket = config.firebase.storageBucket;
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const ETAG = '"abc"';

describe('the object name of a relayed address', () => {
  it('is decoded, and refused when it could mean another place', () => {
    expect(objectName('banners%2Fa.webp')).toBe('banners/a.webp');
    expect(objectName('caf%C3%A9.webp')).toBe('café.webp');
    for (const probe of [
      '',
      '..\\..\\..\\..\\health',
      '%2e%2e%2F%2e%2e%2Fhealth',
      '..%5c..%5chealth',
      'a%5cb',
      'a%00b',
      'a%0Ab',
      'a%7Fb',
      '.',
      'a%2F.%2Fb',
      '%E0%A4%A',
      'a/../../v1/projects',
    ]) {
      expect(objectName(probe), probe).toBeNull();
    }
  });

  it('is rebuilt with encodeURIComponent, with only alt and token', () => {
    const origin = `http://${config.emulator?.host}:${config.emulator?.port}`;
    expect(upstreamUrl(`/v0/b/${bucket}/o/banners/a.webp?alt=media&token=t&x=1&alt=json`, config)).toBe(
      `${origin}/v0/b/${bucket}/o/banners%2Fa.webp?alt=media&token=t`,
    );
    expect(upstreamUrl(`/v0/b/${bucket}/o/a%20b.webp?name=x`, config)).toBe(`${origin}/v0/b/${bucket}/o/a%20b.webp`);
    expect(upstreamUrl('/v0/b/other-bucket/o/a.webp', config)).toBeNull();
    expect(upstreamUrl(`/v0/b/${bucket}/o`, config)).toBeNull();
    expect(upstreamUrl(`/v0/b/${bucket}/x/a.webp`, config)).toBeNull();
  });
});

describe('the media relay', () => {
  let store: Server;
  let relay: FastifyInstance;
  const seen: IncomingMessage[] = [];
  beforeAll(async () => {
    // A file store that answers as Cloud Storage does: 304 on a matching ETag, 206 on a range, and a 2 MB object.
    store = createServer((req, res) => {
      seen.push(req);
      const path = req.url?.split('?')[0] ?? '';
      if (path === `/v0/b/${bucket}/o/big.mp4`) {
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(2_000_000) });
        return res.end(Buffer.alloc(2_000_000));
      }
      if (path === `/v0/b/${bucket}/o/unsized.mp4`) {
        res.writeHead(200, { 'content-type': 'video/mp4' });
        for (let i = 0; i < 20; i += 1) res.write(Buffer.alloc(100_000));
        return res.end();
      }
      if (path !== `/v0/b/${bucket}/o/videos%2Fpromo.mp4`) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { code: 404, message: `no ${req.url}` } }));
      }
      const headers = {
        'content-type': 'video/mp4',
        etag: ETAG,
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=60',
        'last-modified': 'Tue, 01 Sep 2026 00:00:00 GMT',
      };
      if (req.headers['if-none-match'] === ETAG) return res.writeHead(304, headers).end();
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      if (range) {
        const part = VIDEO.subarray(Number(range[1]), Number(range[2]) + 1);
        res.writeHead(206, {
          ...headers,
          'content-range': `bytes ${range[1]}-${range[2]}/${VIDEO.length}`,
          'content-length': String(part.length),
        });
        return res.end(part);
      }
      res.writeHead(200, { ...headers, 'content-length': String(VIDEO.length) });
      res.end(VIDEO);
    });
    await new Promise<void>((done) => store.listen(0, '127.0.0.1', done));
    const port = (store.address() as { port: number }).port;
    const dir = await mkdtemp(join(tmpdir(), 'shell-relay-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    for (const icon of SITE_ICONS) await copyFile(new URL(`../../public/${icon}`, import.meta.url), join(dir, icon));
    relay = await createShellServer({
      distDir: dir,
      pointerPath: join(dir, 'none.json'),
      runtimeConfig: { ...config, emulator: { host: '127.0.0.1', port } },
      mediaMaxBytes: 1_000_000,
    });
    await relay.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A request sent as curl --path-as-is sends it: the path's bytes untouched (inject would resolve its `..` and backslashes first). */
  const raw = (path: string) =>
    new Promise<{ status: number; type: string; body: string }>((done, fail) => {
      const { port } = relay.server.address() as { port: number };
      get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => done({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
      }).on('error', fail);
    });
  afterAll(async () => {
    await relay.close();
    store.close();
  });

  const video = `/v0/b/${bucket}/o/videos%2Fpromo.mp4?alt=media&token=t`;

  it('relays an object of its bucket whole, with its type and caching headers', async () => {
    const response = await relay.inject({ url: video, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(VIDEO)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'cache-control': 'public, max-age=60',
      etag: ETAG,
      'accept-ranges': 'bytes',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers Range 0-99 with 206, the 100 bytes and their Content-Range', async () => {
    const response = await relay.inject({ url: video, headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(VIDEO.subarray(0, 100))).toBe(true);
    expect(response.headers['content-range']).toBe('bytes 0-99/1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it('answers a known ETag with 304 and no body', async () => {
    const response = await relay.inject({ url: video, headers: { 'if-none-match': ETAG } });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });

  it('passes on only alt and token, and no header of the visitor but the validators and the range', async () => {
    seen.length = 0;
    await relay.inject({
      url: `${video}&prefix=&delimiter=/&x=1`,
      headers: { cookie: 'session=1', authorization: 'Bearer x', 'if-modified-since': 'Tue, 01 Sep 2026 00:00:00 GMT' },
    });
    expect(seen[0]?.url).toBe(`/v0/b/${bucket}/o/videos%2Fpromo.mp4?alt=media&token=t`);
    expect(seen[0]?.headers).not.toHaveProperty('cookie');
    expect(seen[0]?.headers).not.toHaveProperty('authorization');
    expect(seen[0]?.headers['if-modified-since']).toBe('Tue, 01 Sep 2026 00:00:00 GMT');
  });

  it('refuses every probe of ADR 0029 without asking the store', async () => {
    seen.length = 0;
    for (const url of [
      `/v0/b/${bucket}/o/..\\..\\..\\..\\health`,
      `/v0/b/${bucket}/o/%2e%2e%2F%2e%2e%2F%2e%2e%2Fhealth`,
      `/v0/b/${bucket}/o/..%5c..%5c..%5chealth`,
      `/v0/b/${bucket}/o/a/../../../v1/projects/demo/databases/(default)/documents/products`,
      '/v0/b/other-bucket/o/a.webp?alt=media',
      `/v0/b/${bucket}/o/a%00.webp?alt=media`,
      `/v0/b/${bucket}/o/a%0D%0AX-Injected:%201.webp`,
      `/v0/b/${bucket}/o/`,
      `/v0/b/${bucket}/o`,
    ]) {
      const response = await raw(url);
      expect(response.status, url).toBe(404);
      expect(response.type, url).toContain('text/plain');
      expect(response.body, url).toBe('Not found');
    }
    // A Firestore address is no route of this server's but a page's: its 404 document, never the store's answer.
    expect((await raw('/v1/projects/demo/databases/(default)/documents/products')).status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it("keeps the store's error documents to itself", async () => {
    const missing = await relay.inject({ url: `/v0/b/${bucket}/o/missing.webp?alt=media` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
  });

  it('refuses an object over the size cap, declared or streamed, without keeping it whole', async () => {
    const declared = await relay.inject({ url: `/v0/b/${bucket}/o/big.mp4?alt=media` });
    expect(declared.statusCode).toBe(502);
    expect(declared.rawPayload.length).toBeLessThan(1000);
    // Without a length, the stream is cut at the cap: never more than the cap reaches the visitor.
    const streamed = await relay.inject({ url: `/v0/b/${bucket}/o/unsized.mp4?alt=media` }).catch((error: Error) => error);
    if (!(streamed instanceof Error)) expect(streamed.rawPayload.length).toBeLessThanOrEqual(1_000_000);
  });
});
