// Owns the default layout around every page: header, navigation, cart badge, language switch, main region and footer.
import { Outlet } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { LocaleSync } from '@storefront/platform';
import { useShellTranslation } from '../i18n';
import { RemoteSlot } from '../regions/RemoteSlot';
import { Header } from './Header';
import { Footer } from './Footer';
import { CartRuntimeStarter } from './CartRuntimeStarter';
import styles from './Layout.module.css';

export function Layout({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  return (
    <div className={styles.page}>
      <LocaleSync locale={locale} />
      <a className={styles.skip} href="#contenu">
        {t('skipToContent')}
      </a>
      <Header locale={locale} />
      <main id="contenu" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <RemoteSlot slot="newsletter" />
      <Footer locale={locale} />
      <CartRuntimeStarter />
    </div>
  );
}
