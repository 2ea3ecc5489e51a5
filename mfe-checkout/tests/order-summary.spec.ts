// The checkout's order summary beside each step, the delivery address recalled at payment, the drop-in's layout, the chosen
// variant on every line down to the stored order, and each language's typography.
import { expect, test, type Page } from '@playwright/test';
import { SERVICE_PORTS } from '@storefront/mf-config';
import {
  addToCart,
  continueToMethods,
  continueToPayment,
  expectAxeClean,
  expectNoSidewaysScroll,
  fillProviderCard,
  money,
  openPanel,
  orderSummary,
  providerFrame,
  TEST_CARDS,
  variantOnSale,
  variantWithOptions,
} from './helpers';

const phone = (page: Page) => page.viewportSize()!.width < 992;

async function fillDelivery(page: Page, locale: 'fr' | 'en' = 'fr') {
  const labels =
    locale === 'fr'
      ? ['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Adresse', 'Ville', 'Code postal']
      : ['First name', 'Last name', 'Email', 'Phone', 'Address', 'City', 'Postal code'];
  const values = ['Marie', 'Côté', 'variante@example.com', '450 555-0123', '12, rue des Érables', 'Laval', 'h7s 1m9'];
  for (const [index, label] of labels.entries()) await page.getByRole('textbox', { name: label, exact: true }).fill(values[index]!);
}

test.describe('order summary, delivery recall and lines with their variant', () => {
  test('every step has the summary: a side column on desktop, a closed disclosure on phones with the items and total in its toggle; payment recalls the delivery address', async ({
    page,
  }) => {
    const item = await variantWithOptions();
    await page.goto('/fr/panier');
    await addToCart(page, item, 2);
    await expect(page.getByTestId('cart-line')).toContainText(`${item.title} — ${item.variantTitle}`);
    await page.goto('/fr/paiement');
    await expect(page.getByRole('heading', { level: 2, name: 'Informations de livraison' })).toBeVisible();

    const summary = page.getByRole('region', { name: 'Sommaire de la commande' });
    const toggle = page.getByTestId('summary-toggle');
    // Delivery and taxes wait for a postal code that agrees with its province: the subtotal alone, and why.
    const before = await orderSummary(page, 'Sommaire de la commande');
    await expect(before).toContainText('La livraison et les taxes sont calculées d’après votre code postal et votre province.');
    await expect(before.getByTestId('totals-subtotal')).toHaveText(money(item.price * 2, 'fr'));
    await expect(before.getByTestId('totals-total')).toHaveCount(0);
    if (phone(page)) await toggle.click();
    await fillDelivery(page);
    await expect(page.getByTestId('order-summary').getByTestId('totals-total')).toHaveCount(1);
    if (phone(page)) {
      // Closed at first: the toggle says how many items and the total, and opens the summary.
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName(/^Afficher le sommaire \(2 articles\) — \d[\d\s]*,\d\d\s\$$/);
      await expect(summary).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toContainText('Masquer le sommaire (2 articles)');
      await expect(summary).toBeVisible();
      await toggle.click();
      await expect(summary).toBeHidden();
    } else {
      // Desktop: no toggle, the summary to the right of the step.
      await expect(toggle).toBeHidden();
      await expect(summary).toBeVisible();
      const form = (await page.locator('form[aria-labelledby="checkout-step-title"]').boundingBox())!;
      const side = (await summary.boundingBox())!;
      expect(side.x).toBeGreaterThanOrEqual(form.x + form.width);
      expect(side.y).toBeLessThan(form.y + form.height);
    }
    const opened = await orderSummary(page, 'Sommaire de la commande');
    await expect(opened.getByTestId('summary-line')).toContainText(`2 × ${item.title} — ${item.variantTitle}`);
    await expect(opened.getByTestId('summary-line')).toContainText(money(item.price * 2, 'fr'));
    await expect(opened.getByTestId('totals-total')).toBeVisible();
    // Its total is the toggle's.
    await expect(toggle).toContainText((await opened.getByTestId('totals-total').textContent())!);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    await continueToPayment(page);
    await expect(page).toHaveURL(/etape=paiement/);
    const recap = page.getByRole('region', { name: 'Adresse de livraison' });
    await expect(recap).toContainText('Marie Côté');
    await expect(recap).toContainText('12, rue des Érables');
    await expect(recap).toContainText('Laval (QC) H7S 1M9');
    await expect(recap).toContainText('variante@example.com');
    await expect((await orderSummary(page, 'Sommaire de la commande')).getByTestId('summary-line')).toContainText(`— ${item.variantTitle}`);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    // "Modifier" goes back to step 1, with what was typed.
    await recap.getByRole('link', { name: 'Modifier l’adresse de livraison' }).click();
    await expect(page).toHaveURL(/etape=livraison/);
    await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveValue('Laval');
    // The methods next, then the review, which recalls the address and leads back to it too.
    await continueToMethods(page);
    await page.getByRole('button', { name: 'Continuer vers la révision' }).click();
    await expect(recap).toBeVisible();
    await expect(recap).toContainText('Laval (QC) H7S 1M9');
  });

  test('the drop-in: its title outside its 500 px scroll box, the provider’s frame inside it, sized to its form', async ({ page }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await variantWithOptions());
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/fr/paiement');
    await fillDelivery(page);
    await continueToPayment(page);

    const box = page.getByTestId('card-fields');
    const title = page.getByRole('heading', { name: 'Carte de crédit ou PayPal' });
    await expect(title).toBeVisible();
    expect(await title.evaluate((heading) => heading.closest('[data-testid="card-fields"]'))).toBeNull();
    expect(await box.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('500px');
    await expect(providerFrame(page).getByLabel('Numéro de la carte', { exact: true })).toBeVisible();
    expect((await box.boundingBox())!.height).toBeLessThanOrEqual(500);
    // The frame takes the height its form asks for (no scroll bar of its own inside the box).
    const frame = page.locator('[data-testid="card-fields"] iframe');
    await expect.poll(async () => (await frame.boundingBox())!.height).toBeGreaterThan(250);
    // The box scrolled to its end leaves the title where it was.
    const before = (await title.boundingBox())!.y;
    await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    expect((await title.boundingBox())!.y).toBe(before);
  });

  test('the variant on the cart page, the panel, the summary, the confirmation and the stored order; the discounted price on every line; one subtotal', async ({
    page,
  }) => {
    const [variant, onSale] = await Promise.all([variantWithOptions(), variantOnSale()]);
    await page.goto('/fr/panier');
    await addToCart(page, variant);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await addToCart(page, onSale);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);

    const plain = lines.filter({ hasText: variant.title });
    await expect(plain).toContainText(`— ${variant.variantTitle}`);
    // No discount: the discounted price is the unit price (spec §9 with a discount of 0), never an empty cell.
    await expect(plain.getByTestId('cart-unit-price')).toHaveText(money(variant.price, 'fr'));
    await expect(plain.getByTestId('cart-discount-price')).toHaveText(money(variant.price, 'fr'));
    const sale = lines.filter({ hasText: onSale.title });
    await expect(sale.getByTestId('cart-unit-price')).toHaveText(money(onSale.compareAtPrice!, 'fr'));
    const percent = Math.round(((onSale.compareAtPrice! - onSale.price) / onSale.compareAtPrice!) * 100);
    await expect(sale.getByTestId('cart-discount-price')).toHaveText(`${money(onSale.price, 'fr')} (${percent} % de rabais)`);
    await expect(sale.getByTestId('cart-line-total')).toHaveText(money(onSale.price, 'fr'));

    // One "Sous-total" in the cart's summary.
    const cartSummary = page.getByRole('region', { name: 'Sommaire du panier' });
    await expect(cartSummary.getByTestId('totals-total')).toBeVisible();
    await expect(cartSummary.getByText('Sous-total')).toHaveCount(1);
    await expect(cartSummary.getByTestId('totals-tax-label-TPS')).toHaveText('TPS (5 %)');
    await expect(cartSummary.getByTestId('totals-tax-label-TVQ')).toHaveText('TVQ (9,975 %)');
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    await openPanel(page);
    const panel = page.getByRole('dialog', { name: 'Mon Panier' });
    await expect(panel.getByTestId('panel-line').filter({ hasText: variant.title })).toContainText(
      `1 × ${variant.title} — ${variant.variantTitle}`,
    );
    await expect(panel.getByTestId('panel-subtotal')).toHaveText(money(variant.price + onSale.price, 'fr'));
    await expect(panel.getByText(/^Sous-total\s:/)).toHaveCount(1);
    await page.keyboard.press('Escape');

    await page.goto('/fr/paiement');
    await fillDelivery(page);
    await continueToPayment(page);
    await fillProviderCard(page, TEST_CARDS.visa);
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    await expect(page.getByTestId('confirmation-line').filter({ hasText: variant.title })).toContainText(
      `1 × ${variant.title} — ${variant.variantTitle}`,
    );
    await expect(page.getByTestId('confirmation-line').filter({ hasText: onSale.title }).getByTestId('line-variant')).toHaveCount(0);

    const url = new URL(page.url());
    const id = url.searchParams.get('commande')!;
    // The key this tab kept, in its session: the only way to read the order again.
    const key = await page.evaluate((order) => JSON.parse(sessionStorage.getItem(`storefront:order-access:${order}`)!).key as string, id);
    const stored = await fetch(`http://localhost:${SERVICE_PORTS.api}/orders/${id}`, { headers: { 'order-access-key': key } });
    const order = ((await stored.json()) as { order: { lines: { title: string; variantTitle: string }[] } }).order;
    expect(order.lines).toContainEqual(expect.objectContaining({ title: variant.title, variantTitle: variant.variantTitle }));
  });

  test('English typography: "Subtotal:" without a space, "GST (5%)", English money; French keeps "Sous-total :" and "TPS (5 %)"', async ({
    page,
  }) => {
    const item = await variantWithOptions();
    await page.goto('/en/cart/');
    await addToCart(page, item);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const cartSummary = page.getByRole('region', { name: 'Cart summary' });
    await expect(cartSummary.getByTestId('totals-tax-label-GST')).toHaveText('GST (5%)');
    await expect(cartSummary.getByTestId('totals-tax-label-QST')).toHaveText('QST (9.975%)');
    await expect(cartSummary.getByTestId('totals-subtotal')).toHaveText(money(item.price, 'en'));
    await expect(cartSummary.getByText('Subtotal')).toHaveCount(1);
    await openPanel(page);
    const panel = page.getByRole('dialog', { name: 'My Cart' });
    await expect(panel.getByText(/^Subtotal: \$\d/)).toHaveCount(1);
    expect(await panel.textContent()).not.toMatch(/\s:/);
    await page.keyboard.press('Escape');

    await page.goto('/en/checkout');
    await expect(page.locator('[data-breadcrumb]')).toHaveText('Step 1 of 5: Delivery information');
    // Delivery and taxes come with a postal code that agrees with its province.
    await fillDelivery(page, 'en');
    const summary = await orderSummary(page, 'Order summary');
    await expect(summary.getByTestId('totals-tax-label-GST')).toHaveText('GST (5%)');
    expect(await page.locator('[data-page="checkout"]').textContent()).not.toMatch(/\d\s%|\w\s:/);

    await page.goto('/fr/paiement');
    await expect(page.locator('[data-breadcrumb]')).toHaveText('Étape 1 sur 5 : Informations de livraison');
    await expect((await orderSummary(page, 'Sommaire de la commande')).getByTestId('totals-tax-label-TPS')).toHaveText('TPS (5 %)');
  });
});
