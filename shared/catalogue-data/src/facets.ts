// Owns the facets beside the shop's category tree (ADR 0050): each product's values, which facets a route offers, the address's
// facet parameters, the selection's filter (values of one facet OR'ed, facets AND'ed) and each value's count as the other
// filters stand.
import {
  FACET_IDS,
  SHOP_CLEARANCE_CATEGORY,
  SHOP_SEARCH_CATEGORY,
  type FacetGroup,
  type FacetId,
  type FacetSelection,
  type ListedShopProduct,
  type Locale,
  type ShopRoute,
  type SpecKey,
} from '@storefront/contracts';
import { facetValueLabel, FACET_SPEC as SPEC_OF, PRICE_BOUNDS, JETS_BOUNDS, LENGTH_BOUNDS } from './facet-labels';
import { memoized } from './listing-memo';
import { toHandle } from './text';

/** The facets every listing offers; the others are a category's own and need its products to carry them. */
export const GLOBAL_FACETS: readonly FacetId[] = ['price', 'brand', 'availability'];

/**
 * Each facet's query parameter, French then English. A page writes its own language's and reads both, so the language switch
 * (which keeps the query) keeps the filters. Short words a shopper can read in a shared address, as `e` is.
 */
export const FACET_PARAMS: Record<FacetId, Record<Locale, string>> = {
  price: { fr: 'prix', en: 'price' },
  brand: { fr: 'marque', en: 'brand' },
  availability: { fr: 'dispo', en: 'availability' },
  seats: { fr: 'places', en: 'seats' },
  jets: { fr: 'jets', en: 'jets' },
  length: { fr: 'longueur', en: 'length' },
  shape: { fr: 'forme', en: 'shape' },
  size: { fr: 'taille', en: 'size' },
  wall: { fr: 'paroi', en: 'wall' },
  ingredient: { fr: 'ingredient', en: 'ingredient' },
  format: { fr: 'format', en: 'format' },
  material: { fr: 'materiau', en: 'material' },
};

/** Every facet parameter name in both languages: what a listing's loader reads (the HTML cache keys on them). */
export const FACET_QUERY_NAMES: readonly string[] = [...new Set(FACET_IDS.flatMap((id) => [FACET_PARAMS[id].fr, FACET_PARAMS[id].en]))];

/** Availability as the shop shows it: bought online, sold out online, or offered in store only. */
export const AVAILABILITY_VALUES = ['online', 'soldout', 'store'] as const;

/** A range key: `lo-hi` (lo ≤ value < hi), the last one open, `lo-`. */
function bucketKeys(bounds: readonly number[]): string[] {
  return [...bounds.map((hi, at) => `${at === 0 ? 0 : bounds[at - 1]!}-${hi}`), `${bounds[bounds.length - 1]!}-`];
}

function bucketOf(bounds: readonly number[], value: number): string {
  const at = bounds.findIndex((hi) => value < hi);
  return at < 0 ? `${bounds[bounds.length - 1]!}-` : `${at === 0 ? 0 : bounds[at - 1]!}-${bounds[at]!}`;
}

const BUCKETS: Partial<Record<FacetId, readonly number[]>> = { price: PRICE_BOUNDS, jets: JETS_BOUNDS, length: LENGTH_BOUNDS };
const BUCKET_KEYS = Object.fromEntries(Object.entries(BUCKETS).map(([id, bounds]) => [id, bucketKeys(bounds)])) as Partial<
  Record<FacetId, string[]>
>;

/** A code as the specifications write it (contracts/specs.ts), e.g. `round`, `15x30`, `3.5-in`; a brand's handle. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const COUNT = /^[1-9]\d{0,2}$/;

/** Whether a value read from an address may be one of the facet's (its products decide whether any has it). */
function isValidValue(id: FacetId, value: string): boolean {
  const buckets = BUCKET_KEYS[id];
  if (buckets) return buckets.includes(value);
  if (id === 'availability') return (AVAILABILITY_VALUES as readonly string[]).includes(value);
  if (id === 'seats') return COUNT.test(value);
  return CODE.test(value);
}

/** The order values are listed and written in: ranges and counts by number, availability as listed, codes by name. */
function compareValues(id: FacetId, a: string, b: string): number {
  const buckets = BUCKET_KEYS[id];
  if (buckets) return buckets.indexOf(a) - buckets.indexOf(b);
  if (id === 'availability') return AVAILABILITY_VALUES.indexOf(a as 'online') - AVAILABILITY_VALUES.indexOf(b as 'online');
  if (id === 'seats') return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

type ProductFacets = Record<FacetId, readonly string[]>;
const valuesCache = new WeakMap<ListedShopProduct, ProductFacets>();

function lowestPrice(product: ListedShopProduct): number | null {
  let lowest: number | null = null;
  for (const variant of product.variants) if (lowest === null || variant.price < lowest) lowest = variant.price;
  return lowest;
}

function specValues(product: ListedShopProduct, key: SpecKey | undefined): readonly string[] {
  const value = key ? product.specs?.[key] : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value)] : [];
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string' && entry !== '');
  return [];
}

/**
 * A product's value(s) for every facet, worked out once: its lowest price's range (the "À partir de" price its card shows),
 * its brand's handle, its availability, and its specifications; none where its data has none (unknown, never a guess).
 */
export function productFacets(product: ListedShopProduct): ProductFacets {
  let values = valuesCache.get(product);
  if (values) return values;
  const price = lowestPrice(product);
  const availability = !product.buyOnline ? 'store' : product.variants.some((variant) => variant.availableForSale) ? 'online' : 'soldout';
  const brand = product.vendor.trim() ? toHandle(product.vendor) : '';
  values = Object.fromEntries(FACET_IDS.map((id) => [id, [] as string[]])) as unknown as ProductFacets;
  values.price = price === null ? [] : [bucketOf(PRICE_BOUNDS, price)];
  values.brand = brand ? [brand] : [];
  values.availability = [availability];
  for (const id of FACET_IDS) {
    const key = SPEC_OF[id];
    if (!key) continue;
    const raw = specValues(product, key);
    const bounds = BUCKETS[id];
    values[id] = bounds ? raw.map(Number).map((value) => bucketOf(bounds, value)) : raw;
  }
  valuesCache.set(product, values);
  return values;
}

function isRealCategory(category: string | undefined): category is string {
  return category !== undefined && category !== SHOP_SEARCH_CATEGORY && category !== SHOP_CLEARANCE_CATEGORY;
}

/**
 * The facets a route offers, in their fixed order: price, brand and availability everywhere; a category's own facets on its
 * listings when one of its products carries that specification (search results and clearance mix categories: none there).
 */
export function facetsOf(products: readonly ListedShopProduct[], category: string | undefined): FacetId[] {
  if (!isRealCategory(category)) return [...GLOBAL_FACETS];
  return memoized(products, `offered:${category}`, () => carriedFacets(products, category));
}

function carriedFacets(products: readonly ListedShopProduct[], category: string): FacetId[] {
  const carried = new Set<FacetId>(GLOBAL_FACETS);
  for (const product of products) {
    if (product.categoryHandle !== category) continue;
    const values = productFacets(product);
    for (const id of FACET_IDS) if (!carried.has(id) && values[id].length > 0) carried.add(id);
  }
  return FACET_IDS.filter((id) => carried.has(id));
}

/** A selection in its canonical form: facets in their fixed order, values valid, once each, in their order; undefined when empty. */
export function canonicalSelection(
  selection: FacetSelection | undefined,
  allowed: readonly FacetId[] = FACET_IDS,
): FacetSelection | undefined {
  if (!selection) return undefined;
  const result: Record<string, string[]> = {};
  for (const id of FACET_IDS) {
    if (!allowed.includes(id)) continue;
    const values = [...new Set(selection[id] ?? [])].filter((value) => isValidValue(id, value)).sort((a, b) => compareValues(id, a, b));
    if (values.length > 0) result[id] = values;
  }
  return Object.keys(result).length > 0 ? (result as FacetSelection) : undefined;
}

/** Reads the facets of an address's query: either language's names, values comma-separated; anything invalid is left out, silently. */
export function readFacetParams(search: URLSearchParams): FacetSelection | undefined {
  const selection: Record<string, string[]> = {};
  for (const id of FACET_IDS) {
    const raw = [search.get(FACET_PARAMS[id].fr), search.get(FACET_PARAMS[id].en)].filter((value): value is string => value !== null);
    const values = raw.flatMap((value) => value.split(',')).map((value) => value.trim());
    if (values.length > 0) selection[id] = values;
  }
  return canonicalSelection(selection);
}

/** Writes a selection into a query in the page's language, in the canonical order, so one selection has one address. */
export function writeFacetParams(query: URLSearchParams, selection: FacetSelection | undefined, locale: Locale): void {
  const canonical = canonicalSelection(selection);
  if (!canonical) return;
  for (const id of FACET_IDS) {
    const values = canonical[id];
    if (values) query.set(FACET_PARAMS[id][locale], values.join(','));
  }
}

/** The selection with one value added or removed (a facet link's target). */
export function toggleFacetValue(selection: FacetSelection | undefined, id: FacetId, value: string): FacetSelection | undefined {
  const current = selection?.[id] ?? [];
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  return canonicalSelection({ ...selection, [id]: next });
}

/** The selection without one facet, or without any ("Effacer", "Tout effacer"). */
export function clearFacet(selection: FacetSelection | undefined, id?: FacetId): FacetSelection | undefined {
  if (!id) return undefined;
  const { [id]: _dropped, ...rest } = selection ?? {};
  return canonicalSelection(rest);
}

/** The part of a selection that still applies on another category's listing: price, brand and availability. */
export function globalSelection(selection: FacetSelection | undefined): FacetSelection | undefined {
  return canonicalSelection(selection, GLOBAL_FACETS);
}

/** The route's facets kept to those its listing offers (a `places=6` on the pools' listing is ignored, not an empty list). */
export function applicableRoute(products: readonly ListedShopProduct[], route: ShopRoute): ShopRoute {
  const { facets, ...rest } = route;
  const kept = canonicalSelection(facets, facetsOf(products, route.category));
  return kept ? { ...rest, facets: kept } : rest;
}

/** A selection's chosen facets as a list, worked out once per selection: a listing tests it against every product. */
const chosenLists = new WeakMap<FacetSelection, [FacetId, readonly string[]][]>();
function chosenOf(selection: FacetSelection): [FacetId, readonly string[]][] {
  let list = chosenLists.get(selection);
  if (!list) {
    list = FACET_IDS.filter((id) => (selection[id]?.length ?? 0) > 0).map((id) => [id, selection[id]!]);
    chosenLists.set(selection, list);
  }
  return list;
}

/** Whether a product has, for every chosen facet, one of its chosen values. */
export function matchesFacets(product: ListedShopProduct, selection: FacetSelection | undefined): boolean {
  if (!selection) return true;
  const chosen = chosenOf(selection);
  if (chosen.length === 0) return true;
  const values = productFacets(product);
  for (const [id, wanted] of chosen) {
    const own = values[id];
    let found = false;
    for (let k = 0; k < own.length && !found; k++) found = wanted.includes(own[k]!);
    if (!found) return false;
  }
  return true;
}

/**
 * The facet groups of a listing: `scope` is what the route's category, collection, type and keyword select. A value's count
 * is how many of those match every OTHER facet's choice (its own facet's choice left out, the usual faceted-search rule), so
 * choosing it adds that many when its facet has a choice and narrows to that many when not. Values with no product are left
 * out, except a chosen one (shown with 0, so it can be unchosen); a facet with no value is left out.
 */
export function buildFacets(
  scope: readonly ListedShopProduct[],
  offered: readonly FacetId[],
  selection: FacetSelection | undefined,
  locale: Locale,
): FacetGroup[] {
  // Kept per scope: the shop's own lists (selectShopProducts) are the same array for the same route of one catalogue.
  const key = `facets:${offered.join()}:${JSON.stringify(selection ?? null)}:${locale}`;
  return memoized(scope, key, () => countFacets(scope, offered, selection, locale));
}

function countFacets(
  scope: readonly ListedShopProduct[],
  offered: readonly FacetId[],
  selection: FacetSelection | undefined,
  locale: Locale,
): FacetGroup[] {
  const chosen = offered.map((id) => selection?.[id] ?? []);
  const counts = offered.map(() => new Map<string, number>());
  const brandNames = new Map<string, string>();
  for (const product of scope) {
    const values = productFacets(product);
    // Which offered facets the product fails: none, it counts in every facet; one, it counts in that facet only.
    let failed = -1;
    let failures = 0;
    for (let at = 0; at < offered.length && failures < 2; at++) {
      const wanted = chosen[at]!;
      if (wanted.length > 0 && !values[offered[at]!].some((value) => wanted.includes(value))) {
        failures++;
        failed = at;
      }
    }
    if (failures > 1) continue;
    for (let at = 0; at < offered.length; at++) {
      if (failures === 1 && failed !== at) continue;
      const own = values[offered[at]!];
      const tally = counts[at]!;
      for (let k = 0; k < own.length; k++) {
        const value = own[k]!;
        // A list may name a code twice; the product counts once.
        if (k > 0 && own.indexOf(value) < k) continue;
        tally.set(value, (tally.get(value) ?? 0) + 1);
      }
    }
    const brand = values.brand[0];
    if (brand !== undefined && !brandNames.has(brand)) brandNames.set(brand, product.vendor.trim());
  }
  const groups: FacetGroup[] = [];
  offered.forEach((id, at) => {
    const wanted = chosen[at]!;
    const keys = new Set([...counts[at]!.keys(), ...wanted]);
    const values = [...keys]
      .sort((a, b) => compareValues(id, a, b))
      .map((value) => ({
        value,
        label: id === 'brand' ? (brandNames.get(value) ?? value) : facetValueLabel(id, value, locale),
        count: counts[at]!.get(value) ?? 0,
        selected: wanted.includes(value),
      }));
    if (id === 'brand') values.sort((a, b) => a.label.localeCompare(b.label, locale));
    if (values.length > 0) groups.push({ id, values });
  });
  return groups;
}
