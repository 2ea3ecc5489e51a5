// Owns the read-only shop catalogue built from the seed: lookups by id and handle, Shopify-style search and sort.
import type { ShopifySeed, ShopifySeedCollection, ShopifySeedImage, ShopifySeedProduct, ShopifySeedVariant } from '../seed/types';
import { toCents } from './money';

export interface Catalogue {
  products: readonly ShopifySeedProduct[];
  collections: readonly ShopifySeedCollection[];
  product(id: string): ShopifySeedProduct | undefined;
  productByHandle(handle: string): ShopifySeedProduct | undefined;
  variant(id: string): ShopifySeedVariant | undefined;
  productOfVariant(variantId: string): ShopifySeedProduct | undefined;
  image(id: string): ShopifySeedImage | undefined;
  collection(id: string): ShopifySeedCollection | undefined;
  collectionByHandle(handle: string): ShopifySeedCollection | undefined;
  collectionProducts(collection: ShopifySeedCollection): ShopifySeedProduct[];
  collectionsOfProduct(productId: string): ShopifySeedCollection[];
  /** Percentage of a known discount code, matched without regard to case as Shopify does. */
  discountPercentage(code: string): number | null;
}

export function createCatalogue(seed: ShopifySeed): Catalogue {
  const productById = new Map(seed.products.map((p) => [p.id, p]));
  const productByHandle = new Map(seed.products.map((p) => [p.handle, p]));
  const variantById = new Map<string, { variant: ShopifySeedVariant; product: ShopifySeedProduct }>();
  const imageById = new Map<string, ShopifySeedImage>();
  for (const product of seed.products) {
    for (const variant of product.variants) variantById.set(variant.id, { variant, product });
    for (const image of product.images) imageById.set(image.id, image);
  }
  const collectionById = new Map(seed.collections.map((c) => [c.id, c]));
  const collectionByHandle = new Map(seed.collections.map((c) => [c.handle, c]));
  const collectionsByProduct = new Map<string, ShopifySeedCollection[]>();
  for (const collection of seed.collections) {
    if (collection.image) imageById.set(collection.image.id, collection.image);
    for (const productId of collection.productIds) {
      const list = collectionsByProduct.get(productId) ?? [];
      list.push(collection);
      collectionsByProduct.set(productId, list);
    }
  }
  const discounts = new Map(seed.discountCodes.map((d) => [d.code.toLowerCase(), d.percentage]));

  return {
    products: seed.products,
    collections: seed.collections,
    product: (id) => productById.get(id),
    productByHandle: (handle) => productByHandle.get(handle),
    variant: (id) => variantById.get(id)?.variant,
    productOfVariant: (variantId) => variantById.get(variantId)?.product,
    image: (id) => imageById.get(id),
    collection: (id) => collectionById.get(id),
    collectionByHandle: (handle) => collectionByHandle.get(handle),
    // Ids of products missing from the seed are skipped, as Shopify hides unpublished products.
    collectionProducts: (collection) =>
      collection.productIds.flatMap((id) => {
        const product = productById.get(id);
        return product ? [product] : [];
      }),
    collectionsOfProduct: (productId) => collectionsByProduct.get(productId) ?? [],
    discountPercentage: (code) => discounts.get(code.trim().toLowerCase()) ?? null,
  };
}

/** Numeric tail of a gid, for the ID sort key. */
export function gidNumber(id: string): number {
  const match = /\/(\d+)(?:\?.*)?$/.exec(id);
  return match?.[1] ? Number(match[1]) : 0;
}

export function minVariantCents(product: ShopifySeedProduct): number {
  const prices = product.variants.map((v) => toCents(v.price));
  return prices.length ? Math.min(...prices) : 0;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Splits a Shopify search query into terms, keeping quoted phrases whole and dropping the AND keyword. */
function terms(query: string): { field: string | null; value: string; negated: boolean }[] {
  const result: { field: string | null; value: string; negated: boolean }[] = [];
  const pattern = /(-)?(?:([a-z_.]+):)?(?:"([^"]*)"|'([^']*)'|(\S+))/gi;
  for (const match of query.matchAll(pattern)) {
    const value = match[3] ?? match[4] ?? match[5] ?? '';
    if (!match[2] && (value === 'AND' || value === '')) continue;
    result.push({ field: match[2]?.toLowerCase() ?? null, value: fold(value), negated: Boolean(match[1]) });
  }
  return result;
}

/** A range term's test on a price in cents (`>10`, `<=24.99`, `10`); null when the value is not a number. */
export function priceComparison(value: string): ((cents: number) => boolean) | null {
  const match = /^(<=|>=|<|>)?(\d+(?:\.\d+)?)$/.exec(value);
  if (!match?.[2]) return null;
  const bound = Math.round(Number(match[2]) * 100);
  switch (match[1]) {
    case '>':
      return (cents) => cents > bound;
    case '>=':
      return (cents) => cents >= bound;
    case '<':
      return (cents) => cents < bound;
    case '<=':
      return (cents) => cents <= bound;
    default:
      return (cents) => cents === bound;
  }
}

function matchesText(haystacks: string[], value: string): boolean {
  // A trailing * is Shopify's prefix search; without it a term still matches inside words, which is close enough locally.
  const needle = value.endsWith('*') ? value.slice(0, -1) : value;
  return haystacks.some((h) => fold(h).includes(needle));
}

export function productMatches(
  product: ShopifySeedProduct,
  query: string | null | undefined,
  available: (variant: ShopifySeedVariant) => boolean,
  /** Also matches free text in the operation's language (the store's own text is always searched). */
  language?: string,
): boolean {
  const english = language === 'EN' ? product.translations?.EN : undefined;
  if (!query?.trim()) return true;
  return terms(query).every(({ field, value, negated }) => {
    let hit: boolean;
    switch (field) {
      case 'title':
        hit = matchesText([product.title, english?.title ?? ''], value);
        break;
      case 'product_type':
        hit = fold(product.productType) === value;
        break;
      case 'vendor':
        hit = fold(product.vendor) === value;
        break;
      case 'tag':
        hit = product.tags.some((t) => fold(t) === value);
        break;
      case 'tag_not':
        hit = !product.tags.some((t) => fold(t) === value);
        break;
      case 'handle':
        hit = product.handle === value;
        break;
      case 'id':
        hit = String(gidNumber(product.id)) === value || fold(product.id) === value;
        break;
      case 'available_for_sale':
        hit = product.variants.some(available) === (value === 'true');
        break;
      case 'variants.price':
      case 'price': {
        // Shopify's range syntax: variants.price:>10, :>=, :<, :<= (https://shopify.dev/docs/api/usage/search-syntax).
        const compare = priceComparison(value);
        hit = compare ? product.variants.some((v) => compare(toCents(v.price))) : true;
        break;
      }
      case null:
        hit = matchesText(
          [
            product.title,
            english?.title ?? '',
            product.productType,
            product.vendor,
            ...product.tags,
            ...product.variants.map((v) => v.sku),
          ],
          value,
        );
        break;
      default:
        // Unknown filters are ignored by Shopify rather than failing the query.
        hit = true;
    }
    return negated ? !hit : hit;
  });
}

export function collectionMatches(collection: ShopifySeedCollection, query: string | null | undefined): boolean {
  if (!query?.trim()) return true;
  return terms(query).every(({ field, value, negated }) => {
    let hit: boolean;
    if (field === 'title') hit = matchesText([collection.title], value);
    else if (field === 'handle') hit = collection.handle === value;
    else if (field === null) hit = matchesText([collection.title, collection.description], value);
    else hit = true;
    return negated ? !hit : hit;
  });
}

const byText = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

/** ProductSortKeys and ProductCollectionSortKeys; relevance, best selling and the collection's own order keep the given order. */
export function sortProducts(products: ShopifySeedProduct[], sortKey: string | null | undefined): ShopifySeedProduct[] {
  const list = [...products];
  switch (sortKey) {
    case 'TITLE':
      return list.sort((a, b) => byText(a.title, b.title));
    case 'PRODUCT_TYPE':
      return list.sort((a, b) => byText(a.productType, b.productType));
    case 'VENDOR':
      return list.sort((a, b) => byText(a.vendor, b.vendor));
    case 'CREATED_AT':
    case 'CREATED':
      return list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    case 'UPDATED_AT':
      return list.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
    case 'PRICE':
      return list.sort((a, b) => minVariantCents(a) - minVariantCents(b));
    case 'ID':
      return list.sort((a, b) => gidNumber(a.id) - gidNumber(b.id));
    default:
      return list;
  }
}

export function sortCollections(collections: ShopifySeedCollection[], sortKey: string | null | undefined): ShopifySeedCollection[] {
  const list = [...collections];
  switch (sortKey) {
    case 'TITLE':
      return list.sort((a, b) => byText(a.title, b.title));
    case 'UPDATED_AT':
      return list.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
    case 'ID':
      return list.sort((a, b) => gidNumber(a.id) - gidNumber(b.id));
    default:
      return list;
  }
}
