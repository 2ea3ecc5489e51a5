// Owns the footer: store identity, links, contact and hours, social networks, the consent choice, legal links and the credit line.
import { useId } from 'react';
import { Link } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import { useConsentDispatch } from '../consent/consentStore';
import { SocialLinks } from './SocialLinks';
import { Logo } from './Logo';
import { FOOTER, hrefOf, LEGAL_LINKS } from './navigation';
import { OpeningHoursList, StorePhones } from './StoreContact';
import styles from './Footer.module.css';

export function Footer({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const reopenConsent = useConsentDispatch();
  const id = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Logo tagline={t('brandTagline')} inverse />
          <p>{t('footer.about')}</p>
          <h2 className={styles.heading} id={`${id}-social`}>
            {t('footer.social')}
          </h2>
          <SocialLinks locale={locale} labelledBy={`${id}-social`} />
        </div>
        <nav className={styles.links} aria-label={t('footer.label')}>
          {FOOTER.map((group) => (
            <div key={group.key} className={styles.group}>
              <h2 className={styles.heading} id={`${id}-${group.key}`}>
                {t(`groups.${group.key}`)}
              </h2>
              <ul aria-labelledby={`${id}-${group.key}`}>
                {group.links.map((link) => (
                  <li key={link.key}>
                    <Link to={hrefOf(link, locale)}>{t(`links.${link.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.contact}>
          <h2 className={styles.heading}>{t('contact.title')}</h2>
          <StorePhones locale={locale} />
          <OpeningHoursList locale={locale} />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <ul className={styles.legal} aria-label={t('footer.legal')}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={hrefOf(link, locale)}>{t(`links.${link.key}`)}</Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.cookies}
                onClick={() => reopenConsent({ type: 'reopen' })}
                data-testid="consent-reopen"
              >
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
          <p className={styles.credit}>
            © {new Date().getFullYear()} Piscines Soleil. {t('footer.rights')} <span>{t('footer.credit')}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
