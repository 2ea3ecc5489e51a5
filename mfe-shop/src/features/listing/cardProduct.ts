// Owns what a product card needs of a Shop product (spec §3), kept small since loader data travels in the page.
import { priceSummary, type PriceSummary } from '@storefront/commerce';
import type { ListedShopProduct, StoreImage } from '@storefront/contracts';

export const NEW_TAG = 'nouveau';
export const EXCLUSIVE_TAG = 'exclusif';
const DESCRIPTION_LENGTH = 140;

export interface CardProduct {
  id: string;
  handle: string;
  title: string;
  /** The brand, or the category where the product has none. */
  heading: string;
  description: string;
  image: StoreImage | null;
  price: PriceSummary | null;
  /** The variant "Ajouter au panier" adds; null when the product cannot be bought online. */
  variantId: string | null;
  isNew: boolean;
  exclusive: boolean;
  /** For the page's data attributes, which tests read the spec §9 order from. */
  typeHandle: string;
  buyOnline: boolean;
  publishedAt: string;
}

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

export function toCardProduct(product: ListedShopProduct): CardProduct {
  const variant = product.buyOnline ? product.variants.find((entry) => entry.availableForSale) : undefined;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    heading: product.vendor || product.categoryTitle,
    description: shorten(product.description),
    image: product.images[0] ?? null,
    price: priceSummary(product.variants),
    variantId: variant?.id ?? null,
    isNew: product.tags.includes(NEW_TAG),
    exclusive: product.tags.includes(EXCLUSIVE_TAG),
    typeHandle: product.productTypeHandle,
    buyOnline: product.buyOnline,
    publishedAt: product.publishedAt,
  };
}
