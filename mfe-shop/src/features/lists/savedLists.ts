// Owns the wishlist and the compare list (spec §3, §4): kept in the browser's storage, an item added only once.
import { atomWithStorage } from 'jotai/utils';
import type { PrimitiveAtom } from 'jotai';

export interface SavedItem {
  id: string;
  handle: string;
  title: string;
}

export type SavedListName = 'wishlist' | 'compare';

// Read from storage after the first render (jotai's default), so the server's HTML and the first browser render agree.
export const savedListAtoms: Record<SavedListName, PrimitiveAtom<SavedItem[]>> = {
  wishlist: atomWithStorage<SavedItem[]>('storefront.wishlist', []),
  compare: atomWithStorage<SavedItem[]>('storefront.compare', []),
};
