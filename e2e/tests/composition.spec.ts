import { expect, test } from './fixtures';
import { scrollToFooter } from './support';

test.describe('the composed site', () => {
  test('home page in French: shell, catalogue page and forms newsletter slot, each from its own remote', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const catalogue = page.locator('main [data-remote="catalogue"]');
    await expect(catalogue).toHaveAttribute('data-release', /^base-/);
    await expect(catalogue.getByRole('heading', { name: 'Achat en ligne' })).toBeVisible();
    await scrollToFooter(page);
    await expect(page.locator('[data-remote="forms"]').getByRole('heading', { name: 'Infolettre' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toContainText('Mon Panier');
  });

  test('the language switch leads to the same page in the other language', async ({ page }) => {
    await page.goto('/fr/boutique/recherche?e=chlore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche pour chlore');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/en\/store\/recherche\?e=chlore$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for chlore');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/fr\/boutique\/recherche\?e=chlore$/);
  });

  test('navigation moves across remotes without reloading the page', async ({ page }) => {
    await page.goto('/fr');
    // The server's HTML arrives before the page answers clicks: a click before hydration is an ordinary link, a full load.
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Nous joindre' }).click();
    await expect(page.locator('main [data-remote="forms"]').getByRole('heading', { level: 1 })).toHaveText('Nous joindre');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Boutique' }).click();
    await expect(page.locator('main [data-remote="shop"]').getByRole('heading', { level: 1 })).toHaveText('Boutique');
    await page.getByTestId('cart-badge').click();
    await expect(page.locator('main [data-remote="checkout"]').getByRole('heading', { level: 1 })).toHaveText('Mon Panier');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('an unknown address shows the 404 page of the spec with a 404 status', async ({ page }) => {
    const response = await page.goto('/fr/cette-page-nexiste-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText("Désolé la page demandée n'existe pas.")).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/fr$/);
  });
});
