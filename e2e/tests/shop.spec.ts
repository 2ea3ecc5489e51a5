// The shop across the composed site: search from the navigator, filtering with a keyword, adding to the cart from a card and a product page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shellReady } from './shell-support';

const shop = (page: Page) => page.locator('main [data-remote="shop"]');
const cards = (page: Page) => shop(page).getByTestId('product-card');
const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

/** The filter menu the visitor can use: beside the page from 992 px, in the slide-in panel below. */
async function filterMenu(page: Page) {
  if (narrow(page)) {
    await page.getByTestId('filter-toggle').click();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
    return page.getByTestId('filter-panel').getByTestId('filter-menu');
  }
  return page.getByTestId('shop-filters').getByTestId('filter-menu');
}

test.describe('shop', () => {
  test('the navigator’s search leads to the search results', async ({ page }) => {
    await page.goto('/fr');
    await shellReady(page);
    await page.getByTestId('mega-menu-toggle').click();
    const menu = page.getByTestId('mega-menu');
    await menu.getByLabel('Rechercher un produit').fill('chlore');
    await menu.getByLabel('Rechercher un produit').press('Enter');
    await expect(page).toHaveURL(/\/fr\/boutique\/recherche\?e=chlore$/);
    await expect(shop(page).getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche pour chlore');
    await expect(cards(page).first()).toBeVisible();
    for (const title of await cards(page).locator('h2').allTextContents()) expect(title.length).toBeGreaterThan(0);
  });

  test('a keyword filters the list and the menu; choosing a type keeps it', async ({ page }) => {
    await page.goto('/fr/boutique/mobilier-exterieur');
    await expect(cards(page).first()).toBeVisible();
    const before = await cards(page).count();
    await shop(page).getByLabel('Filtrer par mot-clé').fill('chaise');
    await expect(page).toHaveURL(/\/fr\/boutique\/mobilier-exterieur\?e=chaise$/);
    await expect.poll(() => cards(page).count()).toBeLessThan(before);
    const menu = await filterMenu(page);
    const type = menu.getByRole('link', { name: /^Chaises \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await type.textContent()) ?? '')?.[1]);
    await type.click();
    await expect(page).toHaveURL(/\/fr\/boutique\/mobilier-exterieur\/mobilier-de-jardin\/chaises\?e=chaise$/);
    await expect(cards(page)).toHaveCount(count);
    if (narrow(page)) await expect(page.getByTestId('filter-panel')).toBeHidden();
  });

  test('adding to the cart from a card and from a product page updates the cart without a page load', async ({ page }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveAttribute('data-count', '0');
    // A product sold in one format: the others ask which format first (variants.spec.ts).
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: /^Ajouter au panier/ }).and(page.locator(':not([aria-haspopup])')) })
      .first();
    await card.getByRole('button', { name: /^Ajouter au panier/ }).click();
    await expect(badge).toHaveAttribute('data-count', '1');

    const marker = await page.evaluate(() => ((window as unknown as { shopMarker: number }).shopMarker = Date.now()));
    await card.getByRole('link', { name: /^Voir la fiche/ }).click();
    await expect(shop(page).getByRole('heading', { level: 1 })).toBeVisible();
    await shop(page).getByRole('button', { name: 'Augmenter la quantité' }).click();
    await shop(page).getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(badge).toHaveAttribute('data-count', '3');
    await expect(page.getByTestId('alert-slider').getByRole('link', { name: 'Voir le panier' })).toBeVisible();
    // Same document: no page load happened.
    expect(await page.evaluate(() => (window as unknown as { shopMarker?: number }).shopMarker)).toBe(marker);
  });

  test('on a phone, the delivery promo banner opens the shell’s delivery modal; the financing banner leads to financing', async ({
    page,
  }) => {
    await page.goto('/fr/boutique');
    const banners = shop(page).getByTestId('mobile-banners');
    if (!narrow(page)) {
      await expect(banners).toBeHidden();
      return;
    }
    await expect(banners.getByRole('link', { name: 'Faire une demande de financement' })).toHaveAttribute(
      'href',
      '/fr/demande-financement',
    );
    await banners.getByTestId('delivery-banner').click();
    await expect(page.getByTestId('delivery-modal')).toBeVisible();
  });
});
