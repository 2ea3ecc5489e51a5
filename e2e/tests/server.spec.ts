import { expect, test } from './fixtures';
import { shellOrigin } from '@storefront/mf-config';
import { originOf } from './support';
import { scriptHash } from '../../shell/server/edge/headers';
import { EARLY_ACTIONS_SCRIPT } from '../../shell/src/ssr/earlyActions';

test.describe('the shell web server', () => {
  test('redirects /products paths and /fr/produits permanently', async ({ request }) => {
    const product = await request.get('/products/spa-hydropool?x=1', { maxRedirects: 0 });
    expect(product.status()).toBe(301);
    expect(product.headers().location).toBe('/fr/produits/spa-hydropool?x=1');
    const shop = await request.get('/fr/produits', { maxRedirects: 0 });
    expect(shop.status()).toBe(301);
    expect(shop.headers().location).toBe('/fr/boutique');
  });

  test('answers unknown paths with 404 and pages with 200, uncached, with a CSP naming exactly the remotes', async ({ request }) => {
    expect((await request.get('/fr/nope')).status()).toBe(404);
    const page = await request.get('/fr/contact');
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toContain('no-cache');
    const scriptSrc = (response: typeof page) => {
      const policy = response.headers()['content-security-policy'] ?? '';
      return policy.split('; ').find((d) => d.startsWith('script-src'));
    };
    // The remotes' origins, the one inline script of a server-rendered page by its hash (the clicks held before hydration),
    // and this response's own nonce (React's scripts that put a page's late part in place), new on every response.
    const expected = `script-src 'self' ${(['catalogue', 'shop', 'checkout', 'forms', 'water'] as const).map(originOf).join(' ')} ${scriptHash(EARLY_ACTIONS_SCRIPT)}`;
    const first = scriptSrc(page);
    expect(first?.startsWith(`${expected} 'nonce-`)).toBe(true);
    expect(first).toMatch(/ 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(scriptSrc(await request.get('/fr/contact'))).not.toBe(first);
  });

  test('serves the release pointer uncached and remote manifests with CORS', async ({ request }) => {
    const pointer = await request.get('/mf-remotes.json');
    expect(pointer.headers()['cache-control']).toContain('no-store');
    const { remotes } = (await pointer.json()) as { remotes: Record<string, { entry: string }> };
    expect(Object.keys(remotes).sort()).toEqual(['catalogue', 'checkout', 'forms', 'shop', 'water']);
    const manifest = await request.get(remotes.shop!.entry, { headers: { origin: shellOrigin() } });
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  });

  test('caches hashed assets for good and compresses them', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${shellOrigin()}/static/js/`)) scripts.push(r.url());
    });
    await page.goto('/fr');
    expect(scripts.length).toBeGreaterThan(0);
    // What a browser accepts: brotli is preferred (the smallest at the same cost), for assets and pages alike.
    const accepted = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const asset = await request.get(scripts[0]!, { headers: accepted });
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    expect((await request.get('/fr/boutique', { headers: accepted })).headers()['content-encoding']).toBe('br');
    expect((await request.get(scripts[0]!, { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
  });

  test('a first visit asks for nothing that is missing: favicon and touch icons are there', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/fr');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    const icons = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    // One icon linked, the small SVG; /favicon.ico is still there for whoever asks for it by name.
    expect(icons.map((href) => new URL(href).pathname).sort()).toEqual(['/apple-touch-icon.png', '/icon.svg', '/manifest.webmanifest']);
    for (const href of [...icons, new URL('/favicon.ico', page.url()).href])
      expect((await page.request.get(href)).status(), href).toBe(200);
  });
});
