// Owns the wishlist and compare toggles of a product: pressed when the product is in the list; a fifth product to compare is refused, in words.
import { useState } from 'react';
import { useAtom } from 'jotai';
import { COMPARE_LIMIT } from '@storefront/commerce';
import { useShopTranslation } from '../../i18n';
import { savedListAtoms, toggleSaved, type SavedItem, type SavedListName } from './savedLists';
import styles from './SavedListButtons.module.css';

function SavedListToggle({ list, item, label, activeLabel }: { list: SavedListName; item: SavedItem; label: string; activeLabel: string }) {
  const { t } = useShopTranslation();
  const [items, setItems] = useAtom(savedListAtoms[list]);
  const [refused, setRefused] = useState(false);
  const saved = items.some((entry) => entry.id === item.id);
  const press = () => {
    const next = toggleSaved(list, items, item);
    setRefused(next.refused);
    if (!next.refused) setItems(next.items);
  };
  return (
    <>
      <button type="button" className={styles.toggle} aria-pressed={saved} data-testid={`${list}-toggle`} onClick={press}>
        <span aria-hidden="true">{list === 'wishlist' ? (saved ? '♥' : '♡') : saved ? '☑' : '☐'}</span> {saved ? activeLabel : label}
      </button>
      {list === 'compare' && (
        <span role="status" className={styles.refused} data-testid="compare-refused">
          {refused && !saved ? t('product.compareFull', { count: COMPARE_LIMIT }) : ''}
        </span>
      )}
    </>
  );
}

export function SavedListButtons({ item, compact = false }: { item: SavedItem; compact?: boolean }) {
  const { t } = useShopTranslation();
  return (
    <div className={compact ? `${styles.buttons} ${styles.compact}` : styles.buttons}>
      <SavedListToggle list="wishlist" item={item} label={t('product.wishlist')} activeLabel={t('product.inWishlist')} />
      <SavedListToggle list="compare" item={item} label={t('product.compare')} activeLabel={t('product.inCompare')} />
    </div>
  );
}
