// Owns the money summary shared by the cart, the checkout's order summary and the confirmation: subtotal, promo, delivery, each tax on its line, total.
import { TAX_NAMES, type OrderTotals, type TaxKind } from '@storefront/commerce';
import { formatMoney, formatPercent } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import styles from './Checkout.module.css';

/**
 * `totals` is null until the store API has priced the cart (and on the server): the subtotal alone then, from the cart when it
 * is known ("…" before), so the summary's one subtotal line is there from the first paint. `reserve` names the taxes the priced
 * totals will have: until then their rows (delivery, those taxes, the total) stand with "…", so the summary keeps its size.
 */
export function Totals({
  totals,
  subtotal = null,
  currencyCode,
  promoCode,
  totalLabel,
  reserve,
}: {
  totals: OrderTotals | null;
  subtotal?: number | null;
  currencyCode: string;
  promoCode?: string;
  totalLabel?: string;
  reserve?: readonly { kind: TaxKind; rate: number }[];
}) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const money = (amount: number) => formatMoney(amount, currencyCode, locale);
  const shownSubtotal = totals?.subtotal ?? subtotal;
  return (
    <dl className={styles.totals} data-testid="totals">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="totals-subtotal">{shownSubtotal === null ? '…' : money(shownSubtotal)}</dd>
      </div>
      {totals && (
        <>
          {totals.promoDiscount > 0 && (
            <div>
              <dt>{t('cart.discount', { code: promoCode ?? '' })}</dt>
              <dd data-testid="totals-promo">−{money(totals.promoDiscount)}</dd>
            </div>
          )}
          <div>
            <dt>{t('cart.delivery')}</dt>
            <dd data-testid="totals-delivery">{totals.delivery === 0 ? t('cart.deliveryFree') : money(totals.delivery)}</dd>
          </div>
          {totals.taxes.map((tax) => (
            <div key={tax.kind}>
              <dt data-testid={`totals-tax-label-${TAX_NAMES[tax.kind][locale]}`}>
                {TAX_NAMES[tax.kind][locale]} ({formatPercent(tax.rate, locale)})
              </dt>
              <dd data-testid={`totals-tax-${TAX_NAMES[tax.kind][locale]}`}>{money(tax.amount)}</dd>
            </div>
          ))}
          <div className={styles.grandTotal}>
            <dt>{totalLabel ?? t('checkout.total')}</dt>
            <dd data-testid="totals-total">{money(totals.total)}</dd>
          </div>
        </>
      )}
      {!totals && reserve && (
        <>
          <div>
            <dt>{t('cart.delivery')}</dt>
            <dd>…</dd>
          </div>
          {reserve.map((tax) => (
            <div key={tax.kind}>
              <dt>
                {TAX_NAMES[tax.kind][locale]} ({formatPercent(tax.rate, locale)})
              </dt>
              <dd>…</dd>
            </div>
          ))}
          <div className={styles.grandTotal}>
            <dt>{totalLabel ?? t('checkout.total')}</dt>
            <dd>…</dd>
          </div>
        </>
      )}
    </dl>
  );
}
