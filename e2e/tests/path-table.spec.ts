// Every page of the live path table, in both languages, answers 200 from the remote that declares it (the desktop only: the
// server sends the same page to every viewport).
import { expect, test } from './fixtures';
import { localizedPath, pageDefinition, pageIds, type Locale } from '@storefront/contracts';
import { productToBuy, useLivePages } from './support';

for (const locale of ['fr', 'en'] as Locale[]) {
  test(`every page of the path table is served by its remote in ${locale}`, async ({ page }) => {
    // Detail pages answer 404 for unknown items (their loaders say so), so each is asked for an item the seed has.
    const product = (await productToBuy()).handle;
    const paramsOf = (id: string) => ({
      slug: id === 'promotionDetail' ? 'spas-harmonie' : product,
      collection: 'spas',
      category: 'spas',
      model: 'harmonie-h7',
    });
    // The live table: the pages the site's releases declare, as the shell reads them from the pointer.
    await useLivePages();
    for (const id of pageIds()) {
      const path = localizedPath(id, locale, paramsOf(id));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const remote = locale === 'en' && pageDefinition(id)?.enFallsBackTo ? 'shop' : pageDefinition(id)?.remote;
      await expect(page.locator(`main [data-remote="${remote}"]`), path).toBeVisible();
      await expect(page.getByTestId('not-found'), path).toHaveCount(0);
    }
  });
}
