// Owns the Storefront API's `search` and `predictiveSearch` over the seed: which products and collections a query finds, in what order.
import type { ShopifySeedCollection, ShopifySeedProduct } from '../seed/types';
import { type Catalogue, minVariantCents, productMatches } from './catalogue';
import { type Available, applyProductFilters, type ProductFilterInput } from './filters';

export interface SearchArgs {
  query: string;
  productFilters?: ProductFilterInput[] | null;
  sortKey?: 'RELEVANCE' | 'PRICE' | null;
  reverse?: boolean | null;
  types?: ('ARTICLE' | 'PAGE' | 'PRODUCT')[] | null;
  unavailableProducts?: 'SHOW' | 'HIDE' | 'LAST' | null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Relevance, locally: a match in the title counts most, then the product type, vendor and tags; ties keep the seed's order. */
function relevance(product: ShopifySeedProduct, query: string, language: string | undefined): number {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const title = fold(`${product.title} ${language === 'EN' ? (product.translations?.EN?.title ?? '') : ''}`);
  const rest = fold([product.productType, product.vendor, ...product.tags].join(' '));
  return words.reduce((score, word) => score + (title.includes(word) ? 3 : 0) + (rest.includes(word) ? 1 : 0), 0);
}

/** Puts unavailable products where `unavailableProducts` asks: LAST (Shopify's default) after the rest, HIDE nowhere, SHOW in place. */
function placeUnavailable(
  products: ShopifySeedProduct[],
  mode: SearchArgs['unavailableProducts'],
  available: Available,
): ShopifySeedProduct[] {
  const isAvailable = (p: ShopifySeedProduct) => p.variants.some(available);
  if (mode === 'SHOW') return products;
  if (mode === 'HIDE') return products.filter(isAvailable);
  return [...products.filter(isAvailable), ...products.filter((p) => !isAvailable(p))];
}

/**
 * The products `search` answers before its product filters (their facets are counted on this list), and after them.
 * The seed holds no pages or articles, so a search for those types alone finds nothing
 * (https://shopify.dev/docs/api/storefront/latest/queries/search).
 */
export function searchProducts(
  catalogue: Catalogue,
  args: SearchArgs,
  available: Available,
  language: string | undefined,
): { found: ShopifySeedProduct[]; filtered: ShopifySeedProduct[] } {
  if (args.types?.length && !args.types.includes('PRODUCT')) return { found: [], filtered: [] };
  const matching = catalogue.products.filter((p) => args.query.trim() && productMatches(p, args.query, available, language));
  let ordered: ShopifySeedProduct[];
  if (args.sortKey === 'PRICE') ordered = [...matching].sort((a, b) => minVariantCents(a) - minVariantCents(b));
  else {
    const scores = new Map(matching.map((p) => [p.id, relevance(p, args.query, language)]));
    ordered = [...matching].sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0));
  }
  const found = placeUnavailable(ordered, args.unavailableProducts, available);
  return { found, filtered: applyProductFilters(found, args.productFilters, available) };
}

export interface PredictiveSearchArgs {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  types?: ('ARTICLE' | 'COLLECTION' | 'PAGE' | 'PRODUCT' | 'QUERY')[] | null;
  searchableFields?: string[] | null;
  unavailableProducts?: SearchArgs['unavailableProducts'];
}

export interface QuerySuggestion {
  text: string;
  styledText: string;
  trackingParameters: string;
}

/** Shopify's default searchable fields for predictive search: title, product type, variant titles, vendor. */
const DEFAULT_SEARCHABLE_FIELDS = ['TITLE', 'PRODUCT_TYPE', 'VARIANTS_TITLE', 'VENDOR'];

/** Shopify's cap on `limit` (https://shopify.dev/docs/api/storefront/latest/queries/predictiveSearch). */
export const PREDICTIVE_SEARCH_MAX_LIMIT = 10;

function productFieldTexts(product: ShopifySeedProduct, fields: string[], language: string | undefined): string[] {
  const english = language === 'EN' ? product.translations?.EN : undefined;
  return fields.flatMap((field) => {
    switch (field) {
      case 'TITLE':
        return [product.title, english?.title ?? ''];
      case 'PRODUCT_TYPE':
        return [product.productType];
      case 'VARIANTS_TITLE':
        return product.variants.map((v) => v.title);
      case 'VENDOR':
        return [product.vendor];
      case 'TAG':
        return product.tags;
      case 'VARIANTS_SKU':
        return product.variants.map((v) => v.sku);
      case 'BODY':
        return [product.description, english?.description ?? ''];
      default:
        return [];
    }
  });
}

/** Whether each word of the query starts a word of the texts: predictive search matches as the visitor types. */
function prefixMatch(texts: string[], query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const haystack = texts.flatMap((text) => fold(text).split(/[^\p{L}\p{N}]+/u));
  return words.length > 0 && words.every((word) => haystack.some((h) => h.startsWith(word)));
}

/** Escapes text for the HTML of `styledText`. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * `predictiveSearch`: products and collections whose words start with the query's words, and query suggestions (the
 * matching products' titles, the typed part plain and the completion in `<mark>`). `limit` (at most 10) caps all types
 * together under limitScope ALL (the default; products first locally) and each type under EACH.
 */
export function predictiveSearch(
  catalogue: Catalogue,
  args: PredictiveSearchArgs,
  available: Available,
  language: string | undefined,
): { products: ShopifySeedProduct[]; collections: ShopifySeedCollection[]; queries: QuerySuggestion[] } {
  const limit = Math.min(Math.max(args.limit ?? PREDICTIVE_SEARCH_MAX_LIMIT, 1), PREDICTIVE_SEARCH_MAX_LIMIT);
  const types = args.types?.length ? args.types : ['PRODUCT', 'COLLECTION', 'QUERY', 'PAGE', 'ARTICLE'];
  const fields = args.searchableFields?.length ? args.searchableFields : DEFAULT_SEARCHABLE_FIELDS;
  const products = types.includes('PRODUCT')
    ? placeUnavailable(
        catalogue.products.filter((p) => prefixMatch(productFieldTexts(p, fields, language), args.query)),
        args.unavailableProducts,
        available,
      )
    : [];
  const collections = types.includes('COLLECTION')
    ? catalogue.collections.filter((c) => {
        const english = language === 'EN' ? c.translations?.EN : undefined;
        return prefixMatch([c.title, english?.title ?? ''], args.query);
      })
    : [];
  const typed = fold(args.query).trim();
  const queries: QuerySuggestion[] = types.includes('QUERY')
    ? [...new Set(products.map((p) => ((language === 'EN' ? p.translations?.EN?.title : undefined) ?? p.title).toLowerCase()))]
        .filter((text) => fold(text).startsWith(typed))
        .map((text) => ({
          text,
          styledText: `${escapeHtml(text.slice(0, typed.length))}<mark>${escapeHtml(text.slice(typed.length))}</mark>`,
          trackingParameters: `_pos=1&_psq=${encodeURIComponent(args.query)}&_ss=e&_v=1.0`,
        }))
    : [];
  if (args.limitScope === 'EACH') {
    return { products: products.slice(0, limit), collections: collections.slice(0, limit), queries: queries.slice(0, limit) };
  }
  // ALL: one budget across types, spent on products first (what the header suggests), then collections, then queries.
  let left = limit;
  const take = <T>(list: T[]): T[] => {
    const taken = list.slice(0, left);
    left -= taken.length;
    return taken;
  };
  const p = take(products);
  const c = take(collections);
  return { products: p, collections: c, queries: take(queries) };
}
