// Owns the mobile navigator: the bar at the bottom of phones and tablets, with the products, the services, the shop and the contact page.
import { NavLink } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { hrefOf, LINKS } from './navigation';
import { useToggles } from './toggles';
import styles from './MobileNavigator.module.css';

export function MobileNavigator({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const { toggles, open } = useToggles();
  return (
    <nav aria-label={t('nav.label')} className={styles.mobileNav} data-testid="mobile-navigator">
      <ul>
        <li>
          <button type="button" aria-haspopup="dialog" aria-expanded={toggles.productBar} onClick={() => open('productBar')}>
            <Icon name="grid" />
            <span>{t('nav.products')}</span>
          </button>
        </li>
        <li>
          <button type="button" aria-haspopup="dialog" aria-expanded={toggles.serviceBar} onClick={() => open('serviceBar')}>
            <Icon name="tools" />
            <span>{t('nav.services')}</span>
          </button>
        </li>
        <li>
          <NavLink to={hrefOf(LINKS.shop, locale)}>
            <Icon name="store" />
            <span>{t('links.shop')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={hrefOf(LINKS.contact, locale)}>
            <Icon name="phone" />
            <span>{t('links.contact')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
