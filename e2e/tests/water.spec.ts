// The water analysis on the composed site (ADR 0040): server-rendered from a shared address, linked from the service page,
// the chemicals listing and the mega menu, and from readings to a cart holding the plan's products.
import { expect, test } from './fixtures';
import { countItemAdded } from './shell-support';
import { html } from './support';

/** A vinyl pool of 40,000 L out of balance: low alkalinity and stabilizer, high pH, chloramines. */
const READINGS = 'surf=vinyl&v=40000&ph=7.9&ta=60&ch=150&cya=20&fc=0.5&tc=1.5&t=26';

test.describe('water analysis on the site', () => {
  test('a shared analysis arrives as HTML with its statuses and plan, in both languages', async ({ request }) => {
    const fr = await html(request, `/fr/analyse-eau?${READINGS}`);
    expect(fr.status).toBe(200);
    expect(fr.text).toContain('<h1');
    expect(fr.text).toContain('Analyse d’eau à domicile');
    expect(fr.text).toContain('data-testid="plan-step"');
    expect(fr.text).toMatch(/href="\/fr\/produits\/[\w-]+"/);
    const en = await html(request, `/en/water-analysis?${READINGS}`);
    expect(en.status).toBe(200);
    expect(en.text).toContain('Water analysis at home');
    expect(en.text).toMatch(/href="\/en\/produits\/[\w-]+"/);
  });

  test('from readings to a cart holding the plan’s products, packages rounded up', async ({ page }) => {
    await page.goto('/fr/analyse-eau');
    const water = page.locator('main [data-remote="water"]');
    await water.getByLabel('Revêtement').selectOption('vinyl');
    const fill = (label: string, value: string) =>
      water.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\(.*\\))?$`) }).fill(value);
    await fill('Volume', '40000');
    await fill('pH', '7,9');
    await fill('Alcalinité totale', '60');
    await fill('Acide cyanurique (stabilisant)', '20');
    await fill('Chlore libre', '0,5');
    await fill('Chlore total', '1,5');
    const steps = water.getByTestId('plan-step');
    await expect(steps).toHaveCount(4);
    await expect(page).toHaveURL(/[?&]ta=60/);

    // The other language keeps the readings the address holds, and shows the same plan.
    // Each switch is awaited until the page shows the other language: until then (its texts on their way) the page shown is
    // still the previous one, whose switch leads to the language already asked for.
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/en\/water-analysis\?.*ta=60/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water analysis at home');
    await expect(water.getByTestId('plan-step')).toHaveCount(4);
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/fr\/analyse-eau\?.*ta=60/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analyse d’eau à domicile');
    await expect(steps).toHaveCount(4);

    const expected = new Map<string, { title: string; packages: number }>();
    for (const step of await steps.all()) {
      const link = step.getByTestId('step-product');
      const href = (await link.getAttribute('href')) ?? '';
      const packages = Number(/\d+/.exec((await step.getByTestId('step-packages').textContent()) ?? '')?.[0]);
      const title = ((await link.textContent()) ?? '').replace(/ \(.*\)$/, '');
      expected.set(href, { title, packages: (expected.get(href)?.packages ?? 0) + packages });
    }
    const total = [...expected.values()].reduce((sum, line) => sum + line.packages, 0);

    const confirmations = await countItemAdded(page);
    await water.getByRole('button', { name: 'Ajouter les produits au panier' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', String(total), { timeout: 20_000 });
    // The plan's products are one add, confirmed once by the shell's notice that counts them (ADR 0051).
    await expect(page.getByTestId('alert-slider')).toContainText(`${expected.size} articles ajoutés au panier`);
    expect(await confirmations()).toBe(1);

    await page.goto('/fr/panier');
    const cart = page.locator('main [data-remote="checkout"]');
    await expect(cart.getByTestId('cart-line')).toHaveCount(expected.size);
    for (const { title } of expected.values()) await expect(cart.getByTestId('cart-line').filter({ hasText: title })).toHaveCount(1);
  });

  test('with chlorine under its minimum, the plan starts with chlorine and says why (ADR 0051)', async ({ page }) => {
    // The pool: free chlorine 1 ppm ("Bas"), stabilizer 30 (minimum 2, target 4), alkalinity and pH to adjust.
    await page.goto('/fr/analyse-eau?surf=vinyl&v=40000&ph=7.9&ta=60&ch=150&cya=30&fc=1&tc=1&t=26');
    const water = page.locator('main [data-remote="water"]');
    const status = water.locator('[data-field="freeChlorine"]').getByTestId('reading-status');
    await expect(status).toHaveAttribute('data-status', 'low');
    await expect(status).toContainText('Minimum 2, cible 4');
    const steps = water.getByTestId('plan-step');
    await expect(steps).toHaveCount(3);
    expect(await steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-stage')))).toEqual([
      'sanitizer',
      'alkalinity',
      'ph',
    ]);
    await expect(steps.first()).toContainText('Étape 1 Chlore');
    await expect(steps.first()).toContainText('De 1 à 4');
    await expect(steps.first().getByTestId('step-first')).toContainText('En premier : sous 2 ppm');
    await expect(steps.first()).toContainText('Attendez 1 heure avant l’étape suivante.');
    await steps.first().scrollIntoViewIfNeeded();
    await expect(steps.first()).toBeInViewport();
  });

  test('the service page, the chemicals listing and the mega menu lead to it', async ({ page }) => {
    await page.goto('/fr/installation-reparation-entretien');
    await page.locator('main').getByTestId('water-analysis-link').click();
    await expect(page).toHaveURL(/\/fr\/analyse-eau$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analyse d’eau à domicile');

    await page.goto('/fr/boutique/produits-chimiques');
    await expect(page.locator('main').getByTestId('water-analysis-link')).toHaveAttribute('href', '/fr/analyse-eau');

    await page.goto('/en');
    await page.getByTestId('mega-menu-toggle').click();
    const menu = page.getByTestId('mega-menu');
    await menu.getByRole('link', { name: 'Water analysis at home' }).click();
    await expect(page).toHaveURL(/\/en\/water-analysis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water analysis at home');
  });
});
