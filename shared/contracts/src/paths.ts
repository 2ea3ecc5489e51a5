// Owns the live fr/en path table: the pages each remote's live release declares (src/pages.ts of the remote, carried by its
// manifest and the release pointer), filled at run time by the shell, read by the shell and every remote through this singleton.
import { generatePath, matchPath } from 'react-router';
import { LOCALES, type Locale } from './locale';

/** A remote's name: any remote a release names in the pointer (ADR 0034); the checkout's own are its mfe-* folders (ADR 0038). */
export type RemoteName = string;

export const COLLECTION_SLUGS = [
  'piscines-hors-terre',
  'piscines-creusees',
  'piscines-semi-creusees',
  'spas',
  'mobilier-exterieur',
] as const;
export type CollectionSlug = (typeof COLLECTION_SLUGS)[number];

/** The pages the four remotes of today declare: names other remotes link to (any other declared page works the same). */
export type KnownPageId =
  | 'home'
  | 'service'
  | 'customerArea'
  | 'videoAdvice'
  | 'promotions'
  | 'promotionDetail'
  | 'privacyPolicy'
  | 'purchaseConditions'
  | 'generalConditions'
  | 'cookiePolicy'
  | 'collection'
  | 'collectionModel'
  | 'careers'
  | 'quoteRequest'
  | 'financingRequest'
  | 'videoConferenceRequest'
  | 'contact'
  | 'customerExperience'
  | 'shop'
  | 'chemicals'
  | 'onlinePurchase'
  | 'shopListing'
  | 'productDetail'
  | 'wishlist'
  | 'compare'
  | 'cart'
  | 'checkout'
  | 'waterAnalysis'
  | 'serviceBooking';
/** A page's name: the known ones are offered by the editor, a page a newer release declares is a string like them. */
export type PageId = KnownPageId | (string & {});

export interface PageText {
  title: string;
  description: string;
}

/** What a remote declares of one of its pages (its src/pages.ts); the shell builds every table from these. */
export interface PageDeclaration {
  id: PageId;
  /** react-router path pattern per locale. */
  paths: Record<Locale, string>;
  /** Allowed values of a path parameter; any other value is a 404. */
  params?: Record<string, readonly string[]>;
  /** The page whose English path this page shares (spec: "English falls back to /en/store"). */
  enFallsBackTo?: PageId;
  /**
   * The page shows the visitor's own data (their cart, their saved lists), which only their browser has: the server renders
   * its frame, never caches it, and search engines are kept out.
   */
  personal?: true;
  /**
   * The query parameters the page's loader reads (the shop list's keyword, budget and number of pages shown). A server's
   * HTML cache keys a page on its path and these; any other parameter changes nothing the server renders.
   */
  query?: readonly string[];
  /** 'shared' (the default): public HTML a cache may keep; 'private': never kept (a form, a page about the visitor). */
  cache?: 'shared' | 'private';
  /** Kept out of search engines (and the sitemap): always, or when a parameter has one of these values (search results). */
  noindex?: true | Record<string, readonly string[]>;
  /** The page's default title and description in each locale (a page may give better ones while it renders). */
  head: Record<Locale, PageText>;
  /** A parameter whose value names the page (a collection, a category): its title in each locale, by value. */
  titleParam?: { name: string; titles: Record<string, Record<Locale, string>> };
}

export interface PageDefinition extends PageDeclaration {
  remote: RemoteName;
}

/** The live releases' declarations, by remote. */
export type LivePages = Record<RemoteName, readonly PageDeclaration[]>;

export type PathParams = Record<string, string | undefined>;

export interface PageMatch {
  id: PageId;
  locale: Locale;
  params: PathParams;
}

const trimmed = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** The locales in which a page has a path of its own (the English chemicals page is the English store's). */
export const ownLocales = (page: Pick<PageDeclaration, 'enFallsBackTo'>): Locale[] =>
  LOCALES.filter((locale) => !(locale === 'en' && page.enFallsBackTo));

/** A remote's pages in a locale with their route patterns (pages that fall back to another page's path are left out). */
export function routesOfPages(pages: readonly PageDeclaration[], locale: Locale): { id: PageId; path: string }[] {
  return pages.filter((page) => ownLocales(page).includes(locale)).map((page) => ({ id: page.id, path: trimmed(page.paths[locale]) }));
}

/** Where two remotes' (or one remote's) pages cannot both be live: the same page name, or the same path in the same locale. */
export interface PageClash {
  kind: 'id' | 'path';
  /** The page name, or the path pattern. */
  what: string;
  locale?: Locale;
  remotes: [RemoteName, RemoteName];
  pages: [PageId, PageId];
}

/** Parameter names do not tell two patterns apart: /fr/x/:a and /fr/x/:b match the same addresses. */
const patternShape = (pattern: string) => trimmed(pattern).replace(/:[^/?]+/g, ':');

/** Every clash in a set of declarations (the release tool refuses a release that makes one; the shell keeps the first). */
export function pageClashes(live: LivePages): PageClash[] {
  const clashes: PageClash[] = [];
  const ids = new Map<string, { remote: RemoteName; id: PageId }>();
  const paths = new Map<string, { remote: RemoteName; id: PageId; pattern: string }>();
  for (const [remote, pages] of Object.entries(live)) {
    for (const page of pages) {
      const sameId = ids.get(page.id);
      if (sameId) clashes.push({ kind: 'id', what: page.id, remotes: [sameId.remote, remote], pages: [sameId.id, page.id] });
      else ids.set(page.id, { remote, id: page.id });
      for (const locale of ownLocales(page)) {
        const key = `${locale} ${patternShape(page.paths[locale])}`;
        const samePath = paths.get(key);
        if (samePath)
          clashes.push({ kind: 'path', what: samePath.pattern, locale, remotes: [samePath.remote, remote], pages: [samePath.id, page.id] });
        else paths.set(key, { remote, id: page.id, pattern: trimmed(page.paths[locale]) });
      }
    }
  }
  return clashes;
}

export function describeClash(clash: PageClash): string {
  const [a, b] = clash.remotes;
  return clash.kind === 'id'
    ? `the page "${clash.what}" is declared by ${a} and by ${b}`
    : `${clash.what} (${clash.locale}) is ${a}'s page "${clash.pages[0]}" and ${b}'s page "${clash.pages[1]}"`;
}

interface Table {
  source: LivePages;
  pages: Map<string, PageDefinition>;
  order: { id: PageId; locale: Locale; pattern: string; dynamic: number }[];
}

function tableOf(live: LivePages): Table {
  const pages = new Map<string, PageDefinition>();
  const taken = new Set<string>();
  for (const [remote, declared] of Object.entries(live)) {
    for (const page of declared) {
      // A clash the release tool would refuse (a pointer written by hand): the first remote keeps the page, as with routes.
      const keys = ownLocales(page).map((locale) => `${locale} ${patternShape(page.paths[locale])}`);
      if (pages.has(page.id) || keys.some((key) => taken.has(key))) continue;
      keys.forEach((key) => taken.add(key));
      pages.set(page.id, { ...page, remote });
    }
  }
  // Static patterns outrank dynamic ones, as in react-router, so /fr/boutique/achat-en-ligne is not a category.
  const order = LOCALES.flatMap((locale) =>
    [...pages.values()]
      .filter((page) => ownLocales(page).includes(locale))
      .map((page) => {
        const pattern = trimmed(page.paths[locale]);
        return { id: page.id, locale, pattern, dynamic: (pattern.match(/:/g) ?? []).length };
      }),
  ).sort((a, b) => a.dynamic - b.dynamic);
  return { source: live, pages, order };
}

let table: Table = tableOf({});
let tableKey = '{}';

/**
 * Makes these the live pages (the shell, at each pointer it reads; a remote's harness, with its own). Cheap when nothing changed,
 * so it is called on every request.
 */
export function setLivePages(live: LivePages): void {
  if (live === table.source) return;
  const key = JSON.stringify(live);
  if (key === tableKey) return;
  table = tableOf(live);
  tableKey = key;
}

/** The live pages: what the shell last set. */
export function livePages(): LivePages {
  return table.source;
}

/** Every live page's name. */
export function pageIds(): PageId[] {
  return [...table.pages.keys()];
}

/** A live page, or undefined when no live release declares it. */
export function pageDefinition(id: PageId): PageDefinition | undefined {
  return table.pages.get(id);
}

/** The route pattern react-router matches for a page (a trailing slash is not part of a pattern); null for no live page. */
export function routePattern(id: PageId, locale: Locale): string | null {
  const page = pageDefinition(id);
  return page ? trimmed(page.paths[locale]) : null;
}

/** Live pages a remote owns, each with its own path in the locale. */
export function pagesOfRemote(remote: RemoteName, locale: Locale): { id: PageId; path: string }[] {
  return routesOfPages(
    [...table.pages.values()].filter((page) => page.remote === remote),
    locale,
  );
}

/**
 * Builds the address of a page in a locale. A page no live release declares (its remote not released yet, or a release that
 * dropped it) is the locale's home address: a link to it goes somewhere real, never throws. A remote that is down keeps its
 * pages (they come with the pointer), so a link to one reaches its page and the page's region says it is unavailable.
 */
export function localizedPath(id: PageId, locale: Locale, params: PathParams = {}): string {
  const page = pageDefinition(id);
  if (!page) return `/${locale}`;
  if (locale === 'en' && page.enFallsBackTo) return localizedPath(page.enFallsBackTo, 'en');
  const pattern = page.paths[locale];
  const path = generatePath(trimmed(pattern), params as Record<string, string>);
  return pattern.endsWith('/') && !path.endsWith('/') ? `${path}/` : path;
}

/** Finds the page an address shows, or null when the address is no live page (a 404). */
export function matchPage(pathname: string): PageMatch | null {
  const path = trimmed(pathname);
  for (const entry of table.order) {
    const match = matchPath({ path: entry.pattern, end: true }, path);
    if (!match) continue;
    const allowed = pageDefinition(entry.id)?.params;
    const params = match.params as PathParams;
    if (allowed && Object.entries(allowed).some(([key, values]) => !values.includes(params[key] ?? ''))) {
      return null;
    }
    return { id: entry.id, locale: entry.locale, params };
  }
  return null;
}

/** The remote whose page an address is, or null. */
export function remoteOfPath(pathname: string): RemoteName | null {
  const match = matchPage(pathname);
  return match ? (pageDefinition(match.id)?.remote ?? null) : null;
}

/** The locale an address is in, from its first segment, or null. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return LOCALES.find((l) => l === first) ?? null;
}

/** The same page in the other language; the home page of that language when the address is no page. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  const match = matchPage(pathname);
  if (!match) return localizedPath('home', to);
  // /en/store stands for both the shop and the chemicals page; French speakers of /en/store get /fr/boutique.
  const path = localizedPath(match.id, to, match.params);
  return `${path}${search}`;
}

/** The paths of a page the spec names in French only: the English page lives at the same path under /en. */
export const samePaths = (path: string): Record<Locale, string> => ({ fr: `/fr${path}`, en: `/en${path}` });
