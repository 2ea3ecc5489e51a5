// Owns the shape of the shop definitions (categories → collections → product types → products) the seed is written in.
import type { BannerScene } from '../images/scenes';
import type { ProductArt } from '../images/products';

export interface VariantDef {
  value: string;
  price: number;
  compareAt?: number;
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
