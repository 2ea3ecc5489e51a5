// Helpers of the catalogue suite: waiting for a page of the remote, and the page's width check.
import { expect, type Page } from '@playwright/test';

/** Opens a page of the remote in its harness and waits until its loader has answered and it has rendered. */
export async function open(page: Page, path: string, pageId: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator(`main [data-page="${pageId}"]`)).toBeVisible({ timeout: 15_000 });
}

/** No horizontal scrolling at the viewport's width (phone and desktop). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
