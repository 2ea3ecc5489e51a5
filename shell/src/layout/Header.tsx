// Owns the top bar: logo, main navigation, language switch and cart badge.
import { Link, NavLink } from 'react-router';
import { localizedPath, type Locale, type PageId, type PathParams } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import { CartBadge } from './CartBadge';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Header.module.css';

const NAV: { key: string; page: PageId; params?: PathParams }[] = [
  { key: 'pools', page: 'collection', params: { collection: 'piscines-hors-terre' } },
  { key: 'spas', page: 'collection', params: { collection: 'spas' } },
  { key: 'furniture', page: 'collection', params: { collection: 'mobilier-exterieur' } },
  { key: 'shop', page: 'shop' },
  { key: 'service', page: 'service' },
  { key: 'promotions', page: 'promotions' },
  { key: 'contact', page: 'contact' },
];

export function Header({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={localizedPath('home', locale)} className={styles.logo} aria-label={t('nav.home')}>
          <span className={styles.logoMark} aria-hidden="true">
            ◆
          </span>
          <span>Piscines Soleil</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <ul>
            {NAV.map((item) => (
              <li key={item.key}>
                <NavLink to={localizedPath(item.page, locale, item.params)}>{t(`nav.${item.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageSwitch locale={locale} />
          <CartBadge locale={locale} />
        </div>
      </div>
    </header>
  );
}
