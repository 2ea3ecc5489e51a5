// The configurator of a model page on the composed site (ADR 0051): a round model offers only what its data allows, the
// total stays in view above the site's bottom bar on a phone, and the printed summary carries the store, the day and the page.
import { expect, test } from './fixtures';
import { shellReady } from './shell-support';

const ROUND = '/fr/collection/piscines-hors-terre/riviera-ronde-24-pi';

test('a round model offers no oval: its shapes are the ones its data allows, and an oval address falls back to round', async ({ page }) => {
  await page.goto(`${ROUND}?forme=ovale`);
  await shellReady(page);
  const shapes = page.locator('main').getByRole('group', { name: 'Formes' });
  await expect(shapes.getByRole('radio')).toHaveCount(1);
  await expect(shapes.getByRole('radio', { name: /Ronde/ })).toBeChecked();
  await expect(page.locator('main').getByRole('radio', { name: /Ovale/ })).toHaveCount(0);
  // The oval model is oval, its shape in its price ("from" 7 499,00 $ before taxes).
  await page.goto('/fr/collection/piscines-hors-terre/riviera-ovale-15-x-30-pi');
  await shellReady(page);
  const oval = page.locator('main').getByRole('group', { name: 'Formes' });
  await expect(oval.getByRole('radio')).toHaveCount(1);
  await expect(oval.getByRole('radio', { name: /Ovale/ })).toBeChecked();
  await expect(page.getByTestId('configuration-summary').locator('[data-line="shapes"]')).toContainText('Inclus');
});

test('the total stays in view after a tap low on the page, above the bottom bar on a phone, without covering it', async ({ page }) => {
  await page.goto(ROUND);
  await shellReady(page);
  const liner = page.locator('main').getByRole('group', { name: 'Toiles' }).getByText('Vague turquoise');
  await liner.scrollIntoViewIfNeeded();
  await liner.click();
  await expect(page).toHaveURL(/[?&]toile=vague-turquoise(&|$)/);
  await expect(page.getByTestId('total-announce')).toHaveText('Total estimé : 5 241,83 $');
  // The page stays where the tap was.
  await expect(liner).toBeInViewport();
  const bar = page.getByTestId('total-bar');
  const nav = page.getByTestId('mobile-navigator');
  if (await nav.isVisible()) {
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('5 241,83 $');
    const barBox = (await bar.boundingBox())!;
    const navBox = (await nav.boundingBox())!;
    // Above the bottom bar, touching it at most: the bar's links stay whole.
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
    expect(barBox.y + barBox.height).toBeGreaterThan(navBox.y - 4);
  } else {
    await expect(bar).toBeHidden();
    await expect(page.getByTestId('configuration-total')).toBeInViewport();
  }
});

test('the printed summary carries the store’s name, address and phone, the date and the model page’s address, alone', async ({ page }) => {
  await page.goto(`${ROUND}?escalier=escalier-d-angle`);
  await shellReady(page);
  await page.emulateMedia({ media: 'print' });
  const facts = page.getByTestId('printed-facts');
  await expect(facts).toBeVisible();
  await expect(facts).toContainText('Piscines Soleil');
  await expect(facts).toContainText('2500, boulevard Saint-Martin Ouest, Laval (QC) H7S 1M9');
  await expect(facts).toContainText(/Téléphone\s:\s450 555-0123/);
  const today = await page.evaluate(() => new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long' }).format(new Date()));
  await expect(page.getByTestId('printed-date')).toHaveText(`Imprimé le ${today}`);
  await expect(page.getByTestId('printed-url')).toHaveText(
    new RegExp(`^Cette configuration en ligne\\s:\\shttp://[^/]+${ROUND}\\?escalier=escalier-d-angle$`),
  );
  // Alone: the site's header, bottom bar and footer, and the rest of the page, are left off the paper.
  await expect(page.getByTestId('configuration-summary')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByTestId('mobile-navigator')).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByTestId('total-bar')).toBeHidden();
});
