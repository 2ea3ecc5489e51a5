// Owns the newsletter block the layout shows on every page (the sign-up form comes with the forms issue).
import type { SlotProps } from '@storefront/contracts';
import { useRemoteTranslation } from '@storefront/i18n';
import { formsI18n, NS } from '../../i18n';
import styles from './NewsletterBlock.module.css';

export default function NewsletterBlock({ locale }: SlotProps) {
  const { t } = useRemoteTranslation(formsI18n, NS, locale);
  return (
    <section className={styles.block} aria-labelledby="infolettre" data-testid="newsletter-block">
      <h2 id="infolettre" className={styles.title}>
        {t('newsletter.title')}
      </h2>
      <p>{t('newsletter.lead')}</p>
    </section>
  );
}
