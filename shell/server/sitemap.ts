// Owns sitemap.xml: every indexable route in both languages, every collection, published model, shop category, product and promotion page.
import {
  COLLECTION_SLUGS,
  PAGE_IDS,
  SHOP_SEARCH_CATEGORY,
  localizedPath,
  pageDefinition,
  type CollectionSlug,
  type PageId,
  type PathParams,
} from '@storefront/contracts';
import { alternatesOf, isIndexable, localesOf, type Alternate } from '../src/seo/pageMeta';

/** What the catalogue adds to the fixed routes; any list may be empty when its source could not be reached. */
export interface SitemapSources {
  productHandles: readonly string[];
  categoryHandles: readonly string[];
  promotionSlugs: readonly string[];
  /** The published models of the collections, each at /{lang}/collection/{collection}/{model}. */
  modelPages: readonly ModelPage[];
}

export interface ModelPage {
  collection: CollectionSlug;
  model: string;
}

export interface SitemapEntry {
  loc: string;
  alternates: Alternate[];
}

const isStatic = (id: PageId) => !Object.values(pageDefinition(id).paths).some((path) => path.includes(':'));

function pagesWithParams(sources: SitemapSources): { id: PageId; params: PathParams }[] {
  return [
    ...PAGE_IDS.filter(isStatic).map((id) => ({ id, params: {} })),
    ...COLLECTION_SLUGS.map((collection) => ({ id: 'collection' as const, params: { collection } })),
    ...sources.modelPages.map(({ collection, model }) => ({ id: 'collectionModel' as const, params: { collection, model } })),
    ...sources.categoryHandles.filter((category) => category !== SHOP_SEARCH_CATEGORY).map((category) => ({ id: 'shopListing' as const, params: { category } })),
    ...sources.productHandles.map((slug) => ({ id: 'productDetail' as const, params: { slug } })),
    ...sources.promotionSlugs.map((slug) => ({ id: 'promotionDetail' as const, params: { slug } })),
  ];
}

/** One entry per address, each with its hreflang alternates; pages kept out of search engines are left out. */
export function sitemapEntries(origin: string, sources: SitemapSources): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const { id, params } of pagesWithParams(sources)) {
    if (!isIndexable(id, params)) continue;
    const alternates = alternatesOf(id, params, origin);
    for (const locale of localesOf(id)) {
      const loc = `${origin}${localizedPath(id, locale, params)}`;
      if (seen.has(loc)) continue;
      seen.add(loc);
      entries.push({ loc, alternates });
    }
  }
  return entries;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`);
    return ['  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
