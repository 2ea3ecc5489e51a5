import { describe, expect, it } from 'vitest';
import {
  CLOSED,
  closeToggle,
  landedFromPanelLink,
  navigatorCompact,
  navigatorVariant,
  openToggle,
  printsAsCheckout,
  routeFocus,
  togglesAfterRouteChange,
  usesShopLayout,
  type RouteChange,
} from './layoutRules';

describe('shop layout', () => {
  it('puts the filter panel beside the shop listing pages in both languages', () => {
    for (const path of [
      '/fr/boutique',
      '/fr/boutique/spas',
      '/fr/boutique/spas/spas/accessoires',
      '/fr/boutique/recherche',
      '/fr/boutique/produits-chimiques',
      '/en/store',
      '/en/store/liquidations',
    ]) {
      expect(usesShopLayout(path), path).toBe(true);
    }
  });
  it('leaves every other page in the default layout', () => {
    for (const path of ['/fr', '/en', '/fr/produits/spa-x', '/fr/panier', '/en/checkout', '/fr/collection/spas', '/fr/nope']) {
      expect(usesShopLayout(path), path).toBe(false);
    }
  });
});

describe('checkout print layout', () => {
  it('applies to the checkout only, in both languages', () => {
    expect(printsAsCheckout('/fr/paiement')).toBe(true);
    expect(printsAsCheckout('/en/checkout')).toBe(true);
    expect(printsAsCheckout('/fr/panier')).toBe(false);
  });
  it('gives the checkout the non-sticky navigator', () => {
    expect(navigatorVariant('/fr/paiement')).toBe('static');
    expect(navigatorVariant('/fr/boutique')).toBe('sticky');
  });
});

describe('sticky navigator', () => {
  it('shrinks past 120 px and grows back under 40 px, holding its size in between', () => {
    expect(navigatorCompact(0, false)).toBe(false);
    expect(navigatorCompact(121, false)).toBe(true);
    expect(navigatorCompact(80, true)).toBe(true);
    expect(navigatorCompact(80, false)).toBe(false);
    expect(navigatorCompact(39, true)).toBe(false);
  });
});

describe('toggles', () => {
  it('opens one panel at a time, the delivery modal above any of them', () => {
    const bar = openToggle(CLOSED, 'productBar');
    expect(bar).toEqual({ ...CLOSED, productBar: true });
    expect(openToggle(bar, 'serviceBar')).toEqual({ ...CLOSED, serviceBar: true });
    expect(openToggle(bar, 'deliveryModal')).toEqual({ ...CLOSED, productBar: true, deliveryModal: true });
    expect(closeToggle(bar, 'productBar')).toEqual(CLOSED);
    expect(closeToggle(CLOSED, 'productBar')).toBe(CLOSED);
  });

  it('closes the product and service bars on a route change under 768 px only', () => {
    const product = { ...CLOSED, productBar: true };
    expect(togglesAfterRouteChange(product, 767)).toEqual(CLOSED);
    expect(togglesAfterRouteChange(product, 768)).toBe(product);
    const service = { ...CLOSED, serviceBar: true };
    expect(togglesAfterRouteChange(service, 375)).toEqual(CLOSED);
    expect(togglesAfterRouteChange(service, 1280)).toBe(service);
  });

  it('closes the mega menu and the filter panel on any route change, and leaves the delivery modal', () => {
    expect(togglesAfterRouteChange({ ...CLOSED, megaMenu: true }, 1280)).toEqual(CLOSED);
    expect(togglesAfterRouteChange({ ...CLOSED, filterPanel: true }, 400)).toEqual(CLOSED);
    const delivery = { ...CLOSED, deliveryModal: true };
    expect(togglesAfterRouteChange(delivery, 400)).toBe(delivery);
  });

  it('closes every panel, at every width, when a link in a panel was followed', () => {
    for (const width of [390, 767, 768, 1280]) {
      expect(togglesAfterRouteChange({ ...CLOSED, productBar: true }, width, true), `${width}`).toEqual(CLOSED);
      expect(togglesAfterRouteChange({ ...CLOSED, serviceBar: true }, width, true), `${width}`).toEqual(CLOSED);
      expect(togglesAfterRouteChange({ ...CLOSED, megaMenu: true }, width, true), `${width}`).toEqual(CLOSED);
      expect(togglesAfterRouteChange({ ...CLOSED, productBar: true, deliveryModal: true }, width, true), `${width}`).toEqual(CLOSED);
    }
    expect(togglesAfterRouteChange(CLOSED, 1280, true)).toBe(CLOSED);
  });
});

describe('a route change from a link in a panel', () => {
  const location = { pathname: '/fr/boutique/produits-chimiques', search: '', hash: '' };
  it('is the page the followed link leads to, the page already shown included', () => {
    expect(landedFromPanelLink('/fr/boutique/produits-chimiques', location)).toBe(true);
    expect(landedFromPanelLink('/en/store/search?e=spa', { pathname: '/en/store/search', search: '?e=spa', hash: '' })).toBe(true);
  });
  it('is not another page, nor any page when no link was followed', () => {
    expect(landedFromPanelLink('/fr/boutique/spas', location)).toBe(false);
    expect(landedFromPanelLink('/fr/boutique/produits-chimiques?e=chlore', location)).toBe(false);
    expect(landedFromPanelLink(null, location)).toBe(false);
  });
});

describe('focus on route change', () => {
  const change: RouteChange = {
    firstLoad: false,
    pathnameChanged: true,
    navigationType: 'PUSH',
    hasHash: false,
    dialogOpen: false,
    fromPanelLink: false,
  };
  it('moves to the new page heading after a link or the back button', () => {
    expect(routeFocus(change)).toBe('heading');
    expect(routeFocus({ ...change, navigationType: 'POP' })).toBe('heading');
  });
  it('stays put on first load, on filter changes (which replace the route), on anchors, on query changes and inside an open dialog', () => {
    expect(routeFocus({ ...change, firstLoad: true })).toBeNull();
    expect(routeFocus({ ...change, navigationType: 'REPLACE' })).toBeNull();
    expect(routeFocus({ ...change, hasHash: true })).toBeNull();
    expect(routeFocus({ ...change, pathnameChanged: false })).toBeNull();
    expect(routeFocus({ ...change, dialogOpen: true })).toBeNull();
  });
  it('moves to the heading after a link followed in a panel, to the page already shown too (react-router replaces it)', () => {
    const fromPanel = { ...change, fromPanelLink: true };
    expect(routeFocus(fromPanel)).toBe('heading');
    expect(routeFocus({ ...fromPanel, pathnameChanged: false, navigationType: 'REPLACE' })).toBe('heading');
    expect(routeFocus({ ...fromPanel, firstLoad: true })).toBeNull();
  });
  it("moves to the fragment's target when the panel's link names a part of the page (the services' sections)", () => {
    expect(routeFocus({ ...change, fromPanelLink: true, hasHash: true })).toBe('fragment');
    expect(routeFocus({ ...change, fromPanelLink: true, hasHash: true, pathnameChanged: false })).toBe('fragment');
  });
});
