// Owns the language switch: the same page, with the same query, in the other language.
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOCALE_TAGS, switchLocalePath, type Locale } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import styles from './LanguageSwitch.module.css';

export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const location = useLocation();
  const navigate = useNavigate();
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  // A page may keep what the visitor typed in its address without a navigation (the water analysis's readings, through
  // history.replaceState, so its data is not read again at each key): the switch then takes the address as it is now.
  const followAddress = (event: MouseEvent<HTMLAnchorElement>) => {
    const search = window.location.search;
    if (search === location.search || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(switchLocalePath(location.pathname, search, other));
  };
  return (
    <Link
      to={switchLocalePath(location.pathname, location.search, other)}
      onClick={followAddress}
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
