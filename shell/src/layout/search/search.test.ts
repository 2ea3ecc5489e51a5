import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, matchPage, setLivePages } from '@storefront/contracts';
import { SITE_PAGES, setSitePages } from '../../../tests/sitePages';
import { shellFrench } from '../../messages';
import { shellEnglish } from '../../messages.en';
import { hrefOf, LINKS, type NavLink } from '../navigation';
import { flatOptions, moveActive, optionGroups } from './options';
import { matchPages, SEARCH_PAGES } from './suggestedPages';

const titles = { fr: shellFrench.links as Record<string, string>, en: shellEnglish.links as Record<string, string> };
const pagesFor = (keyword: string, locale: 'fr' | 'en') =>
  matchPages(keyword, locale, (link: NavLink) => titles[locale][link.key]!).map(({ link }) => link.key);

describe('the pages the header search suggests (ADR 0050)', () => {
  afterEach(setSitePages);

  it('finds the service page and the water analysis by the words shoppers type, in both languages', () => {
    expect(pagesFor('répar', 'fr')).toEqual(['service']);
    expect(pagesFor('repair', 'en')).toEqual(['service']);
    expect(pagesFor('analyse eau', 'fr')).toEqual(['waterAnalysis', 'homeWaterAnalysis']);
    expect(pagesFor('water an', 'en')).toEqual(['waterAnalysis', 'homeWaterAnalysis']);
    expect(pagesFor('SOUMISSION', 'fr')).toEqual(['quoteRequest']);
    expect(pagesFor('chlore', 'fr')).toEqual([]);
    expect(pagesFor('  ', 'fr')).toEqual([]);
  });

  it('leaves out a page no live release declares', () => {
    setLivePages({ ...SITE_PAGES, water: [] });
    expect(pagesFor('analyse eau', 'fr')).toEqual(['waterAnalysis']);
  });

  it('lead to pages of the path table, with a title in both languages', () => {
    for (const locale of LOCALES) {
      for (const { link } of SEARCH_PAGES) {
        expect(matchPage(hrefOf(link, locale).split('#')[0]!), `${link.key} ${locale}`).not.toBeNull();
        expect(titles[locale][link.key], `${link.key} ${locale}`).toBeTruthy();
      }
    }
    expect(SEARCH_PAGES.map(({ link }) => link)).toContain(LINKS.service);
  });
});

describe('the header search’s options', () => {
  const suggestions = {
    products: [{ title: 'Chlore liquide', href: '/fr/produits/chlore-liquide', image: null, price: { amount: 12, from: false } }],
    groups: [{ title: 'Produits chimiques', href: '/fr/boutique/produits-chimiques' }],
  };

  it('puts products, then categories and collections, then pages in one list, leaving out empty groups', () => {
    const groups = optionGroups(suggestions, [{ title: 'Analyse d’eau', href: '/fr/service#analyse-eau' }]);
    expect(groups.map((group) => [group.kind, group.start])).toEqual([
      ['product', 0],
      ['group', 1],
      ['page', 2],
    ]);
    expect(flatOptions(groups).map((option) => option.href)).toEqual([
      '/fr/produits/chlore-liquide',
      '/fr/boutique/produits-chimiques',
      '/fr/service#analyse-eau',
    ]);
    expect(optionGroups({ products: [], groups: [] }, [{ title: 'Contact', href: '/fr/contact' }]).map((group) => group.start)).toEqual([
      0,
    ]);
  });

  it('moves with the arrows, wrapping around (WAI-ARIA combobox)', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
