// Owns the one fr/en path table: every page of the spec, its remote, and its path in each locale.
import { generatePath, matchPath } from 'react-router';
import { LOCALES, type Locale } from './locale';

export type RemoteName = 'catalogue' | 'shop' | 'checkout' | 'forms';
export const REMOTE_NAMES: readonly RemoteName[] = ['catalogue', 'shop', 'checkout', 'forms'];

export const COLLECTION_SLUGS = [
  'piscines-hors-terre',
  'piscines-creusees',
  'piscines-semi-creusees',
  'spas',
  'mobilier-exterieur',
] as const;
export type CollectionSlug = (typeof COLLECTION_SLUGS)[number];

export interface PageDefinition {
  remote: RemoteName;
  /** react-router path pattern per locale. */
  paths: Record<Locale, string>;
  /** Allowed values of a path parameter; any other value is a 404. */
  params?: Record<string, readonly string[]>;
  /** The page whose English path this page shares (spec: "English falls back to /en/store"). */
  enFallsBackTo?: string;
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
}

/** What a shop list's address may carry (mfe-shop's listingHref.ts writes them, its listingLoader.ts reads them). */
const LISTING_QUERY = ['e', 'max', 'p'] as const;

const same = (path: string): Record<Locale, string> => ({ fr: `/fr${path}`, en: `/en${path}` });

/** Spec §2. Where the spec names only a French path, the English page lives at the same path under /en. */
export const PAGES = {
  home: { remote: 'catalogue', paths: { fr: '/fr', en: '/en' } },
  service: { remote: 'catalogue', paths: same('/installation-reparation-entretien') },
  customerArea: { remote: 'catalogue', paths: same('/espace-client') },
  videoAdvice: { remote: 'catalogue', paths: same('/conseils-video') },
  promotions: { remote: 'catalogue', paths: same('/promotions') },
  promotionDetail: { remote: 'catalogue', paths: same('/promotions/:slug') },
  privacyPolicy: { remote: 'catalogue', paths: same('/politiques-confidentialite') },
  purchaseConditions: { remote: 'catalogue', paths: same('/conditions-achat-en-ligne') },
  generalConditions: { remote: 'catalogue', paths: same('/conditions-generales') },
  cookiePolicy: { remote: 'catalogue', paths: same('/politiques-cookie') },
  collection: {
    remote: 'catalogue',
    paths: same('/collection/:collection'),
    params: { collection: COLLECTION_SLUGS },
  },
  /** A pool or spa model of a collection; an unknown or unpublished model is a 404 from its loader. */
  collectionModel: {
    remote: 'catalogue',
    paths: same('/collection/:collection/:model'),
    params: { collection: COLLECTION_SLUGS },
  },
  careers: { remote: 'forms', paths: same('/carriere'), query: ['poste'] },
  quoteRequest: { remote: 'forms', paths: same('/demande-soumission'), query: ['modele'] },
  financingRequest: { remote: 'forms', paths: same('/demande-financement') },
  videoConferenceRequest: { remote: 'forms', paths: same('/demande-visioconference') },
  contact: { remote: 'forms', paths: same('/contact') },
  customerExperience: { remote: 'forms', paths: same('/experience-client') },
  shop: { remote: 'shop', paths: { fr: '/fr/boutique', en: '/en/store' }, query: LISTING_QUERY },
  chemicals: {
    remote: 'shop',
    paths: { fr: '/fr/boutique/produits-chimiques', en: '/en/store' },
    enFallsBackTo: 'shop',
    query: LISTING_QUERY,
  },
  onlinePurchase: {
    remote: 'shop',
    paths: { fr: '/fr/boutique/achat-en-ligne', en: '/en/store/achat-en-ligne' },
    query: LISTING_QUERY,
  },
  shopListing: {
    remote: 'shop',
    paths: {
      fr: '/fr/boutique/:category/:collection?/:type?',
      en: '/en/store/:category/:collection?/:type?',
    },
    query: LISTING_QUERY,
  },
  productDetail: { remote: 'shop', paths: same('/produits/:slug') },
  /** The wishlist and compare list of spec §3, kept in the visitor's browser. */
  wishlist: { remote: 'shop', paths: { fr: '/fr/liste-de-souhaits', en: '/en/wishlist' }, personal: true },
  compare: { remote: 'shop', paths: { fr: '/fr/comparer', en: '/en/compare' }, personal: true },
  cart: { remote: 'checkout', paths: { fr: '/fr/panier', en: '/en/cart/' }, personal: true },
  checkout: { remote: 'checkout', paths: { fr: '/fr/paiement', en: '/en/checkout' }, personal: true },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export function pageDefinition(id: PageId): PageDefinition {
  return PAGES[id];
}

/** The route pattern react-router matches for a page (a trailing slash is not part of a pattern). */
export function routePattern(id: PageId, locale: Locale): string {
  const path = pageDefinition(id).paths[locale];
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Pages a remote owns, each with its own path in the locale (pages that fall back to another page's path are left out). */
export function pagesOfRemote(remote: RemoteName, locale: Locale): { id: PageId; path: string }[] {
  return PAGE_IDS.filter((id) => {
    const page = pageDefinition(id);
    return page.remote === remote && !(locale === 'en' && page.enFallsBackTo);
  }).map((id) => ({ id, path: routePattern(id, locale) }));
}

export type PathParams = Record<string, string | undefined>;

/** Builds the address of a page in a locale. */
export function localizedPath(id: PageId, locale: Locale, params: PathParams = {}): string {
  const page = pageDefinition(id);
  if (locale === 'en' && page.enFallsBackTo) return pageDefinition(page.enFallsBackTo as PageId).paths.en;
  const pattern = page.paths[locale];
  const path = generatePath(routePattern(id, locale), params as Record<string, string>);
  return pattern.endsWith('/') && !path.endsWith('/') ? `${path}/` : path;
}

export interface PageMatch {
  id: PageId;
  locale: Locale;
  params: PathParams;
}

// Static patterns outrank dynamic ones, as in react-router, so /fr/boutique/achat-en-ligne is not a category.
const matchOrder: { id: PageId; locale: Locale; pattern: string; dynamic: number }[] = LOCALES.flatMap((locale) =>
  PAGE_IDS.filter((id) => !(locale === 'en' && pageDefinition(id).enFallsBackTo)).map((id) => {
    const pattern = routePattern(id, locale);
    return { id, locale, pattern, dynamic: (pattern.match(/:/g) ?? []).length };
  }),
).sort((a, b) => a.dynamic - b.dynamic);

/** Finds the page an address shows, or null when the address is no page of the site (a 404). */
export function matchPage(pathname: string): PageMatch | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const entry of matchOrder) {
    const match = matchPath({ path: entry.pattern, end: true }, path);
    if (!match) continue;
    const allowed = pageDefinition(entry.id).params;
    const params = match.params as PathParams;
    if (allowed && Object.entries(allowed).some(([key, values]) => !values.includes(params[key] ?? ''))) {
      return null;
    }
    return { id: entry.id, locale: entry.locale, params };
  }
  return null;
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
