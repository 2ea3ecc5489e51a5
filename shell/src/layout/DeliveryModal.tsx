// Owns the delivery modal: the delivery and ordering rules of spec §1 and §9, opened from the navigator's delivery toggle.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { bus } from '@storefront/platform';
import { DialogPanel, Icon, type IconName } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { DELIVERY } from '../store/storeInfo';
import { hrefOf, LINKS } from './navigation';
import { useToggles } from './toggles';
import styles from './DeliveryModal.module.css';

export function DeliveryModal({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const { toggles, bind, close, open } = useToggles();
  // The shell owns 'delivery:open' (e.g. the shop's delivery promo banner); commands sent before this mounts wait on the bus.
  useEffect(() => bus.handle('delivery:open', () => open('deliveryModal')), [open]);
  const points: { icon: IconName; text: string }[] = [
    { icon: 'truck', text: t('delivery.freeFrom', { amount: formatMoney(DELIVERY.freeFrom, DELIVERY.currencyCode, locale) }) },
    { icon: 'gift', text: t('delivery.alwaysFree') },
    { icon: 'clock', text: t('delivery.time', { min: DELIVERY.minBusinessDays, max: DELIVERY.maxBusinessDays }) },
    { icon: 'edit', text: t('delivery.changes', { hours: DELIVERY.orderChangeHours }) },
  ];
  return (
    <DialogPanel
      open={toggles.deliveryModal}
      onOpenChange={bind('deliveryModal')}
      placement="center"
      title={t('delivery.title')}
      closeLabel={t('close')}
      className={styles.modal}
      testId="delivery-modal"
    >
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point.icon}>
            <span className={styles.icon}>
              <Icon name={point.icon} size={22} />
            </span>
            {point.text}
          </li>
        ))}
      </ul>
      <Link className={styles.cta} to={hrefOf(LINKS.shop, locale)} onClick={() => close('deliveryModal')}>
        {t('delivery.shop')}
      </Link>
    </DialogPanel>
  );
}
