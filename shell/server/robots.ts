// Owns robots.txt: crawlers may go everywhere but a visitor's cart, checkout and search results, and are told where the sitemap is.
import { LOCALES, SHOP_SEARCH_CATEGORY, localizedPath } from '@storefront/contracts';

export function robotsTxt(origin: string): string {
  const private_ = LOCALES.flatMap((locale) => [
    localizedPath('cart', locale),
    localizedPath('checkout', locale),
    localizedPath('shopListing', locale, { category: SHOP_SEARCH_CATEGORY }),
  ]);
  return ['User-agent: *', ...private_.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
