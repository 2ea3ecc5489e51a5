import { describe, expect, it } from 'vitest';
import { LOCALES, matchPage, setLivePages } from '@storefront/contracts';
import { FOOTER, LEGAL_LINKS, LINKS, MEGA_MENU, NAVIGATOR_LINKS, PRODUCT_BAR, SERVICE_BAR, hrefOf, liveLinks } from './navigation';
import { SITE_PAGES, setSitePages } from '../../tests/sitePages';
import { shellFrench } from '../messages';
import { shellEnglish } from '../messages.en';

const shellMessages = { fr: shellFrench, en: shellEnglish };

const every = [
  ...Object.values(LINKS),
  ...NAVIGATOR_LINKS,
  ...LEGAL_LINKS,
  ...[PRODUCT_BAR, SERVICE_BAR, MEGA_MENU, FOOTER].flat().flatMap((g) => g.links),
];

describe('layout links', () => {
  it('lead to pages of the path table in both languages', () => {
    for (const locale of LOCALES) {
      for (const link of every) {
        const href = hrefOf(link, locale);
        expect(matchPage(href.split('#')[0] ?? href), `${link.key} ${locale} ${href}`).not.toBeNull();
      }
    }
  });

  it('have a label in both languages', () => {
    for (const locale of LOCALES) {
      const labels = shellMessages[locale].links as Record<string, string>;
      for (const link of every) expect(labels[link.key], `${locale} ${link.key}`).toBeTruthy();
    }
  });

  it('send the product side bar to the collections and the shop (spec §1)', () => {
    const fr = PRODUCT_BAR.flatMap((g) => g.links).map((l) => hrefOf(l, 'fr'));
    expect(fr).toEqual([
      '/fr/collection/piscines-hors-terre',
      '/fr/collection/piscines-creusees',
      '/fr/collection/piscines-semi-creusees',
      '/fr/collection/spas',
      '/fr/boutique/spas/spas-de-nage',
      '/fr/collection/mobilier-exterieur',
      '/fr/boutique/produits-chimiques',
      '/fr/boutique/accessoires',
      '/fr/boutique/achat-en-ligne',
      '/fr/boutique/liquidations',
    ]);
    expect(hrefOf(LINKS.chemicals, 'en')).toBe('/en/store');
  });

  it('send the technical services to the service page and the requests to the forms', () => {
    const [services, requests] = SERVICE_BAR;
    expect(services?.links.map((l) => hrefOf(l, 'fr').split('#')[0])).toEqual(Array(4).fill('/fr/installation-reparation-entretien'));
    expect(requests?.links.map((l) => hrefOf(l, 'en'))).toEqual([
      '/en/demande-soumission',
      '/en/demande-financement',
      '/en/demande-visioconference',
      '/en/contact',
    ]);
  });
});

describe('links to pages of remotes released on their own', () => {
  it('show the water analysis only while a live release declares it', () => {
    const technical = () => liveLinks(MEGA_MENU.find((group) => group.key === 'technicalService')?.links ?? []).map((l) => l.key);
    expect(technical()).toContain('homeWaterAnalysis');
    expect(hrefOf(LINKS.homeWaterAnalysis, 'fr')).toBe('/fr/analyse-eau');
    expect(hrefOf(LINKS.homeWaterAnalysis, 'en')).toBe('/en/water-analysis');
    setLivePages({ ...SITE_PAGES, water: [] });
    try {
      expect(technical()).not.toContain('homeWaterAnalysis');
      expect(technical()).toContain('service');
    } finally {
      setSitePages();
    }
  });

  it('show the service booking only while the forms remote’s live release declares it', () => {
    const technical = () => liveLinks(MEGA_MENU.find((group) => group.key === 'technicalService')?.links ?? []).map((l) => l.key);
    expect(technical()).toEqual(['service', 'serviceBooking', 'homeWaterAnalysis', 'videoAdvice', 'customerArea']);
    expect(hrefOf(LINKS.serviceBooking, 'fr')).toBe('/fr/reservation-entretien');
    expect(hrefOf(LINKS.serviceBooking, 'en')).toBe('/en/service-booking');
    // A release of the forms remote from before the page.
    setLivePages({ ...SITE_PAGES, forms: (SITE_PAGES.forms ?? []).filter((page) => page.id !== 'serviceBooking') });
    try {
      expect(technical()).not.toContain('serviceBooking');
    } finally {
      setSitePages();
    }
  });
});
