// Owns reading a shop address (spec §2): which category, collection and type it names, or that it names none (a 404).
import { SHOP_CLEARANCE_CATEGORY, SHOP_SEARCH_CATEGORY, type ShopRoute } from '@storefront/contracts';
import type { ShopIndex } from './shop-index';

export interface Titled {
  handle: string;
  title: string;
}

export interface ResolvedShopRoute {
  /** 'all' is the shop list itself (no category in the address). */
  kind: 'all' | 'search' | 'clearance' | 'category';
  category: (Titled & { seoTitle: string | null; seoDescription: string | null }) | null;
  collection: Titled | null;
  type: Titled | null;
}

/**
 * The category, collection and type the address names, with their titles; null when one of them is unknown.
 * Under 'recherche' and 'liquidations' the collection and type may be any of the shop's.
 */
export function resolveShopRoute(index: ShopIndex, route: ShopRoute): ResolvedShopRoute | null {
  const { category, collection, type } = route;
  const kind =
    category === undefined
      ? 'all'
      : category === SHOP_SEARCH_CATEGORY
        ? 'search'
        : category === SHOP_CLEARANCE_CATEGORY
          ? 'clearance'
          : 'category';
  let categoryAt = -1;
  if (kind === 'category') {
    categoryAt = index.categoryGroups.findIndex((group) => group.entry.handle === category);
    if (categoryAt < 0) return null;
  }
  const found = index.categories.find((entry) => entry.handle === category);
  const resolved: ResolvedShopRoute = {
    kind,
    category:
      kind === 'category' && found
        ? { handle: found.handle, title: found.title, seoTitle: found.seoTitle || null, seoDescription: found.seoDescription || null }
        : null,
    collection: null,
    type: null,
  };
  const groups = index.collectionGroups.filter((group) => categoryAt < 0 || group.category === categoryAt);
  if (collection !== undefined) {
    const group = groups.find((entry) => entry.entry.handle === collection);
    if (!group) return null;
    resolved.collection = { handle: group.entry.handle, title: group.entry.title };
    if (type !== undefined) {
      const slot = group.typeSlots.map((at) => index.typeSlots[at]!).find((entry) => entry.handle === type);
      if (!slot) return null;
      resolved.type = { handle: slot.handle, title: slot.title };
    }
  }
  return resolved;
}
