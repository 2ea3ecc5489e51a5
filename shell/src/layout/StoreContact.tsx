// Owns the store's contact block: toll-free and local phones from the runtime configuration, and the opening hours of spec §9.
import { OPENING_HOURS, formatOpeningRange, telHref, type Locale } from '@storefront/contracts';
import { useRuntimeConfig } from '@storefront/platform';
import { Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import styles from './StoreContact.module.css';

export function StorePhones({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useShellTranslation(locale);
  const store = useRuntimeConfig()?.store;
  if (!store) return null;
  return (
    <ul className={[styles.phones, className].filter(Boolean).join(' ')}>
      <li>
        <a href={telHref(store.tollFreePhone)} className={styles.phone}>
          <Icon name="phone" size={18} />
          <span>
            <span className={styles.phoneLabel}>{t('contact.tollFree')}</span> {store.tollFreePhone}
          </span>
        </a>
      </li>
      <li>
        <a href={telHref(store.phone)} className={styles.phone}>
          <Icon name="phone" size={18} />
          <span>
            <span className={styles.phoneLabel}>{t('contact.local')}</span> {store.phone}
          </span>
        </a>
      </li>
    </ul>
  );
}

export function OpeningHoursList({ locale, headingLevel = 3 }: { locale: Locale; headingLevel?: 2 | 3 }) {
  const { t } = useShellTranslation(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.hours}>
      <Heading className={styles.hoursTitle}>
        <Icon name="clock" size={18} />
        {t('contact.hours')}
      </Heading>
      <dl className={styles.hoursList}>
        {OPENING_HOURS.map((hours) => (
          <div key={hours.days} className={styles.hoursRow}>
            <dt>{t(`hours.${hours.days}`)}</dt>
            <dd>{formatOpeningRange(hours, locale)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
