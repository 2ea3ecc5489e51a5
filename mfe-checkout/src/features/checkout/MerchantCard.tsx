// Owns how the checkout names the merchant, as Quebec's Consumer Protection Act (s. 54.4 a to c) and Revenu Québec's invoice
// rules ask: trade and legal names, address, phone, e-mail, and the GST and QST registration numbers. The review and the
// receipt both show it, printed too.
import { formatLabel } from '@storefront/i18n';
import { useLocale } from '@storefront/platform';
import { useCheckoutTranslation } from '../../i18n';
import type { Merchant } from '@storefront/commerce';
import styles from './Checkout.module.css';

/** The store's address on one line: "2500, boulevard Le Corbusier, Laval (QC) H7S 2K1". */
export const storeAddress = (merchant: Merchant) =>
  `${merchant.address.street}, ${merchant.address.city} (${merchant.address.province}) ${merchant.address.postalCode}`;

export function MerchantCard({ merchant, id }: { merchant: Merchant; id: string }) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  const label = (key: 'legalName' | 'phone' | 'email' | 'gstNumber' | 'qstNumber') => formatLabel(t(`checkout.${key}`), locale);
  return (
    <section className={`${styles.card} ${styles.merchant}`} aria-labelledby={id} data-testid="merchant">
      <h2 id={id}>{t('checkout.merchant')}</h2>
      <address>
        <strong data-testid="merchant-name">{merchant.tradeName}</strong>
        <br />
        {label('legalName')} {merchant.legalName}
        <br />
        {merchant.address.street}
        <br />
        {merchant.address.city} ({merchant.address.province}) {merchant.address.postalCode}
        <br />
        {label('phone')} <a href={`tel:${merchant.phone.replace(/[^\d+]/g, '')}`}>{merchant.phone}</a>
        <br />
        {label('email')} <a href={`mailto:${merchant.email}`}>{merchant.email}</a>
      </address>
      <dl className={styles.taxNumbers} data-testid="merchant-tax-numbers">
        <div>
          <dt>{label('gstNumber')}</dt>
          <dd>{merchant.gstNumber}</dd>
        </div>
        <div>
          <dt>{label('qstNumber')}</dt>
          <dd>{merchant.qstNumber}</dd>
        </div>
      </dl>
    </section>
  );
}
