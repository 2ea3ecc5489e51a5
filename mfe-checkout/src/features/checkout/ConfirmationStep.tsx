// Owns the confirmation step: the printable confirmation cards of the order just paid (read again by its key after a reload).
import { Link } from 'react-router';
import { CARD_BRAND_NAMES, type CardBrand } from '@storefront/validation';
import { localizedPath } from '@storefront/contracts';
import { formatDate, formatLabel, formatMoney } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import { LineTitle } from '../cart/LineTitle';
import { PostalAddress } from './PostalAddress';
import type { PlacedOrder } from './storeApi';
import { Totals } from './Totals';
import styles from './Checkout.module.css';

export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const c = order.customer;
  return (
    <div className={styles.confirmation} data-testid="confirmation">
      <p className={styles.thanks}>{t('checkout.thanks')}</p>
      <p data-testid="order-number">
        <strong>{t('checkout.orderNumber', { number: order.number })}</strong>
      </p>
      <p>{t('checkout.emailSent', { email: c.email })}</p>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="card-ship">
          <h2 id="card-ship">{t('checkout.shipTo')}</h2>
          <address>
            <PostalAddress person={c} />
            <br />
            {c.phone}
          </address>
        </section>
        <section className={styles.card} aria-labelledby="card-bill" data-testid="confirmation-billing">
          <h2 id="card-bill">{t('checkout.billingTitle')}</h2>
          {c.billing ? (
            <address>
              <PostalAddress person={c.billing} />
            </address>
          ) : (
            <p>{t('checkout.billingIsDelivery')}</p>
          )}
        </section>
        <section className={styles.card} aria-labelledby="card-payment">
          <h2 id="card-payment">{t('checkout.payment')}</h2>
          <p>
            {formatLabel(t('checkout.orderDate'), locale)} {formatDate(order.createdAt, locale)}
          </p>
          {order.payment?.kind === 'card' && (
            <p>
              {t('checkout.card', {
                brand: CARD_BRAND_NAMES[order.payment.brand as CardBrand] ?? order.payment.brand,
                last4: order.payment.last4,
              })}
            </p>
          )}
          {order.payment?.kind === 'paypal' && <p>{t('checkout.paypal', { email: order.payment.email ?? '' })}</p>}
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="card-items">
          <h2 id="card-items">{t('checkout.items')}</h2>
          <ul className={styles.summaryLines}>
            {order.lines.map((line, index) => (
              <li key={index} data-testid="confirmation-line">
                <LineTitle title={line.title} variantTitle={line.variantTitle} quantity={line.quantity} />
                <span>{formatMoney(line.total, order.currencyCode, locale)}</span>
              </li>
            ))}
          </ul>
          <Totals totals={order.totals} currencyCode={order.currencyCode} />
        </section>
      </div>
      <p className={styles.small}>{t('checkout.delay')}</p>
      <div className={styles.actions} data-print="hide">
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          {t('checkout.print')}
        </button>
        <Link to={localizedPath('shop', locale)}>{t('checkout.continueShopping')}</Link>
      </div>
    </div>
  );
}
