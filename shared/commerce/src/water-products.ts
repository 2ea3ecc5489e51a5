// Owns reading the chemicals the water analysis doses: the products tagged for it, one WaterProduct per variant whose `water` metafields are whole.
import { isStoreProductId, WATER_PRODUCT_TAG } from '@storefront/contracts';
import type { WaterProductsQuery, WaterProductsQueryVariables } from './generated/storefront';

export type PackageUnit = 'g' | 'kg' | 'mL' | 'L';

/** A chemical's format the water analysis can dose: one variant of a product carrying the `water` metafields. */
export interface WaterProduct {
  /** The variant's id: a plan step's product id, and what the cart adds. */
  id: string;
  productId: string;
  handle: string;
  /** The product's title in the client's language. */
  title: string;
  /** The variant's title ("10 kg"); null for a product's only, default variant. */
  variantTitle: string | null;
  /** One of @storefront/water-chemistry's Ingredient ids (commerce does not depend on that package: a string here, checked there). */
  ingredient: string;
  /** Percent of the active ingredient. */
  strength: number;
  packageSize: number;
  unit: PackageUnit;
  price: { amount: string; currencyCode: string };
  /** The variant can be bought now (Storefront availableForSale). */
  available: boolean;
  /**
   * False for a catalogue-only product (its id is not a store id, spec §3 buyOnline): shown with its price, bought in store,
   * so the page says to call or visit the store instead of adding it to the cart.
   */
  soldOnline: boolean;
}

export type WaterProductsPage = WaterProductsQuery;
export type WaterProductNode = WaterProductsQuery['products']['nodes'][number];
export type WaterVariantNode = WaterProductNode['variants']['nodes'][number];
type Value = WaterVariantNode['packageSize'];

const UNITS: readonly string[] = ['g', 'kg', 'mL', 'L'] satisfies PackageUnit[];
/** Shopify's single_line_text_field holds any text; an ingredient id is a lower-case slug. */
const INGREDIENT = /^[a-z]+(?:-[a-z]+)*$/;
/** number_decimal as Shopify stores it: an optional sign, digits, an optional fraction. */
const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/** A positive number_decimal, or undefined when the value is missing or malformed. */
function positive(value: Value): number | undefined {
  if (!value || !DECIMAL.test(value.value)) return undefined;
  const number = Number(value.value);
  return number > 0 ? number : undefined;
}

/** Shopify names a product's only variant "Default Title". */
const DEFAULT_VARIANT_TITLE = 'Default Title';

/** The product's doseable formats; a variant (or the product) with a missing or malformed metafield is left out. */
export function toWaterProducts(node: WaterProductNode): WaterProduct[] {
  const ingredient = node.ingredient?.value.trim();
  const strength = positive(node.strength);
  if (!ingredient || !INGREDIENT.test(ingredient) || strength === undefined || strength > 100) return [];
  const only = node.variants.nodes.length === 1;
  return node.variants.nodes.flatMap((variant): WaterProduct[] => {
    const packageSize = positive(variant.packageSize);
    const unit = variant.packageUnit?.value.trim();
    if (packageSize === undefined || !unit || !UNITS.includes(unit)) return [];
    return [
      {
        id: variant.id,
        productId: node.id,
        handle: node.handle,
        title: node.title,
        variantTitle: only && variant.title === DEFAULT_VARIANT_TITLE ? null : variant.title,
        ingredient,
        strength,
        packageSize,
        unit: unit as PackageUnit,
        price: { amount: variant.price.amount, currencyCode: variant.price.currencyCode },
        available: variant.availableForSale,
        soldOnline: isStoreProductId(node.id),
      },
    ];
  });
}

/** Every page of the tagged products, turned into water products as each page arrives. */
export async function fetchWaterProducts(
  query: (variables: WaterProductsQueryVariables) => Promise<WaterProductsPage>,
): Promise<WaterProduct[]> {
  const products: WaterProduct[] = [];
  let after: string | null = null;
  do {
    const page: WaterProductsPage['products'] = (await query({ query: `tag:${WATER_PRODUCT_TAG}`, after })).products;
    for (const node of page.nodes) products.push(...toWaterProducts(node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return products;
}
