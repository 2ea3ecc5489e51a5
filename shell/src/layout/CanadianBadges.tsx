// Owns the Canadian-companies badge block of the default layout.
import { useId } from 'react';
import type { Locale } from '@storefront/contracts';
import { Icon, type IconName } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import styles from './CanadianBadges.module.css';

const BADGES: { key: string; icon: IconName }[] = [
  { key: 'quebec', icon: 'leaf' },
  { key: 'canadianMakers', icon: 'badge' },
  { key: 'certified', icon: 'tools' },
  { key: 'shipping', icon: 'truck' },
];

export function CanadianBadges({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId} data-testid="canadian-badges">
      <div className={styles.inner}>
        <div className={styles.intro}>
          <span className={styles.leaf}>
            <Icon name="leaf" size={34} />
          </span>
          <div>
            <h2 id={titleId}>{t('badges.title')}</h2>
            <p>{t('badges.lead')}</p>
          </div>
        </div>
        <ul className={styles.badges}>
          {BADGES.map((badge) => (
            <li key={badge.key}>
              <Icon name={badge.icon} size={28} />
              <span>{t(`badges.${badge.key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
