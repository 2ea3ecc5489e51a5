// Owns the wishlist and compare toggles of a product: pressed when the product is in the list; icon buttons on a card, with text
// on the product page; a fifth product to compare is refused, in words.
import { useState } from 'react';
import { useAtom } from 'jotai';
import { COMPARE_LIMIT } from '@storefront/commerce';
import { SavedListIcon } from '@storefront/ui';
import { useShopTranslation } from '../../i18n';
import { writeSavedCookies } from './savedCookie';
import { savedListAtoms, toggleSaved, type SavedItem, type SavedListName } from './savedLists';
import styles from './SavedListButtons.module.css';

interface ToggleText {
  /** The toggle's name, the same pressed or not (aria-pressed says which). */
  name: string;
  /** The icon button's tooltip, out of the list and in it. */
  hint: string;
  savedHint: string;
}

function SavedListToggle({ list, item, text, compact }: { list: SavedListName; item: SavedItem; text: ToggleText; compact: boolean }) {
  const { t } = useShopTranslation();
  const [items, setItems] = useAtom(savedListAtoms[list]);
  const [refused, setRefused] = useState(false);
  const saved = items.some((entry) => entry.id === item.id);
  const press = () => {
    const next = toggleSaved(list, items, item);
    setRefused(next.refused);
    if (next.refused) return;
    setItems(next.items);
    writeSavedCookies(list, next.items);
  };
  return (
    <>
      <button
        type="button"
        className={`${styles.toggle} ${styles[list]}`}
        aria-pressed={saved}
        data-testid={`${list}-toggle`}
        {...(compact ? { 'aria-label': text.name, title: saved ? text.savedHint : text.hint } : {})}
        onClick={press}
      >
        <SavedListIcon list={list} size={compact ? 22 : 20} className={styles.icon} />
        {compact ? null : text.name}
      </button>
      {list === 'compare' && (
        <span role="status" className={styles.refused} data-testid="compare-refused">
          {refused && !saved ? t('product.compareFull', { count: COMPARE_LIMIT }) : ''}
        </span>
      )}
    </>
  );
}

/** `compact`: the card's round icon buttons, named with the product's title (a list has many); otherwise buttons with their text. */
export function SavedListButtons({ item, compact = false }: { item: SavedItem; compact?: boolean }) {
  const { t } = useShopTranslation();
  const wishlist = {
    name: compact ? t('product.wishlistOf', { title: item.title }) : t('product.wishlistName'),
    hint: t('product.wishlist'),
    savedHint: t('product.inWishlist'),
  };
  const compare = {
    name: compact ? t('product.compareOf', { title: item.title }) : t('product.compare'),
    hint: t('product.compare'),
    savedHint: t('product.inCompare'),
  };
  return (
    <div className={compact ? `${styles.buttons} ${styles.compact}` : styles.buttons}>
      <SavedListToggle list="wishlist" item={item} compact={compact} text={wishlist} />
      <SavedListToggle list="compare" item={item} compact={compact} text={compare} />
    </div>
  );
}
