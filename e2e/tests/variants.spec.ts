// Variants as they are (ADR 0051): a card of a product sold in several formats asks which one before anything is added, with
// the mouse and the keyboard, and the cart's line says the one chosen; the product page's photo and address follow the variant,
// server-rendered too.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TABLETS = { handle: 'chlore-en-tablettes-3-po', title: 'Chlore en tablettes 3 po' };
const COVER = { handle: 'couvercle-de-spa-isole-5-po', title: 'Couvercle de spa isolé 5 po' };

const shop = (page: Page) => page.locator('main [data-remote="shop"]');
const card = (page: Page, handle: string) => shop(page).locator(`[data-testid="product-card"][data-handle="${handle}"]`);
const badge = (page: Page) => page.getByTestId('cart-badge');
/** A format's row in the chooser: its radio, its price and whether it is for sale. */
const row = (page: Page, chooser: Locator, name: RegExp) => chooser.locator('label').filter({ has: page.getByRole('radio', { name }) });

/** The cart page's one line, which names the product and the variant in it. */
async function expectCartLine(page: Page, text: string[]) {
  await page.goto('/fr/panier');
  const lines = page.locator('main [data-remote="checkout"]').getByTestId('cart-line');
  await expect(lines).toHaveCount(1);
  for (const part of text) await expect(lines).toContainText(part);
}

test.describe('the format chooser of a card', () => {
  test('lists the formats with their prices and adds the one chosen, 10 kg, with the mouse', async ({ page }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    const add = card(page, TABLETS.handle).getByRole('button', { name: `Ajouter au panier : ${TABLETS.title}` });
    await expect(add).toHaveAttribute('aria-haspopup', 'dialog');
    await add.click();
    const chooser = page.getByRole('dialog', { name: TABLETS.title });
    await expect(chooser).toBeVisible();
    // Opening it adds nothing.
    await expect(badge(page)).toHaveAttribute('data-count', '0');
    await expect(chooser.getByRole('group', { name: 'Format' })).toBeVisible();
    const small = chooser.getByRole('radio', { name: /^4 kg/ });
    const large = chooser.getByRole('radio', { name: /^10 kg/ });
    await expect(small).toBeChecked();
    await expect(row(page, chooser, /^4 kg/)).toContainText(/4 kg\s*44,99\s\$\s*En stock/);
    // The 10 kg is on sale: its regular price struck through, then its price.
    await expect(row(page, chooser, /^10 kg/)).toContainText(/10 kg.*104,99\s\$.*89,99\s\$.*En stock/);

    await row(page, chooser, /^10 kg/).click();
    await expect(large).toBeChecked();
    await chooser.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(chooser).toBeHidden();
    await expect(add).toBeFocused();
    await expect(badge(page)).toHaveAttribute('data-count', '1');
    await expectCartLine(page, [TABLETS.title, '10 kg']);
  });

  test('is a sheet at the bottom of a phone, a small dialog over the middle of a wider screen', async ({ page }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    await card(page, TABLETS.handle)
      .getByRole('button', { name: `Ajouter au panier : ${TABLETS.title}` })
      .click();
    const chooser = page.getByRole('dialog', { name: TABLETS.title });
    await expect(chooser).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const box = (await chooser.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (viewport.width < 768) {
      expect(box.x).toBe(0);
      expect(box.width).toBe(viewport.width);
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
    } else {
      expect(box.width).toBeLessThan(viewport.width / 2);
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    }
    // Its "Ajouter" is within the screen, without scrolling.
    const button = (await chooser.getByRole('button', { name: 'Ajouter', exact: true }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
  });

  test('works with the keyboard: Escape closes it with nothing added, arrows choose, the focus comes back to the card', async ({
    page,
  }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    const add = card(page, TABLETS.handle).getByRole('button', { name: `Ajouter au panier : ${TABLETS.title}` });
    await add.focus();
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: TABLETS.title });
    await expect(chooser).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expect(add).toBeFocused();
    await expect(badge(page)).toHaveAttribute('data-count', '0');

    await page.keyboard.press('Enter');
    await expect(chooser).toBeVisible();
    // The close control first, then the formats: the chosen one takes the focus, an arrow chooses the next.
    await expect(chooser.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(chooser.getByRole('radio', { name: /^4 kg/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(chooser.getByRole('radio', { name: /^10 kg/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(chooser.getByRole('button', { name: 'Ajouter', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chooser).toBeHidden();
    await expect(add).toBeFocused();
    await expect(badge(page)).toHaveAttribute('data-count', '1');
    await expectCartLine(page, [TABLETS.title, '10 kg']);
  });

  test('says a sold-out format in words and cannot choose it', async ({ page }) => {
    await page.goto('/fr/boutique/spas/accessoires-de-spa');
    await card(page, COVER.handle)
      .getByRole('button', { name: `Ajouter au panier : ${COVER.title}` })
      .click();
    const chooser = page.getByRole('dialog', { name: COVER.title });
    const soldOut = chooser.getByRole('radio', { name: /^94 x 94 po/ });
    await expect(soldOut).toBeDisabled();
    await expect(row(page, chooser, /^94 x 94 po/)).toContainText('Épuisé');
    await expect(chooser.getByRole('radio', { name: /^84 x 84 po/ })).toBeChecked();
    await expect(chooser.getByRole('radio', { name: /En stock$/ })).toHaveCount(2);
  });

  test('a product with one format is added at once, without a chooser', async ({ page }) => {
    await page.goto('/fr/boutique/produits-chimiques');
    const add = card(page, 'chlore-en-batonnets').getByRole('button', { name: 'Ajouter au panier : Chlore en bâtonnets' });
    await expect(add).not.toHaveAttribute('aria-haspopup');
    await add.click();
    await expect(badge(page)).toHaveAttribute('data-count', '1');
    await expect(page.getByRole('dialog', { name: 'Chlore en bâtonnets' })).toHaveCount(0);
  });
});

test.describe("the product page's photo", () => {
  const mainImage = (page: Page) => shop(page).getByTestId('main-image');

  test('follows the chosen variant, which the address keeps through a reload', async ({ page }) => {
    await page.goto(`/fr/produits/${TABLETS.handle}`);
    // The default is the first format for sale, 4 kg, shown with its own photo.
    await expect(mainImage(page)).toHaveAttribute('src', /chlore-en-tablettes-3-po-4-kg\.webp/);
    await expect(mainImage(page)).toHaveAttribute('alt', `${TABLETS.title} — 4 kg`);
    const thumbnails = shop(page).getByRole('button', { name: /^Voir l’image/ });
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-pressed', 'true');

    await shop(page).getByLabel('Choisir : Format').selectOption({ label: '10 kg' });
    await expect(mainImage(page)).toHaveAttribute('src', /chlore-en-tablettes-3-po\.webp/);
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?variant=\d+$/);
    // A thumbnail still shows another image of the same variant.
    await thumbnails.nth(1).click();
    await expect(mainImage(page)).toHaveAttribute('src', /chlore-en-tablettes-3-po-detail\.webp/);

    await page.reload();
    await expect(shop(page).getByLabel('Choisir : Format')).toHaveValue(/ProductVariant/);
    await expect(shop(page).getByLabel('Choisir : Format').locator('option:checked')).toHaveText('10 kg');
    await expect(mainImage(page)).toHaveAttribute('src', /chlore-en-tablettes-3-po\.webp/);
    await expect(shop(page).getByTestId('promo-tag')).toBeVisible();

    await shop(page).getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(badge(page)).toHaveAttribute('data-count', '1');
    await expectCartLine(page, [TABLETS.title, '10 kg']);
  });

  test("is the named variant's in the server's HTML, each variant's address its own page", async ({ page, request }) => {
    await page.goto(`/fr/produits/${TABLETS.handle}`);
    await shop(page).getByLabel('Choisir : Format').selectOption({ label: '10 kg' });
    await expect(page).toHaveURL(/\?variant=\d+$/);
    const large = new URL(page.url()).searchParams.get('variant')!;
    const html = async (query: string) => (await request.get(`/fr/produits/${TABLETS.handle}${query}`)).text();
    const mainSrc = (text: string) => /<img[^>]*data-testid="main-image"[^>]*>/.exec(text)?.[0].match(/src="([^"]+)"/)?.[1] ?? '';
    // One after the other, within the server's HTML cache: each address is kept apart.
    const named = await html(`?variant=${large}`);
    const plain = await html('');
    expect(mainSrc(named)).toMatch(/chlore-en-tablettes-3-po\.webp/);
    expect(named).toMatch(/<option value="[^"]+" selected="">10 kg/);
    expect(mainSrc(plain)).toMatch(/chlore-en-tablettes-3-po-4-kg\.webp/);
    expect(plain).toMatch(/<option value="[^"]+" selected="">4 kg/);
  });
});
