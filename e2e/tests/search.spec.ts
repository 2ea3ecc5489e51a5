// The header's search (ADR 0050): a GET form to the results route, suggestions as you type with the mouse and the keyboard
// (WAI-ARIA combobox), and results that forgive a typo or the other language's word, on the composed site.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shellReady } from './shell-support';

const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;
const shop = (page: Page) => page.locator('main [data-remote="shop"]');
const LABEL = { fr: 'Rechercher dans le site', en: 'Search the site' } as const;
const SUBMIT = { fr: 'Rechercher', en: 'Search' } as const;

/** The search field the visitor can use, focused: in the header from 992 px, in the panel the phone's bar opens below. */
async function searchField(page: Page, locale: 'fr' | 'en' = 'fr') {
  await shellReady(page);
  if (narrow(page)) {
    await page.getByTestId('mobile-search-toggle').click();
    const panel = page.getByTestId('mobile-search');
    await expect(panel).toBeVisible();
    const field = panel.getByRole('combobox', { name: LABEL[locale] });
    await expect(field).toBeFocused();
    return field;
  }
  // Up to 100em the header's field is folded to its button, which opens it.
  const form = page.getByTestId('navigator').getByRole('search');
  await form.getByRole('button', { name: SUBMIT[locale] }).click();
  const field = form.getByRole('combobox', { name: LABEL[locale] });
  await expect(field).toBeFocused();
  return field;
}

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

test.describe('header search', () => {
  test('Enter on the field goes to the results route, with the spec’s heading', async ({ page }) => {
    await page.goto('/fr');
    const field = await searchField(page);
    await field.fill('chlore');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/fr\/boutique\/recherche\?e=chlore$/);
    await expect(shop(page).getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche pour chlore');
    await expect(shop(page).getByTestId('product-card').first()).toBeVisible();
    if (narrow(page)) await expect(page.getByTestId('mobile-search')).toBeHidden();
  });

  test('suggestions with the keyboard: arrows move, Escape closes then clears, Enter opens the option (French)', async ({ page }) => {
    await page.goto('/fr');
    const field = await searchField(page);
    await field.pressSequentially('chlore', { delay: 30 });
    await expect(listbox(page)).toHaveAttribute('data-keyword', 'chlore');
    await expect(listbox(page)).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(page).getByRole('group', { name: 'Produits' })).toBeVisible();
    const options = listbox(page).getByRole('option');
    expect(await options.count()).toBeGreaterThan(2);
    // A product shows its picture and its price.
    await expect(options.first().locator('img')).toHaveCount(1);
    await expect(options.first()).toContainText('$');

    await field.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await field.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await field.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(field).toBeFocused();

    await field.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(field).toHaveValue('chlore');
    await field.press('Escape');
    await expect(field).toHaveValue('');

    await field.pressSequentially('chlore', { delay: 30 });
    await expect(listbox(page)).toHaveAttribute('data-keyword', 'chlore');
    await expect(listbox(page)).toBeVisible();
    await field.press('ArrowDown');
    const title = (await options.nth(0).textContent()) ?? '';
    await field.press('Enter');
    await expect(page).toHaveURL(/\/fr\/produits\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(/\d/)[0]!.trim().slice(0, 10));
  });

  test('suggestions with the mouse: a product, a category, a page (English)', async ({ page }) => {
    await page.goto('/en');
    let field = await searchField(page, 'en');
    await field.pressSequentially('chlorine', { delay: 30 });
    // The list answers the whole keyword (an answer for "chlori" may come first on a busy machine).
    await expect(listbox(page)).toHaveAttribute('data-keyword', 'chlorine');
    await expect(listbox(page).getByRole('group', { name: 'Products' })).toBeVisible();
    const product = listbox(page).getByRole('group', { name: 'Products' }).getByRole('option').first();
    await product.hover();
    await expect(product).toHaveAttribute('aria-selected', 'true');
    await product.click();
    await expect(page).toHaveURL(/\/en\/produits\/[^/?]+$/);

    field = await searchField(page, 'en');
    await field.pressSequentially('spas', { delay: 30 });
    await expect(listbox(page)).toHaveAttribute('data-keyword', 'spas');
    await listbox(page).getByRole('group', { name: 'Categories and collections' }).getByRole('option').first().click();
    await expect(page).toHaveURL(/\/en\/store\/spas(\/[^/?]+)?$/);

    field = await searchField(page, 'en');
    await field.pressSequentially('analysis', { delay: 30 });
    await expect(listbox(page)).toHaveAttribute('data-keyword', 'analysis');
    const pages = listbox(page).getByRole('group', { name: 'Pages' });
    await expect(pages.getByRole('option').first()).toBeVisible();
    await pages
      .getByRole('option', { name: /water analysis/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/(water-analysis|installation-reparation-entretien#analyse-eau)$/);
  });

  test('a typo gives results with the notice (French), a synonym too (English)', async ({ page }) => {
    await page.goto('/fr');
    let field = await searchField(page);
    await field.pressSequentially('clore', { delay: 30 });
    await expect(listbox(page)).toHaveAttribute('data-keyword', 'clore');
    // The suggestions forgive the typo as well.
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    await field.press('Enter');
    await expect(page).toHaveURL(/\/fr\/boutique\/recherche\?e=clore$/);
    await expect(shop(page).getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche pour clore');
    await expect(page.locator('#alternative-results')).toHaveText('Aucun résultat pour « clore ». Résultats pour « chlore » :');
    await expect(page.getByTestId('alternative-grid').getByTestId('product-card').first()).toContainText(/chlore/i);

    await page.goto('/en/store');
    field = await searchField(page, 'en');
    await field.pressSequentially('hot tub', { delay: 30 });
    await expect(listbox(page)).toHaveAttribute('data-keyword', 'hot tub');
    await expect(listbox(page).getByRole('group', { name: 'Results for “spa”' })).toBeVisible();
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en\/store\/recherche\?e=hot\+tub$/);
    await expect(shop(page).getByRole('heading', { level: 1 })).toHaveText('Search results for hot tub');
    await expect(page.locator('#alternative-results')).toHaveText('No results for “hot tub”. Results for “spa”:');
    await expect(page.getByTestId('alternative-grid').getByTestId('product-card').first()).toBeVisible();
  });
});

test.describe('header search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('desktop: a plain GET form to the results route; phones: the bar’s button is a link to the results page', async ({ page }) => {
    await page.goto('/en');
    if (narrow(page)) {
      await page.getByTestId('mobile-search-toggle').click();
      await expect(page).toHaveURL(/\/en\/store\/recherche$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for');
      return;
    }
    const field = page.getByTestId('navigator').getByRole('combobox', { name: LABEL.en });
    // A folded field opens on focus by CSS alone (a Tab onto it).
    await field.focus();
    await field.fill('chlorine');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en\/store\/recherche\?e=chlorine$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for chlorine');
  });
});

// Laptops and tablets in landscape (992 to 1199 px): the bar holds the links, and the search's button beside them.
test.describe('header search between 992 and 1199 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('at 1024 px a Tab from the links opens the folded field; suggestions, then Enter to the results', async ({ page }) => {
    await page.goto('/fr');
    await shellReady(page);
    const navigator = page.getByTestId('navigator');
    await navigator.getByRole('navigation').getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    const field = navigator.getByRole('combobox', { name: LABEL.fr });
    await expect(field).toBeFocused();
    // The field opens over the links, wide enough to read what is typed.
    await expect.poll(async () => (await field.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await page.keyboard.type('chlore', { delay: 30 });
    await expect(listbox(page)).toHaveAttribute('data-keyword', 'chlore');
    await expect(listbox(page).getByRole('group', { name: 'Produits' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/boutique\/recherche\?e=chlore$/);
    await expect(shop(page).getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche pour chlore');
  });

  test('at 992 px the bar holds the logo, every link, the search button and the tools on one line, in French and English', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 992, height: 768 });
    for (const locale of ['fr', 'en'] as const) {
      await page.goto(`/${locale}`);
      await shellReady(page);
      const navigator = page.getByTestId('navigator');
      const bar = await navigator.evaluate((header) => {
        const row = header.firstElementChild as HTMLElement;
        const box = row.getBoundingClientRect();
        const style = getComputedStyle(row);
        return {
          scrollWidth: row.scrollWidth,
          clientWidth: row.clientWidth,
          // The content's edges, inside the bar's padding (the page's margins).
          left: box.left + parseFloat(style.paddingLeft),
          right: box.right - parseFloat(style.paddingRight),
          // Every item's box: none may reach into the margins.
          items: [...row.querySelectorAll('a, button')].map((item) => {
            const { left, right } = item.getBoundingClientRect();
            return { left, right, name: item.textContent ?? '' };
          }),
        };
      });
      expect(bar.scrollWidth, locale).toBe(bar.clientWidth);
      for (const item of bar.items) {
        expect(item.left, `${item.name} (${locale})`).toBeGreaterThanOrEqual(bar.left - 0.5);
        expect(item.right, `${item.name} (${locale})`).toBeLessThanOrEqual(bar.right + 0.5);
      }
      const links = navigator.getByRole('navigation').getByRole('listitem');
      expect(await links.count()).toBe(5);
      const button = navigator.getByRole('search').getByRole('button', { name: SUBMIT[locale] });
      await expect(button).toBeVisible();
      const buttonBox = (await button.boundingBox())!;
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        // One line: the links sit level with the search button, left of it.
        expect(Math.abs(box.y + box.height / 2 - (buttonBox.y + buttonBox.height / 2)), locale).toBeLessThan(2);
        expect(box.x + box.width, locale).toBeLessThanOrEqual(buttonBox.x);
      }
    }
  });
});
