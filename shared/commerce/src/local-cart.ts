// Owns the local cart, wishlist and compare list of spec §3/§4 and the price rules of spec §9, as pure functions.

/** What can be put in the local cart: the spec §3 local cart item without its cart quantity and total. */
export interface LocalCartProduct {
  id: string;
  price: number;
  /** Percent off, 0 to 100. */
  discount?: number;
  category?: string[];
  tag?: string[];
  variation?: { color?: string; sizes?: string[] }[];
  new?: boolean;
  best?: boolean;
}

export type LocalCartItem<P extends LocalCartProduct = LocalCartProduct> = P & {
  cartQuantity: number;
  /** Discounted unit price × quantity. */
  total: number;
};

/** Money is kept to the cent so sums never show floating-point leftovers such as 0.30000000000000004. */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Spec §9: discounted price = price − price × discount / 100. */
export function discountedPrice(price: number, discount = 0): number {
  return roundToCents(price - (price * discount) / 100);
}

function withQuantity<P extends LocalCartProduct>(product: P, cartQuantity: number): LocalCartItem<P> {
  return { ...product, cartQuantity, total: roundToCents(discountedPrice(product.price, product.discount) * cartQuantity) };
}

/** Adding an id already in the cart raises its quantity and total instead of adding a line. */
export function addToCart<P extends LocalCartProduct>(cart: readonly LocalCartItem<P>[], product: P, quantity = 1): LocalCartItem<P>[] {
  const existing = cart.find((item) => item.id === product.id);
  if (!existing) return [...cart, withQuantity(product, quantity)];
  return cart.map((item) => (item.id === product.id ? withQuantity(item, item.cartQuantity + quantity) : item));
}

/** Lowers the quantity and total; a line that would reach zero is removed. */
export function decreaseQuantity<P extends LocalCartProduct>(
  cart: readonly LocalCartItem<P>[],
  id: string,
  quantity = 1,
): LocalCartItem<P>[] {
  return cart.flatMap((item) => {
    if (item.id !== id) return [item];
    const remaining = item.cartQuantity - quantity;
    return remaining > 0 ? [withQuantity(item, remaining)] : [];
  });
}

export function removeFromCart<P extends LocalCartProduct>(cart: readonly LocalCartItem<P>[], id: string): LocalCartItem<P>[] {
  return cart.filter((item) => item.id !== id);
}

export function clearCart<P extends LocalCartProduct>(): LocalCartItem<P>[] {
  return [];
}

/** Spec §9: cart total = Σ discounted price × quantity. */
export function cartTotal(cart: readonly LocalCartItem[]): number {
  return roundToCents(cart.reduce((sum, item) => sum + discountedPrice(item.price, item.discount) * item.cartQuantity, 0));
}

/** What a cart line displays (spec §3): unit price, discounted price, total price. */
export function cartLinePrices(item: LocalCartItem): { unitPrice: number; discountPrice: number; totalPrice: number } {
  const discountPrice = discountedPrice(item.price, item.discount);
  return { unitPrice: item.price, discountPrice, totalPrice: roundToCents(discountPrice * item.cartQuantity) };
}

/** Spec §9: the lowest price among options is chosen. Option prices may be numeric strings (spec §3); unreadable ones are ignored. */
export function lowestPrice(prices: readonly (number | string | null | undefined)[]): number | null {
  const numbers = prices
    .map((p) => (typeof p === 'string' ? Number(p.trim() === '' ? NaN : p) : p))
    .filter((p): p is number => typeof p === 'number' && Number.isFinite(p));
  return numbers.length ? Math.min(...numbers) : null;
}

/** Wishlist and compare list add an item only if its id is not already there. */
export function addUnique<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return list.some((existing) => existing.id === item.id) ? [...list] : [...list, item];
}

export function removeById<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}

export const addToWishlist = addUnique;
export const removeFromWishlist = removeById;
export const removeFromCompare = removeById;

/** Products compared side by side at most: four columns still read on a desktop, and scroll on a phone. */
export const COMPARE_LIMIT = 4;

/** True when the product is not in the compare list and the list has no room left for it. */
export function compareIsFull(list: readonly { id: string }[], id: string): boolean {
  return list.length >= COMPARE_LIMIT && !list.some((existing) => existing.id === id);
}

/** Adds a product to the compare list once, and never beyond COMPARE_LIMIT (the list comes back unchanged). */
export function addToCompare<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return compareIsFull(list, item.id) ? [...list] : addUnique(list, item);
}
