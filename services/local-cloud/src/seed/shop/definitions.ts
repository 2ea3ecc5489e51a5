// Owns the shape of the shop definitions (categories → collections → product types → products) the seed is written in.
import type { BannerScene } from '../images/scenes';
import type { ProductArt } from '../images/products';
import type { ProductSpecs } from '@storefront/contracts';
import type { Ingredient, PackageUnit } from '@storefront/water-chemistry';

/** One package of a chemical: its variant's metafields `water.package_size` and `water.package_unit`. */
export interface PackageDef {
  size: number;
  unit: PackageUnit;
}

/** What the water analysis doses with (ADR 0037): the product's metafields `water.ingredient` and `water.strength`. */
export interface WaterDef {
  ingredient: Ingredient;
  /** Percent of the active ingredient: available chlorine for hypochlorites, trade percent for liquid chlorine, mass % otherwise. */
  strength: number;
  /** The package of a product sold in one format; a product with formats gives each of them its own (VariantDef.package). */
  package?: PackageDef;
}

/**
 * How the product may leave the store: its metafields `fulfilment.class` and, for a dangerous good, `fulfilment.un_number`
 * and `fulfilment.hazard_class` from section 14 (transport information) of its safety data sheet, under the Transportation
 * of Dangerous Goods Regulations. The shape of @storefront/commerce's `Fulfilment`, with the UN number and class required.
 */
export type FulfilmentDef =
  | { class: 'parcel' | 'freight' | 'pickup-only' }
  | {
      class: 'dangerous';
      /** UN followed by four digits, e.g. UN1791. */
      unNumber: `UN${number}`;
      /** The TDG class, e.g. '8' or '5.1'. */
      hazardClass: string;
    };

export interface VariantDef {
  value: string;
  price: number;
  compareAt?: number;
  /** The format's package, for a chemical the water analysis doses. */
  package?: PackageDef;
  /**
   * How this format looks where it differs from the product's drawing (a 4 kg pail): the variant gets its own image, as a
   * Shopify variant does (ProductVariant.image); without it the variant shows the product's first image.
   */
  art?: Pick<ProductArt, 'format'>;
  /** This format is out of stock while the others sell: its variant is not for sale. */
  soldOut?: boolean;
}

export interface ProductDef {
  title: string;
  /** Product type title; must be one of the collection's productTypes. */
  type: string;
  vendor: string;
  price: number;
  compareAt?: number;
  description: string;
  features?: string[];
  art: Omit<ProductArt, 'seed' | 'alternate'>;
  weight: number;
  /** Shown with its price but bought in store: catalogue-only id, variants not for sale. */
  catalogueOnly?: boolean;
  /** Sold online but out of stock: a store id whose variants are not for sale (no stock). */
  soldOut?: boolean;
  /**
   * Created after the first catalogue: numbered after every other product, as Shopify gives a new product the next id, so
   * the ids, SKUs and drawings of the products listed after it stay as they were.
   */
  addedLater?: boolean;
  /** A chemical the water analysis doses: `water` metafields and the tag `analyse-de-l-eau`. */
  water?: WaterDef;
  /** Its `specs` metafields (ADR 0050): only what its data states, never a guess. */
  specs?: ProductSpecs;
  /** Its fulfilment class; when left out, its category's default (`fulfilmentOf` in fulfilment.ts). */
  fulfilment?: FulfilmentDef;
  /** Ships free whatever the order total: tag 'livraison-gratuite'. */
  freeShipping?: boolean;
  /** One option (e.g. Format, Couleur) with a price per value. */
  variants?: { option: string; values: VariantDef[] };
  /** Adds a close-up second image. */
  closeUp?: boolean;
  tags?: string[];
  /** Days before the season start the product was published; newer products have smaller numbers. */
  age?: number;
}

export interface CollectionDef {
  handle: string;
  title: string;
  description: string;
  /** Fixed Shopify id for the special collections of spec §9. */
  fixedId?: string;
  /** Product type titles in display order (spec §9 order for garden furniture). */
  productTypes: string[];
  products: ProductDef[];
}

export interface CategoryDef {
  handle: string;
  title: string;
  seoDescription: string;
  image: BannerScene;
  collections: CollectionDef[];
}
