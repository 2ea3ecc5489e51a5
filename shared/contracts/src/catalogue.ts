// Catalogue domain contracts shared by the seed, the loaders and the remotes.
import type { ListedStoreProduct, StoreProduct } from './commerce';

/** Fixed Shopify collection ids of the special collection sets of spec §9. */
export const SPECIAL_COLLECTION_IDS = {
  spas: 'gid://shopify/Collection/900001',
  clearance: 'gid://shopify/Collection/900002',
  clearanceHero: 'gid://shopify/Collection/900003',
  essentials: 'gid://shopify/Collection/900004',
} as const;

/** Handles of the special collections a page reads alone, without the whole shop (the home page's essentials). */
export const SPECIAL_COLLECTION_HANDLES = {
  essentials: 'essentiels-de-saison',
} as const;

/** An object path in the cloud file store (e.g. `categories/spas.webp`); resolve it with `resolveDownloadUrl`. */
export type StoragePath = string;

/** A value the spec says exists in both languages (videos, flyers); English may be empty and falls back to French. */
export interface Localized<T = string> {
  fr: T;
  en: T;
}

export interface SeoFields {
  seoTitle: string;
  seoDescription: string;
  seoImage: StoragePath;
}

/** Product type of a collection (spec §3), listed in the fixed display order of spec §9 where one exists. */
export interface ProductType {
  handle: string;
  title: string;
}

/** A collection within a category: the external (Shopify) collection id and its order. */
export interface CategoryCollection {
  id: string;
  shopifyCollectionId: string;
  order: number;
  productTypes: ProductType[];
}

/** A shop category (spec §3), its collections ordered by `order`. */
export interface Category extends SeoFields {
  id: string;
  title: string;
  handle: string;
  image: StoragePath;
  order: number;
  collections: CategoryCollection[];
}

export interface CustomerFileDocument {
  title: string;
  file: StoragePath;
}

export interface CustomerFileCategory {
  id: string;
  title: string;
  order: number;
  documents: CustomerFileDocument[];
}

/** Customer product category of the customer area, with its file categories ordered by `order`. */
export interface CustomerProductCategory extends SeoFields {
  id: string;
  title: string;
  handle: string;
  image: StoragePath;
  order: number;
  fileCategories: CustomerFileCategory[];
}

/** Spa or swim-spa model (spec §3 "Spa product"). */
export interface SpaModel extends SeoFields {
  id: string;
  title: string;
  description: string;
  productType: string;
  priceEv: number;
  discountEv: number;
  vendor: string;
  /** Shopify product gid; spas sort by it, descending (spec §9). */
  platformProductId: string;
  persons: string;
  specs: Record<string, unknown>;
  serieIcon: StoragePath;
  images: StoragePath[];
  led: boolean;
  rmaxIcon: StoragePath;
  audioIcon: StoragePath;
  touch2Icon: StoragePath;
  jets: number;
  order: number;
  handle: string;
  /** The spa's option lists (ADR 0042), each ordered by `order`; a list the model does not have is absent or empty. */
  options: Partial<Record<SpaOptionName, PoolOption[]>>;
  /** The lists a buyer may leave empty ("none" in the configurator, nothing added to the price); every other list needs a choice. */
  optionalLists: SpaOptionName[];
}

/** Option lists of a spa or swim spa, stored like a pool model's: one Firestore subcollection per list under the model. */
export type SpaOptionName = 'shellColours' | 'cabinetColours' | 'covers' | 'steps' | 'coverLifters' | 'sanitizers';

export const SPA_OPTION_NAMES: readonly SpaOptionName[] = [
  'shellColours',
  'cabinetColours',
  'covers',
  'steps',
  'coverLifters',
  'sanitizers',
];

export type SpaKind = 'spa' | 'spaNage';

/** A feature block of a spa series page (title, text and icon). */
export interface SpaComponent {
  title: string;
  description: string;
  icon: StoragePath;
}

/** Spa or swim-spa record of the `spas` collection, with its published models. */
export interface SpaType extends SeoFields {
  id: string;
  type: SpaKind;
  typeHandle: 'spas' | 'spas-de-nage';
  title: string;
  handle: string;
  components: SpaComponent[];
  presentation: string;
  image: StoragePath;
  order: number;
  products: SpaModel[];
}

/** Firestore collection names of the three pool families. */
export type PoolCollectionName = 'above-ground-pool' | 'in-ground-pool' | 'built-in-pool';
export type PoolTypeHandle = 'piscines-hors-terre' | 'piscines-creusees' | 'piscines-semi-creusees';

export const POOL_TYPE_HANDLES: Record<PoolCollectionName, PoolTypeHandle> = {
  'above-ground-pool': 'piscines-hors-terre',
  'in-ground-pool': 'piscines-creusees',
  'built-in-pool': 'piscines-semi-creusees',
};

export type PoolOptionName =
  'liners' | 'walls' | 'shapes' | 'steps' | 'dimensions' | 'structuralComponents' | 'wallComponents' | 'treviclip';

/** Option lists each pool family carries (spec §3 "Pool product"). */
export const POOL_OPTION_NAMES: Record<PoolCollectionName, readonly PoolOptionName[]> = {
  'in-ground-pool': ['dimensions', 'structuralComponents', 'wallComponents', 'treviclip', 'liners', 'walls'],
  'built-in-pool': ['shapes', 'liners', 'steps'],
  'above-ground-pool': ['shapes', 'liners', 'steps', 'walls'],
};

/** Option item of a pool or spa model; `price` is a numeric string where the option has one. */
export interface PoolOption {
  id: string;
  title: string;
  image: StoragePath;
  order: number;
  price?: string;
  /** The model's photo with this option, where the catalogue has one (a shape): the model page shows it once chosen. */
  photo?: StoragePath;
}

export interface PoolModel extends SeoFields {
  id: string;
  title: string;
  description: string;
  productType: string;
  priceEv: number;
  discountEv: number;
  vendor: string;
  handle: string;
  images: StoragePath[];
  order: number;
  /** Only the option lists of the model's family are present, each ordered by `order`. */
  options: Partial<Record<PoolOptionName, PoolOption[]>>;
  /** The lists a buyer may leave empty ("none" in the configurator, nothing added to the price); every other list needs a choice. */
  optionalLists: PoolOptionName[];
}

export interface PoolType extends SeoFields {
  id: string;
  type: string;
  typeHandle: PoolTypeHandle;
  title: string;
  handle: string;
  presentation: string;
  image: StoragePath;
  order: number;
  products: PoolModel[];
}

/** Promotion of the promotions page (spec §3); `slug` names /fr/promotions/{slug}. */
export interface Promotion {
  id: string;
  slug: string;
  title: string;
  description: string;
  imgCover: StoragePath;
  imgPromoPDF: StoragePath;
  imgPromo: { img: StoragePath }[];
  links: { title: string; url: string }[];
  order: number;
  /** ISO dates of the promotion's run; empty when the document has none. */
  startAt: string;
  endAt: string;
}

/** Switch of the promotions page: false shows its 'no current promotion' variant. */
export interface PromotionsSetting {
  hasCurrentPromotion: boolean;
}

/** A catalogue (e.g. the 2025 catalogue) has the promotion's shape. */
export type CatalogueRecord = Promotion;

/** Flyer capsule: link per language (a stored PDF path), image and title. */
export interface Flyer {
  id: string;
  link: Localized<StoragePath>;
  img: StoragePath;
  title: Localized;
  order: number;
  publishedAt: string;
}

/** Video capsule: some English video ids differ from the French ones; an empty English value falls back to French. */
export interface VideoCapsule {
  videoId: Localized;
  image: StoragePath;
  title: Localized;
  order: number;
}

/** A group of the video advice page (pool videos, spa videos, opening/closing videos). */
export interface VideoGroup {
  id: string;
  title: Localized;
  order: number;
  capsules: VideoCapsule[];
}

export interface Job {
  id: string;
  title: string;
  /** Kind of position, e.g. 'Temps plein, saisonnier'. */
  type: string;
  location: string;
  description: string;
  requirements: string[];
  order: number;
  publishedAt: string;
}

/** One priced line of a service package; `discount` is what the combo saves. */
export interface ServicePackageLine {
  label: string;
  value: number;
  discount?: number;
}

/** A pricing package of the service page (ids forfait_1 to forfait_3). */
export interface ServicePackage {
  id: string;
  title: string;
  order: number;
  opening: ServicePackageLine;
  closing: ServicePackageLine;
  combo: ServicePackageLine;
  combo2Years: ServicePackageLine;
}

/** What the merge adds to a store product to make the Shop product of spec §3. */
export interface ShopProductFields {
  categoryHandle: string;
  categoryTitle: string;
  /** External (Shopify) id of the collection the product was placed from; keys the collection's order. */
  collectionId: string;
  collectionHandle: string;
  collectionTitle: string;
  productTypeTitle: string;
  productTypeHandle: string;
  /** True when the id is a store (Shopify product) id. */
  buyOnline: boolean;
  isEssentiel: boolean;
  isLiquidationHero: boolean;
  /** In the clearance set: what the special category 'liquidations' lists. */
  isLiquidation: boolean;
}

/** Shop product (merged) of spec §3: the store product (publishedAt, variants…) placed in a category and collection. */
export type ShopProduct = StoreProduct & ShopProductFields;

/** A Shop product as the shop's lists keep it in memory (the product page reads the whole one by handle). */
export type ListedShopProduct = ListedStoreProduct & ShopProductFields;

/** Special category values of the shop route (spec §2). */
export const SHOP_SEARCH_CATEGORY = 'recherche';
export const SHOP_CLEARANCE_CATEGORY = 'liquidations';

/** The id of a shop listing's product list: the shell's skip link "Aller aux produits" leads to it, past the filter panel. */
export const PRODUCT_LIST_ID = 'liste-produits';

export interface FilterMenuType {
  title: string;
  handle: string;
  count: number;
}

/** Filter menu entry of spec §3; `count` ignores the keyword, `filteredCount` and the type counts honour it. */
export interface FilterMenuEntry {
  id: string;
  title: string;
  handle: string;
  count: number;
  types: FilterMenuType[];
  filteredCount: number;
}

/** One group of the filter side menu per category: its totals and types, and its collections. */
export interface FilterMenuCategory extends FilterMenuEntry {
  collections: FilterMenuEntry[];
}

export interface FilterMenu {
  /** The 'Tout voir' count: products in scope that match the keyword. */
  total: number;
  categories: FilterMenuCategory[];
}

/** The shop route: /fr/boutique/{category}/{collection}/{type}?e={keyword}&{facet}={values}. */
export interface ShopRoute {
  category?: string;
  collection?: string;
  type?: string;
  keyword?: string;
  /** The facets chosen beside the tree (ADR 0050), each with its values in their canonical order; absent when none. */
  facets?: FacetSelection;
}

/** The facets beside the category tree: price, brand and availability everywhere, the others on their category only. */
export const FACET_IDS = [
  'price',
  'brand',
  'availability',
  'seats',
  'jets',
  'length',
  'shape',
  'size',
  'wall',
  'ingredient',
  'format',
  'material',
] as const;

export type FacetId = (typeof FACET_IDS)[number];

/** Chosen values per facet: values of one facet are OR'ed, facets AND'ed. */
export type FacetSelection = Partial<Record<FacetId, readonly string[]>>;

/** One value of a facet group as the filter panel lists it: its count as the other filters stand. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

/** One facet group of the filter panel: its values with products, and the chosen ones even when they have none. */
export interface FacetGroup {
  id: FacetId;
  values: FacetValue[];
}
