// The shop's filter menu (spec §2): in the server's HTML with its counts, the same once hydrated, and never cut off beside the page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The text a reader gets from a piece of HTML: tags and React's comments dropped, entities and spaces as the browser shows them. */
function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The filter side bar's HTML in a page: the aside the shell's layout places beside a shop listing. */
function asideOf(html: string): string {
  return /<aside[^>]*data-testid="shop-filters"[^>]*>.*?<\/aside>/s.exec(html)?.[0] ?? '';
}

const LISTINGS = [
  {
    path: '/fr/boutique/spas',
    all: /Tout voir \(\d+\)/,
    others: 'Autres catégories',
    collection: /href="\/fr\/boutique\/spas\/[^"/]+"/,
    other: /href="\/fr\/boutique\/(?!spas)[^"/]+"/,
  },
  {
    path: '/en/store/spas',
    all: /See all \(\d+\)/,
    others: 'Other categories',
    collection: /href="\/en\/store\/spas\/[^"/]+"/,
    other: /href="\/en\/store\/(?!spas)[^"/]+"/,
  },
];

test.describe('the filter menu', () => {
  test("is in the server's HTML: 'Tout voir' with its count, the category's collections, the other categories", async ({ request }) => {
    for (const listing of LISTINGS) {
      // The shop's server code loads on its first use after a start; a page rendered before the menu's code came is not kept in
      // the cache, so the next request has it.
      let aside = '';
      await expect
        .poll(
          async () => {
            const response = await request.get(listing.path);
            expect(response.status(), listing.path).toBe(200);
            expect(response.headers()['x-render'], listing.path).toBe('server');
            aside = asideOf(await response.text());
            return textOf(aside);
          },
          { timeout: 15_000 },
        )
        .toMatch(listing.all);
      const text = textOf(aside);
      expect(text, listing.path).toContain(listing.others);
      // A collection of the category, with its count, and a link to another category.
      expect(aside, listing.path).toMatch(listing.collection);
      expect(text, listing.path).toMatch(/\S \(\d+\) \S/);
      expect(aside, listing.path).toMatch(listing.other);
      // In place in the HTML: not moved out by React's streaming and put back by a script.
      expect(aside, listing.path).not.toContain('<template');
    }
  });

  test('reads without JavaScript: beside the page on a desktop, behind the toggle on a phone', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/boutique/spas');
    const menu = page.getByTestId('shop-filters').getByTestId('filter-menu');
    if (testInfo.project.name === 'phone') {
      await expect(page.getByTestId('filter-toggle')).toBeVisible();
      await expect(menu).toBeHidden();
    } else {
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: /^Tout voir \(\d+\)$/ })).toBeVisible();
      await expect(page.getByTestId('filter-toggle')).toBeHidden();
    }
    await context.close();
  });

  test('hydrates to the same menu, on the same elements, without a warning, and then filters in the page', async ({ page }, testInfo) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The server's menu as the page arrives, before any script of the site runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const menu = document.querySelector('[data-testid="shop-filters"] [data-testid="filter-menu"]');
        Object.assign(window, { serverMenu: menu, serverMenuText: menu?.textContent ?? null });
      }),
    );
    await page.goto('/fr/boutique/spas', { waitUntil: 'networkidle' });
    const serverText = await page.evaluate(() => (window as unknown as { serverMenuText: string | null }).serverMenuText);
    expect(serverText).toMatch(/Tout voir \(\d+\)/);
    if (testInfo.project.name === 'phone') {
      await page.getByTestId('filter-toggle').click();
      const menu = page.getByTestId('filter-panel').getByTestId('filter-menu');
      await expect(menu).toBeVisible();
      expect(await menu.textContent()).toBe(serverText);
    } else {
      const menu = page.getByTestId('shop-filters').getByTestId('filter-menu');
      await expect(menu).toBeVisible();
      expect(await menu.textContent()).toBe(serverText);
      // React took the server's elements over instead of rendering new ones.
      expect(
        await page.evaluate(
          () =>
            document.querySelector('[data-testid="shop-filters"] [data-testid="filter-menu"]') ===
            (window as unknown as { serverMenu: Element | null }).serverMenu,
        ),
      ).toBe(true);
    }
    // A filter is followed by the router, in the page (no new document): the menu's links are hydrated.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const visibleMenu = testInfo.project.name === 'phone' ? page.getByTestId('filter-panel') : page.getByTestId('shop-filters');
    const collection = visibleMenu.locator('a[href^="/fr/boutique/spas/"]').first();
    const href = (await collection.getAttribute('href')) ?? '';
    await collection.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });

  /** The menu's last link is reachable: scrolled to, it is inside the window and nothing covers it, and it can be followed. */
  async function expectLastLinkReachable(page: Page, path: string, phone: boolean) {
    await page.goto(path);
    if (phone) await page.getByTestId('filter-toggle').click();
    const last = page
      .getByTestId(phone ? 'filter-panel' : 'shop-filters')
      .getByTestId('filter-menu')
      .getByRole('link')
      .last();
    await expect(last).toBeAttached();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    const onTop = await last.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && link.contains(hit);
    });
    expect(onTop, `${path}: the last filter is covered`).toBe(true);
    const href = (await last.getAttribute('href')) ?? '';
    await last.click();
    // The last item may be a facet, whose address has a query.
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?.]/g, '\\$&')}$`));
  }

  // Desktop heights from a short laptop to a tall screen; the phone's panel on a short phone too.
  const SIZES = {
    desktop: [
      { width: 1280, height: 720 },
      { width: 1280, height: 1024 },
      { width: 1440, height: 600 },
    ],
    phone: [
      { width: 390, height: 844 },
      { width: 390, height: 600 },
    ],
  };

  test('never cuts off its last item: beside the page at desktop heights, in the panel on a phone', async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    for (const size of SIZES[phone ? 'phone' : 'desktop']) {
      await page.setViewportSize(size);
      // The longest menu (every category's collections) and one that ends with the other categories.
      await expectLastLinkReachable(page, '/fr/boutique', phone);
      await expectLastLinkReachable(page, '/en/store/spas', phone);
    }
  });
});
