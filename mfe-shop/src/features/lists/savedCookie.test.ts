// @vitest-environment happy-dom
// Checks the saved lists' cookies: the handles in the order saved, only handles, capped; one cookie per language sent only to
// the list's page; an empty list deletes them; and the browser writes them only when they change.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLivePages } from '@storefront/contracts';
import { pages } from '../../pages';
import { COMPARE_LIMIT } from '@storefront/commerce';
import { SAVED_COOKIE_LIMITS, savedHandlesOf, savedListCookies, writeSavedCookies } from './savedCookie';

const items = (...handles: string[]) => handles.map((handle) => ({ handle }));

beforeAll(() => setLivePages({ shop: pages }));
afterAll(() => setLivePages({}));

describe('savedHandlesOf', () => {
  it('reads the list’s own cookie, in order, among others', () => {
    const cookies = 'storefront_cart_lines=2; storefront_wishlist=spa-h7.chlore-stabilise; storefront_compare=spa-e6l';
    expect(savedHandlesOf('wishlist', cookies)).toEqual(['spa-h7', 'chlore-stabilise']);
    expect(savedHandlesOf('compare', cookies)).toEqual(['spa-e6l']);
  });

  it('gives none without the cookie, and leaves out what is no handle, twice the same, and past the limit', () => {
    expect(savedHandlesOf('wishlist', null)).toEqual([]);
    expect(savedHandlesOf('wishlist', 'storefront_wishlist=')).toEqual([]);
    expect(savedHandlesOf('wishlist', 'storefront_wishlist=Spa.a--b.<x>.ok.ok.-no.fin')).toEqual(['ok', 'fin']);
    const many = Array.from({ length: 10 }, (_, at) => `spa-${at}`).join('.');
    expect(savedHandlesOf('compare', `storefront_compare=${many}`)).toHaveLength(COMPARE_LIMIT);
    expect(savedHandlesOf('wishlist', `storefront_wishlist=${'a'.repeat(121)}`)).toEqual([]);
  });
});

describe('savedListCookies', () => {
  it('sends the handles to the list’s page in each language only, for a year', () => {
    expect(savedListCookies('wishlist', items('spa-h7', 'chlore'), true)).toEqual([
      'storefront_wishlist=spa-h7.chlore; Max-Age=31536000; Path=/fr/liste-de-souhaits; SameSite=Lax; Secure',
      'storefront_wishlist=spa-h7.chlore; Max-Age=31536000; Path=/en/wishlist; SameSite=Lax; Secure',
    ]);
    expect(savedListCookies('compare', items('spa-h7'), false)[0]).toBe(
      'storefront_compare=spa-h7; Max-Age=31536000; Path=/fr/comparer; SameSite=Lax',
    );
  });

  it('deletes them for an empty list, and keeps the first handles of a long one', () => {
    expect(savedListCookies('compare', [], false)).toEqual([
      'storefront_compare=; Max-Age=0; Path=/fr/comparer; SameSite=Lax',
      'storefront_compare=; Max-Age=0; Path=/en/compare; SameSite=Lax',
    ]);
    const long = items(...Array.from({ length: 40 }, (_, at) => `produit-${at}`));
    const value = /=([^;]*)/.exec(savedListCookies('wishlist', long, false)[0]!)![1]!;
    expect(value.split('.')).toEqual(long.slice(0, SAVED_COOKIE_LIMITS.wishlist).map(({ handle }) => handle));
  });
});

describe('writeSavedCookies', () => {
  // The document's cookies as the browser shows them on the page at hand, and what the code writes.
  let shown = '';
  const written: string[] = [];
  beforeAll(() => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => shown,
      set: (cookie: string) => void written.push(cookie),
    });
  });
  afterAll(() => {
    delete (document as { cookie?: string }).cookie;
  });
  beforeEach(() => {
    shown = '';
    written.length = 0;
  });

  it('writes both languages’ cookies from a page that does not see them (a card’s toggle)', () => {
    writeSavedCookies('wishlist', items('spa-h7', 'chlore'));
    expect(written).toEqual(savedListCookies('wishlist', items('spa-h7', 'chlore'), false));
  });

  it('writes nothing on the list’s page when its cookie already says the list, and again when it does not', () => {
    shown = 'storefront_cart_lines=1; storefront_wishlist=spa-h7.chlore';
    writeSavedCookies('wishlist', items('spa-h7', 'chlore'));
    expect(written).toEqual([]);
    writeSavedCookies('wishlist', items('chlore'));
    expect(written).toEqual(savedListCookies('wishlist', items('chlore'), false));
  });
});
