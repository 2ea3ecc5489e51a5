// Owns the consent banner (Quebec's Law 25): asks before any measurement, and reopens from the footer to change or withdraw the choice.
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { localizedPath, type Locale } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import { useHydrated } from '@storefront/ui';
import { useConsent, useConsentDispatch } from './consentStore';
import styles from './ConsentBanner.module.css';

export function ConsentBanner({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const state = useConsent();
  const dispatch = useConsentDispatch();
  const titleId = useId();
  const bodyId = useId();
  const banner = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const reopened = state.bannerOpen && state.record !== null;
  // The choice is in the visitor's storage, which the server cannot read: the banner appears once the page is hydrated.
  const hydrated = useHydrated();

  useEffect(() => {
    // Reopened on request: the choice takes the focus, and gives it back once made. A first visit's banner does not steal it.
    if (!reopened) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    banner.current?.querySelector<HTMLElement>('button')?.focus();
    return () => returnFocusTo.current?.focus();
  }, [reopened]);

  if (!hydrated || !state.bannerOpen) return null;
  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="consent-banner"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && reopened) dispatch({ type: 'dismiss' });
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p id={bodyId} className={styles.body}>
        {t('consent.body')} <Link to={localizedPath('cookiePolicy', locale)}>{t('consent.policy')}</Link>
      </p>
      {state.record ? <p className={styles.current}>{t(`consent.current_${state.record.choice}`)}</p> : null}
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => dispatch({ type: 'accept', at: new Date() })}>
          {t('consent.accept')}
        </button>
        <button type="button" className={styles.decline} onClick={() => dispatch({ type: 'decline', at: new Date() })}>
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}
