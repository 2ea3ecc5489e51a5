// Owns the cart panel slot: opened by cart:open (only when the visitor asks, as the add notice's link does), it lists the lines with their totals and leads to the cart or payment.
import { useState } from 'react';
import { Link } from 'react-router';
import { localizedPath, type SlotProps } from '@storefront/contracts';
import { formatLabel, formatMoney, useRemoteTranslation } from '@storefront/i18n';
import { DialogPanel } from '@storefront/ui';
import { checkoutI18n, NS } from '../../i18n';
import { LineTitle } from './LineTitle';
import { useCart } from './useCart';
import styles from './CartPanel.module.css';

export default function CartPanel({ locale }: SlotProps) {
  const { t } = useRemoteTranslation(checkoutI18n, NS, locale);
  const { cart, state } = useCart();
  const checkout = state.checkout;
  const lines = checkout?.lineItems ?? [];
  const close = () => cart?.setPanelOpen(false);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  // Nothing until the visitor first asks for the panel: the dialog's code (this remote's own copy) is not fetched on every page
  // the cart runtime starts on, only when it opens.
  const [asked, setAsked] = useState(state.panelOpen);
  if (state.panelOpen && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <DialogPanel
      open={state.panelOpen}
      onOpenChange={(open) => cart?.setPanelOpen(open)}
      placement="right"
      title={t('cart.panelTitle')}
      closeLabel={t('cart.close')}
      testId="cart-panel"
    >
      {lines.length === 0 || !checkout ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <div className={styles.panel}>
          <p>{t('cart.items', { count })}</p>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line.id} data-testid="panel-line">
                <LineTitle title={line.title} variantTitle={line.variantTitle} quantity={line.quantity} />
                <span>{formatMoney(line.price * line.quantity, checkout.currencyCode, locale)}</span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => void cart?.remove(line.id)}
                  aria-label={t('cart.removeLine', { title: line.title })}
                >
                  {t('cart.remove')}
                </button>
              </li>
            ))}
          </ul>
          <p className={styles.subtotal}>
            {formatLabel(t('cart.subtotal'), locale)}{' '}
            <strong data-testid="panel-subtotal">{formatMoney(checkout.subtotal, checkout.currencyCode, locale)}</strong>
          </p>
          <Link className={styles.secondary} to={localizedPath('cart', locale)} onClick={close}>
            {t('cart.viewCart')}
          </Link>
          <Link className={styles.primary} to={localizedPath('checkout', locale)} onClick={close}>
            {t('cart.proceed')}
          </Link>
        </div>
      )}
    </DialogPanel>
  );
}
