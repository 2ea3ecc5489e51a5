// Selling lawfully in Quebec: the postal code that must agree with its province, the delivery methods by class of line (dangerous
// goods never by post), the review of the contract whose conditions the buyer accepts before paying, and the receipt that names
// the store with its GST and QST numbers, reopened from the mail's signed link.
import { expect, test, type Page } from '@playwright/test';
import {
  acceptReview,
  addToCart,
  continueToMethods,
  continueToPayment,
  continueToReview,
  expectAxeClean,
  expectNoSidewaysScroll,
  fillProviderCard,
  orderSummary,
  product,
  stepTitle,
  TEST_CARDS,
  variantOf,
  variantOfClass,
} from './helpers';

const LABELS = {
  fr: ['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Adresse', 'Ville', 'Code postal'],
  en: ['First name', 'Last name', 'Email', 'Phone', 'Address', 'City', 'Postal code'],
} as const;

async function fillDelivery(page: Page, locale: 'fr' | 'en' = 'fr', postalCode = 'h7s 1m9', province = 'QC') {
  const values = ['Marie', 'Côté', `modes-${locale}@example.com`, '450 555-0123', '12, rue des Érables', 'Laval', postalCode];
  for (const [index, label] of LABELS[locale].entries()) await page.getByRole('textbox', { name: label, exact: true }).fill(values[index]!);
  await page.getByRole('combobox', { name: 'Province' }).selectOption(province);
}

const GST = /\d{9} ?RT\d{4}/;
const QST = /\d{10} ?TQ\d{4}/;

test.describe('delivery methods, review and receipt', () => {
  test('a postal code of another province than the one chosen is refused in words at the delivery step, and never priced', async ({
    page,
  }) => {
    const quoted: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/orders/quote')) quoted.push(request.postData() ?? '');
    });
    await page.goto('/fr/panier');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/fr/paiement');
    await fillDelivery(page, 'fr', 'H7A 1A1', 'AB');
    // Said as soon as the postal code is left, then again in the summary of errors.
    await page.getByRole('textbox', { name: 'Code postal' }).blur();
    const error = page.getByTestId('error-postalCode');
    await expect(error).toBeVisible();
    await page.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
    await expect(error).toContainText('H7A 1A1');
    await expect(error).toContainText('au Québec');
    await expect(error).toContainText('Alberta');
    await expect(page.getByRole('textbox', { name: 'Code postal' })).toHaveAttribute('aria-describedby', 'postalCode-error');
    await expect(page.getByTestId('error-summary')).toContainText('Alberta');
    await expect(stepTitle(page)).toHaveText('Informations de livraison');
    await expect(page).not.toHaveURL(/mode-livraison/);
    expect(quoted.filter((body) => body.includes('"province":"AB"'))).toEqual([]);
    await expectAxeClean(page);

    // The province that agrees: on to the methods, priced for Quebec.
    await page.getByRole('combobox', { name: 'Province' }).selectOption('QC');
    await continueToMethods(page);
    expect(quoted.some((body) => body.includes('"province":"QC"') && body.includes('"postalCode":"H7A 1A1"'))).toBe(true);
  });

  test('the method step: an accessory by post, the liquid chlorine under dangerous goods with pickup and truck only and why; pickup changes the delivery line', async ({
    page,
  }) => {
    const [accessory, chlorine] = await Promise.all([variantOfClass('parcel', 5, 35), variantOf('Chlore liquide 12 %')]);
    expect(chlorine.fulfilment).toBe('dangerous');
    await page.goto('/fr/panier');
    await addToCart(page, accessory);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await addToCart(page, chlorine);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.goto('/fr/paiement');
    await fillDelivery(page);
    await continueToMethods(page);
    await expect(page.locator('[data-breadcrumb]')).toHaveText('Étape 2 sur 5 : Mode de livraison');
    await expect(stepTitle(page)).toBeFocused();

    const parcels = page.getByRole('group', { name: 'Colis' });
    await expect(parcels.getByTestId('method-line')).toContainText(accessory.title);
    await expect(parcels.getByRole('radio', { name: /^Postes Canada/ })).toBeChecked();
    await expect(parcels.getByText(/^Livraison prévue entre le \d+(er)? (\p{L}+ )?et le \d+ \p{L}+$/u)).toBeVisible();
    await expect(parcels.getByTestId('post-refusal')).toHaveCount(0);

    const dangerous = page.getByRole('group', { name: 'Produits dangereux' });
    await expect(dangerous.getByTestId('method-line')).toContainText('Chlore liquide 12 %');
    await expect(dangerous.getByTestId('post-refusal')).toHaveText('Produit dangereux : ne peut pas être expédié par la poste');
    await expect(dangerous.getByRole('radio')).toHaveCount(2);
    await expect(dangerous.getByRole('radio', { name: /^Ramassage au magasin/ })).toBeVisible();
    await expect(dangerous.getByRole('radio', { name: /^Livraison par notre camion/ })).toBeVisible();
    await expect(dangerous.getByRole('radio', { name: /^Postes Canada/ })).toHaveCount(0);
    await expect(page.getByTestId('change-window')).toHaveText('Toute modification de commande doit être demandée dans les 24 heures.');
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    // The accessory's post is charged (under 39 $); pickup is free: the summary's delivery line follows the choice.
    const delivery = (await orderSummary(page, 'Sommaire de la commande')).getByTestId('totals-delivery');
    await expect(delivery).not.toHaveText('Gratuite');
    const byPost = await delivery.textContent();
    await dangerous.getByRole('radio', { name: /^Ramassage au magasin/ }).check();
    // Radios by keyboard: from Canada Post, the arrow key picks the store pickup.
    await parcels.getByRole('radio', { name: /^Postes Canada/ }).focus();
    await page.keyboard.press('ArrowDown');
    const pickup = parcels.getByRole('radio', { name: /^Ramassage au magasin/ });
    await expect(pickup).toBeChecked();
    await expect(pickup).toBeFocused();
    await expect(parcels.getByRole('combobox', { name: 'Jour du ramassage' })).toBeVisible();
    const time = parcels.getByRole('combobox', { name: 'Heure du ramassage' });
    await expect(time).toBeVisible();
    await expect(delivery).toHaveText('Gratuite');
    expect(byPost).not.toBe('Gratuite');
    // A later time the same day is kept through the review.
    const times = await time.locator('option').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    await time.selectOption({ index: times.length - 1 });
    const chosenTime = times.at(-1)!.replace(/^à partir de /, '');
    await expectAxeClean(page);

    await continueToReview(page);
    const shipments = page.getByRole('region', { name: 'Livraison et ramassage' });
    await expect(shipments.getByTestId('shipment').filter({ hasText: accessory.title })).toContainText(`à partir de ${chosenTime}`);
    await expect(shipments.getByTestId('shipment').filter({ hasText: accessory.title })).toContainText('Au magasin');
    // "Modifier" goes back to the methods, with the choices as they were.
    await shipments.getByRole('link', { name: 'Modifier les modes de livraison' }).click();
    await expect(stepTitle(page)).toHaveText('Mode de livraison');
    await expect(page.getByRole('group', { name: 'Colis' }).getByRole('radio', { name: /^Ramassage au magasin/ })).toBeChecked();
  });

  test('the review: the merchant with its TPS and TVQ numbers, the lines, taxes and total in CAD, the conditions; no payment before the box is ticked; the receipt names the store, reopened from the mail’s link', async ({
    page,
    browser,
  }) => {
    const item = await product('free-delivery');
    await page.goto('/fr/panier');
    await addToCart(page, item);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/fr/paiement');
    await fillDelivery(page);
    await continueToMethods(page);
    await continueToReview(page);
    await expect(page).toHaveURL(/etape=revision/);
    await expect(page.locator('[data-breadcrumb]')).toHaveText('Étape 3 sur 5 : Révision de la commande');

    const merchant = page.getByRole('region', { name: 'Commerçant' });
    await expect(merchant).toContainText('Piscines Soleil');
    await expect(merchant).toContainText('Raison sociale');
    await expect(merchant.getByTestId('merchant-tax-numbers')).toContainText('No TPS');
    await expect(merchant.getByTestId('merchant-tax-numbers')).toContainText(GST);
    await expect(merchant.getByTestId('merchant-tax-numbers')).toContainText('No TVQ');
    await expect(merchant.getByTestId('merchant-tax-numbers')).toContainText(QST);
    await expect(page.getByTestId('review-line')).toContainText(item.title);
    await expect(page.getByTestId('review-line')).toContainText('Quantité : 1 — prix unitaire');
    const prices = page.getByRole('region', { name: 'Prix', exact: true });
    await expect(prices.getByTestId('totals-tax-label-TPS')).toHaveText('TPS (5 %)');
    await expect(prices.getByTestId('totals-tax-label-TVQ')).toHaveText('TVQ (9,975 %)');
    await expect(prices).toContainText('Total en dollars canadiens (CAD)');

    const conditions = page.getByRole('region', { name: 'Conditions d’achat en ligne' });
    for (const title of ['Modification de la commande', 'Retours', 'Échanges', 'Annulation', 'Remboursements'])
      await expect(conditions.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(conditions.getByRole('link', { name: /^Les conditions d’achat en ligne sur leur page/ })).toHaveAttribute(
      'href',
      '/fr/conditions-achat-en-ligne',
    );
    await expect(conditions.getByTestId('conditions-french')).toHaveCount(0);

    // The box is never ticked for the buyer; without it, the review stays, with the error beside the box.
    const box = page.getByRole('checkbox', {
      name: /^J’ai lu et j’accepte les conditions d’achat en ligne \(version du \d{4}[-‑]\d{2}[-‑]\d{2}\)$/,
    });
    await expect(box).not.toBeChecked();
    await page.getByRole('button', { name: 'Accepter et passer au paiement' }).click();
    const error = page.getByTestId('error-accept');
    await expect(error).toHaveText('Cochez la case pour accepter les conditions d’achat en ligne avant de passer au paiement.');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-describedby', 'accept-conditions-error');
    await expect(page).toHaveURL(/etape=revision/);
    await expect(stepTitle(page)).toHaveText('Révision de la commande');
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    // Payment asked for directly without an accepted review goes back to the review.
    await page.goto('/fr/paiement?etape=paiement');
    await expect(stepTitle(page)).toHaveText('Révision de la commande');
    await expect(page).toHaveURL(/etape=revision/);

    await acceptReview(page);
    await fillProviderCard(page, TEST_CARDS.visa);
    await page.getByRole('button', { name: /^Payer/ }).click();
    const confirmation = page.getByTestId('confirmation');
    await expect(confirmation).toBeVisible();
    const receiptMerchant = confirmation.getByTestId('merchant');
    await expect(receiptMerchant.getByTestId('merchant-name')).toHaveText('Piscines Soleil');
    await expect(receiptMerchant).toContainText(GST);
    await expect(receiptMerchant).toContainText(QST);
    await expect(confirmation.getByTestId('totals-tax-label-TPS')).toHaveText('TPS (5 %)');
    await expect(confirmation).toContainText('Total en dollars canadiens (CAD)');
    await expect(confirmation.getByTestId('confirmation-shipments').getByTestId('shipment')).not.toHaveCount(0);
    await expect(confirmation.getByTestId('confirmation-shipments')).toContainText(item.title);
    await expect(confirmation.getByTestId('confirmation-acceptance')).toContainText(
      /acceptées le .+ \(version du \d{4}[-‑]\d{2}[-‑]\d{2}\)\.$/,
    );
    await expect(page.getByText('Visa se terminant par 1111')).toBeVisible();
    await expectAxeClean(page);
    // The printed receipt keeps the merchant.
    await page.emulateMedia({ media: 'print' });
    await expect(receiptMerchant).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The mail's signed link, in a browser that never saw the order: the key from the fragment, then out of the address.
    const number = await page.getByTestId('order-number').textContent();
    const id = new URL(page.url()).searchParams.get('commande')!;
    const key = await page.evaluate((order) => JSON.parse(sessionStorage.getItem(`storefront:order-access:${order}`)!).key as string, id);
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const mail = await other.newPage();
    await mail.goto(`/fr/paiement?etape=confirmation&commande=${id}#acces=${key}`);
    await expect(mail.getByTestId('order-number')).toHaveText(number!);
    await expect(mail.getByTestId('merchant')).toContainText(GST);
    expect(new URL(mail.url()).hash).toBe('');
    await expect(mail).toHaveURL(new RegExp(`etape=confirmation&commande=${id}$`));
    // Kept for the tab: a reload reads it again.
    await mail.reload();
    await expect(mail.getByTestId('order-number')).toHaveText(number!);
    await other.close();
  });

  test('English: the methods, the review’s English conditions with a link to the French version, GST and QST numbers', async ({ page }) => {
    await page.goto('/en/cart/');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/en/checkout');
    await fillDelivery(page, 'en');
    await page.getByRole('button', { name: 'Continue to delivery method' }).click();
    await expect(stepTitle(page)).toHaveText('Delivery method');
    await expect(page).toHaveURL(/step=method/);
    await expect(page.locator('[data-breadcrumb]')).toHaveText('Step 2 of 5: Delivery method');
    await expect(page.getByTestId('change-window')).toHaveText('Any change to the order must be requested within 24 hours.');
    await continueToReview(page, 'en');
    await expect(page).toHaveURL(/step=review/);

    const merchant = page.getByRole('region', { name: 'Merchant' });
    await expect(merchant).toContainText('GST No.:');
    await expect(merchant).toContainText(GST);
    await expect(merchant).toContainText('QST No.:');
    await expect(merchant).toContainText(QST);
    const conditions = page.getByRole('region', { name: 'Online purchase conditions' });
    for (const title of ['Changing the order', 'Returns', 'Exchanges', 'Cancellation', 'Refunds'])
      await expect(conditions.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(conditions.getByRole('heading', { name: 'Retours' })).toHaveCount(0);
    await expect(conditions.getByRole('link', { name: /^The online purchase conditions on their page/ })).toHaveAttribute(
      'href',
      '/en/conditions-achat-en-ligne',
    );
    const french = conditions.getByTestId('conditions-french');
    await expect(french).toHaveAttribute('href', '/fr/conditions-achat-en-ligne');
    await expect(french).toHaveAttribute('hreflang', 'fr');
    await expect(page.getByRole('region', { name: 'Price', exact: true })).toContainText('Total in Canadian dollars (CAD)');
    await page.getByRole('button', { name: 'Accept and continue to payment' }).click();
    await expect(page.getByTestId('error-accept')).toHaveText(
      'Tick the box to accept the online purchase conditions before going to payment.',
    );
    expect(await page.locator('[data-page="checkout"]').textContent()).not.toMatch(/\d\s%|\w\s:/);
    await expectAxeClean(page);
    await acceptReview(page, 'en');
    await expect(page).toHaveURL(/step=payment/);
  });

  test('a kept choice the store no longer offers (a pickup day gone by) is dropped with the store’s message; the store’s first methods instead', async ({
    page,
  }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await variantOfClass('parcel', 39, 2000));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.evaluate(() =>
      sessionStorage.setItem(
        'storefront.checkout.selection',
        JSON.stringify({ parcel: { method: 'pickup', date: '2020-01-06', time: '10:00' } }),
      ),
    );
    await page.goto('/fr/paiement');
    await fillDelivery(page);
    await continueToMethods(page);
    await expect(page.getByTestId('method-notice')).not.toBeEmpty();
    await expect(page.getByRole('group', { name: 'Colis' }).getByRole('radio', { name: /^Postes Canada/ })).toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('storefront.checkout.selection'))).toBe('{}');
    await continueToReview(page);
  });

  test('a refusal because the conditions were not accepted sends the buyer back to the review, with the store’s message', async ({
    page,
  }) => {
    await page.goto('/fr/panier');
    await addToCart(page, await product('free-delivery'));
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.goto('/fr/paiement');
    await fillDelivery(page);
    await continueToPayment(page);
    const message =
      'Acceptez les conditions d’achat en ligne en vigueur à l’étape de révision avant de payer. Aucun montant n’a été prélevé.';
    await page.route('**/orders?lang=*', (route) =>
      route.fulfill({ status: 422, json: { statusCode: 422, error: 'conditionsNotAccepted', message } }),
    );
    await fillProviderCard(page, TEST_CARDS.visa);
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect(stepTitle(page)).toHaveText('Révision de la commande');
    await expect(page.getByTestId('review-notice')).toHaveText(message);
    await expect(page.getByRole('checkbox', { name: /^J’ai lu et j’accepte/ })).not.toBeChecked();
    // The acceptance was withdrawn: payment asked for directly is the review again.
    await page.goto('/fr/paiement?etape=paiement');
    await expect(stepTitle(page)).toHaveText('Révision de la commande');
    await page.unroute('**/orders?lang=*');
  });
});
