// The menu that gets out of the way (ADR 0050): the product and service bars and the full-screen menu close when a link in them
// is followed, with the mouse or the keyboard, at 1280 and 390 px; the new page is not dimmed and its heading has the focus.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNav, shellReady } from './shell-support';

// The phone project's device is 412 px wide; the issue was found at 390.
test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
});

type Way = 'mouse' | 'keyboard';

/** Opens a panel from its control: a click, or the focus put on the control and Enter. */
async function openWith(way: Way, opener: Locator) {
  if (way === 'mouse') return opener.click();
  await opener.focus();
  await opener.page().keyboard.press('Enter');
}

/** Follows a link of an open panel: a click, or Tab until the link has the focus, then Enter. */
async function follow(way: Way, panel: Locator, link: Locator) {
  await expect(panel).toBeVisible();
  if (way === 'mouse') return link.click();
  const page = panel.page();
  for (let tabs = 0; tabs < 60 && !(await link.evaluate((element) => element === document.activeElement)); tabs += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

/** No panel, no scrim, no scroll lock: the page answers where the visitor looks, and its heading (or `focused`) has the focus. */
async function expectLandedOn(page: Page, heading: string, focused: Locator = page.locator('main h1')) {
  await expect(page.locator('main h1')).toHaveText(heading);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(focused).toBeFocused();
  await expect(focused).toBeInViewport();
  // Nothing covers the page (the scrim that dimmed it) and nothing holds its scroll (Radix's scroll lock marks the body).
  const covered = await page.evaluate(
    () => !document.querySelector('[data-layout]')!.contains(document.elementFromPoint(innerWidth / 2, innerHeight / 2)),
  );
  expect(covered, 'the page is under an overlay').toBe(false);
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
  // Tab goes on into the page, from the heading.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('contenu')!.contains(document.activeElement))).toBe(true);
}

for (const way of ['mouse', 'keyboard'] as const) {
  test.describe(`with the ${way}`, () => {
    test('a category of the "Produits" bar opens, the bar closes, and the heading has the focus', async ({ page }) => {
      await page.goto('/fr');
      await shellReady(page);
      await openWith(way, mainNav(page).getByRole('button', { name: 'Produits' }));
      const bar = page.getByRole('dialog', { name: 'Nos produits' });
      await follow(way, bar, bar.getByRole('link', { name: 'Produits chimiques' }));
      await expect(page).toHaveURL(/\/fr\/boutique\/produits-chimiques$/);
      await expectLandedOn(page, 'Produits chimiques');
    });

    test('a link of the bar to the page already shown closes the bar too', async ({ page }) => {
      await page.goto('/en/collection/spas');
      await shellReady(page);
      await openWith(way, mainNav(page, 'en').getByRole('button', { name: 'Products' }));
      const bar = page.getByRole('dialog', { name: 'Our products' });
      await follow(way, bar, bar.getByRole('link', { name: 'Spas', exact: true }));
      await expect(page).toHaveURL(/\/en\/collection\/spas$/);
      await expectLandedOn(page, 'Spas');
    });

    test('a link of the "Services" bar opens its page, the bar closes, and the heading has the focus', async ({ page }) => {
      await page.goto('/fr');
      await shellReady(page);
      await openWith(way, mainNav(page).getByRole('button', { name: 'Services' }));
      const bar = page.getByRole('dialog', { name: 'Nos services' });
      await follow(way, bar, bar.getByRole('link', { name: 'Demande de soumission' }));
      await expect(page).toHaveURL(/\/fr\/demande-soumission$/);
      await expectLandedOn(page, 'Demande de soumission');
    });

    test('a service of the "Services" bar leads to its section, which has the focus, in view', async ({ page }) => {
      await page.goto('/fr');
      await shellReady(page);
      await openWith(way, mainNav(page).getByRole('button', { name: 'Services' }));
      const bar = page.getByRole('dialog', { name: 'Nos services' });
      await follow(way, bar, bar.getByRole('link', { name: 'Changement de toile' }));
      await expect(page).toHaveURL(/\/fr\/installation-reparation-entretien#changement-de-toile$/);
      const section = page.locator('section#changement-de-toile');
      await expectLandedOn(page, 'Installation, réparation, entretien', section);
    });

    test('a link of the full-screen menu opens its page, the menu closes, and the heading has the focus', async ({ page }) => {
      await page.goto('/en');
      await shellReady(page);
      await openWith(way, page.getByTestId('mega-menu-toggle'));
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await follow(way, menu, menu.getByRole('link', { name: 'Spas', exact: true }));
      await expect(page).toHaveURL(/\/en\/collection\/spas$/);
      await expectLandedOn(page, 'Spas');
    });
  });
}

test('a link opened in a new tab (Ctrl+click) leaves the bar open', async ({ page, context }) => {
  await page.goto('/fr');
  await shellReady(page);
  await mainNav(page).getByRole('button', { name: 'Produits' }).click();
  const bar = page.getByRole('dialog', { name: 'Nos produits' });
  const opened = context.waitForEvent('page');
  await bar.getByRole('link', { name: 'Spas', exact: true }).click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/fr$/);
});

test('Tab loops round a long bar without leaving the focus out of view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/fr');
  await shellReady(page);
  await mainNav(page).getByRole('button', { name: 'Produits' }).click();
  const bar = page.getByRole('dialog', { name: 'Nos produits' });
  await expect(bar).toBeVisible();
  const close = bar.getByRole('button', { name: 'Fermer' });
  await expect(close).toBeFocused();
  // Forward past the bar's last link (the focus loops to the close control at its top), then back past the close control.
  for (let tabs = 0; tabs < 14; tabs += 1) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toBeInViewport({ ratio: 0.9 });
  }
  for (let tabs = 0; tabs < 14; tabs += 1) {
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).toBeInViewport({ ratio: 0.9 });
  }
});
