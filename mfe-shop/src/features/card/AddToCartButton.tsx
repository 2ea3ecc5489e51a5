// Owns "Ajouter au panier": sends the bus command the checkout remote owns; the shell's notice confirms the add, once.
import { bus } from '@storefront/platform';
import { useShopTranslation } from '../../i18n';
import styles from './AddToCartButton.module.css';

export function AddToCartButton({
  variantId,
  title,
  quantity = 1,
  compact = false,
  onAdded,
}: {
  variantId: string;
  title: string;
  quantity?: number;
  compact?: boolean;
  onAdded?: () => void;
}) {
  const { t } = useShopTranslation();
  const add = () => {
    // The checkout remote owns this command; if it has not loaded yet, the bus keeps the command until it does.
    bus.send('cart:add', { variantId, quantity });
    onAdded?.();
  };
  return (
    <button
      type="button"
      className={compact ? `${styles.add} ${styles.compact}` : styles.add}
      onClick={add}
      aria-label={compact ? t('product.addOf', { title }) : undefined}
    >
      {t('product.addToCart')}
    </button>
  );
}
