// Owns robots.txt: crawlers may go everywhere but the pages the live releases keep out of search engines (a visitor's own pages,
// search results), and are told where the sitemap is.
import { LOCALES, localizedPath, pageDefinition, pageIds, type PageId } from '@storefront/contracts';

/** The addresses a page is kept out of search engines at: all of it when personal, else the parameter values it names. */
function privatePaths(id: PageId): string[] {
  const page = pageDefinition(id);
  if (!page) return [];
  if (page.personal || page.noindex === true) return LOCALES.map((locale) => localizedPath(id, locale));
  return Object.entries(page.noindex ?? {}).flatMap(([name, values]) =>
    values.flatMap((value) => LOCALES.map((locale) => localizedPath(id, locale, { [name]: value }))),
  );
}

export function robotsTxt(origin: string): string {
  const private_ = [...new Set(pageIds().flatMap(privatePaths))];
  return ['User-agent: *', ...private_.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
