// Owns the layout rules of spec §2 and §9: which routes use the shop layout or print, how the navigator behaves, what a route change closes.
import { matchPage, SLOTS, type PageId, type RemoteName, type SlotName } from '@storefront/contracts';
import { BREAKPOINTS } from '@storefront/ui';

/** Shop listing pages (everything under /fr/boutique and /en/store) show the filter panel beside the page. */
const SHOP_LAYOUT_PAGES: readonly PageId[] = ['shop', 'chemicals', 'onlinePurchase', 'shopListing'];

export function usesShopLayout(pathname: string): boolean {
  const page = matchPage(pathname);
  return page !== null && SHOP_LAYOUT_PAGES.includes(page.id);
}

/** The layout's slots beside a page that the given remote fills (the shop's filter panel beside its listings). */
export function slotsOfLayout(pathname: string, remote: RemoteName): SlotName[] {
  const slots: SlotName[] = usesShopLayout(pathname) ? ['filterPanel'] : [];
  return slots.filter((slot) => SLOTS[slot].remote === remote);
}

/**
 * The layout's slots on every page, whichever remote fills them: the newsletter block above the footer. The server renders them
 * with the page, so they hold their place (inserted after hydration, the block pushed a short page's footer down: issue 48).
 */
export const EVERY_PAGE_SLOTS: readonly SlotName[] = ['newsletter'];

/** The slots the server renders with a page of the given remote: the page's own, then those of every page. */
export function serverSlotsOfLayout(pathname: string, remote: RemoteName): SlotName[] {
  return [...slotsOfLayout(pathname, remote), ...EVERY_PAGE_SLOTS];
}

/** The checkout prints as a confirmation: no navigation, newsletter, footer or breadcrumb, on a page 8.5 in wide. */
export function printsAsCheckout(pathname: string): boolean {
  return matchPage(pathname)?.id === 'checkout';
}

export type NavigatorVariant = 'sticky' | 'static';

/** The checkout keeps the visitor on its steps: its navigator scrolls away instead of following. */
export function navigatorVariant(pathname: string): NavigatorVariant {
  return printsAsCheckout(pathname) ? 'static' : 'sticky';
}

/** Scroll positions (px) where the sticky navigator shrinks and grows again; the gap keeps it from flickering. */
export const NAVIGATOR_SHRINK_AT = 120;
export const NAVIGATOR_GROW_AT = 40;

/** Whether the sticky navigator is compact at this scroll position, given whether it was. */
export function navigatorCompact(scrollY: number, wasCompact: boolean): boolean {
  if (scrollY > NAVIGATOR_SHRINK_AT) return true;
  if (scrollY < NAVIGATOR_GROW_AT) return false;
  return wasCompact;
}

/** The layout's toggles (spec §4 "UI toggles"). */
export interface LayoutToggles {
  productBar: boolean;
  serviceBar: boolean;
  megaMenu: boolean;
  deliveryModal: boolean;
  filterPanel: boolean;
}

export const CLOSED: LayoutToggles = { productBar: false, serviceBar: false, megaMenu: false, deliveryModal: false, filterPanel: false };

export type Toggle = keyof LayoutToggles;

/** Opens one toggle; panels that cover the same place (the bars, the menu, the filters) close the others, the delivery modal opens above them. */
export function openToggle(state: LayoutToggles, toggle: Toggle): LayoutToggles {
  if (toggle === 'deliveryModal') return { ...state, deliveryModal: true };
  return { ...CLOSED, deliveryModal: state.deliveryModal, [toggle]: true };
}

export function closeToggle(state: LayoutToggles, toggle: Toggle): LayoutToggles {
  return state[toggle] ? { ...state, [toggle]: false } : state;
}

/**
 * What stays open after a route change: a link followed in a panel (side bar, menu, modal) closes every panel, at every width;
 * any other route change closes the product and service bars under 768 px only (spec §2), and the full-screen menu and the
 * filter panel always (a link in them was just followed).
 */
export function togglesAfterRouteChange(state: LayoutToggles, viewportWidth: number, fromPanelLink = false): LayoutToggles {
  if (fromPanelLink) return anyPanelOpen(state) ? CLOSED : state;
  const narrow = viewportWidth < BREAKPOINTS.closeBars;
  const next: LayoutToggles = {
    ...state,
    megaMenu: false,
    filterPanel: false,
    productBar: narrow ? false : state.productBar,
    serviceBar: narrow ? false : state.serviceBar,
  };
  return (Object.keys(next) as Toggle[]).some((key) => next[key] !== state[key]) ? next : state;
}

export const anyPanelOpen = (state: LayoutToggles): boolean => Object.values(state).some(Boolean);

/** Whether the page now shown is the one a link followed in a panel led to (its path, query and fragment, as the link gave them). */
export function landedFromPanelLink(followedPath: string | null, location: { pathname: string; search: string; hash: string }): boolean {
  return followedPath !== null && followedPath === `${location.pathname}${location.search}${location.hash}`;
}

export interface RouteChange {
  /** The first render of the page (the browser already put the visitor at the top). */
  firstLoad: boolean;
  pathnameChanged: boolean;
  /** react-router's navigation type: filters replace the route and keep the focus where it was. */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  /** An address with a #fragment: the browser scrolls to its target. */
  hasHash: boolean;
  /** A dialog holds the focus (e.g. a side bar left open on a wide screen). */
  dialogOpen: boolean;
  /** A link followed in a panel led here (the panel closed), even to the page already shown. */
  fromPanelLink: boolean;
}

/** What takes the focus after a route change: the new page's heading, the fragment's target a panel's link led to, or nothing. */
export type RouteFocus = 'heading' | 'fragment' | null;

/** Where the focus goes, so screen-reader and keyboard users start on the new page (or the part of it a panel's link named). */
export function routeFocus(change: RouteChange): RouteFocus {
  if (change.firstLoad) return null;
  if (change.fromPanelLink) return change.hasHash ? 'fragment' : 'heading';
  return change.pathnameChanged && change.navigationType !== 'REPLACE' && !change.hasHash && !change.dialogOpen ? 'heading' : null;
}
