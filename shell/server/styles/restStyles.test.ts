import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { createSheetReader, restStylesHref } from './inlineStyles';
import { cssOfLeaves, restLeaves, sheetPieces } from './pruneStyles';
import { registerRestStyles } from './restStyles';

const SITE = 'https://www.piscines-soleil.example';
const pointer = {
  remotes: { shop: { entry: 'http://localhost:3002/releases/b/mf-manifest.json', release: 'b', pages: [] } },
};
const SHEETS: Record<string, string> = {
  '/static/css/a.css': '.card{padding:1rem}.dialog{position:fixed;background:url(../image/veil.png)}',
  'http://localhost:3002/releases/a/static/css/c.css': '.panel{display:none}.open{display:block}',
};

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function serve() {
  const read = vi.fn(async (href: string) => {
    const css = SHEETS[href];
    if (css === undefined) throw new Error(`${href} answered 404`);
    return css;
  });
  const app = Fastify();
  apps.push(app);
  registerRestStyles(app, { readStyle: createSheetReader(read), pointer: { read: async () => pointer }, siteOrigin: SITE });
  await app.ready();
  return { app, read };
}

const restOf = (href: string, ...classes: string[]) => {
  const sheet = sheetPieces(SHEETS[href] ?? '');
  const leaves = restLeaves(sheet, new Set(classes));
  return { url: restStylesHref(href, leaves), css: cssOfLeaves(sheet, leaves) };
};

describe('the rest of a pruned sheet, served', () => {
  it("answers the rules a page's copy left out, with its urls resolved as the sheet's, for a CDN to keep for good", async () => {
    const { app } = await serve();
    const { url, css } = restOf('/static/css/a.css', 'card');
    expect(css).toBe('.dialog{position:fixed;background:url(../image/veil.png)}');
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('.dialog{position:fixed;background:url(/static/image/veil.png)}');
  });

  it("answers a remote's sheet under a release folder of its origin, an older release's too", async () => {
    const { app } = await serve();
    const { url } = restOf('http://localhost:3002/releases/a/static/css/c.css', 'panel');
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('.open{display:block}');
  });

  it("reads no sheet but the build's and the remotes' releases, and refuses a bitmap that is not the sheet's", async () => {
    const { app, read } = await serve();
    for (const sheet of [
      'http://169.254.169.254/latest/meta-data.css',
      'http://localhost:3002/admin/x.css',
      '/static/css/../../server.ts',
      '/etc/passwd',
      'http://localhost:3002/releases/a/static/css/c.css?x=1',
    ]) {
      const response = await app.inject(restStylesHref(sheet, new Uint8Array(1)));
      expect(response.statusCode, sheet).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(read).not.toHaveBeenCalled();
    expect((await app.inject(restStylesHref('/static/css/a.css', new Uint8Array(3)))).statusCode).toBe(404);
    expect((await app.inject(restStylesHref('/static/css/missing.css', new Uint8Array(1)))).statusCode).toBe(404);
  });
});
