// Accessibility of every catalogue page, in both languages, on a phone and a desktop: axe with the WCAG 2.2 AA rules, on the remote's own region.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { open } from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PAGES: { path: string; id: string }[] = [
  { path: 'HOME', id: 'home' },
  { path: '/collection/piscines-hors-terre', id: 'collection' },
  { path: '/collection/spas', id: 'collection' },
  { path: '/collection/mobilier-exterieur', id: 'collection' },
  { path: '/collection/spas/harmonie-h7', id: 'collectionModel' },
  { path: '/collection/piscines-creusees/forme-libre-lagon', id: 'collectionModel' },
  // A configured pool: chosen cards, extra lines in the summary, the safety notice.
  { path: '/collection/piscines-hors-terre/riviera-ronde-24-pi?forme=ovale&escalier=escalier-d-angle', id: 'collectionModel' },
  { path: '/installation-reparation-entretien', id: 'service' },
  { path: '/promotions', id: 'promotions' },
  { path: '/promotions/circulaire-de-l-automne', id: 'promotionDetail' },
  { path: '/promotions/circulaire-de-l-ete', id: 'promotionDetail' },
  { path: '/conseils-video', id: 'videoAdvice' },
  { path: '/espace-client', id: 'customerArea' },
  { path: '/politiques-confidentialite', id: 'privacyPolicy' },
  { path: '/conditions-achat-en-ligne', id: 'purchaseConditions' },
  { path: '/conditions-generales', id: 'generalConditions' },
  { path: '/politiques-cookie', id: 'cookiePolicy' },
];

for (const locale of ['fr', 'en'] as const) {
  test(`every catalogue page passes axe's WCAG 2.2 AA rules (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const entry of PAGES) {
      const path = entry.path === 'HOME' ? `/${locale}` : `/${locale}${entry.path}`;
      await open(page, path, entry.id);
      // Open the collapsible lists, so their content is checked too.
      for (const summary of await page.locator('main details summary').all()) await summary.click();
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      const results = await new AxeBuilder({ page }).withTags(TAGS).include('main').analyze();
      found.push(...results.violations.map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    }
    expect(found).toEqual([]);
  });
}
