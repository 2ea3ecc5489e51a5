// Owns sitemap.xml: every indexable live page in both languages (each value a page allows for its parameters), and the
// published models, shop categories, products and promotions the catalogue has, for those pages when they are live.
import {
  SHOP_SEARCH_CATEGORY,
  localizedPath,
  pageDefinition,
  pageIds,
  type CollectionSlug,
  type PageId,
  type PathParams,
} from '@storefront/contracts';
import { alternatesOf, isIndexable, localesOf, type Alternate } from '../../src/seo/pageMeta';

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

/** The required parameters of a page's patterns (an optional one, `:type?`, may be left out). */
const requiredParams = (id: PageId): string[] => [
  ...new Set(
    Object.values(pageDefinition(id)?.paths ?? {}).flatMap((path) =>
      [...path.matchAll(/:(\w+)(?!\?)(?=\/|$)/g)].map((found) => found[1] as string),
    ),
  ),
];

/** A page whose every required parameter has its allowed values (a collection): each combination is one address. */
function enumerated(id: PageId): PathParams[] | null {
  const names = requiredParams(id);
  const allowed = pageDefinition(id)?.params ?? {};
  if (!names.every((name) => allowed[name])) return null;
  return names.reduce<PathParams[]>(
    (all, name) => all.flatMap((params) => (allowed[name] ?? []).map((value) => ({ ...params, [name]: value }))),
    [{}],
  );
}

/** The catalogue's addresses, each for its page (when that page is live). */
function catalogueAddresses(sources: SitemapSources): { id: PageId; params: PathParams }[] {
  return [
    ...sources.modelPages.map(({ collection, model }) => ({ id: 'collectionModel', params: { collection, model } })),
    ...sources.categoryHandles
      .filter((category) => category !== SHOP_SEARCH_CATEGORY)
      .map((category) => ({ id: 'shopListing', params: { category } })),
    ...sources.productHandles.map((slug) => ({ id: 'productDetail', params: { slug } })),
    ...sources.promotionSlugs.map((slug) => ({ id: 'promotionDetail', params: { slug } })),
  ].filter(({ id }) => pageDefinition(id) !== undefined);
}

function pagesWithParams(sources: SitemapSources): { id: PageId; params: PathParams }[] {
  return [...pageIds().flatMap((id) => (enumerated(id) ?? []).map((params) => ({ id, params }))), ...catalogueAddresses(sources)];
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
