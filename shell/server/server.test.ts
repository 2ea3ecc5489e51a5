import { copyFile, mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createShellServer, isPagePath, SITE_ICONS } from './server';
import { permanentRedirect } from './edge/redirects';
import { withSitePages } from '../tests/sitePages';
import { contentSecurityPolicy, remoteOrigins } from './edge/headers';
import { localRuntimeConfig } from './config/config';

const pointer = withSitePages({
  remotes: {
    catalogue: { entry: 'http://localhost:3001/releases/a/mf-manifest.json', release: 'a' },
    shop: { entry: 'http://localhost:3002/releases/b/mf-manifest.json', release: 'b' },
    checkout: { entry: 'https://cdn.example.com/checkout/c/mf-manifest.json', release: 'c' },
    forms: { entry: 'http://localhost:3004/releases/d/mf-manifest.json', release: 'd' },
  },
});

describe('permanent redirects of spec §2', () => {
  it('moves any path under /products to /fr/produits', () => {
    expect(permanentRedirect('/products')).toBe('/fr/boutique');
    expect(permanentRedirect('/products/')).toBe('/fr/boutique');
    expect(permanentRedirect('/products/spa-x')).toBe('/fr/produits/spa-x');
    expect(permanentRedirect('/products/a/b')).toBe('/fr/produits/a/b');
  });
  it('moves exactly /fr/produits to the shop', () => {
    expect(permanentRedirect('/fr/produits')).toBe('/fr/boutique');
    expect(permanentRedirect('/fr/produits/spa-x')).toBeNull();
    expect(permanentRedirect('/productsx')).toBeNull();
  });
});

describe('content security policy', () => {
  it('allows scripts from exactly the live remotes', () => {
    expect(remoteOrigins(pointer)).toEqual([
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3004',
      'https://cdn.example.com',
    ]);
    const csp = contentSecurityPolicy(pointer, localRuntimeConfig());
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3004 https://cdn.example.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("allows the response's own nonce, for React's scripts that put a page's late part in place", () => {
    const scripts = (nonce?: string) =>
      contentSecurityPolicy(pointer, localRuntimeConfig(), [], nonce)
        .split('; ')
        .find((d) => d.startsWith('script-src'));
    expect(scripts('bm9uY2U=')).toContain("'nonce-bm9uY2U='");
    expect(scripts()).not.toContain('nonce-');
  });

  it('allows reCAPTCHA Enterprise and App Check’s token exchange only when App Check is configured', () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    const local = contentSecurityPolicy(pointer, localRuntimeConfig());
    expect(local).not.toContain('recaptcha');
    const production = contentSecurityPolicy(pointer, { ...localRuntimeConfig(), appCheck: { recaptchaEnterpriseSiteKey: 'site-key' } });
    expect(directive(production, 'script-src')).toContain('https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/');
    expect(directive(production, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(directive(production, 'frame-src')).toContain('https://recaptcha.google.com/recaptcha/');
  });

  it("frames only the local payment provider's origin here, and Braintree's, PayPal's and Cardinal's hosts in production", () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    const local = contentSecurityPolicy(pointer, { ...localRuntimeConfig(), payments: { localProviderOrigin: 'http://localhost:3030' } });
    expect(directive(local, 'frame-src')).toContain('http://localhost:3030');
    expect(local).not.toContain('braintreegateway');
    const { payments: _local, ...withoutLocal } = { ...localRuntimeConfig(), payments: undefined };
    const production = contentSecurityPolicy(pointer, withoutLocal);
    expect(directive(production, 'frame-src')).toContain('https://assets.braintreegateway.com');
    expect(directive(production, 'script-src')).toContain('https://js.braintreegateway.com');
    expect(directive(production, 'connect-src')).toContain('https://api.braintreegateway.com');
    // 3-D Secure 2: Cardinal's Songbird script, its Centinel API and its challenge frame.
    expect(directive(production, 'script-src')).toContain('https://songbird.cardinalcommerce.com');
    expect(directive(production, 'connect-src')).toContain('https://*.cardinalcommerce.com');
    expect(directive(production, 'frame-src')).toContain('https://*.cardinalcommerce.com');
    expect(local).not.toContain('cardinalcommerce');
    expect(production).not.toContain('localhost:3030');
  });
});

describe('shell server', () => {
  let app: FastifyInstance;
  let sourceReads = 0;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shell-'));
    await mkdir(join(dir, 'static/js'), { recursive: true });
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><html lang="fr-CA"><head><title>Piscines Soleil</title><!-- ${'padding '.repeat(200)}--></head><body><div id="root"></div></body></html>`,
    );
    await writeFile(join(dir, 'static/js/index.abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    // The build's compressed copies of an asset (shared/mf-config/src/precompress.ts): sent as they are.
    await writeFile(join(dir, 'static/js/packed.abc123.js'), `console.log(${JSON.stringify('y'.repeat(4000))});`);
    await writeFile(join(dir, 'static/js/packed.abc123.js.br'), 'brotli copy');
    await writeFile(join(dir, 'static/js/packed.abc123.js.gz'), 'gzip copy');
    await writeFile(join(dir, 'mf-remotes.json'), JSON.stringify(pointer));
    for (const icon of SITE_ICONS) await copyFile(new URL(`../public/${icon}`, import.meta.url), join(dir, icon));
    app = await createShellServer({
      distDir: dir,
      pointerPath: join(dir, 'mf-remotes.json'),
      siteOrigin: 'https://www.piscinessoleil.ca',
      readSources: async () => {
        sourceReads += 1;
        return {
          sources: { productHandles: ['spa-aurora'], categoryHandles: ['spas'], promotionSlugs: [], modelPages: [] },
          complete: true,
        };
      },
    });
  });
  afterAll(() => app.close());

  it('answers pages with 200, security headers and no caching', async () => {
    const response = await app.inject('/fr/boutique/spas?e=chlore');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers['content-security-policy']).toContain('http://localhost:3002');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown path with the page and a 404 status', async () => {
    const response = await app.inject('/fr/cette-page-nexiste-pas');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('id="root"');
    expect((await app.inject('/fr/collection/voitures')).statusCode).toBe(404);
  });

  it('serves the favicon and touch icons, cached for a day', async () => {
    const favicon = await app.inject('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/x-icon');
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
    // An ICO file: reserved 0, type 1, three images.
    expect([...favicon.rawPayload.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    const touch = await app.inject('/apple-touch-icon.png');
    expect(touch.headers['content-type']).toBe('image/png');
    expect((await app.inject('/manifest.webmanifest')).json()).toMatchObject({ short_name: 'Piscines Soleil', start_url: '/fr' });
  });

  it('tells the pages to write images on its own origin (the media relay, mediaRelay.test.ts)', async () => {
    expect((await app.inject({ url: '/runtime-config.json' })).json()).toMatchObject({ siteMedia: true });
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await app.inject('/static/js/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('id="root"');
  });

  it('redirects with 301 and keeps the query', async () => {
    const response = await app.inject('/products/spa-x?ref=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/produits/spa-x?ref=1');
  });

  it('serves the release pointer uncached', async () => {
    const response = await app.inject('/mf-remotes.json');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual(pointer);
  });

  it('caches hashed assets for good and compresses them', async () => {
    const response = await app.inject({ url: '/static/js/index.abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    // Never revalidated nor asked for in parts: no validators or ranges on each file.
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(response.headers, name).not.toHaveProperty(name);
  });

  it("writes each page's language, title, description, canonical and hreflang links into its document", async () => {
    const response = await app.inject('/en/store/spas?e=x');
    expect(response.body).toContain('<html lang="en-CA"');
    expect(response.body).toContain('<title data-server-meta>Spas | Piscines Soleil</title>');
    expect(response.body).toContain('rel="canonical" href="https://www.piscinessoleil.ca/en/store/spas"');
    expect(response.body).toContain('hreflang="fr-CA" href="https://www.piscinessoleil.ca/fr/boutique/spas"');
    const missing = await app.inject('/fr/nope');
    expect(missing.body).toContain('<meta data-server-meta name="robots" content="noindex" />');
  });

  it('serves robots.txt and a sitemap built once from the catalogue', async () => {
    const robots = await app.inject('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://www.piscinessoleil.ca/sitemap.xml');
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://www.piscinessoleil.ca/en/produits/spa-aurora</loc>');
    expect(sitemap.body).toContain('<loc>https://www.piscinessoleil.ca/fr/boutique/spas</loc>');
    await app.inject('/sitemap.xml');
    expect(sourceReads).toBe(1);
  });

  it('never takes the public origin from the Host header', async () => {
    const spoofed = await app.inject({ url: '/fr/boutique', headers: { host: 'evil.example' } });
    expect(spoofed.body).toContain('rel="canonical" href="https://www.piscinessoleil.ca/fr/boutique"');
    expect(spoofed.body).not.toContain('evil.example');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).not.toContain('evil.example');
    expect(sourceReads).toBe(1);
  });

  it('compresses pages and puts the security headers on every response', async () => {
    const page = await app.inject({ url: '/fr/boutique', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    // A page's policy on documents, a policy that allows nothing on the rest (a missing asset's plain 404 too), and none on a
    // script, which is never a document.
    const script = await app.inject('/static/js/index.abc123.js');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['referrer-policy']).toBeUndefined();
    for (const [url, policy] of [
      ['/mf-remotes.json', "default-src 'none'; frame-ancestors 'none'"],
      ['/robots.txt', "default-src 'none'; frame-ancestors 'none'"],
      ['/fr/boutique', "default-src 'self'; script-src"],
    ] as const) {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(String(response.headers['content-security-policy']), url).toContain(policy);
    }
    const missing = await app.inject('/static/js/missing.js');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("sends an asset's build-time compressed copy when there is one, and compresses the others on the fly", async () => {
    const br = await app.inject({ url: '/static/js/packed.abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect([br.headers['content-encoding'], br.body, br.headers['content-type']]).toEqual([
      'br',
      'brotli copy',
      'application/javascript; charset=utf-8',
    ]);
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await app.inject({ url: '/static/js/packed.abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect([gz.headers['content-encoding'], gz.body]).toEqual(['gzip', 'gzip copy']);
    const plain = await app.inject({ url: '/static/js/packed.abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(`console.log(${JSON.stringify('y'.repeat(4000))});`);
    const onTheFly = await app.inject({ url: '/static/js/index.abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(onTheFly.headers['content-encoding']).toBe('br');
    expect(onTheFly.rawPayload.length).toBeLessThan(1000);
  });

  it('moves /products to the shop in one step', async () => {
    const response = await app.inject('/products');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/boutique');
  });

  it('knows which addresses are pages', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/en/cart/')).toBe(true);
    expect(isPagePath('/en/nothing')).toBe(false);
  });
});
