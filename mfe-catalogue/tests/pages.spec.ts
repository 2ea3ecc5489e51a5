import { expect, test } from '@playwright/test';

test.describe('catalogue remote in its harness', () => {
  test('home page in French shows the service blocks and the online-shopping teaser', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Piscines, spas et mobilier extérieur');
    for (const block of ['Piscines', 'Spas', 'Mobilier extérieur', 'Service technique']) {
      await expect(page.getByRole('link', { name: block, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Achat en ligne' })).toBeVisible();
    await expect(page.getByText('Les essentiels de saison')).toBeVisible();
  });

  test('English home falls back to French where the English value is empty', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pools, spas and outdoor furniture');
    await expect(page.getByRole('heading', { name: 'Achat en ligne' })).toBeVisible();
  });

  test('service page lists the technical services', async ({ page }) => {
    await page.goto('/fr/installation-reparation-entretien');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation, réparation, entretien');
    await expect(page.getByText('Analyse d’eau gratuite')).toBeVisible();
  });

  test('each collection has its page in both languages', async ({ page }) => {
    await page.goto('/fr/collection/piscines-semi-creusees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Piscines semi-creusées');
    await page.goto('/en/collection/mobilier-exterieur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outdoor furniture');
  });

  test('online purchase conditions state the delivery rules', async ({ page }) => {
    await page.goto('/fr/conditions-achat-en-ligne');
    await expect(page.getByText('Livraison gratuite à l’achat de 39 $ et plus')).toBeVisible();
    await expect(page.getByText(/dans les 24 heures/)).toBeVisible();
  });

  test('the harness names the release it runs', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.locator('main[data-remote="catalogue"]')).toHaveAttribute('data-release', /.+/);
  });
});
