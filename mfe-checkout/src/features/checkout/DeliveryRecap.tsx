// Owns the reminder of the delivery information at payment: where the order goes (and who is billed when it differs), with a link back to step 1 to change it.
import { Link } from 'react-router';
import { useLocale } from '@storefront/platform';
import { VisuallyHidden } from '@storefront/ui';
import { checkoutCustomerSchema, validateWith } from '@storefront/validation';
import { useCheckoutTranslation } from '../../i18n';
import type { CustomerDraft } from './customerStore';
import { PostalAddress } from './PostalAddress';
import styles from './Checkout.module.css';

export function DeliveryRecap({ customer, deliveryStep }: { customer: CustomerDraft; deliveryStep: string }) {
  const locale = useLocale();
  const { t } = useCheckoutTranslation();
  // Payment is reached with valid information only; read through the rules, it is written as the order will store it (H7S 1M9).
  const checked = validateWith(checkoutCustomerSchema, customer, locale);
  if (!checked.ok) return null;
  const c = checked.data;
  return (
    <section className={styles.card} aria-labelledby="recap-ship" data-testid="delivery-recap">
      <div className={styles.cardHead}>
        <h2 id="recap-ship">{t('checkout.shipTo')}</h2>
        <Link to={{ search: deliveryStep }} data-testid="edit-delivery">
          {t('checkout.edit')}
          <VisuallyHidden> {t('checkout.editDelivery')}</VisuallyHidden>
        </Link>
      </div>
      <address>
        <PostalAddress person={c} />
        <br />
        {c.email}
        <br />
        {c.phone}
      </address>
      {c.billing && (
        <>
          <h3 className={styles.recapSub}>{t('checkout.billingTitle')}</h3>
          <address>
            <PostalAddress person={c.billing} />
          </address>
        </>
      )}
    </section>
  );
}
