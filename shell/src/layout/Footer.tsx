// Owns the footer: store identity and the credit line.
import type { Locale } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import styles from './Layout.module.css';

export function Footer({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  return (
    <footer className={styles.footer}>
      <p>
        © {new Date().getFullYear()} Piscines Soleil. {t('footer.rights')}
      </p>
    </footer>
  );
}
