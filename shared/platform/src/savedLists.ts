// Owns the wishlist and the compare list (spec §3, §4) as shared atoms kept in the browser's storage: the shop's toggles and pages write them, the shell's header counts them.
import type { PrimitiveAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** What a saved list keeps of a product: enough to find its current data again (by handle) and to name it. */
export interface SavedItem {
  id: string;
  handle: string;
  title: string;
}

export type SavedListName = 'wishlist' | 'compare';

const isSavedItem = (value: unknown): value is SavedItem =>
  typeof value === 'object' &&
  value !== null &&
  ['id', 'handle', 'title'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * What the storage holds, kept only if it is a list of saved items: another version of the site, or a hand, may have written it.
 * A list that is all saved items is returned as it is: with nothing stored, that is the atom's own initial list, so mounting
 * changes nothing and no toggle of a page (two on each card of a list) renders again after hydration.
 */
export function savedItemsOf(value: unknown): SavedItem[] {
  if (!Array.isArray(value)) return [];
  return value.every(isSavedItem) ? (value as SavedItem[]) : value.filter(isSavedItem);
}

const json = createJSONStorage<SavedItem[]>();

// Both the reads of this tab and the changes another tab makes (the storage event) go through savedItemsOf.
const storage: typeof json = {
  ...json,
  getItem: (key, initialValue) => savedItemsOf(json.getItem(key, initialValue)),
  ...(json.subscribe
    ? { subscribe: (key, callback, initialValue) => json.subscribe!(key, (value) => callback(savedItemsOf(value)), initialValue) }
    : {}),
};

const KEYS: Record<SavedListName, string> = { wishlist: 'storefront.wishlist', compare: 'storefront.compare' };

/**
 * The list as storage holds it now, without mounting its atom (so without a render): a page that shows it can start reading
 * its products while it hydrates. Empty on the server.
 */
export function storedSavedList(list: SavedListName): SavedItem[] {
  return typeof window === 'undefined' ? [] : (storage.getItem(KEYS[list], []) as SavedItem[]);
}

/**
 * Read from storage once an atom is first used in a mounted component (jotai's default): the server's HTML and the first
 * browser render both have empty lists, so they agree; the visitor's lists come just after.
 */
export const savedListAtoms: Record<SavedListName, PrimitiveAtom<SavedItem[]>> = {
  wishlist: atomWithStorage<SavedItem[]>(KEYS.wishlist, [], storage),
  compare: atomWithStorage<SavedItem[]>(KEYS.compare, [], storage),
};
