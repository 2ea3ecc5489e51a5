// The comparison that helps choose (ADR 0050) across the composed site: two spas compared on seats, loungers, jets,
// dimensions, litres, pumps and electrical service, two chemicals on ingredient, strength, form and price per kg or litre,
// in the page's language; a dash where a product has no value; "Afficher seulement les différences" with the keyboard, kept
// in the address across a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchProblems } from './support';

const shop = (page: Page) => page.locator('main [data-remote="shop"]');
const card = (page: Page, handle: string) => shop(page).locator(`[data-testid="product-card"][data-handle="${handle}"]`);
const NB = '\u00a0';

/** Saves the products of `handles` to compare from their listing, in that order, after the `saved` ones already there. */
async function compareFrom(page: Page, listing: string, handles: string[], saved = 0) {
  await page.goto(listing);
  for (const handle of handles) await card(page, handle).getByTestId('compare-toggle').click();
  await expect(page.getByTestId('compare-link')).toHaveAttribute('data-count', String(saved + handles.length));
}

/** The cells of a row, by its data-row key, as text. */
const cells = (page: Page, row: string) => shop(page).locator(`tr[data-row="${row}"] td`);

test.describe('the comparison that helps choose', () => {
  test('two spas side by side on what a spa is chosen on, and only their differences, kept across a reload', async ({ page }) => {
    const problems = watchProblems(page);
    await compareFrom(page, '/fr/boutique/spas', ['spa-evasion-e6l', 'spa-harmonie-h6']);
    await page.goto('/fr/comparer');
    const table = shop(page).getByRole('table', { name: 'Comparaison de 2 produits' });
    await expect(table).toBeVisible();
    for (const name of ['Prix', 'Places', 'Chaises longues', 'Jets', 'Dimensions', 'Volume d’eau', 'Pompes', 'Alimentation électrique'])
      await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expect(cells(page, 'seats')).toHaveText(['6 places', '6 places']);
    await expect(cells(page, 'loungers')).toHaveText(['1 chaise longue', 'Aucune']);
    await expect(cells(page, 'jets')).toHaveText(['36 jets', '45 jets']);
    await expect(cells(page, 'dimensions')).toHaveText([`213 × 213 × 91${NB}cm`, `229 × 229 × 91${NB}cm`]);
    await expect(cells(page, 'volume')).toHaveText([`1${NB}450${NB}L`, `1${NB}600${NB}L`]);
    await expect(cells(page, 'pumps')).toHaveText([`2 pompes de 4${NB}HP`, `2 pompes de 5${NB}HP`]);
    await expect(cells(page, 'electrical')).toHaveText(['240 V, 40 A', '240 V, 50 A']);

    // The switch, with the keyboard: the rows both spas share leave, the address keeps it.
    const differences = shop(page).getByRole('checkbox', { name: 'Afficher seulement les différences' });
    await differences.focus();
    await page.keyboard.press('Space');
    await expect(differences).toBeChecked();
    await expect(page).toHaveURL(/\/fr\/comparer\?differences=1$/);
    // The address changed in place: focus stays on the switch, so Space turns it back off.
    await expect(differences).toBeFocused();
    await expect(cells(page, 'seats')).toHaveCount(0);
    await expect(cells(page, 'brand')).toHaveCount(0);
    await expect(cells(page, 'jets')).toHaveText(['36 jets', '45 jets']);
    await page.reload();
    await expect(shop(page).getByRole('checkbox', { name: 'Afficher seulement les différences' })).toBeChecked();
    await expect(cells(page, 'jets')).toHaveCount(2);
    await expect(cells(page, 'seats')).toHaveCount(0);
    await shop(page).getByRole('checkbox', { name: 'Afficher seulement les différences' }).click();
    await expect(page).toHaveURL(/\/fr\/comparer$/);
    await expect(cells(page, 'seats')).toHaveCount(2);

    // In English, the same spas with English units and grouping.
    await page.goto('/en/compare');
    await expect(cells(page, 'seats')).toHaveText(['6 seats', '6 seats']);
    await expect(cells(page, 'volume')).toHaveText([`1,450${NB}L`, `1,600${NB}L`]);
    await expect(shop(page).getByRole('checkbox', { name: 'Show only the differences' })).not.toBeChecked();
    expect(problems).toEqual([]);
  });

  test('two products alike on every row say so when only the differences are asked for', async ({ page }) => {
    await compareFrom(page, '/fr/boutique/spas', ['parfum-de-spa-eucalyptus', 'parfum-de-spa-lavande']);
    await page.goto('/fr/comparer?differences=1');
    await expect(shop(page).getByRole('checkbox', { name: 'Afficher seulement les différences' })).toBeChecked();
    await expect(shop(page).getByTestId('compare-no-differences')).toHaveText('Ces produits sont pareils sur chaque ligne.');
    await expect(shop(page).locator('tbody tr[data-row]')).toHaveCount(0);
  });

  test('two chemicals on their ingredient, strength, form and price per kg or litre; a spa beside them has dashes there', async ({
    page,
  }) => {
    await compareFrom(page, '/en/store/produits-chimiques', ['chlore-en-tablettes-3-po', 'chlore-liquide-12']);
    await page.goto('/en/compare');
    await expect(shop(page).getByRole('table', { name: 'Comparison of 2 products' })).toBeVisible();
    await expect(cells(page, 'ingredient')).toHaveText(['Trichlor', 'Sodium hypochlorite']);
    await expect(cells(page, 'strength')).toHaveText(['90%', '12%']);
    await expect(cells(page, 'formats')).toHaveText(['Tablets', 'Liquid']);
    await expect(cells(page, 'unitPrice')).toHaveText(['$11.25/kg (4 kg), $9.00/kg (10 kg)', '$2.25/L']);
    await page.goto('/fr/comparer');
    await expect(cells(page, 'ingredient')).toHaveText(['Trichlore', 'Hypochlorite de sodium']);
    await expect(cells(page, 'strength')).toHaveText([`90${NB}%`, `12${NB}%`]);
    await expect(cells(page, 'unitPrice')).toHaveText([`11,25${NB}$/kg (4 kg), 9,00${NB}$/kg (10 kg)`, `2,25${NB}$/L`]);

    // A product of another category: its own rows after, and a dash (read "Aucun") where it has no value.
    await compareFrom(page, '/fr/boutique/spas', ['spa-evasion-e6l'], 2);
    await page.goto('/fr/comparer');
    await expect(shop(page).getByRole('table', { name: 'Comparaison de 3 produits' })).toBeVisible();
    await expect(cells(page, 'ingredient').nth(2)).toHaveText('—Aucun');
    await expect(cells(page, 'ingredient').nth(2).locator('[aria-hidden="true"]')).toHaveText('—');
    await expect(cells(page, 'seats')).toHaveText(['—Aucun', '—Aucun', '6 places']);
    const rows = await shop(page)
      .locator('tbody tr[data-row]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-row')));
    expect(rows.slice(0, 12)).toEqual([
      'price',
      'ingredient',
      'strength',
      'formats',
      'unitPrice',
      'seats',
      'loungers',
      'jets',
      'dimensions',
      'volume',
      'pumps',
      'electrical',
    ]);
  });
});
