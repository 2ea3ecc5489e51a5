// Owns the confirmation step: the printable receipt of the order just paid (read again by its key after a reload, or from the
// signed link of the buyer's mail), which identifies the store as a receipt must: the merchant with its GST and QST numbers, the
// order's number and date, its lines, each tax by name and rate, the total in Canadian dollars, the payment, and each shipment.
import { Link } from 'react-router';
import { versionText } from '@storefront/commerce';
import { CARD_BRAND_NAMES, type CardBrand } from '@storefront/validation';
import { localizedPath } from '@storefront/contracts';
import { formatDate, formatLabel, formatMoney } from '@storefront/i18n';
import { useLocale, usePageMeta } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import { LineTitle } from '../cart/LineTitle';
import { MerchantCard } from './MerchantCard';
import { PostalAddress } from './PostalAddress';
import { ShipmentList } from './ShipmentList';
import type { PlacedOrder } from './storeApi';
import { Totals } from './Totals';
import styles from './Checkout.module.css';

export function ConfirmationStep({ order }: { order: PlacedOrder }) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  // The document's title names the receipt, so a printed or saved copy is titled by it (the shell writes the head).
  // The shell adds the store's name after the page's: "Reçu — commande PS-… | Piscines Soleil" titles a printed copy.
  usePageMeta(t('checkout.receiptTitle', { number: order.number }));
  const c = order.customer;
  const lineOf = (id: string) => {
    const line = order.lines[Number(id)];
    return line ? <LineTitle title={line.title} variantTitle={line.variantTitle} quantity={line.quantity} /> : null;
  };
  return (
    <div className={styles.confirmation} data-testid="confirmation">
      <p className={styles.thanks}>{t('checkout.thanks')}</p>
      <p data-testid="order-number">
        <strong>{t('checkout.orderNumber', { number: order.number })}</strong>
      </p>
      <p data-testid="order-date">
        {formatLabel(t('checkout.orderDate'), locale)} {formatDate(order.createdAt, locale)}
      </p>
      <p data-print="hide">{t('checkout.emailSent', { email: c.email })}</p>
      <div className={styles.cards}>
        <MerchantCard merchant={order.merchant} id="card-merchant" />
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
        <section className={styles.card} aria-labelledby="card-payment" data-testid="confirmation-payment">
          <h2 id="card-payment">{t('checkout.payment')}</h2>
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
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="card-shipments" data-testid="confirmation-shipments">
          <h2 id="card-shipments">{t('checkout.shipments')}</h2>
          <ShipmentList
            shipments={order.fulfilment.shipments}
            lineOf={lineOf}
            merchant={order.merchant}
            currencyCode={order.currencyCode}
          />
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="card-items">
          <h2 id="card-items">{t('checkout.items')}</h2>
          <ul className={styles.summaryLines}>
            {order.lines.map((line, index) => (
              <li key={index} data-testid="confirmation-line">
                <span>
                  <LineTitle title={line.title} variantTitle={line.variantTitle} quantity={line.quantity} />
                  <br />
                  <span className={styles.small}>
                    {t('checkout.lineDetail', { quantity: line.quantity, price: formatMoney(line.unitPrice, order.currencyCode, locale) })}
                  </span>
                </span>
                <span>{formatMoney(line.total, order.currencyCode, locale)}</span>
              </li>
            ))}
          </ul>
          <Totals totals={order.totals} currencyCode={order.currencyCode} totalLabel={t('checkout.totalCad')} />
        </section>
      </div>
      {order.acceptance && (
        <p className={styles.small} data-testid="confirmation-acceptance">
          {t('checkout.accepted', {
            version: versionText(order.acceptance.conditionsVersion),
            date: formatDate(order.acceptance.acceptedAt, locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' }),
          })}
        </p>
      )}
      <p className={styles.small}>{t('checkout.changeWindow')}</p>
      <div className={styles.actions} data-print="hide">
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          {t('checkout.print')}
        </button>
        <Link to={localizedPath('shop', locale)}>{t('checkout.continueShopping')}</Link>
      </div>
    </div>
  );
}
