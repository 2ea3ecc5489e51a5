// Owns the shape of the seed data set shared by the local cloud, the Shopify emulation, the tests and the Firebase loader.

export interface ShopifySeedImage {
  id: string;
  /** Absolute URL on the local cloud (Storage media URL with its download token). */
  src: string;
  altText: string | null;
  width: number;
  height: number;
}

/** A metafield as Shopify stores it: the value is always a string, read according to its type. */
export interface ShopifySeedMetafield {
  /** gid://shopify/Metafield/N */
  id: string;
  namespace: string;
  key: string;
  /** e.g. "12.5" for a number_decimal. */
  value: string;
  /** Shopify's metafield type name: single_line_text_field, number_decimal, … */
  type: string;
}

export interface ShopifySeedVariant {
  /** gid://shopify/ProductVariant/N (not available for sale when the product is catalogue-only). */
  id: string;
  title: string;
  sku: string;
  /** Decimal string, e.g. "12.99". */
  price: string;
  compareAtPrice: string | null;
  availableForSale: boolean;
  /** Items that ship free whatever the total carry the product tag 'livraison-gratuite'. */
  requiresShipping: boolean;
  weight: number;
  weightUnit: 'KILOGRAMS';
  selectedOptions: { name: string; value: string }[];
  imageId: string | null;
  metafields?: ShopifySeedMetafield[];
}

export interface ShopifySeedProduct {
  /**
   * gid://shopify/Product/N for a store product (buyable online); gid://shopify/Product/catalogue/N for a
   * catalogue-only product (spec §3: buyOnline is true exactly when the id is a store id).
   */
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
  images: ShopifySeedImage[];
  options: { id: string; name: string; values: string[] }[];
  variants: ShopifySeedVariant[];
  metafields?: ShopifySeedMetafield[];
  /** Title and descriptions in other languages, served under @inContext(language:); French where absent. */
  translations?: Partial<Record<'EN', { title: string; description: string; descriptionHtml: string }>>;
}

export interface ShopifySeedCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  updatedAt: string;
  image: ShopifySeedImage | null;
  /** Product ids in display order. */
  productIds: string[];
  /** Title and description in other languages, served under @inContext(language:); French where absent. */
  translations?: Partial<Record<'EN', { title: string; description: string }>>;
}

export interface ShopifySeed {
  products: ShopifySeedProduct[];
  collections: ShopifySeedCollection[];
  discountCodes: { code: string; percentage: number }[];
}

/** Plain JSON document data; ISO date strings under a key ending in 'At' are stored as Firestore timestamps. */
export type SeedDocument = Record<string, unknown>;

export interface SeedObject {
  contentType: string;
  data: Buffer;
}

export interface Seed {
  /** Document path (e.g. 'categories/piscines/collections/piscines-hors-terre') → document data. */
  firestore: Record<string, SeedDocument>;
  /** Object path (e.g. 'categories/spas.webp') → content. */
  storage: Record<string, SeedObject>;
  shopify: ShopifySeed;
}
