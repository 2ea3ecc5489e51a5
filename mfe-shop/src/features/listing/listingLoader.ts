// Owns the data of every shop listing page: the products the address selects, the filter menu counts, and the page's state.
import { data } from 'react-router';
import { fitsBudget } from '@storefront/commerce';
import {
  alternativeSearch,
  applicableRoute,
  buildFacets,
  buildFilterMenu,
  facetsOf,
  matchesFacets,
  rankProducts,
  readFacetParams,
  resolveShopRoute,
  selectShopProducts,
  type ResolvedShopRoute,
  type ShopCatalogue,
} from '@storefront/catalogue-data';
import type { FacetGroup, FilterMenu, Locale, ShopRoute } from '@storefront/contracts';
import type { PageLoaderArgs } from '@storefront/platform';
import { loadShopCatalogue } from '../../data/shopCatalogue';

export { loadedShopCatalogue, loadShopCatalogue } from '../../data/shopCatalogue';
import { toCardProduct, type CardProduct } from './cardProduct';
import { CHEMICALS_CATEGORY } from './chemicals';

/** The shop list, the chemicals page, the online-purchase page, or /boutique/{category}/{collection}/{type}. */
export type ListingPage = 'shop' | 'chemicals' | 'onlinePurchase' | 'shopListing';

/**
 * Cards shown per "more" step: a large catalogue is not sent and drawn all at once. 24 is a phone's 24 screens of cards and
 * 4 to 8 rows on a desktop; 48 made the shop list's HTML and its hydration twice as large.
 */
export const PAGE_SIZE = 24;

export interface ListingData {
  status: 'ready' | 'error';
  page: ListingPage;
  route: ShopRoute;
  keyword: string;
  /** The shop assistant's budget (?max=), in dollars; null without one. */
  budget: number | null;
  resolved: ResolvedShopRoute | null;
  products: CardProduct[];
  /** Products the address selects, of which `products` are the first. */
  total: number;
  /** How many "more" steps are shown (?p=). */
  pages: number;
  menu: FilterMenu;
  /** The facet groups beside the tree, with their counts as the other filters stand (catalogue-data/facets.ts). */
  facets: FacetGroup[];
  /**
   * When the keyword finds nothing or very little, the second pass's keyword (synonyms, typos) and its first products,
   * shown apart from the keyword's own (ADR 0050); null otherwise.
   */
  alternative: { keyword: string; products: CardProduct[]; total: number } | null;
}

const EMPTY_MENU: FilterMenu = { total: 0, categories: [] };

function routeOf(page: ListingPage, params: PageLoaderArgs['params'], keyword: string, search: URLSearchParams): ShopRoute {
  const route: ShopRoute = {};
  if (page === 'chemicals') route.category = CHEMICALS_CATEGORY;
  if (page === 'shopListing') {
    if (params.category) route.category = params.category;
    if (params.collection) route.collection = params.collection;
    if (params.type) route.type = params.type;
  }
  if (keyword) route.keyword = keyword;
  const facets = readFacetParams(search);
  if (facets) route.facets = facets;
  return route;
}

export async function loadListing({ request, params, config, locale }: PageLoaderArgs, page: ListingPage): Promise<ListingData> {
  const search = new URL(request.url).searchParams;
  const keyword = (search.get('e') ?? '').trim();
  const pages = Math.max(1, Math.min(1000, Number.parseInt(search.get('p') ?? '1', 10) || 1));
  const route = routeOf(page, params, keyword, search);
  const max = Number(search.get('max'));
  const budget = Number.isFinite(max) && max > 0 ? max : null;
  const catalogue = await loadShopCatalogue(config, locale);
  // The loader logged why the shop did not load (spec §8): the page says so instead of calling every address unknown.
  if (catalogue.categories.length === 0) {
    return {
      status: 'error',
      page,
      route,
      keyword,
      budget,
      resolved: null,
      products: [],
      total: 0,
      pages,
      menu: EMPTY_MENU,
      facets: [],
      alternative: null,
    };
  }
  return listingOf(catalogue, page, route, budget, pages, locale);
}

/**
 * The listing an address shows, from the loaded catalogue: the loader's answer, and the one a keystroke draws at once
 * before the address has caught up. Throws a 404 for an unknown category, collection or type.
 */
export function listingOf(
  catalogue: ShopCatalogue,
  page: ListingPage,
  addressed: ShopRoute,
  budget: number | null,
  pages: number,
  locale: Locale,
): ListingData {
  const keyword = addressed.keyword ?? '';
  const resolved = resolveShopRoute(catalogue.index, addressed);
  if (!resolved) throw data(null, { status: 404 });
  // Facets the listing does not offer are ignored, and left out of its links.
  const route = applicableRoute(catalogue.index.products, addressed);
  const { facets: chosen, ...unfaceted } = route;
  // What every other filter selects: the facets' counts are over it, and the list is what of it the facets keep.
  let scope = selectShopProducts(catalogue.index, unfaceted);
  if (page === 'onlinePurchase') scope = scope.filter((product) => product.buyOnline);
  if (budget !== null) scope = scope.filter((product) => fitsBudget(product.variants, budget));
  const facets = buildFacets(scope, facetsOf(catalogue.index.products, route.category), chosen, locale);
  let selected = chosen ? scope.filter((product) => matchesFacets(product, chosen)) : scope;
  // The keyword's matches best first (title, then type and category, then description), then in the list's order.
  selected = rankProducts(catalogue.index, selected, keyword);
  // The season essentials lead the online-purchase page, the clearance heroes the clearance list (spec §9: newest first, one per handle).
  const featured =
    page === 'onlinePurchase' ? catalogue.essentials : resolved.kind === 'clearance' && !route.collection ? catalogue.clearanceHero : [];
  if (featured.length > 0) {
    const inList = new Set(selected);
    const first = featured.filter((product) => inList.has(product));
    const placed = new Set(first);
    selected = [...first, ...selected.filter((product) => !placed.has(product))];
  }
  return {
    alternative: alternativeOf(catalogue, page, route, budget, selected.length),
    status: 'ready',
    page,
    route,
    keyword,
    budget,
    resolved,
    products: selected.slice(0, pages * PAGE_SIZE).map(toCardProduct),
    total: selected.length,
    pages,
    menu: buildFilterMenu(catalogue.index, {
      ...(route.category ? { category: route.category } : {}),
      keyword,
      ...(chosen ? { facets: chosen } : {}),
    }),
    facets,
  };
}

/** The second pass's listing, in the same place (category, page, budget) as the keyword's own; null when it has none. */
function alternativeOf(
  catalogue: ShopCatalogue,
  page: ListingPage,
  route: ShopRoute,
  budget: number | null,
  found: number,
): ListingData['alternative'] {
  const second = alternativeSearch(catalogue.index, route.keyword, found);
  if (!second) return null;
  let selected = rankProducts(catalogue.index, selectShopProducts(catalogue.index, { ...route, keyword: second.keyword }), second.keyword);
  if (page === 'onlinePurchase') selected = selected.filter((product) => product.buyOnline);
  if (budget !== null) selected = selected.filter((product) => fitsBudget(product.variants, budget));
  if (selected.length === 0) return null;
  return { keyword: second.keyword, products: selected.slice(0, PAGE_SIZE).map(toCardProduct), total: selected.length };
}
