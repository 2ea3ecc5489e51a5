// Owns the wishlist and compare toggles of a product: pressed when the product is in the list; icon buttons on a card, with text on the product page.
import { useAtom } from 'jotai';
import { addUnique, removeById } from '@storefront/commerce';
import { Icon } from '@storefront/ui';
import { useShopTranslation } from '../../i18n';
import { savedListAtoms, type SavedItem, type SavedListName } from './savedLists';
import styles from './SavedListButtons.module.css';

interface ToggleText {
  /** The toggle's name, the same pressed or not (aria-pressed says which). */
  name: string;
  /** The icon button's tooltip, out of the list and in it. */
  hint: string;
  savedHint: string;
}

function SavedListToggle({ list, item, text, compact }: { list: SavedListName; item: SavedItem; text: ToggleText; compact: boolean }) {
  const [items, setItems] = useAtom(savedListAtoms[list]);
  const saved = items.some((entry) => entry.id === item.id);
  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[list]}`}
      aria-pressed={saved}
      data-testid={`${list}-toggle`}
      {...(compact ? { 'aria-label': text.name, title: saved ? text.savedHint : text.hint } : {})}
      onClick={() => setItems((current) => (saved ? removeById(current, item.id) : addUnique(current, item)))}
    >
      <Icon name={list === 'wishlist' ? 'heart' : 'compare'} size={compact ? 22 : 20} className={styles.icon} />
      {compact ? null : text.name}
    </button>
  );
}

/** `compact`: the card's round icon buttons, named with the product's title (a list has many); otherwise buttons with their text. */
export function SavedListButtons({ item, compact = false }: { item: SavedItem; compact?: boolean }) {
  const { t } = useShopTranslation();
  const wishlist = { name: compact ? t('product.wishlistOf', { title: item.title }) : t('product.wishlistName'), hint: t('product.wishlist'), savedHint: t('product.inWishlist') };
  const compare = { name: compact ? t('product.compareOf', { title: item.title }) : t('product.compare'), hint: t('product.compare'), savedHint: t('product.inCompare') };
  return (
    <div className={compact ? `${styles.buttons} ${styles.compact}` : styles.buttons}>
      <SavedListToggle list="wishlist" item={item} compact={compact} text={wishlist} />
      <SavedListToggle list="compare" item={item} compact={compact} text={compare} />
    </div>
  );
}
