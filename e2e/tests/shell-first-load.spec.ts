// What the shell's first load leaves for later (issue 48): code only a visitor who uses the page needs waits for their first move.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shellReady } from './shell-support';
import { originOf, scrollToFooter } from './support';

/**
 * The shell's chunks the page has asked for among those that wait for a visitor: the layout's panels and the dialog's Radix
 * code (shell/src/layout/DeferredPanels.tsx and shared/ui's DialogPanel.tsx name them).
 */
const deferredRequested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) => /\/static\/js\/async\/(panels|dialog)\.[^/]*\.js$/.exec(entry.name)?.[1] ?? [])
      .sort(),
  );

test("the layout's panels and dialog load at the visitor's first move, not with the page", async ({ page }) => {
  await page.goto('/fr');
  await shellReady(page);
  // Longer than the idle deadline they used to load at (3 s): a page nobody uses never asks for them.
  await page.waitForTimeout(4000);
  expect(await deferredRequested(page)).toEqual([]);
  await page.mouse.move(20, 300);
  await expect.poll(() => deferredRequested(page)).toEqual(['dialog', 'panels']);
  await page.getByTestId('mega-menu-toggle').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

/** The page's layout shifts so far, each with what moved (as Chromium's layout-shift entries name it). */
const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        const found: { value: number; moved: string[] }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
            found.push({
              value: entry.value,
              moved: entry.sources.map((source) => (source.node as Element | undefined)?.closest?.('footer, [data-slot]')?.tagName ?? ''),
            });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 100);
      }),
  );

test("the newsletter block is in the server's page, in its place: its code waits for the visitor to near it, and nothing moves when it comes", async ({
  page,
}) => {
  const forms: string[] = [];
  page.on('request', (request) => void (request.url().startsWith(originOf('forms')) && forms.push(request.url())));
  const block = page.getByTestId('newsletter-block');
  // A long page: the block is there from the server on, and its code is not asked for while the visitor reads the top.
  await page.goto('/fr');
  await shellReady(page);
  await expect(block).toBeAttached();
  await page.waitForTimeout(1000);
  expect(forms).toEqual([]);
  // A page moves on while the block waits for its code (a block left to hydrate later would hold up every navigation).
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Boutique' }).click();
  await expect(page.locator('main [data-remote="shop"]').getByRole('heading', { level: 1 })).toHaveText('Boutique');
  await scrollToFooter(page);
  await expect(block.locator('form')).toHaveAttribute('data-hydrated', 'true');

  // A short page, its footer in view: the block comes with the page, its code at the visitor's first move (a page nobody uses,
  // like a measuring tool's, never asks for it), and it takes the HTML's place unmoved.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    forms.length = 0;
    await page.goto('/fr/panier');
    await shellReady(page);
    await page.waitForTimeout(1000);
    expect(forms, `at ${width} px`).toEqual([]);
    await page.mouse.move(20, 300);
    await expect(block.locator('form')).toHaveAttribute('data-hydrated', 'true');
    // Inserted after hydration, the block pushed the footer out of view: 0.039 at 390 px, 0.070 at 1280 px. What is left is the
    // text settling in its font (a few pixels, under 0.001).
    const moved = (await shifts(page)).filter((shift) => shift.moved.some((name) => name !== ''));
    expect(
      moved.reduce((sum, shift) => sum + shift.value, 0),
      `at ${width} px`,
    ).toBeLessThan(0.002);
  }
});

test("what a visitor types in the newsletter's server HTML before its code comes stays typed, and focused, when the code takes over", async ({
  page,
}) => {
  // The forms remote's code held back, so the visitor is quicker than it.
  await page.route(`${originOf('forms')}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const block = page.getByTestId('newsletter-block');
  await page.goto('/fr/panier');
  await shellReady(page);
  const email = block.getByRole('textbox');
  await block.getByRole('checkbox').check();
  await email.click();
  await email.pressSequentially('marie@exemple.ca');
  await expect(block.locator('form')).toHaveAttribute('data-hydrated', 'false');
  await expect(block.locator('form')).toHaveAttribute('data-hydrated', 'true');
  await expect(email).toHaveValue('marie@exemple.ca');
  await expect(block.getByRole('checkbox')).toBeChecked();
  await expect(email).toBeFocused();
});
