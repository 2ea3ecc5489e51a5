// Commerce domain types (spec §3, §7): the hosted checkout and the store's products and collections, free of any SDK shape.
import type { ProductSpecs, VariantPackage } from './specs';

export interface StoreImage {
  id: string | null;
  src: string;
  altText: string | null;
  width: number | null;
  height: number | null;
}

export interface CheckoutAttribute {
  key: string;
  value: string;
}

/** Amounts are numbers in the checkout's currency (e.g. 24.99), ready for the spec §9 price rules and the money formatter. */
export interface LineItem {
  id: string;
  variantId: string;
  /** The product's title. */
  title: string;
  variantTitle: string;
  quantity: number;
  /** Unit price. */
  price: number;
  compareAtPrice: number | null;
  image: StoreImage | null;
  productHandle: string;
  attributes: CheckoutAttribute[];
}

export interface DiscountCode {
  code: string;
  applicable: boolean;
}

/** The hosted checkout of spec §3: id, completedAt, lineItems, note. */
export interface Checkout {
  id: string;
  /** Set once the checkout became an order. shopify-buy 3 never sets it (carts are never "completed"); such a cart comes back as null instead. */
  completedAt: string | null;
  lineItems: LineItem[];
  note: string | null;
  attributes: CheckoutAttribute[];
  /** Sum of the lines before discount codes. */
  subtotal: number;
  /** What the customer pays, after discount codes, before taxes and delivery. */
  total: number;
  currencyCode: string;
  discountCodes: DiscountCode[];
  webUrl?: string;
}

/** Line item input: variant id and quantity (spec §3). */
export interface LineItemInput {
  variantId: string;
  quantity: number;
  attributes?: CheckoutAttribute[];
}

/** Line item update: the line, its quantity and, optionally, another variant (spec §3). */
export interface LineItemUpdate {
  id: string;
  quantity: number;
  variantId?: string;
}

export interface StoreVariant {
  id: string;
  title: string;
  sku: string | null;
  price: number;
  compareAtPrice: number | null;
  availableForSale: boolean;
  image: StoreImage | null;
  selectedOptions: { name: string; value: string }[];
  /** Its package where the data has one (shared/commerce specs.ts): the product's own document reads it as lists do. */
  package?: VariantPackage;
}

export interface StoreProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  availableForSale: boolean;
  images: StoreImage[];
  options: { name: string; values: string[] }[];
  variants: StoreVariant[];
  /** Its `specs` metafields where the data has them, as a listed product has them. */
  specs?: ProductSpecs;
}

export interface StoreCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: StoreImage | null;
  /** At most 250, in the collection's order (spec §9). */
  products: StoreProduct[];
}

/** A variant as a list shows it: its price, whether it is for sale, and its package where the data has one (specs.ts). */
export type ListedVariant = Pick<StoreVariant, 'id' | 'title' | 'price' | 'compareAtPrice' | 'availableForSale'> & {
  package?: VariantPackage;
};

/**
 * A store product as the shop's lists show, search and compare it (spec §3, §5): no HTML description, dates but the
 * publication, SKUs or variant images, and its first image only. A whole StoreProduct is one too.
 */
export interface ListedStoreProduct extends Pick<
  StoreProduct,
  'id' | 'handle' | 'title' | 'description' | 'productType' | 'vendor' | 'tags' | 'publishedAt' | 'options'
> {
  images: StoreImage[];
  variants: ListedVariant[];
  /** Its `specs` metafields (specs.ts), what the shop filters and compares on; absent or partial when the data has fewer. */
  specs?: ProductSpecs;
}

/** A store collection with its products as lists show them, and without its image, which no page shows. */
export interface ListedStoreCollection extends Pick<StoreCollection, 'id' | 'handle' | 'title' | 'description'> {
  /** At most 250, in the collection's order (spec §9). */
  products: ListedStoreProduct[];
}

/** A store id is a plain Shopify product gid; anything else is a catalogue-only product, shown with its price and bought in store. */
export function isStoreProductId(id: string): boolean {
  return /^gid:\/\/shopify\/Product\/\d+$/.test(id);
}

/** The metafield namespace of a chemical's chemistry, exposed to the storefront: `ingredient` and `strength` on the product, `package_size` and `package_unit` on each variant. */
export const WATER_METAFIELD_NAMESPACE = 'water';

/**
 * The tag of the products carrying the `water` metafields: the Storefront API's product search filters on tags but not on
 * metafields, so the tag is what keeps the query for them to those products.
 */
export const WATER_PRODUCT_TAG = 'analyse-de-l-eau';
