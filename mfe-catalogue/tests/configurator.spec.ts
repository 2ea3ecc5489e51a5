// The configurator of model pages (issue 30), in French and English, on a phone and a desktop: choosing prices the model with
// TPS and TVQ as an estimate, the configuration is the address (back and forward), it prints alone, and it goes to the quote form.
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, open } from './support';

const POOL = '/collection/piscines-hors-terre/riviera-ronde-24-pi';
const SPA = '/collection/spas/harmonie-h7';

const total = (page: Page) => page.getByTestId('configuration-total');
const line = (page: Page, name: string) => page.getByTestId('configuration-summary').locator(`[data-line="${name}"]`);

test('French pool: every choice updates the total, with TPS and TVQ on their own lines, and the address keeps it', async ({ page }) => {
  await open(page, `/fr${POOL}`, 'collectionModel');
  const summary = page.getByTestId('configuration-summary');
  await expect(page.getByRole('heading', { name: 'Configurez votre piscine' })).toBeVisible();
  // The cheapest configuration first: the "from" price, 4 409,10 $, without steps (optional), and its taxes.
  await expect(line(page, 'subtotal')).toContainText('4 409,10 $');
  await expect(line(page, 'GST')).toContainText('TPS (5 %)');
  await expect(line(page, 'GST')).toContainText('220,46 $');
  await expect(line(page, 'QST')).toContainText('TVQ (9,975 %)');
  await expect(line(page, 'QST')).toContainText('439,81 $');
  await expect(total(page)).toHaveText('5 069,37 $');
  await expect(summary).toContainText('Estimation');
  await expect(page.getByRole('radio', { name: /Ronde/ })).toBeChecked();
  const steps = page.getByRole('group', { name: 'Escaliers (facultatif)' });
  await expect(steps.getByRole('radio', { name: /Aucun/ })).toBeChecked();
  await expect(line(page, 'steps')).toContainText('Aucun');
  await expect(line(page, 'steps')).toContainText('Aucuns frais');
  // A list that must be chosen has no "none".
  await expect(page.getByRole('group', { name: 'Formes' }).getByRole('radio', { name: /Aucun/ })).toHaveCount(0);

  await page.getByRole('group', { name: 'Formes' }).getByText('Ovale', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]forme=ovale(&|$)/);
  await expect(line(page, 'shapes')).toContainText('Ovale');
  await expect(line(page, 'shapes')).toContainText('1 200,00 $');
  await expect(line(page, 'subtotal')).toContainText('5 609,10 $');
  await expect(total(page)).toHaveText('6 449,07 $');

  await page
    .getByRole('group', { name: 'Escaliers' })
    .getByRole('radio', { name: /Escalier d’angle/ })
    .check();
  await expect(page).toHaveURL(/[?&]escalier=escalier-d-angle(&|$)/);
  await expect(line(page, 'subtotal')).toContainText('6 708,10 $');
  await expect(line(page, 'GST')).toContainText('335,41 $');
  await expect(line(page, 'QST')).toContainText('669,13 $');
  await expect(total(page)).toHaveText('7 712,64 $');

  // Back and forward walk through the choices.
  await page.goBack();
  await expect(steps.getByRole('radio', { name: /Aucun/ })).toBeChecked();
  await expect(total(page)).toHaveText('6 449,07 $');
  await page.goBack();
  await expect(page.getByRole('radio', { name: /Ronde/ })).toBeChecked();
  await expect(total(page)).toHaveText('5 069,37 $');
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('radio', { name: /Ovale/ })).toBeChecked();
  await expect(total(page)).toHaveText('7 712,64 $');

  // The safety rule of Quebec, and the quote for exactly this configuration.
  await expect(page.getByTestId('pool-safety')).toContainText('Règlement sur la sécurité des piscines résidentielles');
  await expect(page.getByTestId('pool-safety').getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.quebec\.ca\//);
  const quote = page.getByRole('link', { name: 'Demander une soumission pour cette configuration' });
  const href = new URL((await quote.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/fr/demande-soumission');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    modele: 'riviera-ronde-24-pi',
    forme: 'ovale',
    escalier: 'escalier-d-angle',
    toile: 'mosaique-caraibes',
    paroi: 'rotin-blanc',
  });
  await expectNoHorizontalScroll(page);
});

test('an address with a configuration opens with it, and an unknown choice falls back to the cheapest', async ({ page }) => {
  await open(page, `/fr${POOL}?forme=ovale&escalier=escalier-d-angle&toile=inconnue`, 'collectionModel');
  await expect(page.getByRole('radio', { name: /Ovale/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Escalier d’angle/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Mosaïque Caraïbes/ })).toBeChecked();
  await expect(total(page)).toHaveText('7 712,64 $');
});

test('English spa: its own lists, included choices, GST and QST, and the summary alone on paper', async ({ page }) => {
  await open(page, `/en${SPA}`, 'collectionModel');
  await expect(page.getByRole('heading', { name: 'Configure your spa' })).toBeVisible();
  for (const list of ['Shell colour', 'Cabinet colour', 'Cover', 'Steps (optional)', 'Cover lifter (optional)', 'Ozone or UV (optional)']) {
    await expect(page.getByRole('group', { name: list, exact: true })).toBeVisible();
  }
  // An optional list whose options all cost something starts empty; one with an included option starts with it.
  await expect(page.getByRole('group', { name: 'Cover lifter (optional)' }).getByRole('radio', { name: /None/ })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Ozone or UV (optional)' }).getByRole('radio', { name: /Ozone/ })).toBeChecked();
  await expect(line(page, 'coverLifters')).toContainText('None');
  // The included choices keep the from price: 12,999 less 15%.
  await expect(line(page, 'subtotal')).toContainText('$11,049.15');
  await expect(line(page, 'covers')).toContainText('Included');
  await page.getByRole('radio', { name: /UV-C sterilizer/ }).check();
  await page.getByRole('radio', { name: /Hydraulic cover lifter/ }).check();
  await expect(page).toHaveURL(/assainissement=sterilisateur-uv-c/);
  await expect(line(page, 'subtotal')).toContainText('$12,193.15');
  await expect(line(page, 'GST')).toContainText('GST (5%)');
  await expect(line(page, 'GST')).toContainText('$609.66');
  await expect(line(page, 'QST')).toContainText('QST (9.975%)');
  await expect(line(page, 'QST')).toContainText('$1,216.27');
  await expect(total(page)).toHaveText('$14,019.08');
  await expect(page.getByTestId('configuration-summary')).toContainText('Estimate');
  await expect(page.getByTestId('pool-safety')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a quote for this configuration' })).toHaveAttribute(
    'href',
    /^\/en\/demande-soumission\?modele=harmonie-h7&.*assainissement=sterilisateur-uv-c/,
  );

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print the summary' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('configuration-summary')).toBeVisible();
  await expect(page.getByTestId('configuration-summary')).toContainText('UV-C sterilizer');
  await expect(page.getByRole('group', { name: 'Shell colour' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print the summary' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectNoHorizontalScroll(page);
});
