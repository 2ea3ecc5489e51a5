import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { RemoteName } from '@storefront/contracts';
import { originOf, scrollToFooter } from './support';

const UNAVAILABLE = 'Cette section est momentanément indisponible.';

async function shellStillWorks(page: Page, navigation = 'Navigation principale') {
  await expect(page.getByRole('navigation', { name: navigation })).toBeVisible();
  await expect(page.getByTestId('language-switch')).toBeVisible();
}

test.describe('a remote that fails stays in its own region', () => {
  test('catalogue manifest unreachable: one retry, then the localized fallback; the rest keeps working', async ({ page }) => {
    const attempts: string[] = [];
    await page.route(`${originOf('catalogue')}/**/mf-manifest.json*`, (route) => {
      attempts.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.goto('/fr');
    await expect(page.getByTestId('remote-unavailable-catalogue')).toContainText(UNAVAILABLE);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.some((url) => url.includes('retry='))).toBe(true);
    await shellStillWorks(page);
    await scrollToFooter(page);
    await expect(page.locator('[data-remote="forms"]').getByRole('heading', { name: 'Infolettre' })).toBeVisible();
    // Another remote's page still opens.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Nous joindre' }).click();
    await expect(page.locator('main [data-remote="forms"]').getByRole('heading', { level: 1 })).toHaveText('Nous joindre');
  });

  test('shop page chunks answer 404: one retry, then the fallback in the page region', async ({ page }) => {
    const chunkRequests: string[] = [];
    await page.route(`${originOf('shop')}/releases/*/static/js/async/**`, (route) => {
      chunkRequests.push(route.request().url());
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto('/en/store');
    await expect(page.locator('main').getByTestId('remote-unavailable-shop')).toContainText('This section is temporarily unavailable.');
    // The filter slot stays quiet: the page region's message is the only one.
    await expect(page.getByTestId('remote-unavailable-shop')).toHaveCount(1);
    const first = chunkRequests[0];
    expect(first).toBeDefined();
    expect(chunkRequests.filter((url) => url === first).length).toBeGreaterThanOrEqual(2);
    await shellStillWorks(page, 'Main navigation');
    await page.goto('/en');
    await expect(page.locator('main [data-remote="catalogue"]').getByRole('heading', { level: 1 })).toHaveText(
      'Pools, spas and outdoor furniture',
    );
  });

  test('an exception while a page renders: one fresh render, then the fallback; the layout stays', async ({ page }) => {
    let sabotaged = false;
    await page.route(`${originOf('catalogue')}/releases/*/static/js/**/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // Make the home page's component throw while rendering, as a fault in its data or code would.
      const broken = body.replace(/"data-page":"home"/g, '"data-page":(()=>{throw new Error("render fault")})()');
      if (broken !== body) sabotaged = true;
      await route.fulfill({ response, body: broken });
    });
    const renderErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[region catalogue] render failed')) renderErrors.push(message.text());
    });
    await page.goto('/fr');
    await expect(page.getByTestId('remote-unavailable-catalogue')).toBeVisible();
    expect(sabotaged).toBe(true);
    expect(renderErrors.length).toBe(2);
    await shellStillWorks(page);
    await scrollToFooter(page);
    await expect(page.locator('[data-remote="forms"]').getByRole('heading', { name: 'Infolettre' })).toBeVisible();
  });

  test('forms remote down: the newsletter slot shows its fallback, the page is untouched', async ({ page }) => {
    await page.route(`${originOf('forms')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/fr');
    await scrollToFooter(page);
    await expect(page.getByTestId('remote-unavailable-forms')).toBeVisible();
    await expect(page.locator('main [data-remote="catalogue"]').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('checkout remote down: the cart page shows the fallback, the shop still opens', async ({ page }) => {
    await page.route(`${originOf('checkout')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/fr/panier');
    await expect(page.getByTestId('remote-unavailable-checkout')).toBeVisible();
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Boutique' }).click();
    await expect(page.locator('main [data-remote="shop"]').getByRole('heading', { level: 1 })).toHaveText('Boutique');
  });
});

/**
 * What a visitor sees with each remote down, on a page of the default layout (home) and of the shop layout (a category):
 * one localized message per region the remote fills that cannot be left empty, and nothing else of it.
 * The shop's filter slot stays quiet and its column goes away, so a shop outage is one message, in the page region.
 */
const OUTAGES: { remote: RemoteName; home: string[]; shop: string[] }[] = [
  { remote: 'catalogue', home: ['main'], shop: [] },
  { remote: 'shop', home: [], shop: ['main'] },
  { remote: 'checkout', home: [], shop: [] },
  { remote: 'forms', home: ['newsletter'], shop: ['newsletter'] },
];

const messages = (page: Page) => page.locator('[data-testid^="remote-unavailable-"]');

async function whereMessagesAre(page: Page): Promise<string[]> {
  return messages(page).evaluateAll((nodes) =>
    nodes.map((node) => (node.closest('main') ? 'main' : node.closest('[data-testid="shop-filters"]') ? 'filters' : 'newsletter')),
  );
}

test.describe('each remote down, on each layout', () => {
  for (const outage of OUTAGES) {
    test(`${outage.remote} down`, async ({ page }) => {
      await page.route(`${originOf(outage.remote)}/**`, (route) => route.abort('connectionrefused'));

      await page.goto('/fr');
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
      await scrollToFooter(page);
      if (outage.home.length) await expect(messages(page).first()).toBeVisible();
      // Let the idle-time cart runtime and the lazy slots settle, so a late message would be counted too.
      await page.waitForLoadState('networkidle');
      expect(await whereMessagesAre(page)).toEqual(outage.home);
      for (const message of await messages(page).all())
        await expect(message).toHaveAttribute('data-testid', `remote-unavailable-${outage.remote}`);
      if (!outage.home.includes('main')) await expect(page.locator('main h1')).toBeVisible();

      await page.goto('/fr/boutique/spas');
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
      await scrollToFooter(page);
      if (outage.shop.length) await expect(messages(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await whereMessagesAre(page)).toEqual(outage.shop);
      const filters = page.getByTestId('shop-filters');
      if (outage.remote === 'shop') {
        // No empty filter column beside the message, and no filter toggle on a phone.
        await expect(filters).toBeHidden();
        const main = await page.locator('main').boundingBox();
        const body = await page.locator('main').evaluate((node) => node.parentElement!.getBoundingClientRect().width);
        expect(main!.width).toBeGreaterThan(body * 0.9);
      } else {
        await expect(filters).toBeVisible();
        await expect(page.locator('main h1')).toBeVisible();
      }
    });
  }
});
