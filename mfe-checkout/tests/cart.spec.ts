import { expect, test } from '@playwright/test';
import { addToCart, expectAxeClean, expectNoSidewaysScroll, holdStore, money, openPanel, product, variantOfClass } from './helpers';

test.describe('cart page and panel in the harness', () => {
  test('the harness page arrives styled on its first load: brand font, tokens and base', async ({ page }) => {
    await page.goto('/fr/panier');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Mon Panier');
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 1rem "Montserrat Variable"'))).toBe(true);
    const styles = await heading.evaluate((el) => ({
      font: getComputedStyle(el).fontFamily,
      color: getComputedStyle(el).color,
      margin: getComputedStyle(document.body).margin,
    }));
    expect(styles.font).toContain('Montserrat Variable');
    // --color-navy, from the tokens; the base resets the body's margin.
    expect(styles.color).toBe('rgb(11, 37, 69)');
    expect(styles.margin).toBe('0px');
  });

  test('an empty cart says so, in both languages', async ({ page }) => {
    await page.goto('/fr/panier');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon Panier');
    await expect(page.getByTestId('cart-empty')).toHaveText('Votre panier est vide.');
    await expectAxeClean(page);
    await page.goto('/en/cart/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart');
    await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty.');
  });

  test('lines, stepper and typed quantity, promo codes, delivery banner, taxes, note, remove; fits the screen; axe clean', async ({
    page,
  }) => {
    const item = await product('paying-delivery');
    await page.goto('/fr/panier');
    await addToCart(page, item);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(item.title);
    await expect(page.getByTestId('totals-subtotal')).toHaveText(money(item.price, 'fr'));
    await expect(page.getByTestId('delivery-banner')).toContainText('pour profiter de la livraison gratuite');
    await expect(page.getByTestId('totals-tax-TPS')).toBeVisible();
    await expect(page.getByTestId('totals-tax-TVQ')).toBeVisible();
    await expect(page.getByTestId('totals-delivery')).not.toHaveText('Gratuite');

    await page.getByRole('button', { name: `Augmenter la quantité de ${item.title}` }).click();
    await expect(page.getByTestId('cart-quantity')).toHaveValue('2');
    await expect(page.getByTestId('cart-line-total')).toHaveText(money(item.price * 2, 'fr'));
    const quantity = page.getByRole('textbox', { name: `Quantité de ${item.title}` });
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(page.getByTestId('totals-subtotal')).toHaveText(money(item.price * 3, 'fr'));

    await page.getByLabel('Code promo').fill('NOPE');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByTestId('promo-message')).toHaveText('Ce code est invalide.');
    await page.getByLabel('Code promo').fill('bienvenue10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByTestId('promo-message')).toContainText('Le code BIENVENUE10 a été appliqué');
    await expect(page.getByTestId('totals-promo')).toBeVisible();

    await page.getByLabel('Note pour votre commande').fill('Livrer à l’arrière');
    await page.getByRole('button', { name: 'Enregistrer la note' }).click();
    await expect(page.getByText('Note enregistrée.')).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
    await expect(page.getByRole('link', { name: 'Procéder au paiement' })).toHaveAttribute('href', '/fr/paiement');

    await openPanel(page);
    const panel = page.getByRole('dialog', { name: 'Mon Panier' });
    await expect(panel).toContainText(`3 × ${item.title}`);
    await expect(panel.getByRole('link', { name: 'Voir le panier' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Retirer ${item.title} du panier` }).click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });

  test('a cart with nothing that goes by post reads the general rule, never a free delivery it will not get (a spa by freight)', async ({
    page,
  }) => {
    const spa = await variantOfClass('freight', 1000, 100_000);
    await page.goto('/fr/panier');
    await addToCart(page, spa);
    await expect(page.getByTestId('totals-delivery')).not.toHaveText('Gratuite');
    await expect(page.getByTestId('delivery-banner')).toHaveText(
      'Livraison gratuite dès 39 $ d’achat, partout au Canada, en 1 à 7 jours ouvrables.',
    );
  });

  test('English cart: wording, free delivery from 39 $, GST and QST', async ({ page }) => {
    const item = await product('free-delivery');
    await page.goto('/en/cart/');
    await addToCart(page, item);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('delivery-banner')).toHaveText('Good news: your delivery is free!');
    await expect(page.getByTestId('totals-delivery')).toHaveText('Free');
    await expect(page.getByTestId('totals-tax-GST')).toHaveText(money(Math.round(item.price * 5) / 100, 'en'));
    await expect(page.getByTestId('totals-tax-QST')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Discount price' })).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });

  test('while the cart is read, the page shows its frame (as the server renders it): heading, a loading line, its lines’ place, the summary; in both languages', async ({
    page,
  }) => {
    const item = await product('free-delivery');
    await page.goto('/fr/panier');
    await addToCart(page, item);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const store = await holdStore(page);
    for (const { path, heading, loading, summary, proceed } of [
      {
        path: '/fr/panier',
        heading: 'Mon Panier',
        loading: 'Chargement du panier…',
        summary: 'Sommaire du panier',
        proceed: 'Procéder au paiement',
      },
      { path: '/en/cart/', heading: 'My Cart', loading: 'Loading your cart…', summary: 'Cart summary', proceed: 'Proceed to payment' },
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('pending')).toHaveText(loading);
      await expect(page.getByRole('region', { name: summary })).toBeVisible();
      await expect(page.getByRole('link', { name: proceed })).toBeVisible();
      await expect(page.getByTestId('cart-line')).toHaveCount(0);
      // The frame holds the place of the one line the visitor's cart has (the lines cookie counts it).
      await expect(page.getByTestId('cart-lines-frame').locator('tbody tr')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page);
    }
    expect(store.count()).toBeGreaterThan(0);
    await store.release();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('pending')).toHaveCount(0);
    await expect(page.getByTestId('cart-lines-frame')).toHaveCount(0);
  });
});
