// Accessibility of every shell element, in both languages, on a phone and a desktop: axe with the WCAG 2.2 AA rules, one pass per state.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollToFooter } from './support';
import { emit, isPhone, mainNav, shellReady } from './shell-support';

// A first visit, so that the consent banner is part of the page checked.
test.use({ storageState: { cookies: [], origins: [] } });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe on the shell alone: each remote's own region is its team's to check. */
async function violations(page: Page, state: string) {
  // Colours are measured once the panels have finished sliding and fading in.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('[data-remote]').analyze();
  return results.violations.map((v) => `${state}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const TEXT = {
  fr: {
    products: 'Produits',
    services: 'Services',
    productBar: 'Nos produits',
    serviceBar: 'Nos services',
    close: 'Fermer',
    filters: 'Filtrer les produits',
    shop: '/fr/boutique/spas',
  },
  en: {
    products: 'Products',
    services: 'Services',
    productBar: 'Our products',
    serviceBar: 'Our services',
    close: 'Close',
    filters: 'Filter products',
    shop: '/en/store/spas',
  },
} as const;

for (const locale of ['fr', 'en'] as const) {
  test(`shell elements pass axe's WCAG 2.2 AA rules (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const text = TEXT[locale];
    const found: string[] = [];
    await page.goto(`/${locale}`);
    await shellReady(page);
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await emit(page, 'cart:item-added', { lines: [{ variantId: 'v', quantity: 1 }] });
    await expect(page.getByTestId('alert-slider').locator('[data-side]')).toBeVisible();
    await scrollToFooter(page);
    await expect(page.locator('[data-remote="forms"] h2')).toBeVisible();
    // The footer's top just below the sticky bar (the page's scroll padding), as a reader scrolling down has it: wherever the page
    // happened to stop instead, a footer link half under the bar sits under one of the bar's own links, which axe's target-size rule sees.
    await page.getByRole('contentinfo').evaluate((footer) => footer.scrollIntoView({ block: 'start' }));
    found.push(...(await violations(page, 'page, consent banner and alert')));

    await page.getByTestId('mega-menu-toggle').click();
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    found.push(...(await violations(page, 'mega menu')));
    await page.keyboard.press('Escape');

    await mainNav(page, locale).getByRole('button', { name: text.products }).click();
    await expect(page.getByRole('dialog', { name: text.productBar })).toBeVisible();
    found.push(...(await violations(page, 'product bar')));
    await page.keyboard.press('Escape');

    await mainNav(page, locale).getByRole('button', { name: text.services }).click();
    await expect(page.getByRole('dialog', { name: text.serviceBar })).toBeVisible();
    found.push(...(await violations(page, 'service bar')));
    await page.keyboard.press('Escape');

    await page.getByTestId('delivery-toggle').click();
    await expect(page.getByTestId('delivery-modal')).toBeVisible();
    found.push(...(await violations(page, 'delivery modal')));
    await page.keyboard.press('Escape');

    await page.goto(text.shop);
    await shellReady(page);
    if (isPhone(page)) {
      await page.getByTestId('filter-toggle').click();
      await expect(page.getByRole('dialog', { name: text.filters })).toBeVisible();
    } else {
      await expect(page.getByTestId('shop-filters').locator('[data-remote="shop"]')).toBeVisible();
    }
    found.push(...(await violations(page, 'shop layout')));

    await page.goto(`/${locale}/page-inexistante`);
    await expect(page.getByTestId('not-found')).toBeVisible();
    found.push(...(await violations(page, '404')));

    expect(found).toEqual([]);
  });
}
