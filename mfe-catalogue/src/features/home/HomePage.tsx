// Owns the home page: service blocks and the online-shopping teaser (the banner comes with the catalogue issue).
import { Link } from 'react-router';
import { localizedPath, type PageId, type PathParams } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useCatalogueTranslation } from '../../i18n';
import styles from './HomePage.module.css';

const SERVICES: { key: string; page: PageId; params?: PathParams }[] = [
  { key: 'pools', page: 'collection', params: { collection: 'piscines-hors-terre' } },
  { key: 'spas', page: 'collection', params: { collection: 'spas' } },
  { key: 'furniture', page: 'collection', params: { collection: 'mobilier-exterieur' } },
  { key: 'service', page: 'service' },
];

export default function HomePage() {
  const locale = useLocale();
  const { t } = useCatalogueTranslation();
  return (
    <div className={styles.home} data-page="home">
      <h1 className={styles.title}>{t('home.title')}</h1>
      <ul className={styles.services}>
        {SERVICES.map((s) => (
          <li key={s.key}>
            <Link className={styles.service} to={localizedPath(s.page, locale, s.params)}>
              {t(`home.services.${s.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <section className={styles.teaser} aria-labelledby="achat-en-ligne">
        <h2 id="achat-en-ligne">{t('home.shopTeaser.title')}</h2>
        <p>{t('home.shopTeaser.subtitle')}</p>
        <Link to={localizedPath('shop', locale)}>{t('home.shopTeaser.title')} →</Link>
      </section>
    </div>
  );
}
