import { expect, test, type Page } from '@playwright/test';
import { originOf } from './support';

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
    const first = chunkRequests[0];
    expect(first).toBeDefined();
    expect(chunkRequests.filter((url) => url === first).length).toBeGreaterThanOrEqual(2);
    await shellStillWorks(page, 'Main navigation');
    await page.goto('/en');
    await expect(page.locator('main [data-remote="catalogue"]').getByRole('heading', { level: 1 })).toHaveText('Pools, spas and outdoor furniture');
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
    await expect(page.locator('[data-remote="forms"]').getByRole('heading', { name: 'Infolettre' })).toBeVisible();
  });

  test('forms remote down: the newsletter slot shows its fallback, the page is untouched', async ({ page }) => {
    await page.route(`${originOf('forms')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/fr');
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
