// The shell server's edge: 405 with Allow for anything but a read, and one 301 to the lower-case address of a page in any casing.
import { copyFile, mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SITE_POINTER } from '../../tests/sitePages';
import { canonicalRedirect } from './edge';
import { createShellServer, SITE_ICONS } from '../server';

describe('the canonical address of a page', () => {
  it('is the lower-case one: a page asked for in another casing moves there', () => {
    expect(canonicalRedirect('/FR/BOUTIQUE')).toBe('/fr/boutique');
    expect(canonicalRedirect('/Fr/Boutique/Spas/Hydropool')).toBe('/fr/boutique/spas/hydropool');
    expect(canonicalRedirect('/FR/produits/Spa-Aurora')).toBe('/fr/produits/spa-aurora');
    expect(canonicalRedirect('/EN/Store')).toBe('/en/store');
    expect(canonicalRedirect('/FR')).toBe('/fr');
    expect(canonicalRedirect('/EN/CART/')).toBe('/en/cart/');
    expect(canonicalRedirect('/fr/collection/SPAS')).toBe('/fr/collection/spas');
  });

  it('goes to the end of the redirects of spec §2 in the same step', () => {
    expect(canonicalRedirect('/FR/produits')).toBe('/fr/boutique');
    expect(canonicalRedirect('/FR/PRODUITS/')).toBe('/fr/boutique');
    expect(canonicalRedirect('/PRODUCTS/Spa-Aurora')).toBe('/fr/produits/spa-aurora');
    expect(canonicalRedirect('/Products')).toBe('/fr/boutique');
    expect(canonicalRedirect('/products/spa-aurora')).toBe('/fr/produits/spa-aurora');
  });

  it('leaves alone what is already canonical, and what is no page in any casing (a 404 stays a 404)', () => {
    expect(canonicalRedirect('/fr/boutique')).toBeNull();
    expect(canonicalRedirect('/fr/produits/spa-aurora')).toBeNull();
    expect(canonicalRedirect('/FR/NIMPORTE-QUOI')).toBeNull();
    expect(canonicalRedirect('/fr/collection/TOUT')).toBeNull();
    expect(canonicalRedirect('/DE/boutique')).toBeNull();
    expect(canonicalRedirect('/static/js/Index.ABC.js')).toBeNull();
    expect(canonicalRedirect('/Robots.txt')).toBeNull();
  });

  it('keeps percent escapes as they are: the same bytes in either casing, no redirect for them alone', () => {
    expect(canonicalRedirect('/fr/produits/caf%C3%A9')).toBeNull();
    expect(canonicalRedirect('/FR/produits/Caf%C3%A9')).toBe('/fr/produits/caf%C3%A9');
  });
});

describe("the shell server's edge", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shell-edge-'));
    await mkdir(join(dir, 'static/js'), { recursive: true });
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="fr-CA"><head><title>Piscines Soleil</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(dir, 'mf-remotes.json'), JSON.stringify(SITE_POINTER));
    for (const icon of SITE_ICONS) await copyFile(new URL(`../../public/${icon}`, import.meta.url), join(dir, icon));
    app = await createShellServer({ distDir: dir, pointerPath: join(dir, 'mf-remotes.json'), siteOrigin: 'https://www.piscinessoleil.ca' });
  });
  afterAll(() => app.close());

  it('answers anything but GET and HEAD with 405, the methods it allows, and a sentence', async () => {
    for (const [method, url] of [
      ['POST', '/fr'],
      ['PUT', '/fr/boutique'],
      ['DELETE', '/mf-remotes.json'],
      ['PATCH', '/health'],
      ['OPTIONS', '/fr'],
      ['POST', '/FR/BOUTIQUE'],
      ['POST', '/products/x'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
      expect(response.body).toBe(`Method ${method} is not allowed here: this site answers GET, HEAD.`);
    }
  });

  it('refuses a write with a body it cannot read with the same 405, never a parser error', async () => {
    const response = await app.inject({ method: 'POST', url: '/fr', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('moves every casing of a page to its lower-case address in one 301, with the query', async () => {
    for (const [url, location] of [
      ['/FR/BOUTIQUE', '/fr/boutique'],
      ['/FR/produits', '/fr/boutique'],
      ['/FR/produits/Spa-Aurora?ref=Mail', '/fr/produits/spa-aurora?ref=Mail'],
      ['/En/Store/Spas', '/en/store/spas'],
      ['/PRODUCTS/Spa-Aurora', '/fr/produits/spa-aurora'],
    ]) {
      const response = await app.inject(url as string);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
      expect((await app.inject({ method: 'HEAD', url: url as string })).statusCode, `HEAD ${url}`).toBe(301);
    }
  });

  it('answers the lower-case page itself, and an address that is no page in any casing with 404', async () => {
    expect((await app.inject('/fr/boutique')).statusCode).toBe(200);
    expect((await app.inject('/FR/NIMPORTE-QUOI')).statusCode).toBe(404);
    expect((await app.inject('/STATIC/JS/X.js')).statusCode).toBe(404);
  });
});
