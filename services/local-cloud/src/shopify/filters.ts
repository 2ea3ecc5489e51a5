// Owns product filtering as the Storefront API does it: ProductFilter inputs applied to a list, and the Filter/FilterValue facets of a list.
import type { ShopifySeedProduct, ShopifySeedVariant } from '../seed/types';
import { toCents } from './money';

/** The ProductFilter input (https://shopify.dev/docs/api/storefront/latest/input-objects/ProductFilter), as far as the seed can answer it. */
export interface ProductFilterInput {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  productMetafield?: { namespace: string; key: string; value: string } | null;
  variantMetafield?: { namespace: string; key: string; value: string } | null;
  /** The seed has no taxonomy: a filter on either matches nothing. */
  category?: { id: string } | null;
  taxonomyMetafield?: { namespace: string; key: string; value: string } | null;
}

export type Available = (variant: ShopifySeedVariant) => boolean;

/**
 * Product metafields the shop offers as filters (Shopify: a metafield definition added in the Search & Discovery app).
 * Only the chemicals' chemistry, the storefront-visible `water` namespace; a metafield filter on any other is ignored,
 * as Shopify ignores a filter the shop has not set up.
 */
export const FILTERABLE_PRODUCT_METAFIELDS: readonly { namespace: string; key: string; label: { FR: string; EN: string } }[] = [
  { namespace: 'water', key: 'ingredient', label: { FR: 'Ingrédient actif', EN: 'Active ingredient' } },
  { namespace: 'water', key: 'strength', label: { FR: 'Concentration (%)', EN: 'Strength (%)' } },
];

const fold = (text: string) => text.trim().toLowerCase();

function filterable(namespace: string, key: string): boolean {
  return FILTERABLE_PRODUCT_METAFIELDS.some((m) => m.namespace === namespace && m.key === key);
}

type Test = { level: 'product'; test: (p: ShopifySeedProduct) => boolean } | { level: 'variant'; test: (v: ShopifySeedVariant) => boolean };

/** The group a filter belongs to (values of one group are ORed, groups ANDed) and its test; null when it is ignored. */
function compile(filter: ProductFilterInput, available: Available): { group: string; test: Test } | null {
  if (filter.available != null) {
    const wanted = filter.available;
    return { group: 'available', test: { level: 'variant', test: (v) => available(v) === wanted } };
  }
  if (filter.price) {
    const min = Math.round((filter.price.min ?? 0) * 100);
    const max = filter.price.max == null ? Infinity : Math.round(filter.price.max * 100);
    return { group: 'price', test: { level: 'variant', test: (v) => toCents(v.price) >= min && toCents(v.price) <= max } };
  }
  if (filter.productType != null) {
    const type = fold(filter.productType);
    return { group: 'productType', test: { level: 'product', test: (p) => fold(p.productType) === type } };
  }
  if (filter.productVendor != null) {
    const vendor = fold(filter.productVendor);
    return { group: 'productVendor', test: { level: 'product', test: (p) => fold(p.vendor) === vendor } };
  }
  if (filter.tag != null) {
    const tag = fold(filter.tag);
    return { group: 'tag', test: { level: 'product', test: (p) => p.tags.some((t) => fold(t) === tag) } };
  }
  if (filter.variantOption) {
    const name = fold(filter.variantOption.name);
    const value = fold(filter.variantOption.value);
    return {
      group: `option:${name}`,
      test: { level: 'variant', test: (v) => v.selectedOptions.some((o) => fold(o.name) === name && fold(o.value) === value) },
    };
  }
  if (filter.productMetafield) {
    const { namespace, key, value } = filter.productMetafield;
    if (!filterable(namespace, key)) return null;
    return {
      group: `metafield:${namespace}.${key}`,
      test: {
        level: 'product',
        test: (p) => (p.metafields ?? []).some((m) => m.namespace === namespace && m.key === key && m.value === value),
      },
    };
  }
  if (filter.category || filter.taxonomyMetafield) return { group: 'taxonomy', test: { level: 'product', test: () => false } };
  // A variant metafield filter, or an empty one: the shop sets none up, so it is ignored.
  return null;
}

/**
 * The products that pass the filters. As Shopify documents, filters are applied with AND logic and the values of one
 * filter with OR (https://shopify.dev/docs/storefronts/themes/navigation-search/filtering/storefront-filtering); variant
 * filters (availability, price, options) must hold for one same variant, so "M" and "in stock" means an M in stock.
 */
export function applyProductFilters(
  products: readonly ShopifySeedProduct[],
  filters: readonly ProductFilterInput[] | null | undefined,
  available: Available,
): ShopifySeedProduct[] {
  const groups = new Map<string, Test[]>();
  for (const filter of filters ?? []) {
    const compiled = compile(filter, available);
    if (!compiled) continue;
    groups.set(compiled.group, [...(groups.get(compiled.group) ?? []), compiled.test]);
  }
  if (!groups.size) return [...products];
  const productGroups = [...groups.values()].filter((tests) => tests.every((t) => t.level === 'product'));
  const variantGroups = [...groups.values()].filter((tests) => tests.every((t) => t.level === 'variant'));
  return products.filter(
    (p) =>
      productGroups.every((tests) => tests.some((t) => t.level === 'product' && t.test(p))) &&
      (!variantGroups.length ||
        p.variants.some((v) => variantGroups.every((tests) => tests.some((t) => t.level === 'variant' && t.test(v))))),
  );
}

/** Shopify's Filter and FilterValue (https://shopify.dev/docs/api/storefront/latest/objects/Filter); `input` is a JSON string. */
export interface FilterView {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE' | 'BOOLEAN';
  presentation: 'TEXT' | null;
  values: { id: string; label: string; count: number; input: string; image: null; swatch: null }[];
}

export type FilterLanguage = 'FR' | 'EN';

const LABELS = {
  availability: { FR: 'Disponibilité', EN: 'Availability' },
  inStock: { FR: 'En stock', EN: 'In stock' },
  outOfStock: { FR: 'En rupture de stock', EN: 'Out of stock' },
  price: { FR: 'Prix', EN: 'Price' },
  productType: { FR: 'Type de produit', EN: 'Product type' },
  vendor: { FR: 'Marque', EN: 'Brand' },
  tag: { FR: 'Étiquette', EN: 'Tag' },
} as const;

function listFilter(id: string, label: string, entries: Map<string, { label: string; count: number; input: unknown }>): FilterView {
  const values = [...entries.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'fr', { sensitivity: 'base' }))
    .map(([value, entry]) => ({
      id: `${id}.${value}`,
      label: entry.label,
      count: entry.count,
      input: JSON.stringify(entry.input),
      image: null,
      swatch: null,
    }));
  return { id, label, type: 'LIST', presentation: 'TEXT', values };
}

function tally(entries: Map<string, { label: string; count: number; input: unknown }>, value: string, input: unknown): void {
  const entry = entries.get(value);
  if (entry) entry.count += 1;
  else entries.set(value, { label: value, count: 1, input });
}

/**
 * Each value's count: the products the list would show with that value chosen alongside the filters already applied to
 * the other facets (a facet's own values are alternatives, ORed, so its own filters are left out of its counts).
 */
function recount(
  facets: FilterView[],
  products: readonly ShopifySeedProduct[],
  applied: readonly ProductFilterInput[],
  available: Available,
) {
  for (const facet of facets) {
    if (facet.type !== 'LIST') continue;
    for (const value of facet.values) {
      const input = JSON.parse(value.input) as ProductFilterInput;
      const group = compile(input, available)?.group;
      const others = applied.filter((filter) => compile(filter, available)?.group !== group);
      value.count = applyProductFilters(products, [...others, input], available).length;
    }
  }
  return facets;
}

/**
 * The facets of a list of products, as `ProductConnection.filters` and `SearchResultItemConnection.productFilters` answer
 * them (ids, inputs and types as in https://shopify.dev/docs/storefronts/headless/building-with-the-storefront-api/products-collections/filter-products):
 * availability and price (Shopify's defaults), then product type, brand, tag, each variant option and the filterable
 * metafields, with every value found in the list, counted as `recount` says. Labels are in the operation's language.
 */
export function productFacets(
  products: readonly ShopifySeedProduct[],
  applied: readonly ProductFilterInput[] | null | undefined,
  available: Available,
  language: FilterLanguage,
): FilterView[] {
  const inStock = products.filter((p) => p.variants.some(available)).length;
  const outOfStock = products.filter((p) => p.variants.some((v) => !available(v))).length;
  const prices = products.flatMap((p) => p.variants.map((v) => toCents(v.price)));
  const facets: FilterView[] = [
    {
      id: 'filter.v.availability',
      label: LABELS.availability[language],
      type: 'LIST',
      presentation: 'TEXT',
      values: [
        {
          id: 'filter.v.availability.1',
          label: LABELS.inStock[language],
          count: inStock,
          input: '{"available":true}',
          image: null,
          swatch: null,
        },
        {
          id: 'filter.v.availability.0',
          label: LABELS.outOfStock[language],
          count: outOfStock,
          input: '{"available":false}',
          image: null,
          swatch: null,
        },
      ],
    },
    {
      id: 'filter.v.price',
      label: LABELS.price[language],
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        {
          id: 'filter.v.price',
          label: LABELS.price[language],
          count: 0,
          input: JSON.stringify({ price: { min: 0, max: prices.length ? Math.max(...prices) / 100 : 0 } }),
          image: null,
          swatch: null,
        },
      ],
    },
  ];
  const types = new Map<string, { label: string; count: number; input: unknown }>();
  const vendors = new Map<string, { label: string; count: number; input: unknown }>();
  const tags = new Map<string, { label: string; count: number; input: unknown }>();
  const options = new Map<string, { label: string; values: Map<string, { label: string; count: number; input: unknown }> }>();
  const metafields = FILTERABLE_PRODUCT_METAFIELDS.map(() => new Map<string, { label: string; count: number; input: unknown }>());
  for (const product of products) {
    if (product.productType) tally(types, product.productType, { productType: product.productType });
    if (product.vendor) tally(vendors, product.vendor, { productVendor: product.vendor });
    for (const tag of product.tags) tally(tags, tag, { tag });
    for (const option of product.options) {
      // A product without options carries Shopify's single "Title" option: not a filter.
      if (option.name === 'Title') continue;
      const name = option.name.toLowerCase();
      const entry = options.get(name) ?? { label: option.name, values: new Map() };
      options.set(name, entry);
      const values = new Set(product.variants.flatMap((v) => v.selectedOptions.filter((o) => o.name === option.name).map((o) => o.value)));
      for (const value of values) tally(entry.values, value, { variantOption: { name, value } });
    }
    FILTERABLE_PRODUCT_METAFIELDS.forEach(({ namespace, key }, index) => {
      const found = product.metafields?.find((m) => m.namespace === namespace && m.key === key);
      if (found) tally(metafields[index]!, found.value, { productMetafield: { namespace, key, value: found.value } });
    });
  }
  if (types.size) facets.push(listFilter('filter.p.product_type', LABELS.productType[language], types));
  if (vendors.size) facets.push(listFilter('filter.p.vendor', LABELS.vendor[language], vendors));
  if (tags.size) facets.push(listFilter('filter.p.tag', LABELS.tag[language], tags));
  for (const [name, option] of options) facets.push(listFilter(`filter.v.option.${name}`, option.label, option.values));
  FILTERABLE_PRODUCT_METAFIELDS.forEach(({ namespace, key, label }, index) => {
    if (metafields[index]!.size) facets.push(listFilter(`filter.p.m.${namespace}.${key}`, label[language], metafields[index]!));
  });
  return recount(facets, products, applied ?? [], available);
}
