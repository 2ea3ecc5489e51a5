// The product page in its harness, on the seed: info, options, quantity, add to cart, tabs, JSON-LD, 404.
import { test } from '@playwright/test';
import { expectResponsiveImages } from '@storefront/remote-kit/testing/images';
import { cards, expectNoAxeViolations, pendingCommands, takeCommands, expect } from './support';

const WITH_OPTIONS = 'chlore-en-tablettes-3-po';

test.describe('product page', () => {
  test('shows the product, and its description keeps its list of features', async ({ page }) => {
    await page.goto(`/fr/produits/${WITH_OPTIONS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chlore en tablettes 3 po');
    await expect(page.getByTestId('description').locator('li')).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Produits chimiques' })).toHaveAttribute(
      'href',
      '/fr/boutique/produits-chimiques',
    );
  });

  test('the options dropdown holds the selected variant, whose price and discount show', async ({ page }) => {
    await page.goto(`/fr/produits/${WITH_OPTIONS}`);
    const select = page.getByLabel('Choisir : Format');
    await select.selectOption({ label: '4 kg' });
    await expect(page.getByTestId('promo-tag')).toHaveCount(0);
    await expect(page.locator('article s')).toHaveCount(0);
    await select.selectOption({ label: '10 kg' });
    await expect(page.getByTestId('promo-tag')).toHaveText(/^−14\u00a0%/);
    await expect(page.locator('article s')).toHaveText(/104,99/);
  });

  test('adds the chosen quantity of the chosen variant, leaving the confirmation to the shell', async ({ page }) => {
    await page.goto(`/fr/produits/${WITH_OPTIONS}`);
    await page.getByLabel('Choisir : Format').selectOption({ label: '4 kg' });
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    // No checkout remote runs in this harness, so the command is kept until one registers.
    expect(await pendingCommands(page, 'cart:add')).toBe(1);
    // One confirmation per add, the shell's notice (ADR 0051): the page adds no text or block of its own.
    await expect(page.getByRole('status').filter({ hasText: /panier|ajouté/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /panier/ })).toHaveCount(0);
    const [payload] = (await takeCommands(page, 'cart:add')) as { variantId: string; quantity: number }[];
    expect(payload?.quantity).toBe(3);
  });

  test('tabs work with the keyboard', async ({ page }) => {
    await page.goto(`/fr/produits/${WITH_OPTIONS}`);
    const description = page.getByRole('tab', { name: 'Description' });
    await description.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Caractéristiques' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Aqua Pro');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel')).toContainText('24 heures');
  });

  test("carries a JSON-LD Product with its offers and availability in the document's head, replaced by the next product's", async ({
    page,
  }) => {
    type Product = { '@type': string; name: string; offers: { price: string; priceCurrency: string; availability: string }[] };
    const headJsonLd = async () =>
      (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Product);
    await page.goto(`/fr/produits/${WITH_OPTIONS}`);
    await expect.poll(async () => (await headJsonLd()).map((json) => json.name)).toEqual(['Chlore en tablettes 3 po']);
    const [json] = await headJsonLd();
    expect(json).toMatchObject({ '@type': 'Product', name: 'Chlore en tablettes 3 po' });
    expect(json?.offers.map((offer) => offer.price)).toEqual(['44.99', '89.99']);
    expect(json?.offers.every((offer) => offer.availability === 'https://schema.org/InStock' && offer.priceCurrency === 'CAD')).toBe(true);
    await expect(page.locator('body script[type="application/ld+json"]')).toHaveCount(0);
    // A listing has none; the next product's replaces it, without a page load.
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Produits chimiques' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    const other = cards(page)
      .and(page.locator(`:not([data-handle="${WITH_OPTIONS}"])`))
      .first();
    const name = (await other.locator('h2').textContent()) ?? '';
    await other.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect.poll(async () => (await headJsonLd()).map((json) => json.name)).toEqual([name]);
    await expect(page.locator('body script[type="application/ld+json"]')).toHaveCount(0);
  });

  test('a product not sold online offers a call and a quote instead', async ({ page }) => {
    await page.goto('/fr/boutique/mobilier-exterieur/mobilier-de-jardin');
    const handle = await cards(page).and(page.locator('[data-online="false"]')).first().getAttribute('data-handle');
    await page.goto(`/fr/produits/${handle}`);
    const inStore = page.getByTestId('in-store');
    await expect(inStore).toContainText('Offert en magasin seulement');
    await expect(inStore.getByRole('link', { name: /^Appelez-nous au/ })).toHaveAttribute('href', /^tel:/);
    await expect(inStore.getByRole('link', { name: 'Demander une soumission' })).toHaveAttribute('href', '/fr/demande-soumission');
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0);
  });

  test("English pages show the store's English title and description, and French where it has none", async ({ page }) => {
    await page.goto(`/en/produits/${WITH_OPTIONS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('3 in chlorine tablets');
    await expect(page.getByTestId('description').locator('li').first()).toHaveText('90% available chlorine');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Specifications' })).toBeVisible();
  });

  test('the gallery shows the image of the thumbnail chosen, and the video loads only when asked for', async ({ page }) => {
    await page.goto('/fr/produits/spa-harmonie-h7');
    const gallery = page.getByRole('region', { name: 'Images du produit' });
    const main = gallery.locator('img').first();
    const first = await main.getAttribute('src');
    await gallery.getByRole('button', { name: 'Voir l’image 2 de 2' }).click();
    await expect(gallery.getByRole('button', { name: 'Voir l’image 2 de 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(main).not.toHaveAttribute('src', first ?? '');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByTestId('video-play').click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
  });

  test('the main image loads at once with its narrower copies; the thumbnails wait', async ({ page }) => {
    for (const path of [`/fr/produits/${WITH_OPTIONS}`, '/en/produits/spa-harmonie-h7']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectResponsiveImages(page, 'main [aria-label="Images du produit"] img, main [aria-label="Product images"] img');
    }
  });

  test('an unknown product is a 404', async ({ page }) => {
    await page.goto('/fr/produits/produit-disparu');
    await expect(page.getByText('404')).toBeVisible();
  });

  for (const locale of ['fr', 'en'] as const) {
    test(`axe finds nothing on a product page (${locale})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/${locale}/produits/${WITH_OPTIONS}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${locale} product`);
      await page.getByRole('button', { name: locale === 'fr' ? 'Ajouter au panier' : 'Add to cart' }).click();
      expect(await pendingCommands(page, 'cart:add')).toBe(1);
      await expectNoAxeViolations(page, `${locale} product after adding`);
    });
  }
});
