// Owns which rows the compare table shows and what each cell says (ADR 0050): the price, then the specifications each compared
// product's category is chosen on (spas: seats, jets, dimensions…; chemicals: ingredient, strength, price per kg or litre…), the
// rows every product's category has first; then its place in the shop, its brand, its options (spec §3 variation) and how it
// is sold. Values in the page's language, null where a product has none (a dash, never a guess).
import { priceSummary } from '@storefront/commerce';
import {
  formatDimensions,
  formatPumps,
  formatSpec,
  type ListedShopProduct,
  type Locale,
  type ProductSpecs,
  type SpecKey,
  type VariantPackage,
} from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';

/** Shopify's name for the one option of a product without variations: nothing to compare. */
const NO_OPTION = 'Title';
/** Shopify's title of a product's only variant. */
const DEFAULT_VARIANT = 'Default Title';
const CURRENCY = 'CAD';

export type SpecRowKey =
  | 'seats'
  | 'loungers'
  | 'jets'
  | 'dimensions'
  | 'volume'
  | 'pumps'
  | 'electrical'
  | 'ingredient'
  | 'strength'
  | 'formats'
  | 'unitPrice'
  | 'shape'
  | 'wall'
  | 'liner'
  | 'material';

export type CompareRowKey = 'price' | SpecRowKey | 'brand' | 'category' | 'collection' | 'type' | 'availability';

export type CompareRow =
  { kind: 'field'; key: CompareRowKey; values: (string | null)[] } | { kind: 'option'; name: string; values: (string | null)[] };

export type ComparedFields = Pick<
  ListedShopProduct,
  'vendor' | 'categoryHandle' | 'categoryTitle' | 'collectionTitle' | 'productTypeTitle' | 'buyOnline' | 'options' | 'variants' | 'specs'
>;

/** The rows each category is chosen on, in the order a shopper weighs them (ADR 0050: "comparison that helps choose"). */
export const CATEGORY_ROWS: Readonly<Record<string, readonly SpecRowKey[]>> = {
  spas: ['seats', 'loungers', 'jets', 'dimensions', 'volume', 'pumps', 'electrical'],
  'produits-chimiques': ['ingredient', 'strength', 'formats', 'unitPrice'],
  piscines: ['shape', 'dimensions', 'wall', 'liner'],
  'mobilier-exterieur': ['material'],
};

/** Price per kilogram or litre: grams and millilitres counted in thousands. */
const PER_UNIT: Record<VariantPackage['unit'], { unit: 'kg' | 'L'; factor: number }> = {
  g: { unit: 'kg', factor: 1000 },
  kg: { unit: 'kg', factor: 1 },
  mL: { unit: 'L', factor: 1000 },
  L: { unit: 'L', factor: 1 },
};

/** Each packaged variant's price per kg or L ("11,25 $/kg"), with its format when the product has several; null without a package. */
export function unitPrices(variants: ComparedFields['variants'], locale: Locale): string | null {
  const packaged = variants.filter((variant) => variant.package);
  if (packaged.length === 0) return null;
  return packaged
    .map((variant) => {
      const { size, unit } = variant.package!;
      const per = PER_UNIT[unit];
      const price = `${formatMoney((variant.price * per.factor) / size, CURRENCY, locale)}/${per.unit}`;
      return packaged.length > 1 && variant.title !== DEFAULT_VARIANT ? `${price} (${variant.title})` : price;
    })
    .join(', ');
}

function spec(specs: ProductSpecs | undefined, key: SpecKey, locale: Locale): string | null {
  const value = specs?.[key];
  return value === undefined ? null : formatSpec(key, value, locale);
}

/** What each specification row says of a product: a spa's dimensions in centimetres, a pool's as its sizes in feet. */
const SPEC_ROWS: Record<SpecRowKey, (product: ComparedFields, locale: Locale) => string | null> = {
  seats: (product, locale) => spec(product.specs, 'seats', locale),
  loungers: (product, locale) => spec(product.specs, 'loungers', locale),
  jets: (product, locale) => spec(product.specs, 'jets', locale),
  dimensions: (product, locale) => (product.specs && formatDimensions(product.specs, locale)) ?? spec(product.specs, 'sizes', locale),
  volume: (product, locale) => spec(product.specs, 'volume_l', locale),
  pumps: (product, locale) => (product.specs ? formatPumps(product.specs, locale) : null),
  electrical: (product, locale) => spec(product.specs, 'electrical', locale),
  ingredient: (product, locale) => spec(product.specs, 'ingredient', locale),
  strength: (product, locale) => spec(product.specs, 'strength_percent', locale),
  formats: (product, locale) => spec(product.specs, 'formats', locale),
  unitPrice: (product, locale) => unitPrices(product.variants, locale),
  shape: (product, locale) => spec(product.specs, 'shape', locale),
  wall: (product, locale) => spec(product.specs, 'wall', locale),
  liner: (product, locale) => spec(product.specs, 'liner', locale),
  material: (product, locale) => spec(product.specs, 'material', locale),
};

/**
 * The specification rows of the compared products' categories: those every category has first, then the others in the
 * order the products bring them. A product of another category has no value in a row (a dash).
 */
export function specRowKeys(products: readonly Pick<ComparedFields, 'categoryHandle'>[]): SpecRowKey[] {
  const lists = [...new Set(products.map((product) => product.categoryHandle))].map((handle) => CATEGORY_ROWS[handle] ?? []);
  const all = [...new Set(lists.flat())];
  const common = all.filter((key) => lists.every((list) => list.includes(key)));
  return [...common, ...all.filter((key) => !common.includes(key))];
}

const FIELDS: { key: 'brand' | 'category' | 'collection' | 'type'; of: (product: ComparedFields) => string }[] = [
  { key: 'brand', of: (product) => product.vendor },
  { key: 'category', of: (product) => product.categoryTitle },
  { key: 'collection', of: (product) => product.collectionTitle },
  { key: 'type', of: (product) => product.productTypeTitle },
];

/** Option names in the order the compared products first give them, kept when at least two products have them (or the only one compared). */
function sharedOptionNames(products: readonly ComparedFields[]): string[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const name of new Set(product.options.map((option) => option.name).filter((name) => name !== NO_OPTION)))
      counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const needed = Math.min(2, products.length);
  return [...counts].filter(([, count]) => count >= needed).map(([name]) => name);
}

/**
 * The price a product is compared on: its lowest, with its original price on sale and whether other formats cost more; null
 * without a variant. What the table draws from the product's price summary; this only tells equal prices apart.
 */
function priceKey(product: ComparedFields): string | null {
  const summary = priceSummary(product.variants);
  return summary ? JSON.stringify([summary.price, summary.compareAtPrice, summary.from]) : null;
}

/**
 * The price row, the specification rows any compared product has a value in, then one row per field any product has, the
 * shared options with each product's values, and availability ('online' bought online, 'store' in store).
 */
export function compareRows(products: readonly ComparedFields[], locale: Locale): CompareRow[] {
  const price = { kind: 'field' as const, key: 'price' as const, values: products.map(priceKey) };
  const specs = specRowKeys(products)
    .map((key) => ({ kind: 'field' as const, key, values: products.map((product) => SPEC_ROWS[key](product, locale)) }))
    .filter((row) => row.values.some((value) => value !== null));
  const fields = FIELDS.map(({ key, of }) => ({
    kind: 'field' as const,
    key,
    values: products.map((product) => of(product).trim() || null),
  })).filter((row) => row.values.some((value) => value !== null));
  const options = sharedOptionNames(products).map((name) => ({
    kind: 'option' as const,
    name,
    values: products.map((product) => product.options.find((option) => option.name === name)?.values.join(', ') || null),
  }));
  const availability = {
    kind: 'field' as const,
    key: 'availability' as const,
    values: products.map((product) => (product.buyOnline ? 'online' : 'store')),
  };
  return [price, ...specs, ...fields, ...options, availability];
}

/** "Afficher seulement les différences": the rows where the products do not all say the same (a dash differs from a value). */
export function differingRows(rows: readonly CompareRow[]): CompareRow[] {
  return rows.filter((row) => new Set(row.values).size > 1);
}
