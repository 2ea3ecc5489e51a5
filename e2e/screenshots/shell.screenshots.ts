// Screenshots of the shell in French for docs/screenshots, made on demand: `npm run screenshots -w e2e` (not part of npm test).
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { emit, mainNav, shellReady } from '../tests/shell-support';

const dir = resolve(import.meta.dirname, '../../docs/screenshots');

async function settle(page: Page) {
  await shellReady(page);
  await page.locator('[data-remote="forms"] h2').waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

test('shell screenshots (fr)', async ({ page }, info) => {
  const device = info.project.name;
  await page.goto('/fr');
  await settle(page);
  await page.screenshot({ path: `${dir}/home-${device}-fr.png`, fullPage: true });
  await page.screenshot({ path: `${dir}/home-top-${device}-fr.png` });

  await page.getByTestId('mega-menu-toggle').click();
  await expect(page.getByTestId('mega-menu')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/mega-menu-${device}-fr.png` });
  await page.keyboard.press('Escape');

  await mainNav(page).getByRole('button', { name: 'Produits' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/product-bar-${device}-fr.png` });
  await page.keyboard.press('Escape');

  await mainNav(page).getByRole('button', { name: 'Services' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/service-bar-${device}-fr.png` });
  await page.keyboard.press('Escape');

  await page.getByTestId('delivery-toggle').click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/delivery-modal-${device}-fr.png` });
  await page.keyboard.press('Escape');

  await emit(page, 'cart:item-added', { lines: [{ variantId: 'v', quantity: 1 }] });
  await page.waitForTimeout(1700);
  await page.evaluate(() => window.scrollTo(0, 500));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/alert-scrolled-${device}-fr.png` });

  await page.goto('/fr/boutique/spas');
  await settle(page);
  await page.screenshot({ path: `${dir}/shop-${device}-fr.png` });

  await page.evaluate(() => localStorage.removeItem('piscines-soleil:consent'));
  await page.goto('/fr/contact');
  await settle(page);
  await page.screenshot({ path: `${dir}/consent-${device}-fr.png` });
});
