// Owns what the server may know of a visitor's saved lists (ADR 0057): the handles of the saved products, in a cookie sent only
// to that list's page, kept in step by the shop's toggles and pages, so the server renders the products themselves.
import { COMPARE_LIMIT } from '@storefront/commerce';
import { LOCALES, localizedPath } from '@storefront/contracts';
import type { SavedItem, SavedListName } from '@storefront/platform';

export const SAVED_COOKIES: Record<SavedListName, string> = { wishlist: 'storefront_wishlist', compare: 'storefront_compare' };

/**
 * The most handles a cookie holds: the compare list's own limit; a wishlist's first screens (the rest is read in the browser,
 * below them). A cookie written by hand cannot make the server read more products than that.
 */
export const SAVED_COOKIE_LIMITS: Record<SavedListName, number> = { wishlist: 24, compare: COMPARE_LIMIT };

/** A store handle as Shopify makes them: lowercase letters and digits between hyphens. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HANDLE_LENGTH = 120;
/** Handles are joined by a dot, which a handle never has and a cookie value may hold. */
const SEPARATOR = '.';

/** A year, as long as the list lives in the browser's storage, near enough; each change writes it again. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

const isHandle = (value: string): boolean => value.length <= HANDLE_LENGTH && HANDLE.test(value);

/**
 * The saved handles in a `Cookie` header or `document.cookie`, in the order saved: none without the cookie; a part that is no
 * handle is left out, a handle given twice is kept once, and no more than the list's limit are kept.
 */
export function savedHandlesOf(list: SavedListName, cookies: string | null | undefined): string[] {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SAVED_COOKIES[list]) continue;
    const handles = pair
      .slice(at + 1)
      .trim()
      .split(SEPARATOR)
      .filter(isHandle);
    return [...new Set(handles)].slice(0, SAVED_COOKIE_LIMITS[list]);
  }
  return [];
}

/** The cookie's value for a list: its first handles, up to the limit; '' for an empty list. */
export function savedCookieValue(list: SavedListName, items: readonly Pick<SavedItem, 'handle'>[]): string {
  const handles = [...new Set(items.map(({ handle }) => handle).filter(isHandle))];
  return handles.slice(0, SAVED_COOKIE_LIMITS[list]).join(SEPARATOR);
}

/**
 * The cookies to set for a list: one per language, each sent only to that language's page of the list (no other request
 * carries the handles), Lax, Secure over HTTPS; an empty list deletes them, as no cookie and an empty list are the same.
 */
export function savedListCookies(list: SavedListName, items: readonly Pick<SavedItem, 'handle'>[], secure: boolean): string[] {
  const value = savedCookieValue(list, items);
  const kept = value ? `${value}; Max-Age=${MAX_AGE_S}` : '; Max-Age=0';
  return LOCALES.map(
    (locale) => `${SAVED_COOKIES[list]}=${kept}; Path=${localizedPath(list, locale)}; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

/**
 * Writes a list's cookies in the browser after a change (a toggle, a removal, a product gone), or once a list page finds them
 * out of step with storage. The document's cookies hold them only on the list's own page, so they are written each time
 * elsewhere; the same value again changes nothing.
 */
export function writeSavedCookies(list: SavedListName, items: readonly Pick<SavedItem, 'handle'>[]): void {
  if (typeof document === 'undefined') return;
  const value = savedCookieValue(list, items);
  const here = document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SAVED_COOKIES[list]}=`));
  if (here && savedHandlesOf(list, document.cookie).join(SEPARATOR) === value) return;
  for (const cookie of savedListCookies(list, items, location.protocol === 'https:')) document.cookie = cookie;
}
