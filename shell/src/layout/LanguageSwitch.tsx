// Owns the language switch: the same page, with the same query, in the other language.
import { Link, useLocation } from 'react-router';
import { LOCALE_TAGS, switchLocalePath, type Locale } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import styles from './LanguageSwitch.module.css';

export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const location = useLocation();
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  return (
    <Link
      to={switchLocalePath(location.pathname, location.search, other)}
      className={styles.language}
      lang={LOCALE_TAGS[other]}
      hrefLang={LOCALE_TAGS[other]}
      title={t('languageSwitch.description')}
      data-testid="language-switch"
    >
      {t('languageSwitch.label')}
    </Link>
  );
}
