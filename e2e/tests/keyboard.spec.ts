// Keyboard only (ADR 0050): from the home page to a product in the cart with Tab, Enter and Space, no click; the skip links at
// the top of a shop listing lead past the filter panel to the products.
import type { Locator, Page } from '@playwright/test';
import { PRODUCT_LIST_ID } from '@storefront/contracts';
import { expect, test } from './fixtures';
import { mainNav } from './shell-support';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a visitor does, at most `limit` times. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 120 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const focusInMain = (page: Page) => page.evaluate(() => document.getElementById('contenu')!.contains(document.activeElement));

test('keyboard only, from the home page to a product in the cart', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/fr');
  // The first Tab reaches the skip link, shown at the top of the window; the home page has no product list to skip to.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Aller aux produits' })).toHaveCount(0);

  // The product bar, from the top bar on a desktop and from the mobile navigator on a phone.
  const products = mainNav(page).getByRole('button', { name: 'Produits' });
  await tabTo(page, products);
  await page.keyboard.press('Enter');
  const bar = page.getByRole('dialog', { name: 'Nos produits' });
  await expect(bar).toBeVisible();
  const chemicals = bar.getByRole('link', { name: 'Produits chimiques' });
  await tabTo(page, chemicals, { limit: 30 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/boutique\/produits-chimiques$/);
  await expect(bar).toBeHidden();
  await expect(page.locator('main h1')).toBeFocused();

  // On into the page, to the first product that can be bought online in one format; Space presses its button.
  const grid = page.getByTestId('product-grid');
  const add = grid
    .getByRole('button', { name: /^Ajouter au panier\s:\s/ })
    .and(page.locator(':not([aria-haspopup])'))
    .first();
  const title = (await add.getAttribute('aria-label'))!.replace(/^Ajouter au panier\s:\s/, '');
  await tabTo(page, add);
  expect(await focusInMain(page)).toBe(true);
  await page.keyboard.press('Space');
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveAttribute('data-count', '1');

  // Back up to the cart in the top bar, then Enter: the cart page, its heading focused, with the product.
  await tabTo(page, badge, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/panier\/?$/);
  const cart = page.locator('main [data-remote="checkout"]');
  await expect(cart.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByTestId('cart-line')).toContainText(title);
});

for (const { locale, path, content, products } of [
  { locale: 'fr', path: '/fr/boutique/produits-chimiques', content: 'Aller au contenu', products: 'Aller aux produits' },
  { locale: 'en', path: '/en/store/spas', content: 'Skip to content', products: 'Skip to products' },
] as const) {
  test(`from the top of a shop listing, Tab, Tab, Enter and Tab reach the first product, past the filters (${locale})`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByTestId('shop-filters')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: content })).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: products });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    // The list itself has the focus (a screen reader starts there); the next Tab is the first product's.
    const list = page.locator(`#${PRODUCT_LIST_ID}`);
    await expect(list).toBeFocused();
    // Its top comes to the top of the window, just below the sticky bar, as a #fragment's target does.
    const top = await list.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
    await page.keyboard.press('Tab');
    expect(
      await page
        .getByTestId('product-card')
        .first()
        .evaluate((card) => card.contains(document.activeElement)),
    ).toBe(true);
  });
}

test('the skip link to the content lands in the page, past the navigation and the filters', async ({ page }) => {
  await page.goto('/fr/boutique/spas');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenu')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusInMain(page)).toBe(true);
});
