// Checks the local cart, wishlist and compare rules of spec §3/§4 and the price rules of spec §9.
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  addToCompare,
  compareIsFull,
  COMPARE_LIMIT,
  addToWishlist,
  cartLinePrices,
  cartTotal,
  clearCart,
  decreaseQuantity,
  discountedPrice,
  lowestPrice,
  removeFromCart,
  removeFromCompare,
  removeFromWishlist,
  type LocalCartProduct,
} from './local-cart';

const lounger: LocalCartProduct = { id: 'riviera', price: 399, discount: 0, category: ['mobilier'], new: true };
const chlorine: LocalCartProduct = { id: 'chlore', price: 50, discount: 20, tag: ['chimique'] };

describe('price rules (spec §9)', () => {
  it('discounted price = price − price × discount / 100', () => {
    expect(discountedPrice(50, 20)).toBe(40);
    expect(discountedPrice(399, 0)).toBe(399);
    expect(discountedPrice(399)).toBe(399);
    expect(discountedPrice(19.99, 15)).toBe(16.99);
    expect(discountedPrice(100, 100)).toBe(0);
  });

  it('cart total = Σ discounted price × quantity', () => {
    const cart = addToCart(addToCart([], chlorine, 3), lounger, 2);
    expect(cartTotal(cart)).toBe(40 * 3 + 399 * 2);
    expect(cartTotal([])).toBe(0);
  });

  it('keeps totals to the cent', () => {
    const cart = addToCart(addToCart([], { id: 'a', price: 0.1 }), { id: 'b', price: 0.2 });
    expect(cartTotal(cart)).toBe(0.3);
  });

  it('chooses the lowest price among options, reading numeric strings', () => {
    expect(lowestPrice(['1299.00', 899, '1049.5'])).toBe(899);
    expect(lowestPrice(['', 'n/a', null, undefined, '12'])).toBe(12);
    expect(lowestPrice([])).toBeNull();
  });

  it('gives a cart line its unit, discounted and total prices', () => {
    const [line] = addToCart([], chlorine, 2);
    expect(cartLinePrices(line!)).toEqual({ unitPrice: 50, discountPrice: 40, totalPrice: 80 });
  });
});

describe('local cart (spec §4)', () => {
  it('adds a new line with its quantity and discounted total', () => {
    const cart = addToCart([], chlorine, 2);
    expect(cart).toEqual([{ ...chlorine, cartQuantity: 2, total: 80 }]);
  });

  it('adding an existing id raises its quantity and total instead of adding a line', () => {
    const cart = addToCart(addToCart([], chlorine), chlorine, 2);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ cartQuantity: 3, total: 120 });
  });

  it('decreasing lowers quantity and total; at zero the line goes', () => {
    const cart = addToCart([], chlorine, 3);
    const lowered = decreaseQuantity(cart, 'chlore');
    expect(lowered[0]).toMatchObject({ cartQuantity: 2, total: 80 });
    expect(decreaseQuantity(decreaseQuantity(lowered, 'chlore'), 'chlore')).toEqual([]);
    expect(decreaseQuantity(cart, 'absent')).toEqual(cart);
  });

  it('removing deletes the line and clearing empties the cart', () => {
    const cart = addToCart(addToCart([], chlorine), lounger);
    expect(removeFromCart(cart, 'chlore').map((i) => i.id)).toEqual(['riviera']);
    expect(clearCart()).toEqual([]);
  });

  it('never changes the cart it is given', () => {
    const cart = Object.freeze(addToCart([], chlorine));
    addToCart(cart, chlorine);
    decreaseQuantity(cart, 'chlore');
    expect(cart[0]?.cartQuantity).toBe(1);
  });
});

describe('wishlist and compare (spec §4)', () => {
  it('add only if not already present', () => {
    const wishlist = addToWishlist(addToWishlist([], lounger), { ...lounger, price: 1 });
    expect(wishlist).toEqual([lounger]);
    const compare = addToCompare(addToCompare([], lounger), chlorine);
    expect(compare.map((i) => i.id)).toEqual(['riviera', 'chlore']);
    expect(addToCompare(compare, chlorine)).toHaveLength(2);
  });

  it('remove by id', () => {
    expect(removeFromWishlist([lounger, chlorine], 'riviera')).toEqual([chlorine]);
    expect(removeFromCompare([lounger], 'riviera')).toEqual([]);
  });

  it('compare at most four products: a fifth is refused, one already there or after a removal is not', () => {
    expect(COMPARE_LIMIT).toBe(4);
    const products = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
    const four = products.slice(0, 4).reduce<{ id: string }[]>((list, product) => addToCompare(list, product), []);
    expect(four.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(compareIsFull(four, 'e')).toBe(true);
    expect(addToCompare(four, products[4]!)).toEqual(four);
    expect(compareIsFull(four, 'b')).toBe(false);
    expect(addToCompare(four, products[1]!)).toHaveLength(4);
    expect(compareIsFull(four.slice(0, 3), 'e')).toBe(false);
    expect(addToCompare(removeFromCompare(four, 'a'), products[4]!).map((p) => p.id)).toEqual(['b', 'c', 'd', 'e']);
    expect(addToWishlist(four, products[4]!)).toHaveLength(5);
  });
});
