// Owns the money summary shared by the cart, the payment step and the confirmation: subtotal, promo, delivery, each tax on its line, total.
import { TAX_NAMES, type OrderTotals } from '@storefront/commerce';
import { formatMoney } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import styles from './Checkout.module.css';

export function Totals({ totals, currencyCode, promoCode, totalLabel }: { totals: OrderTotals; currencyCode: string; promoCode?: string; totalLabel?: string }) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const money = (amount: number) => formatMoney(amount, currencyCode, locale);
  const rate = (value: number) => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 3 }).format(value);
  return (
    <dl className={styles.totals} data-testid="totals">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="totals-subtotal">{money(totals.subtotal)}</dd>
      </div>
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
          <dt>
            {TAX_NAMES[tax.kind][locale]} ({rate(tax.rate)} %)
          </dt>
          <dd data-testid={`totals-tax-${TAX_NAMES[tax.kind][locale]}`}>{money(tax.amount)}</dd>
        </div>
      ))}
      <div className={styles.grandTotal}>
        <dt>{totalLabel ?? t('cart.total')}</dt>
        <dd data-testid="totals-total">{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
