// Owns the cart badge: the number of items from the shared cart atom, linking to the cart page.
import { Link } from 'react-router';
import { localizedPath, type Locale } from '@storefront/contracts';
import { useCartSummary } from '@storefront/platform';
import { VisuallyHidden, Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import styles from './CartBadge.module.css';

export function CartBadge({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const cart = useCartSummary();
  return (
    <Link to={localizedPath('cart', locale)} className={styles.cart} data-testid="cart-badge" data-count={cart.itemCount}>
      <Icon name="cart" size={22} />
      <span className={styles.label}>{t('cart.label')}</span>
      <span className={styles.count} aria-live="polite">
        <span aria-hidden="true">{cart.itemCount}</span>
        <VisuallyHidden>{t('cart.count', { count: cart.itemCount })}</VisuallyHidden>
      </span>
    </Link>
  );
}
