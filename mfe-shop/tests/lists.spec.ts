// The wishlist and compare pages in the shop's harness, on the seed: saving from the listing, the saved products with their
// current data, removal, add to cart through the bus, the limit of four products to compare, the empty states, the phone table.
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { cards, expectNoAxeViolations, isPhone, takeCommands, expect } from './support';

/** Presses a toggle on the first `count` cards of a listing and gives their handles, in that order. */
async function saveFromListing(page: Page, toggle: 'wishlist-toggle' | 'compare-toggle', count: number): Promise<string[]> {
  await page.goto('/fr/boutique/produits-chimiques');
  await expect(cards(page).nth(count - 1)).toBeVisible();
  const handles: string[] = [];
  for (let at = 0; at < count; at += 1) {
    const card = cards(page).nth(at);
    await card.getByTestId(toggle).click();
    await expect(card.getByTestId(toggle)).toHaveAttribute('aria-pressed', 'true');
    handles.push((await card.getAttribute('data-handle')) ?? '');
  }
  return handles;
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]') as { handle: string }[], key);

test.describe('wishlist page', () => {
  test('shows the products saved from the listing as cards, adds one to the cart through the bus, and removes one', async ({ page }) => {
    const handles = await saveFromListing(page, 'wishlist-toggle', 2);
    await page.goto('/fr/liste-de-souhaits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ma liste de souhaits');
    const grid = page.getByTestId('wishlist-grid');
    await expect(grid.getByTestId('product-card')).toHaveCount(2);
    expect(await grid.getByTestId('product-card').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-handle')))).toEqual(
      handles,
    );
    await expect(page.getByTestId('saved-count')).toHaveText('2 produits');
    await expectNoAxeViolations(page, 'wishlist with two products');

    const first = grid.getByTestId('product-card').first();
    const title = (await first.locator('h2').textContent()) ?? '';
    await first.getByRole('button', { name: `Ajouter au panier : ${title}` }).click();
    // The first product is sold in formats: its card asks which one, and adds it.
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Ajouter', exact: true }).click();
    const [command] = (await takeCommands(page, 'cart:add')) as { variantId: string; quantity: number }[];
    expect(command).toMatchObject({ quantity: 1, variantId: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\//) });

    await page.getByRole('button', { name: `Retirer de ma liste de souhaits : ${title}` }).click();
    await expect(grid.getByTestId('product-card')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: `${title} retiré de votre liste de souhaits` })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect((await stored(page, 'storefront.wishlist')).map((item) => item.handle)).toEqual([handles[1]]);
  });

  test('shows an empty state with a link to the store, in both languages', async ({ page }) => {
    await page.goto('/fr/liste-de-souhaits');
    const empty = page.getByTestId('saved-list-empty');
    await expect(empty).toContainText('Votre liste de souhaits est vide.');
    await expect(empty.getByRole('link', { name: 'Voir la boutique' })).toHaveAttribute('href', '/fr/boutique');
    await page.goto('/en/wishlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My wishlist');
    await expect(page.getByTestId('saved-list-empty')).toContainText('Your wishlist is empty.');
    await expect(page.getByTestId('saved-list-empty').getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/en/store');
    await expectNoAxeViolations(page, 'empty wishlist');
  });
});

test.describe('compare page', () => {
  test('refuses a fifth product in words, and shows the four side by side with their price, brand and category', async ({ page }) => {
    const handles = await saveFromListing(page, 'compare-toggle', 4);
    const fifth = cards(page).nth(4);
    await fifth.getByTestId('compare-toggle').click();
    await expect(fifth.getByTestId('compare-refused')).toHaveText(
      'Vous comparez déjà 4 produits, le maximum. Retirez-en un de la comparaison pour ajouter celui-ci.',
    );
    await expect(fifth.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'false');
    expect(await stored(page, 'storefront.compare')).toHaveLength(4);

    await page.goto('/fr/comparer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparer des produits');
    const table = page.getByRole('table', { name: 'Comparaison de 4 produits' });
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(4);
    expect(
      await table.locator('thead th[scope="col"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-handle'))),
    ).toEqual(handles);
    for (const row of ['Prix', 'Marque', 'Catégorie', 'Type de produit', 'Disponibilité', 'Actions']) {
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    }
    await expect(table.locator('tr[data-row="category"] td').first()).toHaveText('Produits chimiques');
    await expect(table.locator('tbody tr').first().locator('td').first()).toContainText('$');
    await expectNoAxeViolations(page, 'compare with four products');

    const removed = (await table.locator('thead th[scope="col"] a').first().textContent()) ?? '';
    await table.getByRole('button', { name: `Retirer de la comparaison : ${removed}` }).click();
    await expect(page.getByRole('table', { name: 'Comparaison de 3 produits' })).toBeVisible();
    expect((await stored(page, 'storefront.compare')).map((item) => item.handle)).toEqual(handles.slice(1));
  });

  test('fits two products beside the row names, on a phone too', async ({ page }) => {
    await saveFromListing(page, 'compare-toggle', 2);
    await page.goto('/en/compare');
    await expect(page.getByRole('table', { name: 'Comparison of 2 products' })).toBeVisible();
    const region = page.getByTestId('compare-table');
    expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
    await expect(page.getByText('Swipe the table sideways to see every product.')).toHaveCount(0);
  });

  test('scrolls sideways on a phone with the row names kept in view', async ({ page }) => {
    await saveFromListing(page, 'compare-toggle', 4);
    await page.goto('/en/compare');
    const region = page.getByTestId('compare-table');
    await expect(page.getByRole('table', { name: 'Comparison of 4 products' })).toBeVisible();
    const rowName = page.getByRole('rowheader', { name: 'Price', exact: true });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageWidth, 'the page itself never scrolls sideways').toBe(0);
    if (!isPhone(page)) {
      expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
      return;
    }
    expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeGreaterThan(100);
    await expect(page.getByText('Swipe the table sideways to see every product.')).toBeVisible();
    const before = await rowName.boundingBox();
    await region.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(100);
    expect((await rowName.boundingBox())?.x).toBeCloseTo(before?.x ?? NaN, 0);
  });

  test('shows an empty state with a link to the store, in both languages', async ({ page }) => {
    await page.goto('/fr/comparer');
    await expect(page.getByTestId('saved-list-empty')).toContainText('Aucun produit à comparer.');
    await expect(page.getByTestId('saved-list-empty')).toContainText('au plus 4 produits');
    await page.goto('/en/compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare products');
    await expect(page.getByTestId('saved-list-empty')).toContainText('No products to compare.');
    await expect(page.getByTestId('saved-list-empty').getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/en/store');
  });
});
