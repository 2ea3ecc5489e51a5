// What the shell's first load leaves for later (issue 48): code only a visitor who uses the page needs waits for their first move.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shellReady } from './shell-support';

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
