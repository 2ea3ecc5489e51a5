// Owns what a product card needs of a Shop product (spec §3), kept small since loader data travels in the page.
import { priceSummary, type PriceSummary } from '@storefront/commerce';
import type { ListedShopProduct, ListedVariant, StoreImage } from '@storefront/contracts';

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
  /** The variant "Ajouter au panier" adds at once: the product's one variant; null when a choice comes first or it cannot be bought online. */
  variantId: string | null;
  /** What the buyer chooses before anything is added (ADR 0051); null when the card adds at once or cannot add. */
  choice: CardChoice | null;
  isNew: boolean;
  exclusive: boolean;
  /** For the page's data attributes, which tests read the spec §9 order from. */
  typeHandle: string;
  buyOnline: boolean;
  publishedAt: string;
}

/** A variant as the card's chooser lists it: its title, price and whether it is for sale. */
export type CardVariant = Pick<ListedVariant, 'id' | 'title' | 'price' | 'compareAtPrice' | 'availableForSale'>;

/**
 * The formats of one option (4 kg, 10 kg) are chosen in the card's chooser; a product with several options (a colour and a
 * size) is chosen on its page, where each option has its own field.
 */
export type CardChoice = { kind: 'formats'; option: string; variants: CardVariant[] } | { kind: 'page' };

/** What "Ajouter au panier" does for a product: add its one variant, or ask which one first; nothing when none is for sale online. */
export function cardPurchase(
  product: Pick<ListedShopProduct, 'buyOnline' | 'options' | 'variants'>,
): Pick<CardProduct, 'variantId' | 'choice'> {
  const forSale = product.buyOnline ? product.variants.filter((variant) => variant.availableForSale) : [];
  if (forSale.length === 0) return { variantId: null, choice: null };
  if (product.variants.length === 1) return { variantId: forSale[0]!.id, choice: null };
  if (product.options.filter((option) => option.values.length > 1).length > 1) return { variantId: null, choice: { kind: 'page' } };
  const variants = product.variants.map(({ id, title, price, compareAtPrice, availableForSale }) => ({
    id,
    title,
    price,
    compareAtPrice,
    availableForSale,
  }));
  return { variantId: null, choice: { kind: 'formats', option: product.options[0]?.name ?? '', variants } };
}

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

export function toCardProduct(product: ListedShopProduct): CardProduct {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    heading: product.vendor || product.categoryTitle,
    description: shorten(product.description),
    image: product.images[0] ?? null,
    price: priceSummary(product.variants),
    ...cardPurchase(product),
    isNew: product.tags.includes(NEW_TAG),
    exclusive: product.tags.includes(EXCLUSIVE_TAG),
    typeHandle: product.productTypeHandle,
    buyOnline: product.buyOnline,
    publishedAt: product.publishedAt,
  };
}
