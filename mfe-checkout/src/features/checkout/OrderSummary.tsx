// Owns the order summary beside every checkout step: the lines with their variant, and the totals for the chosen province; a side
// column on desktop, a disclosure on phones (closed at first, its toggle saying how many items and the total).
import { useState } from 'react';
import type { Checkout, OrderTotals } from '@storefront/commerce';
import { formatMoney } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { VisuallyHidden } from '@storefront/ui';
import { useCheckoutTranslation } from '../../i18n';
import { LineTitle } from '../cart/LineTitle';
import { scripted } from '../pending/Pending';
import { Totals } from './Totals';
import styles from './Checkout.module.css';

/**
 * `checkout` is null while the visitor's cart is read (and on the server): the frame, its heading and a loading line. `totals`
 * is null until the store prices the cart for a postal code and its province; `updating` while a new choice of methods is priced
 * (the last totals stay, marked as busy).
 */
export function OrderSummary({
  checkout,
  totals,
  updating = false,
}: {
  checkout: Checkout | null;
  totals: OrderTotals | null;
  updating?: boolean;
}) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const [open, setOpen] = useState(false);
  const lines = checkout?.lineItems ?? [];
  const currency = checkout?.currencyCode ?? 'CAD';
  const items = t('cart.items', { count: lines.reduce((sum, line) => sum + line.quantity, 0) });
  const total = checkout && totals ? formatMoney(totals.total, currency, locale) : null;
  return (
    // Without scripts the visitor's cart is never read: the summary stays out of sight, as the step's form does.
    <div className={`${styles.summaryColumn} ${scripted}`}>
      <button
        type="button"
        className={styles.summaryToggle}
        aria-expanded={open}
        aria-controls="order-summary-panel"
        onClick={() => setOpen(!open)}
        data-testid="summary-toggle"
      >
        <span>{checkout ? t(open ? 'checkout.summaryHide' : 'checkout.summaryShow', { items }) : t('checkout.summary')}</span>
        {total && (
          <strong>
            {/* The label and the total at either end of the toggle; one sentence for a screen reader. */}
            <VisuallyHidden> — </VisuallyHidden>
            {total}
          </strong>
        )}
      </button>
      <section
        id="order-summary-panel"
        aria-labelledby="order-summary"
        className={open ? `${styles.summary} ${styles.summaryOpen}` : styles.summary}
        data-testid="order-summary"
        aria-busy={updating}
      >
        <h2 id="order-summary">{t('checkout.summary')}</h2>
        {checkout ? (
          <>
            <ul className={styles.summaryLines}>
              {lines.map((line) => (
                <li key={line.id} data-testid="summary-line">
                  <LineTitle title={line.title} variantTitle={line.variantTitle} quantity={line.quantity} />
                  <span>{formatMoney(line.price * line.quantity, currency, locale)}</span>
                </li>
              ))}
            </ul>
            <div className={updating ? styles.updating : undefined}>
              <Totals
                totals={totals}
                subtotal={checkout.subtotal}
                currencyCode={currency}
                promoCode={checkout.discountCodes.find((c) => c.applicable)?.code.toUpperCase()}
              />
            </div>
            <p role="status" className={`${styles.small} ${styles.summaryStatus}`}>
              {updating ? t('checkout.updating') : !totals ? t('checkout.totalsPending') : ''}
            </p>
          </>
        ) : (
          <p role="status">{t('cart.loading')}</p>
        )}
      </section>
    </div>
  );
}
