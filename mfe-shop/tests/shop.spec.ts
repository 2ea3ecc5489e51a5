import { expect, test } from '@playwright/test';
import { productToBuy } from '../../scripts/testing/store';

test.describe('shop remote in its harness', () => {
  test('search results keep the keyword of ?e= in the heading', async ({ page }) => {
    await page.goto('/fr/boutique/recherche?e=chlore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche pour chlore');
  });

  test('the clearance category has its own heading, in both languages', async ({ page }) => {
    await page.goto('/fr/boutique/liquidations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produits en liquidation');
    await page.goto('/en/store/liquidations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clearance products');
  });

  test('a product page shows the store product, and adding it waits on the bus for the cart owner', async ({ page }) => {
    const product = await productToBuy();
    await page.goto(`/fr/produits/${product.handle}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status')).toHaveText('Ajouté au panier');
    // No checkout remote runs in this harness, so the command is kept until one registers.
    const pending = await page.evaluate(() => (window as unknown as { storefrontBus: { pending(name: string): number } }).storefrontBus.pending('cart:add'));
    expect(pending).toBe(1);
  });

  test('a product the store no longer sells says so', async ({ page }) => {
    await page.goto('/fr/produits/produit-disparu');
    await expect(page.getByText("Ce produit n'est plus offert.")).toBeVisible();
  });
});
