// Owns the one thing the server may know of a visitor's cart: how many lines it holds, in a cookie the cart runtime keeps in
// step (never the cart's id nor what it holds), so the cart and checkout pages render the right frame before the cart is read.
import type { CheckoutState } from '@storefront/commerce';

/** The cookie's name; its value is a line count, digits only. */
export const CART_LINES_COOKIE = 'storefront_cart_lines';

/** A year: as long as the cart's id lives in the browser's storage, near enough; the runtime writes it again at each change. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The most lines a frame reserves: a cookie written by hand cannot make the server render a page of any size. */
export const MAX_FRAME_LINES = 30;

/**
 * The line count in a `Cookie` header or `document.cookie`; 0 when there is none (a new visitor, a browser that refuses
 * cookies) or it is not a count. Capped at MAX_FRAME_LINES.
 */
export function cartLinesOf(cookies: string | null | undefined): number {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== CART_LINES_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return /^\d{1,6}$/.test(value) ? Math.min(Number(value), MAX_FRAME_LINES) : 0;
  }
  return 0;
}

/**
 * The cookie to set for a cart of `lines` lines: the whole site's (the cart shows in every page's header), sent on top-level
 * navigations from other sites too (Lax: a visitor back from a link sees the frame of their cart), Secure over HTTPS. An
 * empty cart deletes it: no cookie and no line are the same to the server.
 */
export function cartLinesCookie(lines: number, secure: boolean): string {
  const count = Number.isInteger(lines) && lines > 0 ? lines : 0;
  const kept = count > 0 ? `${count}; Path=/; Max-Age=${MAX_AGE_S}` : '; Path=/; Max-Age=0';
  return `${CART_LINES_COOKIE}=${kept}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** What the runtime writes once the cart is read or changed: the new count, or null when the browser's cookie says it already. */
export function cartLinesUpdate(state: Pick<CheckoutState, 'ready' | 'checkout'>, cookies: string, secure: boolean): string | null {
  if (!state.ready) return null;
  const lines = state.checkout?.lineItems.length ?? 0;
  return cartLinesOf(cookies) === Math.min(lines, MAX_FRAME_LINES) ? null : cartLinesCookie(lines, secure);
}

/**
 * The line count a page's loader reads: the request's cookies on the server; in the browser (a later navigation, whose request
 * carries no cookies) the document's.
 */
export function expectedLines(request: Request): number {
  return cartLinesOf(typeof document === 'undefined' ? request.headers.get('cookie') : document.cookie);
}
