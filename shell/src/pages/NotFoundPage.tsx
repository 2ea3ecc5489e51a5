// Owns the 404 page of spec §2.
import { Link } from 'react-router';
import { localizedPath } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { useShellTranslation } from '../i18n';
import { useNotFoundHead } from '../seo/notFoundHead';
import styles from './ErrorPages.module.css';

export function NotFoundPage() {
  const locale = useLocale();
  const { t } = useShellTranslation(locale);
  useNotFoundHead();
  return (
    <section className={styles.page} data-testid="not-found">
      <h1 className={styles.code}>{t('notFound.code')}</h1>
      <p className={styles.message}>{t('notFound.message')}</p>
      <Link className={styles.home} to={localizedPath('home', locale)}>
        {t('backHome')}
      </Link>
    </section>
  );
}
