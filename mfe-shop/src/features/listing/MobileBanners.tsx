// Owns the phone-only banners of the shop (spec §2): financing, and the delivery promotion that opens the shell's delivery modal.
import { Link } from 'react-router';
import { localizedPath } from '@storefront/contracts';
import { bus, useLocale } from '@storefront/platform';
import { useShopTranslation } from '../../i18n';
import styles from './MobileBanners.module.css';

export function MobileBanners() {
  const locale = useLocale();
  const { t } = useShopTranslation();
  return (
    <div className={styles.banners} data-testid="mobile-banners">
      <div className={styles.financing}>
        <p className={styles.title}>{t('listing.financing.title')}</p>
        <p className={styles.text}>{t('listing.financing.text')}</p>
        <Link to={localizedPath('financingRequest', locale)} className={styles.link}>
          {t('listing.financing.link')}
        </Link>
      </div>
      <div className={styles.delivery}>
        <p className={styles.title}>{t('listing.delivery.title')}</p>
        <p className={styles.text}>{t('listing.delivery.text')}</p>
        {/* The shell owns the delivery modal; the bus keeps the command until its owner is there. */}
        <button
          type="button"
          className={styles.button}
          aria-haspopup="dialog"
          onClick={() => bus.send('delivery:open', {})}
          data-testid="delivery-banner"
        >
          {t('listing.delivery.open')}
        </button>
      </div>
    </div>
  );
}
