// Selling lawfully in Quebec on the composed site (ADR 0048): a postal code that contradicts its province is refused at the
// delivery step; an accessory goes by post while the liquid chlorine, a dangerous good, goes only by the store's counter or
// its truck, and says why; the review shows the contract, whose conditions the buyer accepts before paying; the buyer's mail
// carries the contract as a PDF and a link that reopens the receipt, with the store's GST and QST numbers, in any browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  acceptReview,
  CHECKOUT_STEPS,
  checkoutStepTitle,
  continueToMethods,
  continueToReview,
  fillProviderCard,
  lawfulCart,
  orderSummary,
  type ClassedProduct,
} from './support';

/** The store API's folder in the suite's own state (STOREFRONT_VAR_DIR is set by the suite's config). */
const apiDir = () => join(resolve(process.env.STOREFRONT_VAR_DIR ?? '.var/e2e'), 'api');

interface MailPart {
  headers: Record<string, string>;
  body: Buffer;
}

/** A mail's (or a part's) headers, folded lines joined, names in lower case; and what follows the blank line. */
function splitHeaders(raw: string): { headers: Record<string, string>; rest: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const rest = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, rest };
}

/** A part's bytes, its transfer encoding undone (quoted-printable or base64, as nodemailer writes them). */
function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let at = 0; at < joined.length; at++) {
      const hex = joined.slice(at + 1, at + 3);
      if (joined[at] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        at += 2;
      } else bytes.push(...Buffer.from(joined[at]!, 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

/** An .eml file as its headers and its parts (a single-part mail is its own one part). */
function parseMail(raw: string): { headers: Record<string, string>; parts: MailPart[] } {
  const { headers, rest } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, parts: [{ headers, body: decodeBody(headers, rest) }] };
  const parts = rest
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => {
      const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
      return { headers: part.headers, body: decodeBody(part.headers, part.rest.replace(/\r?\n$/, '')) };
    });
  return { headers, parts };
}

/** The mails the store API wrote (its .eml outbox, as no SMTP server is configured for the suite) to one address. */
function mailsTo(email: string) {
  const folder = join(apiDir(), 'mail-outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => parseMail(readFileSync(join(folder, name), 'utf8')))
    .filter((mail) => mail.headers.to === email);
}

const DELIVERY = {
  Prénom: 'Marie',
  Nom: 'Côté',
  Téléphone: '450 555-0123',
  Adresse: '12, rue des Érables',
  Ville: 'Laval',
} as const;

/** Adds a product from its page, as a visitor does, and waits for the cart's badge to count it. */
async function addFromItsPage(page: Page, product: ClassedProduct, count: number) {
  await page.goto(`/fr/produits/${product.handle}`);
  const shop = page.locator('main [data-remote="shop"]');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await shop.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', String(count));
}

const radio = (scope: Locator, name: string) => scope.getByRole('radio', { name: new RegExp(`^${name}`) });

test('an accessory by post and the liquid chlorine by truck only, the contract reviewed and accepted, its PDF and link by mail; a postal code of another province refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { accessory, chlorine } = await lawfulCart();
  expect(accessory.fulfilment).toBe('parcel');
  expect(chlorine.fulfilment).toBe('dangerous');
  const email = `vente-conforme-${test.info().project.name}-${Date.now()}@example.com`;

  await addFromItsPage(page, accessory, 1);
  await addFromItsPage(page, chlorine, 2);
  await page.getByTestId('cart-badge').click();
  const checkout = page.locator('main [data-remote="checkout"]');
  await expect(checkout.getByTestId('cart-line')).toHaveCount(2);
  // Once the cart's delivery and taxes are estimated: their lines come in above the link, which a click during their arrival misses.
  await expect(checkout.getByTestId('totals-total')).toBeVisible();
  await checkout.getByRole('link', { name: 'Procéder au paiement' }).click();

  // A Quebec postal code with Alberta as the province: refused in words at the delivery step, which the buyer does not leave.
  await expect(checkoutStepTitle(checkout)).toHaveText('Informations de livraison');
  for (const [label, value] of Object.entries({ ...DELIVERY, Courriel: email, 'Code postal': 'H7A 1A1' }))
    await checkout.getByRole('textbox', { name: label, exact: true }).fill(value);
  await checkout.getByRole('combobox', { name: 'Province' }).selectOption('AB');
  // Said as soon as the postal code is left (its message then moves the button down), and again in the summary of errors.
  await checkout.getByRole('textbox', { name: 'Code postal', exact: true }).blur();
  const refusal = 'Le code postal H7A 1A1 est au Québec, pas en Alberta. Corrigez le code postal ou la province.';
  await expect(checkout.getByTestId('error-postalCode')).toHaveText(refusal);
  await checkout.getByRole('button', { name: CHECKOUT_STEPS.fr.toMethod }).click();
  await expect(checkout.getByTestId('error-summary')).toContainText('Alberta');
  await expect(checkoutStepTitle(checkout)).toHaveText('Informations de livraison');
  await expect(page).not.toHaveURL(/etape=mode-livraison/);

  // The province that agrees: on to the methods.
  await checkout.getByRole('combobox', { name: 'Province' }).selectOption('QC');
  await continueToMethods(checkout, 'fr');
  await expect(page).toHaveURL(/etape=mode-livraison/);
  await expect(checkout.locator('[data-breadcrumb]')).toHaveText('Étape 2 sur 5 : Mode de livraison');

  // The accessory by post (the store's first choice); the chlorine under dangerous goods, at the counter or by truck, and why.
  const parcels = checkout.getByRole('group', { name: 'Colis' });
  await expect(parcels.getByTestId('method-line')).toContainText(accessory.title);
  await expect(radio(parcels, 'Postes Canada')).toBeChecked();
  await expect(parcels.getByTestId('post-refusal')).toHaveCount(0);
  const dangerous = checkout.getByRole('group', { name: 'Produits dangereux' });
  await expect(dangerous.getByTestId('method-line')).toHaveCount(1);
  await expect(dangerous.getByTestId('method-line')).toContainText('Chlore liquide 12 %');
  await expect(dangerous.getByTestId('post-refusal')).toHaveText('Produit dangereux : ne peut pas être expédié par la poste');
  await expect(dangerous.getByRole('radio')).toHaveCount(2);
  await expect(radio(dangerous, 'Ramassage au magasin')).toBeVisible();
  await expect(radio(dangerous, 'Livraison par notre camion')).toBeVisible();
  await expect(radio(dangerous, 'Postes Canada')).toHaveCount(0);
  await expect(checkout.getByTestId('method-line').filter({ hasText: 'Chlore liquide 12 %' })).toHaveCount(1);

  // The chlorine by the store's truck, on the last day it offers: the day is kept through the review, onto the receipt.
  await radio(dangerous, 'Livraison par notre camion').check();
  const truckDay = dangerous.getByRole('combobox', { name: 'Jour de livraison' });
  await expect(truckDay).toBeVisible();
  const days = await truckDay.locator('option').allTextContents();
  expect(days.length).toBeGreaterThan(0);
  await truckDay.selectOption({ index: days.length - 1 });
  const chosenDay = days.at(-1)!;
  await continueToReview(checkout, 'fr');
  await expect(page).toHaveURL(/etape=revision/);

  // The review: the merchant with its tax numbers, the lines, how each leaves the store, the taxes and the total in CAD.
  const merchant = checkout.getByRole('region', { name: 'Commerçant' });
  await expect(merchant.getByTestId('merchant-tax-numbers')).toContainText('No TPS');
  await expect(merchant.getByTestId('merchant-tax-numbers')).toContainText('No TVQ');
  await expect(checkout.getByTestId('review-line')).toHaveCount(2);
  const shipments = checkout.getByRole('region', { name: 'Livraison et ramassage' });
  const byPost = shipments.getByTestId('shipment').filter({ hasText: accessory.title });
  await expect(byPost).toHaveAttribute('data-method', 'post');
  await expect(byPost).toContainText('Postes Canada');
  const byTruck = shipments.getByTestId('shipment').filter({ hasText: 'Chlore liquide 12 %' });
  await expect(byTruck).toHaveAttribute('data-method', 'truck');
  await expect(byTruck).toContainText(`Livraison le ${chosenDay}`);
  const prices = checkout.getByRole('region', { name: 'Prix', exact: true });
  await expect(prices.getByTestId('totals-tax-label-TPS')).toHaveText('TPS (5 %)');
  await expect(prices.getByTestId('totals-tax-label-TVQ')).toHaveText('TVQ (9,975 %)');
  await expect(prices).toContainText('Total en dollars canadiens (CAD)');
  await expect(checkout.getByRole('region', { name: 'Conditions d’achat en ligne' })).toBeVisible();
  // Never ticked for the buyer: without the box, no payment.
  await expect(checkout.getByRole('checkbox', { name: CHECKOUT_STEPS.fr.accept })).not.toBeChecked();
  await checkout.getByRole('button', { name: CHECKOUT_STEPS.fr.toPayment }).click();
  await expect(checkout.getByTestId('error-accept')).toBeVisible();
  await expect(checkoutStepTitle(checkout)).toHaveText('Révision de la commande');
  await acceptReview(checkout, 'fr');
  await expect(page).toHaveURL(/etape=paiement/);
  await expect(await orderSummary(page, checkout, 'Sommaire de la commande')).toContainText('Chlore liquide 12 %');

  // Paid with the local provider's test card.
  await fillProviderCard(checkout, 'fr');
  await checkout.getByRole('button', { name: CHECKOUT_STEPS.fr.pay }).click();
  const confirmation = checkout.getByTestId('confirmation');
  await expect(confirmation).toBeVisible({ timeout: 30_000 });
  const number = (await checkout.getByTestId('order-number').textContent())!.match(/PS-[0-9A-F]{8}/)![0];
  const id = new URL(page.url()).searchParams.get('commande')!;
  await expect(confirmation.getByTestId('confirmation-shipments').getByTestId('shipment')).toHaveCount(2);

  // The buyer's mail: the contract as a PDF named by the order, and the link that reopens the receipt.
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
  const [mail] = mailsTo(email);
  expect(mail!.headers.subject).toContain(number);
  const text = mail!.parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))!.body.toString('utf8');
  expect(text).toContain(number);
  const pdf = mail!.parts.find((part) => part.headers['content-type']?.startsWith('application/pdf'));
  expect(pdf, 'the contract attached as a PDF').toBeDefined();
  expect(pdf!.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?contrat-${number}\\.pdf"?$`));
  expect(pdf!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf!.body.subarray(-8).toString('latin1')).toContain('%%EOF');
  const link = new RegExp(`(http://\\S+/fr/paiement\\?etape=confirmation&commande=${id}#acces=[\\w.~-]+)`).exec(text)?.[1];
  expect(link, 'the confirmation link in the mail').toBeDefined();
  const key = new URL(link!).hash.slice('#acces='.length);
  const gst = /No TPS\s*:\s*(\d{9} ?RT\d{4})/.exec(text)?.[1];
  const qst = /No TVQ\s*:\s*(\d{10} ?TQ\d{4})/.exec(text)?.[1];
  expect(gst, 'the merchant’s GST number in the mail').toBeDefined();
  expect(qst, 'the merchant’s QST number in the mail').toBeDefined();

  // The link in a browser that never saw the order (a context of its own, no storage shared): the receipt, and the key moved
  // out of the address into the tab's session.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const reader = await other.newPage();
    await reader.goto(link!);
    const receipt = reader.locator('main [data-remote="checkout"]').getByTestId('confirmation');
    await expect(receipt.getByTestId('order-number')).toHaveText(`Commande n° ${number}`, { timeout: 20_000 });
    const receiptMerchant = receipt.getByTestId('merchant');
    await expect(receiptMerchant.getByTestId('merchant-name')).toHaveText('Piscines Soleil');
    await expect(receiptMerchant.getByTestId('merchant-tax-numbers')).toContainText(gst!);
    await expect(receiptMerchant.getByTestId('merchant-tax-numbers')).toContainText(qst!);
    await expect(receipt.getByTestId('confirmation-shipments')).toContainText('Chlore liquide 12 %');
    await expect(receipt.getByTestId('confirmation-shipments').locator('[data-method="truck"]')).toContainText(`Livraison le ${chosenDay}`);
    await expect(reader).toHaveURL(new RegExp(`/fr/paiement\\?etape=confirmation&commande=${id}$`));
    expect(new URL(reader.url()).hash).toBe('');
    expect(reader.url()).not.toContain(key);
    expect(await reader.evaluate((order) => sessionStorage.getItem(`storefront:order-access:${order}`), id)).toContain(key);
  } finally {
    await other.close();
  }
});
