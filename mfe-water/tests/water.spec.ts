// The water analysis in its harness, in both languages, on a phone and a desktop: statuses and ranges as the readings are
// typed, refusals, the plan with the store's products, the cart's commands, the address, the history and axe.
import { test, type Page } from '@playwright/test';
import { expect, expectAxeClean, expectNoHorizontalScroll, field, fieldBlock, openAnalysis, takeCommands, type Lang } from './support';

const LABELS = {
  fr: {
    surface: 'Revêtement',
    volume: 'Volume',
    ph: 'pH',
    alkalinity: 'Alcalinité totale',
    calcium: 'Dureté calcique',
    cyanuricAcid: 'Acide cyanurique (stabilisant)',
    freeChlorine: 'Chlore libre',
    totalChlorine: 'Chlore total',
    temperature: 'Température de l’eau',
    high: 'Élevé',
    low: 'Bas',
    phRange: 'Recommandé : 7,2 à 7,8',
    phRefused: 'Le pH doit être entre 0 et 14.',
    negative: 'Une concentration ne peut pas être négative.',
    freeAboveTotal: 'Le chlore libre ne peut pas dépasser le chlore total.',
    add: 'Ajouter les produits au panier',
    newAnalysis: 'Nouvelle analyse',
    plan: 'Plan de traitement',
    product: /^\/fr\/produits\/[\w-]+$/,
    fcHint: 'Minimum 2, cible 4, choc 12',
    fcChange: 'De 1 à 4',
    first: 'En premier : sous 2 ppm, le chlore ne désinfecte plus assez l’eau. Les autres réglages peuvent attendre, pas le chlore.',
    combinedOk: '0,5 ppm ou moins : aucune chloration choc nécessaire.',
    slightlyAggressive: 'Votre eau est légèrement agressive : ',
    indices: 'Les indices, pour les curieux',
  },
  en: {
    surface: 'Surface',
    volume: 'Volume',
    ph: 'pH',
    alkalinity: 'Total alkalinity',
    calcium: 'Calcium hardness',
    cyanuricAcid: 'Cyanuric acid (stabilizer)',
    freeChlorine: 'Free chlorine',
    totalChlorine: 'Total chlorine',
    temperature: 'Water temperature',
    high: 'High',
    low: 'Low',
    phRange: 'Recommended: 7.2 to 7.8',
    phRefused: 'pH must be between 0 and 14.',
    negative: 'A concentration cannot be negative.',
    freeAboveTotal: 'Free chlorine cannot be above total chlorine.',
    add: 'Add the products to the cart',
    newAnalysis: 'New analysis',
    plan: 'Treatment plan',
    product: /^\/en\/produits\/[\w-]+$/,
    fcHint: 'Minimum 2, target 4, shock 12',
    fcChange: 'From 1 to 4',
    first: 'First: under 2 ppm, chlorine no longer keeps the water safe. The other adjustments can wait; chlorine cannot.',
    combinedOk: '0.5 ppm or less: no shock needed.',
    slightlyAggressive: 'Your water is slightly aggressive: ',
    indices: 'The indices, for the curious',
  },
} as const;

/** A vinyl pool out of balance: low alkalinity and stabilizer, high pH, chloramines (a shock). */
async function fillUnbalancedPool(page: Page, lang: Lang) {
  const l = LABELS[lang];
  await page.getByLabel(l.surface).selectOption('vinyl');
  await field(page, l.volume).fill('40000');
  await field(page, l.ph).fill(lang === 'fr' ? '7,9' : '7.9');
  await field(page, l.alkalinity).fill('60');
  await field(page, l.calcium).fill('150');
  await field(page, l.cyanuricAcid).fill('20');
  await field(page, l.freeChlorine).fill('0.5');
  await field(page, l.totalChlorine).fill('1.5');
  await field(page, l.temperature).fill('26');
}

// Free chlorine 0.5 is under its minimum (2 for CYA 20): the shock comes first, then the note's order (ADR 0051).
const STAGES = ['sanitizer', 'alkalinity', 'ph', 'stabilizer'];

for (const lang of ['fr', 'en'] as const) {
  const l = LABELS[lang];
  test.describe(`water analysis (${lang})`, () => {
    test('each reading shows its status and range as it is typed, and the plan follows', async ({ page }) => {
      await openAnalysis(page, lang);
      await field(page, l.ph).fill('7.9');
      const ph = fieldBlock(page, 'ph').getByTestId('reading-status');
      await expect(ph).toHaveAttribute('data-status', 'high');
      await expect(ph).toContainText(l.high);
      await expect(ph).toContainText(l.phRange);
      await fillUnbalancedPool(page, lang);
      await expect(fieldBlock(page, 'alkalinity').getByTestId('reading-status')).toHaveAttribute('data-status', 'low');
      await expect(fieldBlock(page, 'calcium').getByTestId('reading-status')).toHaveAttribute('data-status', 'ok');
      await expect(fieldBlock(page, 'totalChlorine').getByTestId('combined-chlorine')).toHaveAttribute('data-status', 'high');
      await expect(page.getByTestId('csi')).toHaveText(/^[+−-]?\d+(?:[,.]\d+)?$/);
      await expect(page.getByTestId('saturation')).toHaveAttribute('data-band', /corrosive|balanced|scaling/);

      const steps = page.getByTestId('plan-step');
      await expect(steps).toHaveCount(STAGES.length);
      expect(await steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-stage')))).toEqual(STAGES);
      // Each step names a product of the store, linked to its page, with an amount and whole packages.
      for (const step of await steps.all()) {
        await expect(step.getByTestId('step-product')).toHaveAttribute('href', l.product);
        await expect(step.getByTestId('step-dose')).toContainText(/\d+(?:[,.]\d+)? (g|kg|mL|L)/);
        await expect(step.getByTestId('step-packages')).toHaveText(/^[1-9]\d* /);
      }
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page);
    });

    test('impossible values are refused in words and left out of the results', async ({ page }) => {
      await openAnalysis(page, lang);
      await field(page, l.ph).fill('15');
      await expect(fieldBlock(page, 'ph').getByTestId('field-error')).toHaveText(l.phRefused);
      await expect(field(page, l.ph)).toHaveAttribute('aria-invalid', 'true');
      await expect(fieldBlock(page, 'ph').getByTestId('reading-status')).toHaveCount(0);
      await field(page, l.alkalinity).fill('-10');
      await expect(fieldBlock(page, 'alkalinity').getByTestId('field-error')).toHaveText(l.negative);
      await field(page, l.freeChlorine).fill('5');
      await field(page, l.totalChlorine).fill('2');
      await expect(fieldBlock(page, 'freeChlorine').getByTestId('field-error')).toHaveText(l.freeAboveTotal);
      await field(page, l.totalChlorine).fill('6');
      await expect(fieldBlock(page, 'freeChlorine').getByTestId('field-error')).toHaveCount(0);
      await expectAxeClean(page);
    });

    test('low chlorine comes first in the plan and says why; the target beside the reading is the plan’s', async ({ page }) => {
      await openAnalysis(page, lang, '?surf=vinyl&v=40000&ph=7.9&ta=60&ch=150&cya=30&fc=1&tc=1&t=26');
      const status = fieldBlock(page, 'freeChlorine').getByTestId('reading-status');
      await expect(status).toHaveAttribute('data-status', 'low');
      await expect(status).toContainText(l.fcHint);
      const steps = page.getByTestId('plan-step');
      expect(await steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-stage')))).toEqual([
        'sanitizer',
        'alkalinity',
        'ph',
      ]);
      await expect(steps.first()).toHaveAttribute('data-first', 'true');
      await expect(steps.first().getByTestId('step-first')).toHaveText(l.first);
      await expect(steps.first()).toContainText(l.fcChange);
      await expectAxeClean(page);
    });

    test('0.5 ppm of combined chlorine is no shock, in the badge and in the words', async ({ page }) => {
      await openAnalysis(page, lang, '?surf=vinyl&cya=40&fc=3&tc=3.5');
      const combined = fieldBlock(page, 'totalChlorine').getByTestId('combined-chlorine');
      await expect(combined).toHaveAttribute('data-status', 'ok');
      await expect(combined).toContainText(l.combinedOk);
      await field(page, l.totalChlorine).fill(lang === 'fr' ? '3,6' : '3.6');
      await expect(combined).toHaveAttribute('data-status', 'high');
    });

    test('the saturation is one plain sentence, the indices folded for the curious', async ({ page }) => {
      await openAnalysis(page, lang, '?surf=vinyl&ph=7.2&ta=80&ch=300&cya=40&t=20');
      await expect(page.getByTestId('saturation')).toHaveAttribute('data-level', 'slightly-aggressive');
      await expect(page.getByTestId('saturation-sentence')).toContainText(l.slightlyAggressive);
      await expect(page.getByTestId('csi')).toBeHidden();
      await page.getByText(l.indices).click();
      await expect(page.getByTestId('csi')).toBeVisible();
      await expect(page.getByTestId('lsi')).toBeVisible();
      await expectAxeClean(page);
    });

    test('the cart button sends every product of the plan to the cart in one add, packages rounded up', async ({ page }) => {
      await openAnalysis(page, lang);
      await fillUnbalancedPool(page, lang);
      await expect(page.getByTestId('plan-step')).toHaveCount(STAGES.length);
      const packages = new Map<string, number>();
      for (const step of await page.getByTestId('plan-step').all()) {
        const href = (await step.getByTestId('step-product').getAttribute('href')) ?? '';
        const count = Number(/\d+/.exec((await step.getByTestId('step-packages').textContent()) ?? '')?.[0]);
        packages.set(href, (packages.get(href) ?? 0) + count);
      }
      await page.getByRole('button', { name: l.add }).click();
      // One add for the whole plan, so that the shell confirms it once ("4 articles ajoutés au panier"), not once per product.
      expect(await takeCommands(page, 'cart:add')).toHaveLength(0);
      const [add, ...more] = (await takeCommands(page, 'cart:add-lines')) as { lines: { variantId: string; quantity: number }[] }[];
      expect(more).toHaveLength(0);
      const commands = add?.lines ?? [];
      await expect(page.getByTestId('cart-notice')).toHaveCount(0);
      expect(commands).toHaveLength(packages.size);
      expect(commands.every((c) => c.variantId.startsWith('gid://shopify/ProductVariant/') && Number.isInteger(c.quantity))).toBe(true);
      expect(commands.reduce((sum, c) => sum + c.quantity, 0)).toBe([...packages.values()].reduce((a, b) => a + b, 0));
    });

    test('the readings live in the address: a shared address shows the same analysis', async ({ page }) => {
      await openAnalysis(page, lang);
      await fillUnbalancedPool(page, lang);
      await expect(page).toHaveURL(/[?&]ph=7[.,%2C]+9/);
      await expect(page).toHaveURL(/[?&]ta=60(&|$)/);
      const shared = page.url();
      const csi = await page.getByTestId('csi').textContent();
      const other = await page.context().newPage();
      await other.goto(shared);
      await expect(field(other, l.alkalinity)).toHaveValue('60');
      await expect(other.getByLabel(l.surface)).toHaveValue('vinyl');
      await expect(other.getByTestId('csi')).toHaveText(csi ?? '');
      await expect(other.getByTestId('plan-step')).toHaveCount(STAGES.length);
      // Nothing personal: only the declared reading parameters.
      expect([...new URL(shared).searchParams.keys()].every((key) => /^[a-z]{1,5}$/.test(key))).toBe(true);
    });

    test('the last analyses are kept in the browser and reopen', async ({ page }) => {
      await openAnalysis(page, lang);
      await field(page, l.ph).fill('7.9');
      await expect(page.getByTestId('history-entry')).toHaveCount(1);
      await page.getByRole('button', { name: l.newAnalysis }).click();
      await expect(field(page, l.ph)).toHaveValue('');
      await field(page, l.alkalinity).fill('60');
      await expect(page.getByTestId('history-entry')).toHaveCount(2);
      await page.reload();
      await expect(page.getByTestId('history-entry')).toHaveCount(2);
      // The oldest is last: it had only the pH.
      await page.getByTestId('history-entry').last().click();
      await expect(field(page, l.ph)).toHaveValue('7.9');
      await expect(field(page, l.alkalinity)).toHaveValue('');
      await expect(page).toHaveURL(/[?&]ph=7\.9$/);
    });
  });
}

test('a step whose product is out of stock says so and offers the store’s phone, and is not sent to the cart', async ({ page }) => {
  await openAnalysis(page, 'fr', '?surf=plaster&v=40000&ph=7.5&ta=90&ch=100&cya=40&fc=5&tc=5');
  const calcium = page.locator('[data-testid="plan-step"][data-stage="calcium"]');
  await expect(calcium.getByTestId('step-unavailable')).toContainText('est en rupture de stock.');
  await expect(calcium.getByTestId('step-product')).toHaveAttribute('href', /^\/fr\/produits\/[\w-]+$/);
  await expect(calcium.getByTestId('step-phone')).toHaveText('Appelez-nous au 450 555-0123');
  await expect(calcium.getByTestId('step-phone')).toHaveAttribute('href', 'tel:4505550123');
  // The amount is still given, for the product at its reference strength.
  await expect(calcium.getByTestId('step-unavailable')).toContainText(/Quantité\s: [\d\s ]+ g \(chlorure de calcium à 100 %\)/);
  await expect(page.getByTestId('add-plan-to-cart')).toHaveCount(0);
  await expectAxeClean(page);
});

test('six analyses keep the last five', async ({ page }) => {
  await openAnalysis(page, 'fr');
  for (const ph of ['7.0', '7.1', '7.2', '7.3', '7.4', '7.5']) {
    await page.getByRole('button', { name: 'Nouvelle analyse' }).click();
    await field(page, 'pH').fill(ph);
    await expect(page.getByTestId('history-entry').first()).toHaveAttribute('href', `?ph=${ph}`);
  }
  await expect(page.getByTestId('history-entry')).toHaveCount(5);
  await expect(page.getByTestId('history-entry').last()).toHaveAttribute('href', '?ph=7.1');
});
