// Owns the shop's side of the wishlist and compare list (spec §3, §4): the shared atoms (in the platform, so the shell's header
// counts them) and what a toggle does, refusing a fifth product to compare.
import { addToCompare, addToWishlist, compareIsFull, removeById } from '@storefront/commerce';
import type { SavedItem, SavedListName } from '@storefront/platform';

export { savedListAtoms, type SavedItem, type SavedListName } from '@storefront/platform';

/** The list after a press on a product's toggle: removed when it was there, added otherwise, unless the compare list is full. */
export function toggleSaved(list: SavedListName, items: readonly SavedItem[], item: SavedItem): { items: SavedItem[]; refused: boolean } {
  if (items.some((entry) => entry.id === item.id)) return { items: removeById(items, item.id), refused: false };
  if (list === 'compare' && compareIsFull(items, item.id)) return { items: [...items], refused: true };
  return { items: list === 'compare' ? addToCompare(items, item) : addToWishlist(items, item), refused: false };
}
