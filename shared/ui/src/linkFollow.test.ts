import { describe, expect, it } from 'vitest';
import { followsLinkInPlace, type LinkClick } from './linkFollow';

const ORIGIN = 'https://www.piscines-soleil.ca';
const click = (change: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  target: null,
  download: false,
  href: `${ORIGIN}/fr/boutique/spas`,
  origin: ORIGIN,
  ...change,
});

describe('a click on a link opens its page in this tab', () => {
  it('for a plain click or Enter (a primary click) on a page of the site, the one shown included', () => {
    expect(followsLinkInPlace(click())).toBe(true);
    expect(followsLinkInPlace(click({ href: `${ORIGIN}/en/store/spas?e=hot` }))).toBe(true);
    expect(followsLinkInPlace(click({ target: '_self' }))).toBe(true);
  });
  it('not when a modifier key or another button opens it in a new tab or window (react-router does not route those)', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect(followsLinkInPlace(click({ [key]: true }))).toBe(false);
    expect(followsLinkInPlace(click({ button: 1 }))).toBe(false);
    expect(followsLinkInPlace(click({ target: '_blank' }))).toBe(false);
  });
  it('not for a download, a phone number, an e-mail address or another site', () => {
    expect(followsLinkInPlace(click({ download: true }))).toBe(false);
    expect(followsLinkInPlace(click({ href: 'tel:+18005550199' }))).toBe(false);
    expect(followsLinkInPlace(click({ href: 'mailto:info@piscines-soleil.ca' }))).toBe(false);
    expect(followsLinkInPlace(click({ href: 'https://www.facebook.com/piscinessoleil' }))).toBe(false);
  });
});
