// Owns the store's water products as the plan reads them: the chemistry's Product (by variant) and what a step shows of it.
import type { Ingredient, PackageUnit, Product } from '@storefront/water-chemistry';
import type { WaterProduct } from '@storefront/commerce';

/** A product the plan may name: the chemistry's view of it, and its page, title, price and stock. */
export interface PlanProduct {
  product: Product;
  productId: string;
  handle: string;
  title: string;
  /** Null for a product's only variant. */
  variantTitle: string | null;
  price: { amount: string; currencyCode: string };
  /** In stock, and sold online: the plan doses only these; another is named with the store's phone. */
  available: boolean;
  /** False for a product sold in store only. */
  soldOnline: boolean;
}

const INGREDIENTS: readonly Ingredient[] = [
  'sodium-bicarbonate',
  'sodium-carbonate',
  'hydrochloric-acid',
  'sodium-bisulfate',
  'sodium-hypochlorite',
  'calcium-hypochlorite',
  'trichlor',
  'dichlor',
  'calcium-chloride',
  'cyanuric-acid',
  'sodium-chloride',
];
const UNITS: readonly PackageUnit[] = ['g', 'kg', 'mL', 'L'];

const isIngredient = (value: string): value is Ingredient => (INGREDIENTS as readonly string[]).includes(value);
const isUnit = (value: string): value is PackageUnit => (UNITS as readonly string[]).includes(value);

/**
 * The store's products the chemistry can dose: an ingredient it knows, a strength of 0–100 %, a package of some size in a
 * unit it reads. Any other (a metafield mistyped in the store's admin) is left out rather than dosed wrongly.
 */
export function toPlanProducts(products: readonly WaterProduct[]): PlanProduct[] {
  return products.flatMap((item): PlanProduct[] => {
    const { ingredient, unit, strength, packageSize } = item;
    if (!isIngredient(ingredient) || !isUnit(unit)) return [];
    if (!(strength > 0 && strength <= 100) || !(packageSize > 0)) return [];
    return [
      {
        product: { id: item.id, ingredient, strength, packageSize, unit },
        productId: item.productId,
        handle: item.handle,
        title: item.title,
        variantTitle: item.variantTitle,
        price: item.price,
        available: item.available && item.soldOnline,
        soldOnline: item.soldOnline,
      },
    ];
  });
}
