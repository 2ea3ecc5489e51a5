// The wishlist and compare pages across the composed site: their frame from the server (never stored, kept out of search
// engines), a visitor's saved products rendered by the server from the lists' cookies (ADR 0057), the header's counters kept
// in step in this tab and in another, the pages in French and English, and no hydration warning.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { html, watchProblems } from './support';

const shop = (page: Page) => page.locator('main [data-remote="shop"]');
const cards = (page: Page) => shop(page).getByTestId('product-card');

const PAGES = [
  {
    path: '/fr/liste-de-souhaits',
    frame: ['<h1', '>Ma liste de souhaits</h1>', 'Chargement de vos produits…', '>Ma liste de souhaits | Piscines Soleil</title>'],
  },
  { path: '/en/wishlist', frame: ['>My wishlist</h1>', 'Loading your products…', '>My wishlist | Piscines Soleil</title>'] },
  {
    path: '/fr/comparer',
    frame: ['>Comparer des produits</h1>', 'Jusqu’à 4 produits côte à côte.', '>Comparer des produits | Piscines Soleil</title>'],
  },
  {
    path: '/en/compare',
    frame: ['>Compare products</h1>', 'Up to 4 products side by side.', '>Compare products | Piscines Soleil</title>'],
  },
] as const;

test.describe('wishlist and compare', () => {
  test('the server sends each page’s frame, never stored, kept out of search engines', async ({ request }) => {
    for (const { path, frame } of PAGES) {
      const { status, headers, text } = await html(request, path);
      expect(status, path).toBe(200);
      expect(headers['x-render'], path).toBe('server');
      expect(headers['cache-control'], path).toContain('no-store');
      expect(headers['cache-control'], path).toContain('private');
      expect(text, path).toMatch(/data-remote="shop"[^>]* data-state="ready"/);
      for (const part of frame) expect(text, `${path}: ${part}`).toContain(part);
      expect(text, path).toContain('name="robots" content="noindex, follow"');
      expect(text, path).not.toContain('data-testid="product-card"');
      expect((await html(request, path)).headers['x-cache'], path).toBe('miss');
    }
    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/fr/liste-de-souhaits', '/en/wishlist', '/fr/comparer', '/en/compare'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/liste-de-souhaits|\/wishlist|comparer|\/compare/);
  });

  test('the header counts the lists in this tab and in another, and leads to pages that show them, in French and English, without a hydration warning', async ({
    page,
    context,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/fr/boutique/produits-chimiques');
    const wishlistLink = page.getByTestId('wishlist-link');
    const compareLink = page.getByTestId('compare-link');
    await expect(wishlistLink).toBeVisible();
    await expect(compareLink).toBeVisible();
    await expect(wishlistLink).toHaveAccessibleName('Liste de souhaits (0)');
    await expect(compareLink).toHaveAccessibleName('Comparer (0)');

    await expect(cards(page).nth(2)).toBeVisible();
    const saved: string[] = [];
    for (const at of [0, 1]) {
      await cards(page).nth(at).getByTestId('wishlist-toggle').click();
      saved.push((await cards(page).nth(at).getAttribute('data-handle')) ?? '');
    }
    await cards(page).nth(2).getByTestId('compare-toggle').click();
    await expect(wishlistLink).toHaveAccessibleName('Liste de souhaits (2)');
    await expect(wishlistLink).toHaveAttribute('data-count', '2');
    await expect(compareLink).toHaveAccessibleName('Comparer (1)');

    // Another tab of the same visitor follows the lists as they change here (the storage event).
    const other = await context.newPage();
    const otherProblems = watchProblems(other);
    await other.goto('/en');
    await expect(other.getByTestId('wishlist-link')).toHaveAccessibleName('Wishlist (2)');
    await cards(page).nth(1).getByTestId('compare-toggle').click();
    await expect(other.getByTestId('compare-link')).toHaveAccessibleName('Compare (2)');
    await other.close();

    await wishlistLink.click();
    await expect(page).toHaveURL(/\/fr\/liste-de-souhaits$/);
    await expect(cards(page)).toHaveCount(2);
    expect(await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-handle')))).toEqual(saved);

    // The page from the server: hydrated without a warning, then the visitor's products.
    await page.reload();
    await expect(cards(page)).toHaveCount(2);
    await page.goto('/en/compare');
    await expect(shop(page).getByRole('table', { name: 'Comparison of 2 products' })).toBeVisible();
    await expect(page.getByTestId('compare-link')).toHaveAccessibleName('Compare (2)');
    await expect(page.getByTestId('compare-link')).toHaveAttribute('aria-current', 'page');
    await page.goto('/en/wishlist');
    await expect(cards(page)).toHaveCount(2);
    await shop(page).getByTestId('wishlist-remove').first().click();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByTestId('wishlist-link')).toHaveAccessibleName('Wishlist (1)');
    expect([...problems, ...otherProblems]).toEqual([]);
  });

  // ADR 0057: a toggle writes the list's handles in a cookie sent to that list's page only; the server renders those products
  // (the first card's image asked for at once), privately, and the browser reads none of them again.
  test('a visitor’s saved products come rendered by the server from the lists’ cookies, privately, and are not read again', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    await expect(cards(page).nth(1)).toBeVisible();
    const saved: string[] = [];
    for (const at of [0, 1]) {
      saved.push((await cards(page).nth(at).getAttribute('data-handle')) ?? '');
      await cards(page).nth(at).getByTestId('wishlist-toggle').click();
      await cards(page).nth(at).getByTestId('compare-toggle').click();
    }
    await expect(page.getByTestId('compare-link')).toHaveAttribute('data-count', '2');
    const cookies = await context.cookies();
    for (const [name, path] of [
      ['storefront_wishlist', '/fr/liste-de-souhaits'],
      ['storefront_wishlist', '/en/wishlist'],
      ['storefront_compare', '/fr/comparer'],
      ['storefront_compare', '/en/compare'],
    ])
      expect(cookies.find((cookie) => cookie.name === name && cookie.path === path)?.value, `${name} ${path}`).toBe(saved.join('.'));
    expect(
      cookies.filter((cookie) => cookie.name.startsWith('storefront_') && cookie.path === '/').map((cookie) => cookie.name),
    ).not.toContain('storefront_wishlist');

    const headers = { cookie: `storefront_wishlist=${saved.join('.')}` };
    const wishlist = await request.get('/fr/liste-de-souhaits', { headers });
    const text = await wishlist.text();
    expect(wishlist.headers()['cache-control']).toContain('private');
    expect(wishlist.headers()['cache-control']).toContain('no-store');
    expect(text.match(/data-testid="product-card"/g)).toHaveLength(2);
    expect(text).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(text).not.toContain('Chargement de vos produits…');
    // Another visitor, without the cookie, gets the frame: nothing of the first visitor's list was kept.
    expect(await (await request.get('/fr/liste-de-souhaits')).text()).not.toContain('data-testid="product-card"');
    const compared = await (await request.get('/fr/comparer', { headers: { cookie: `storefront_compare=${saved.join('.')}` } })).text();
    expect(compared).toContain('Comparaison de 2 produits');

    const storeReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/graphql.json')) storeReads.push(sent.url());
    });
    for (const path of ['/fr/liste-de-souhaits', '/fr/comparer']) {
      await page.goto(path);
      await expect(page.locator('html[data-shell="ready"]')).toBeAttached();
      await expect(shop(page).locator('article[data-state="ready"]')).toBeVisible();
    }
    await page.goto('/fr/liste-de-souhaits');
    await expect(cards(page)).toHaveCount(2);
    await page.waitForTimeout(500);
    expect(storeReads).toEqual([]);
  });

  // Issue 48: the server cannot know the visitor's lists; its frame holds their place, so neither an empty list nor a full one
  // moves what is already seen (the site's layout-shift budget, at a phone's width and a desktop's).
  test('the lists, empty and filled, move nothing already seen when they arrive', async ({ page }) => {
    const shifted = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
            ).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
    for (const path of ['/fr/liste-de-souhaits', '/fr/comparer']) {
      await page.goto(path);
      await expect(shop(page).getByTestId('saved-list-empty')).toBeVisible();
      expect(await shifted(), `${path}, empty`).toBeLessThanOrEqual(0.02);
    }
    await page.goto('/fr/boutique/produits-chimiques');
    await expect(cards(page).nth(1)).toBeVisible();
    for (const at of [0, 1]) {
      await cards(page).nth(at).getByTestId('wishlist-toggle').click();
      await cards(page).nth(at).getByTestId('compare-toggle').click();
    }
    await expect(page.getByTestId('compare-link')).toHaveAttribute('data-count', '2');
    await page.goto('/fr/liste-de-souhaits');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true);
    expect(await shifted(), 'wishlist, filled').toBeLessThanOrEqual(0.02);
    await page.goto('/fr/comparer');
    await expect(shop(page).getByRole('table', { name: 'Comparaison de 2 produits' })).toBeVisible();
    expect(await shifted(), 'compare, filled').toBeLessThanOrEqual(0.02);
  });

  test('a fifth product to compare is refused in words on its page, and the count stays at four', async ({ page }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    await expect(cards(page).nth(4)).toBeVisible();
    for (const at of [0, 1, 2, 3]) await cards(page).nth(at).getByTestId('compare-toggle').click();
    await expect(page.getByTestId('compare-link')).toHaveAccessibleName('Comparer (4)');
    const fifth = (await cards(page).nth(4).getAttribute('data-handle')) ?? '';
    await page.goto(`/fr/produits/${fifth}`);
    await shop(page).getByTestId('compare-toggle').click();
    await expect(shop(page).getByRole('status').filter({ hasText: 'Vous comparez déjà 4 produits, le maximum.' })).toBeVisible();
    await expect(page.getByTestId('compare-link')).toHaveAccessibleName('Comparer (4)');
  });
});
