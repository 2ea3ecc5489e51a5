// The CDN's bans by tag: what a page is tagged with, the request a ban is, and the staff's purge reaching the CDN too.
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { RemotesPointerFile } from '@storefront/contracts';
import { banTag, cdnTags, purgeCdnPages } from './cdnPurge';
import { createShellServer, SITE_ICONS } from '../server';

const pointer = {
  remotes: {
    shop: { entry: 'http://localhost:3002/releases/a/mf-manifest.json', release: 'a' },
    catalogue: { entry: 'http://localhost:3001/releases/b/mf-manifest.json', release: 'b' },
  },
} as unknown as RemotesPointerFile;

/** A stand-in CDN that records the bans it gets. */
async function recordingCdn() {
  const bans: { method: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    bans.push({ method: request.method ?? '', headers: request.headers });
    response.end('Banned');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, bans, close: () => new Promise((done) => server.close(done)) };
}

describe("the CDN's bans", () => {
  it("tags a page with the site's tag, each remote whose release it names and what it shows, each once and well formed", () => {
    expect(cdnTags(pointer)).toBe('site catalogue shop');
    expect(cdnTags(pointer, ['store', 'product-page', 'product-7', 'store', 'a|.*'])).toBe(
      'site catalogue shop store product-page product-7',
    );
  });

  it('sends one PURGE naming the tag, and refuses a tag that could change the ban expression without sending anything', async () => {
    const cdn = await recordingCdn();
    try {
      expect(await banTag(cdn.url, 'catalogue')).toEqual({ tag: 'catalogue', ok: true, detail: '200' });
      expect(cdn.bans).toMatchObject([{ method: 'PURGE', headers: { xkey: 'catalogue' } }]);
      expect((await banTag(cdn.url, 'a|.*')).ok).toBe(false);
      expect(cdn.bans).toHaveLength(1);
    } finally {
      await cdn.close();
    }
  });

  it('does nothing without a CDN, and logs (never throws) when the CDN does not answer', async () => {
    const log = vi.fn();
    expect(await purgeCdnPages(log, undefined, {})).toBeNull();
    const result = await purgeCdnPages(log, undefined, { STOREFRONT_CDN_PURGE_URL: 'http://127.0.0.1:9/' });
    expect(result?.map((ban) => ban.ok)).toEqual([false]);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[cdn\] the ban of site at http:\/\/127\.0\.0\.1:9\/ failed/);
  });

  it("bans every page from the CDN when the staff's purge empties the server's HTML cache", async () => {
    const cdn = await recordingCdn();
    const dist = await mkdtemp(join(tmpdir(), 'shell-cdn-'));
    await mkdir(join(dist, 'static'), { recursive: true });
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="fr-CA"><head><title>Piscines Soleil</title></head><body><div id="root"></div></body></html>',
    );
    for (const icon of SITE_ICONS) await copyFile(new URL(`../../public/${icon}`, import.meta.url), join(dist, icon));
    const saved = { token: process.env.STOREFRONT_PURGE_TOKEN, cdn: process.env.STOREFRONT_CDN_PURGE_URL };
    process.env.STOREFRONT_PURGE_TOKEN = 'purge-token';
    process.env.STOREFRONT_CDN_PURGE_URL = cdn.url;
    const app = await createShellServer({ distDir: dist, pointerPath: join(dist, 'none.json') });
    try {
      const response = await app.inject({ method: 'POST', url: '/_purge', headers: { authorization: 'Bearer purge-token' } });
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() => expect(cdn.bans).toMatchObject([{ method: 'PURGE', headers: { xkey: 'site' } }]));
    } finally {
      await app.close();
      await cdn.close();
      for (const [name, value] of [
        ['STOREFRONT_PURGE_TOKEN', saved.token],
        ['STOREFRONT_CDN_PURGE_URL', saved.cdn],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
