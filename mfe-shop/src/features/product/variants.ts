// Owns which variant a product shows and which of its images goes with it: the default one, the one the address names
// (`?variant=`), and the gallery's image of a variant.
import type { StoreImage } from '@storefront/contracts';

/** The query parameter naming the chosen variant, as a Shopify store's product addresses do (`?variant=<number>`). */
export const VARIANT_PARAM = 'variant';

/**
 * The variant shown when none is chosen: the first one for sale, else the first, as the Storefront API's
 * `Product.selectedOrFirstAvailableVariant` gives it.
 */
export function defaultVariant<V extends { availableForSale: boolean }>(variants: readonly V[]): V | undefined {
  return variants.find((variant) => variant.availableForSale) ?? variants[0];
}

/** The number a variant's gid ends with (`gid://shopify/ProductVariant/10011` → `10011`): what the address carries. */
export function variantParam(id: string): string {
  return /(\d+)$/.exec(id)?.[1] ?? id;
}

/** The variant the address names (by its number or its whole gid); the default one when it names none of the product's. */
export function variantOfParam<V extends { id: string; availableForSale: boolean }>(
  variants: readonly V[],
  value: string | null,
): V | undefined {
  const named = value ? variants.find((variant) => variant.id === value || variantParam(variant.id) === value) : undefined;
  return named ?? defaultVariant(variants);
}

/**
 * The product's images as the gallery lists them, and which of them goes with the variant: its own image, found among the
 * product's by id or address (Shopify keeps a variant's image among its product's), or added last when it is not there;
 * the first image when the variant has none.
 */
export function galleryOf(
  images: readonly StoreImage[],
  variant: { image: StoreImage | null } | undefined,
): { images: StoreImage[]; shown: number } {
  const own = variant?.image;
  if (!own) return { images: [...images], shown: 0 };
  const at = images.findIndex((image) => (own.id !== null && image.id === own.id) || image.src === own.src);
  if (at >= 0) return { images: [...images], shown: at };
  return { images: [...images, own], shown: images.length };
}
