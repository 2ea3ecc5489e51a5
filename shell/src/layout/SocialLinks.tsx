// Owns the store's social-network links, shown in the footer and in the full-screen menu.
import type { Locale } from '@storefront/contracts';
import { Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { SOCIAL_LINKS } from '../store/storeInfo';
import styles from './SocialLinks.module.css';

export function SocialLinks({ locale, labelledBy }: { locale: Locale; labelledBy?: string }) {
  const { t } = useShellTranslation(locale);
  return (
    <ul className={styles.social} aria-labelledby={labelledBy}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.network}>
          <a href={social.url} rel="noopener" target="_blank" aria-label={t('footer.socialLink', { network: social.label })}>
            <Icon name={social.network} size={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
