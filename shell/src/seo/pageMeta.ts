// Owns each page's title, description, canonical and hreflang links, and whether search engines may index it (server and browser
// alike), from what the live release of the page's remote declares (its head, its noindex rule).
import {
  LOCALE_TAGS,
  localizedPath,
  matchPage,
  ownLocales,
  pageDefinition,
  type Locale,
  type PageId,
  type PathParams,
} from '@storefront/contracts';

export const SITE_NAME = 'Piscines Soleil';

interface Text {
  title: string;
  description: string;
}

const NOT_FOUND: Record<Locale, Text> = {
  fr: { title: 'Page introuvable', description: "Désolé la page demandée n'existe pas." },
  en: { title: 'Page not found', description: 'Sorry, the page you asked for does not exist.' },
};

/** Pages kept out of search engines: a visitor's own pages (cart, checkout, saved lists), and what a page declares (search results). */
export function isIndexable(id: PageId, params: PathParams = {}): boolean {
  const page = pageDefinition(id);
  if (!page || page.personal || page.noindex === true) return false;
  return !Object.entries(page.noindex ?? {}).some(([name, values]) => values.includes(params[name] ?? ''));
}

/** Locales in which a page has its own address (the English chemicals page is the English store's). */
export const localesOf = (id: PageId): Locale[] => {
  const page = pageDefinition(id);
  return page ? ownLocales(page) : [];
};

export interface Alternate {
  hrefLang: string;
  href: string;
}

export interface DocumentMeta {
  lang: string;
  title: string;
  description: string;
  canonical: string | null;
  alternates: Alternate[];
  robots: string | null;
  /** The page's structured data as JSON-LD text (usePageJsonLd), where it has any. */
  jsonLd?: string;
}

/** What a page says about its own head: a better title and description (a product's name), its JSON-LD. */
export interface PageOverride {
  title?: string | undefined;
  description?: string | undefined;
  jsonLd?: string | undefined;
}

/** The page's default title and description as its remote declares them (the 404's for no live page). */
function textOf(id: PageId, locale: Locale): Text {
  return pageDefinition(id)?.head[locale] ?? NOT_FOUND[locale];
}

export function pageTitle(id: PageId, locale: Locale, params: PathParams = {}): string {
  const named = pageDefinition(id)?.titleParam;
  const value = named ? params[named.name] : undefined;
  return (named && value && named.titles[value]?.[locale]) ?? textOf(id, locale).title;
}

/** Hreflang links of a page: each locale it exists in, and x-default for the French page. */
export function alternatesOf(id: PageId, params: PathParams, origin: string): Alternate[] {
  const locales = localesOf(id);
  const links = locales.map((locale) => ({ hrefLang: LOCALE_TAGS[locale], href: `${origin}${localizedPath(id, locale, params)}` }));
  return locales.length > 1 ? [...links, { hrefLang: 'x-default', href: `${origin}${localizedPath(id, 'fr', params)}` }] : links;
}

/** The head with what the page itself says (a product's name and description, its JSON-LD), the site's name kept in the title. */
export function withPageOverride(meta: DocumentMeta, override: PageOverride | null): DocumentMeta {
  if (!override) return meta;
  return {
    ...meta,
    title: override.title ? `${override.title} | ${SITE_NAME}` : meta.title,
    description: override.description || meta.description,
    ...(override.jsonLd ? { jsonLd: override.jsonLd } : {}),
  };
}

/** The head of the 404 page: its own title and description, kept out of search engines. */
export function notFoundMeta(locale: Locale): DocumentMeta {
  const text = NOT_FOUND[locale];
  return {
    lang: LOCALE_TAGS[locale],
    title: `${text.title} | ${SITE_NAME}`,
    description: text.description,
    canonical: null,
    alternates: [],
    robots: 'noindex',
  };
}

/** Everything the document's head says about the page at this address. */
export function documentMeta(pathname: string, origin: string, fallbackLocale: Locale): DocumentMeta {
  const match = matchPage(pathname);
  if (!match) return notFoundMeta(fallbackLocale);
  const { id, locale, params } = match;
  const title = id === 'home' ? `${SITE_NAME} | ${textOf(id, locale).title}` : `${pageTitle(id, locale, params)} | ${SITE_NAME}`;
  const indexable = isIndexable(id, params);
  return {
    lang: LOCALE_TAGS[locale],
    title,
    description: textOf(id, locale).description,
    canonical: indexable ? `${origin}${localizedPath(id, locale, params)}` : null,
    alternates: indexable ? alternatesOf(id, params, origin) : [],
    robots: indexable ? null : 'noindex, follow',
  };
}
