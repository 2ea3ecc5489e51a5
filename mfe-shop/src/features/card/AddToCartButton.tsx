// Owns "Ajouter au panier": sends the bus command the checkout remote owns, and says so in a live region.
import { useState } from 'react';
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
  const [added, setAdded] = useState(false);
  const add = () => {
    // The checkout remote owns this command; if it has not loaded yet, the bus keeps the command until it does.
    bus.send('cart:add', { variantId, quantity });
    setAdded(true);
    onAdded?.();
  };
  return (
    <>
      <button
        type="button"
        className={compact ? `${styles.add} ${styles.compact}` : styles.add}
        onClick={add}
        aria-label={compact ? t('product.addOf', { title }) : undefined}
      >
        {t('product.addToCart')}
      </button>
      <span role="status" className={styles.status} data-testid="add-status">
        {added ? (compact ? t('product.addedOf', { title }) : t('product.added')) : ''}
      </span>
    </>
  );
}
