// Owns the error page of spec §2: 404 wording for missing pages, the generic wording for any other error.
import { Link, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { localeOfPath, localizedPath, DEFAULT_LOCALE } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import { NotFoundPage } from './NotFoundPage';
import styles from './ErrorPages.module.css';

export function ErrorPage() {
  const error = useRouteError();
  const locale = localeOfPath(useLocation().pathname) ?? DEFAULT_LOCALE;
  const { t } = useShellTranslation(locale);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('[router] page failed', error);
  return (
    <section className={styles.page} data-testid="error-page">
      <p className={styles.message}>{t('error.message')}</p>
      <Link className={styles.home} to={localizedPath('home', locale)}>
        {t('backHome')}
      </Link>
    </section>
  );
}
