// The configurator of model pages (ADR 0042), in French and English, on a phone and a desktop: choosing prices the model with
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

  // A round model is round: its shape list offers no oval (ADR 0051), only the shape it is built as, included.
  const shapes = page.getByRole('group', { name: 'Formes' });
  await expect(shapes.getByRole('radio')).toHaveCount(1);
  await expect(shapes.getByRole('radio', { name: /Ronde/ })).toBeChecked();
  await expect(shapes.getByText('Ovale')).toHaveCount(0);

  await steps.getByRole('radio', { name: /Escalier d’angle/ }).check();
  await expect(page).toHaveURL(/[?&]escalier=escalier-d-angle(&|$)/);
  await expect(line(page, 'steps')).toContainText('Escalier d’angle');
  await expect(line(page, 'steps')).toContainText('1 099,00 $');
  await expect(line(page, 'subtotal')).toContainText('5 508,10 $');
  await expect(line(page, 'GST')).toContainText('275,41 $');
  await expect(line(page, 'QST')).toContainText('549,43 $');
  await expect(total(page)).toHaveText('6 332,94 $');

  // Back and forward walk through the choices.
  await page.goBack();
  await expect(steps.getByRole('radio', { name: /Aucun/ })).toBeChecked();
  await expect(total(page)).toHaveText('5 069,37 $');
  await page.goForward();
  await expect(steps.getByRole('radio', { name: /Escalier d’angle/ })).toBeChecked();
  await expect(total(page)).toHaveText('6 332,94 $');

  // The safety rule of Quebec, and the quote for exactly this configuration.
  await expect(page.getByTestId('pool-safety')).toContainText('Règlement sur la sécurité des piscines résidentielles');
  await expect(page.getByTestId('pool-safety').getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.quebec\.ca\//);
  const quote = page.getByRole('link', { name: 'Demander une soumission pour cette configuration' });
  const href = new URL((await quote.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/fr/demande-soumission');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    modele: 'riviera-ronde-24-pi',
    forme: 'ronde',
    escalier: 'escalier-d-angle',
    toile: 'mosaique-caraibes',
    paroi: 'rotin-blanc',
  });
  await expectNoHorizontalScroll(page);
});

test('an address with a configuration opens with it; a choice the model does not allow (an oval round pool) falls back', async ({
  page,
}) => {
  await open(page, `/fr${POOL}?forme=ovale&escalier=escalier-d-angle&toile=inconnue`, 'collectionModel');
  await expect(page.getByRole('radio', { name: /Ronde/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Ovale/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Escalier d’angle/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Mosaïque Caraïbes/ })).toBeChecked();
  await expect(total(page)).toHaveText('6 332,94 $');
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

test('the total stays in view while the lists scroll on a phone, and each change is announced once, politely', async ({ page }) => {
  await open(page, `/fr${POOL}`, 'collectionModel');
  const bar = page.getByTestId('total-bar');
  const phone = (page.viewportSize()?.width ?? 0) < 992;
  // An option low on the page: the last liner.
  const liner = page.getByRole('group', { name: 'Toiles' }).getByText('Vague turquoise');
  await liner.scrollIntoViewIfNeeded();
  await liner.click();
  await expect(page).toHaveURL(/[?&]toile=vague-turquoise(&|$)/);
  await expect(page.getByTestId('total-announce')).toHaveText('Total estimé : 5 241,83 $');
  await expect(page.getByTestId('total-announce')).toHaveAttribute('role', 'status');
  if (phone) {
    // The bar shows the new total in the screen, without a scroll, and the option tapped is not under it.
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('5 241,83 $');
    const barBox = (await bar.boundingBox())!;
    const optionBox = (await liner.boundingBox())!;
    expect(optionBox.y + optionBox.height).toBeLessThanOrEqual(barBox.y + 1);
  } else {
    // The desktop's summary stays beside the lists instead.
    await expect(bar).toBeHidden();
    await expect(total(page)).toBeInViewport();
  }
  await expectNoHorizontalScroll(page);
});

test('the printed summary carries the store’s name, address and phone, the day and the configuration’s address', async ({ page }) => {
  await open(page, `/fr${POOL}?escalier=escalier-d-angle`, 'collectionModel');
  await page.emulateMedia({ media: 'print' });
  const facts = page.getByTestId('printed-facts');
  await expect(facts).toBeVisible();
  await expect(facts).toContainText('Piscines Soleil');
  await expect(facts).toContainText('2500, boulevard Saint-Martin Ouest, Laval (QC) H7S 1M9');
  await expect(facts).toContainText(/Téléphone\s:\s[\d ]+-\d{4}/);
  const today = await page.evaluate(() => new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long' }).format(new Date()));
  await expect(page.getByTestId('printed-date')).toHaveText(`Imprimé le ${today}`);
  await expect(page.getByTestId('printed-url')).toHaveText(
    new RegExp(`^Cette configuration en ligne\\s:\\shttp://[^/]+/fr${POOL}\\?escalier=escalier-d-angle$`),
  );
  await expect(page.getByTestId('configuration-summary')).toHaveAttribute('data-print-alone');
  await expect(page.getByTestId('total-bar')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(facts).toBeHidden();
});
