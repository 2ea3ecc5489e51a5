// Owns robots.txt: crawlers may go everywhere but a visitor's own pages (cart, checkout, saved lists) and search results, and are told where the sitemap is.
import { LOCALES, PAGE_IDS, SHOP_SEARCH_CATEGORY, localizedPath, pageDefinition } from '@storefront/contracts';

export function robotsTxt(origin: string): string {
  const personal = PAGE_IDS.filter((id) => pageDefinition(id).personal);
  const private_ = LOCALES.flatMap((locale) => [
    ...personal.map((id) => localizedPath(id, locale)),
    localizedPath('shopListing', locale, { category: SHOP_SEARCH_CATEGORY }),
  ]);
  return ['User-agent: *', ...private_.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
