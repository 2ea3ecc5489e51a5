// Owns the cart panel slot: shown when a cart:open command asks for it (its full contents come with the cart issue).
import { Link } from 'react-router';
import { localizedPath, type SlotProps } from '@storefront/contracts';
import { useRemoteTranslation } from '@storefront/i18n';
import { checkoutI18n, NS } from '../../i18n';
import { useCart } from './useCart';

export default function CartPanel({ locale }: SlotProps) {
  const { t } = useRemoteTranslation(checkoutI18n, NS, locale);
  const { cart, state } = useCart();
  if (!state.panelOpen) return null;
  return (
    <aside aria-label={t('cart.title')}>
      <Link to={localizedPath('cart', locale)} onClick={() => cart?.setPanelOpen(false)}>
        {t('cart.title')}
      </Link>
    </aside>
  );
}
