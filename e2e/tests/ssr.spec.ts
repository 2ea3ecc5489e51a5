// Server rendering: the HTML holds each page's content before any script, hydrates without a warning, follows a release on the
// next request, and leaves a remote whose server code is unreachable to the browser.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import type { RemoteName } from '@storefront/contracts';
import { publish, rollback } from '../../scripts/lib/releases';
import { appDir } from '../../scripts/lib/paths';
import { productsOnSale } from '@storefront/remote-kit/testing/store';
import { html } from './support';

/** Publishes a copy of a remote's current build under a new label, optionally changed first; gives back the release's name. */
async function publishCopy(remote: RemoteName, label: string, change?: (dir: string) => Promise<void>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `ssr-${remote}-`));
  try {
    await cp(resolve(appDir(remote), 'dist'), dir, { recursive: true });
    await change?.(dir);
    return (await publish(remote, dir, label)).release;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

test.describe('server rendering', () => {
  test('the HTML fetched without a browser holds each page: layout, the remote page, head', async ({ request }) => {
    const [product] = await productsOnSale();
    const pages = [
      {
        path: '/fr',
        remote: 'catalogue',
        content: '<h1 class="',
        text: 'Piscines, spas et mobilier extérieur',
        title: '<title data-server-meta>',
      },
      { path: '/fr/boutique', remote: 'shop', content: '<h1', text: 'Boutique', title: '<title data-server-meta>Boutique' },
      // The product's own name in the server's title, for crawlers and link previews.
      {
        path: `/fr/produits/${product!.handle}`,
        remote: 'shop',
        content: 'rel="canonical"',
        text: 'data-state="ready"',
        title: `<title data-server-meta>${escapeHtml(product!.title)} | Piscines Soleil</title>`,
      },
      {
        path: '/fr/collection/spas',
        remote: 'catalogue',
        content: 'data-page="collection"',
        text: 'Spas',
        title: '<title data-server-meta>Spas',
      },
      { path: '/en', remote: 'catalogue', content: '<h1 class="', text: 'Pools, spas and outdoor furniture', title: 'hreflang="fr-CA"' },
    ];
    for (const page of pages) {
      const { status, headers, text } = await html(request, page.path);
      expect(status, page.path).toBe(200);
      expect(headers['x-render'], page.path).toBe('server');
      expect(text, page.path).toContain('id="contenu"');
      expect(text, page.path).toContain(`data-remote="${page.remote}"`);
      expect(text, page.path).toContain(page.content);
      expect(text, page.path).toContain(page.text);
      expect(text, page.path).toContain(page.title);
    }
    expect((await html(request, '/en')).text).toContain('<html lang="en-CA"');
  });

  test('the browser hydrates those pages without a warning, and then navigates on its own', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // A missing file shows as a response below, with its address (the browser asks for /favicon.ico on its own).
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    const [product] = await productsOnSale();
    for (const path of ['/fr', '/fr/boutique', `/fr/produits/${product!.handle}`, '/fr/collection/spas', '/en']) {
      // The server's heading is still the one on screen after hydration: React took it over instead of rendering it again.
      await page.addInitScript(() =>
        document.addEventListener(
          'DOMContentLoaded',
          () => ((window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('main h1')),
        ),
      );
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1').first()).toBeVisible();
      if (path !== `/fr/produits/${product!.handle}`) {
        expect(
          await page.evaluate(() => document.querySelector('main h1') === (window as unknown as { serverH1: Element | null }).serverH1),
          path,
        ).toBe(true);
      }
    }
    expect(problems).toEqual([]);
    await page.goto('/fr');
    await page.locator('main').getByRole('link', { name: /Spas/ }).first().click();
    await expect(page).toHaveURL(/\/fr\/collection\/spas$/);
    await expect(page.locator('main h1')).toHaveText('Spas');
  });

  test('a release swapped between two requests shows in the next HTML, and a rollback too', async ({ request }) => {
    const before = /data-remote="shop" data-release="([^"]+)"/.exec((await html(request, '/fr/boutique')).text)?.[1];
    expect(before).toBeTruthy();
    const release = await publishCopy('shop', 'e2e-ssr-swap');
    try {
      const after = await html(request, '/fr/boutique');
      expect(after.headers['x-render']).toBe('server');
      expect(after.text).toContain(`data-remote="shop" data-release="${release}"`);
    } finally {
      await rollback('shop');
    }
    expect((await html(request, '/fr/boutique')).text).toContain(`data-remote="shop" data-release="${before}"`);
  });

  test('a remote whose server code is unreachable still gives a 200 page, and its region renders in the browser', async ({
    request,
    page,
  }) => {
    await publishCopy('shop', 'e2e-no-server-code', (dir) => rm(join(dir, 'ssr'), { recursive: true, force: true }));
    try {
      const { status, headers, text } = await html(request, '/fr/boutique');
      expect(status).toBe(200);
      expect(headers['x-render']).toBe('client');
      expect(text).toContain('id="contenu"');
      expect(text).toContain('data-remote="shop" data-state="loading"');
      // The other remotes still render on the server.
      expect((await html(request, '/fr')).headers['x-render']).toBe('server');
      await page.goto('/fr/boutique');
      await expect(page.locator('main [data-remote="shop"] h1')).toHaveText('Boutique');
    } finally {
      await rollback('shop');
    }
    expect((await html(request, '/fr/boutique')).headers['x-render']).toBe('server');
  });

  test('an unknown address, collection or product is a real 404 with the 404 page, kept out of search engines', async ({ request }) => {
    for (const path of ['/fr/collection/voitures', '/fr/cette-page-nexiste-pas', '/fr/produits/ce-produit-nexiste-pas']) {
      const { status, text } = await html(request, path);
      expect(status, path).toBe(404);
      expect(text, path).toContain('Désolé la page demandée n&#x27;existe pas.');
      expect(text, path).toContain('name="robots" content="noindex"');
      expect(text, path).toContain('<title data-server-meta>Page introuvable | Piscines Soleil</title>');
      expect(text, path).not.toContain('rel="canonical"');
    }
  });

  test("a page that throws while rendering on the server gives a 500 with the spec's error page, never a blank page", async ({
    request,
  }) => {
    const [product] = await productsOnSale();
    // A release of the shop whose product page throws in its server code (the browser's code is left as it is).
    await publishCopy('shop', 'e2e-throwing-page', async (dir) => {
      const ssr = join(dir, 'ssr');
      let patched = 0;
      for (const name of (await readdir(ssr)).filter((file) => file.endsWith('.js'))) {
        const code = await readFile(join(ssr, name), 'utf8');
        if (!code.includes('function ProductDetailPage() {')) continue;
        await writeFile(
          join(ssr, name),
          code.replace('function ProductDetailPage() {', "function ProductDetailPage() { throw new Error('e2e: the product page broke');"),
        );
        patched++;
      }
      expect(patched).toBe(1);
    });
    try {
      const { status, headers, text } = await html(request, `/fr/produits/${product!.handle}`);
      expect(status).toBe(500);
      expect(headers['cache-control']).not.toContain('public');
      expect(text).toContain('Désolé, une erreur est survenue.');
    } finally {
      await rollback('shop');
    }
    expect((await html(request, `/fr/produits/${product!.handle}`)).status).toBe(200);
  });

  test('a click on "Ajouter au panier" before the page is hydrated is not lost', async ({ context }) => {
    const [product] = await productsOnSale();
    // A page of its own: the suite's pages wait for hydration after a navigation, and this visitor does not.
    const page = await context.newPage();
    // The server's HTML arrives; every script is held back, as on a slow phone.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\.js(\?|$)/, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    // Deferred scripts hold DOMContentLoaded back: the visitor acts as soon as the button shows.
    await page.goto(`/fr/produits/${product!.handle}`, { waitUntil: 'commit' });
    const button = page.locator('main').getByRole('button', { name: 'Ajouter au panier' });
    await button.click();
    expect(await page.locator('html').getAttribute('data-shell')).toBeNull();
    holding = false;
    for (const release of held.splice(0)) await release();
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
  });

  test("the page's styles come inside its HTML, and the shell's code starts after the page's main image", async ({ request, context }) => {
    const { text } = await html(request, '/fr/collection/spas');
    const head = text.slice(0, text.indexOf('</head>'));
    // No style sheet to fetch before the first paint: the shell's and the catalogue's sheets are inline, named by address,
    // each pruned to the rules this page's HTML can use.
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toMatch(/<style data-pruned-href="\/static\/css\/[^"]+\.css" data-rest-href="[^"]+">/);
    expect(head).toMatch(
      /<style data-pruned-href="http:\/\/localhost:\d+\/releases\/[^"]+\/static\/css\/[^"]+\.css" data-rest-href="[^"]+">/,
    );
    let inlineBytes = 0;
    let wholeBytes = 0;
    for (const [, href, css] of head.matchAll(/<style data-pruned-href="([^"]+)" data-rest-href="[^"]+">([^<]*)<\/style>/g)) {
      inlineBytes += (css ?? '').length;
      wholeBytes += (await (await request.get(href ?? '')).text()).length;
    }
    expect(inlineBytes).toBeLessThan(wholeBytes * 0.8);
    // The font is the shell's one copy (a remote's sheets carry none).
    expect(
      head.match(
        /@font-face\{font-family:Montserrat Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url\([^)]*latin-wght/g,
      ),
    ).toHaveLength(1);
    // No script tag for the entry: the inline script names it and starts it.
    expect(head).not.toMatch(/<script[^>]+src=/);
    expect(head).toMatch(/<script data-entry="\/static\/js\/index\.[0-9a-f]+\.js">/);

    const page = await context.newPage();
    const finished = new Map<string, number>();
    let entryAsked = 0;
    page.on('requestfinished', (r) => void finished.set(r.url(), Date.now()));
    page.on('request', (r) => {
      if (/\/static\/js\/index\.[0-9a-f]+\.js$/.test(r.url())) entryAsked = Date.now();
    });
    // Images come slowly, as on a phone: the entry waits for the page's main one.
    await page.route(/alt=media/, async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    await page.goto('/fr/collection/spas', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready', { timeout: 20_000 });
    const main = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(entryAsked).toBeGreaterThanOrEqual(finished.get(main) ?? Infinity);
    // Styled from the inline sheets: the site's tokens are there.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-navy').trim())).toBe('#0b2545');
    // Once the code starts, the rest of each pruned sheet (the rules its copy left out) is linked right after that copy, under
    // the whole sheet's name (the chunk loaders find it by its data-href), and is loaded before hydration: what only the code
    // shows (an open menu, a dialog) has its rules.
    const pruned = await page.locator('style[data-pruned-href]').evaluateAll((styles) =>
      styles.map((style) => {
        const next = style.nextElementSibling;
        const absolute = (href: string | null) => (href === null ? null : new URL(href, location.href).href);
        return {
          href: absolute(style.getAttribute('data-pruned-href')),
          rest: absolute(style.getAttribute('data-rest-href')),
          next: next?.matches('link[rel="stylesheet"][data-whole-sheet]')
            ? { href: absolute(next.getAttribute('href')), named: absolute(next.getAttribute('data-href')) }
            : null,
          loaded: next instanceof HTMLLinkElement && next.sheet !== null && next.sheet.cssRules.length > 0,
        };
      }),
    );
    expect(pruned.length).toBeGreaterThan(1);
    for (const sheet of pruned) {
      expect(sheet.rest, sheet.href ?? '').toMatch(/\/_styles\/rest\.css\?sheet=[^&]+&leaves=[\w-]+$/);
      expect([sheet.next, sheet.loaded], sheet.href ?? '').toEqual([{ href: sheet.rest, named: sheet.href }, true]);
    }
    // Each rest is fetched once, and no whole sheet: neither one inlined whole nor one pruned.
    const inlinedWhole = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((s) => new URL(s.getAttribute('data-href')!, location.href).href));
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(fetched.filter((name) => inlinedWhole.includes(name) || pruned.some(({ href }) => href === name))).toEqual([]);
    for (const { rest } of pruned)
      expect(
        fetched.filter((name) => name === rest),
        rest ?? '',
      ).toHaveLength(1);
  });

  test("before the page answers, it loads the shared libraries as one file, and not the panels or every page's head texts", async ({
    page,
  }) => {
    const scripts: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: request.url(), at: Date.now() });
    });
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    const interactiveAt =
      Date.now() -
      (await page.evaluate(() => performance.now() - (performance.getEntriesByName('storefront:interactive')[0]?.startTime ?? NaN)));
    const before = scripts.filter((script) => script.at <= interactiveAt).map((script) => script.url);
    // React, the store, the translations and the platform: one file (shell/rsbuild.config.ts).
    expect(before.filter((url) => /\/static\/js\/async\/first-load\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    // Closed panels and the other pages' titles are not part of the first load: no script asked for by then holds them.
    const bodies = await Promise.all(before.map(async (url) => (await page.request.get(url)).text()));
    for (const [index, body] of bodies.entries()) {
      expect(body, before[index]).not.toContain('delivery-modal');
      expect(body, before[index]).not.toContain('Nos capsules vidéo sur l’entretien des piscines');
    }
    // At the visitor's first move they come, and the head is the browser's own (the server's tags are gone, the title stays).
    await page.mouse.move(20, 300);
    await expect(page.locator('[data-server-meta]')).toHaveCount(0);
    await expect(page).toHaveTitle(/Piscines, spas et mobilier extérieur/);
    await page.getByTestId('mega-menu-toggle').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("lazy images near the first screen wait for the page's main image; with scripts off they come as usual", async ({
    context,
    browser,
  }) => {
    const page = await context.newPage();
    const asked = new Map<string, number>();
    const finished = new Map<string, number>();
    page.on('request', (r) => void asked.set(r.url(), Date.now()));
    page.on('requestfinished', (r) => void finished.set(r.url(), Date.now()));
    // Images come slowly, as on a phone.
    await page.route(/alt=media/, async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    await page.goto('/fr', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready', { timeout: 20_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-first-paint');
    const main = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img) => (img as HTMLImageElement).currentSrc);
    // The first service blocks (and, once hydrated, the banner's next slides) are lazy and near the first screen: they come, after the main image.
    await expect
      .poll(() =>
        page.locator('img[loading="lazy"]').evaluateAll((images) => images.filter((i) => (i as HTMLImageElement).currentSrc).length),
      )
      .toBeGreaterThan(2);
    const lazy = await page
      .locator('img[loading="lazy"]')
      .evaluateAll((images) => images.map((i) => (i as HTMLImageElement).currentSrc).filter(Boolean));
    for (const src of lazy) expect(asked.get(src) ?? -Infinity, src).toBeGreaterThanOrEqual(finished.get(main) ?? Infinity);
    // Nothing moved for it: the boxes were where they are now (the site's budget for layout shift).
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);

    // Scripts off: no early script, so no waiting; the same lazy images load as soon as the page is laid out.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
    const still = await noScript.newPage();
    await still.goto('/fr');
    await expect(still.locator('html')).not.toHaveAttribute('data-first-paint');
    await expect
      .poll(() =>
        still
          .locator('img[loading="lazy"]')
          .evaluateAll(
            (images) => images.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length,
          ),
      )
      .toBeGreaterThan(2);
    await noScript.close();
  });

  test('public pages are cached for a CDN, the cart is not', async ({ request }) => {
    await html(request, '/fr/collection/spas');
    const again = await html(request, '/fr/collection/spas');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['cache-control']).toContain('stale-while-revalidate');
    const cart = await html(request, '/fr/panier');
    expect(cart.headers['cache-control']).toBe('private, no-cache, no-store, must-revalidate');
    expect((await html(request, '/fr/panier')).headers['x-cache']).toBe('miss');
  });
});
