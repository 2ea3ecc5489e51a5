import { describe, expect, it } from 'vitest';
import type { Checkout } from '@storefront/commerce';
import { CART_LINES_COOKIE, cartLinesCookie, cartLinesOf, cartLinesUpdate, expectedLines, MAX_FRAME_LINES } from './cartCookie';

const withLines = (lines: number) =>
  ({ lineItems: Array.from({ length: lines }, (_, at) => ({ id: `line-${at}` })) }) as unknown as Checkout;

describe('the lines cookie (what the server may know of a cart)', () => {
  it('reads the count among other cookies, in a Cookie header or document.cookie', () => {
    expect(cartLinesOf(`${CART_LINES_COOKIE}=3`)).toBe(3);
    expect(cartLinesOf(`consent=all; ${CART_LINES_COOKIE}=2; theme=dark`)).toBe(2);
    expect(cartLinesOf(`a=1;${CART_LINES_COOKIE}= 4 `)).toBe(4);
  });

  it('is 0 for a new visitor, another cookie of a similar name, or a value that is no count', () => {
    expect(cartLinesOf(null)).toBe(0);
    expect(cartLinesOf('')).toBe(0);
    expect(cartLinesOf(`x${CART_LINES_COOKIE}=3; ${CART_LINES_COOKIE}x=5`)).toBe(0);
    for (const value of ['-1', '2.5', 'abc', '', '1e3', '9999999']) expect(cartLinesOf(`${CART_LINES_COOKIE}=${value}`), value).toBe(0);
  });

  it('never asks the server for a frame of more than MAX_FRAME_LINES lines', () => {
    expect(cartLinesOf(`${CART_LINES_COOKIE}=500000`)).toBe(MAX_FRAME_LINES);
  });

  it('is set for the whole site, a year, Lax, Secure over HTTPS only, and reads back as written', () => {
    expect(cartLinesCookie(2, true)).toBe(`${CART_LINES_COOKIE}=2; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(cartLinesOf(cartLinesCookie(7, false).split(';')[0])).toBe(7);
  });

  it('is deleted when the cart is empty', () => {
    expect(cartLinesCookie(0, false)).toBe(`${CART_LINES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    expect(cartLinesCookie(-3, true)).toBe(`${CART_LINES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`);
  });

  it('is written by the runtime once the cart is read, and only when its count changed', () => {
    expect(cartLinesUpdate({ ready: false, checkout: null }, '', false)).toBeNull();
    expect(cartLinesUpdate({ ready: true, checkout: withLines(2) }, '', false)).toBe(cartLinesCookie(2, false));
    expect(cartLinesUpdate({ ready: true, checkout: withLines(2) }, `${CART_LINES_COOKIE}=2`, false)).toBeNull();
    expect(cartLinesUpdate({ ready: true, checkout: withLines(3) }, `${CART_LINES_COOKIE}=2`, true)).toBe(cartLinesCookie(3, true));
    // A new visitor's empty cart sets no cookie; a cart emptied deletes it.
    expect(cartLinesUpdate({ ready: true, checkout: withLines(0) }, '', false)).toBeNull();
    expect(cartLinesUpdate({ ready: true, checkout: null }, `${CART_LINES_COOKIE}=1`, false)).toBe(cartLinesCookie(0, false));
    expect(cartLinesUpdate({ ready: true, checkout: withLines(40) }, `${CART_LINES_COOKIE}=${MAX_FRAME_LINES}`, false)).toBeNull();
  });

  it('is read from the request on the server (no document there)', () => {
    const request = new Request('http://shop.local/fr/panier', { headers: { cookie: `${CART_LINES_COOKIE}=5` } });
    expect(expectedLines(request)).toBe(5);
    expect(expectedLines(new Request('http://shop.local/fr/panier'))).toBe(0);
  });
});
