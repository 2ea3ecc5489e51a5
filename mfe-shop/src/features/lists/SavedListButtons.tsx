// Owns the wishlist and compare toggles of a product: pressed when the product is in the list.
import { useAtom } from 'jotai';
import { addUnique, removeById } from '@storefront/commerce';
import { useShopTranslation } from '../../i18n';
import { savedListAtoms, type SavedItem, type SavedListName } from './savedLists';
import styles from './SavedListButtons.module.css';

function SavedListToggle({ list, item, label, activeLabel }: { list: SavedListName; item: SavedItem; label: string; activeLabel: string }) {
  const [items, setItems] = useAtom(savedListAtoms[list]);
  const saved = items.some((entry) => entry.id === item.id);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={saved}
      data-testid={`${list}-toggle`}
      onClick={() => setItems((current) => (saved ? removeById(current, item.id) : addUnique(current, item)))}
    >
      <span aria-hidden="true">{list === 'wishlist' ? (saved ? '♥' : '♡') : saved ? '☑' : '☐'}</span> {saved ? activeLabel : label}
    </button>
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
