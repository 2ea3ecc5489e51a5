// Owns the consent banner (Quebec's Law 25): asks before any measurement, and reopens from the footer to change or withdraw the choice.
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { localizedPath, type Locale } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import { useHydrated } from '@storefront/ui';
import { useConsent, useConsentDispatch } from './consentStore';
import styles from './ConsentBanner.module.css';

/** fallbackFocusId: what takes the focus when the banner closes and nothing had it before (the first skip link, at the page's top). */
export function ConsentBanner({ locale, fallbackFocusId }: { locale: Locale; fallbackFocusId: string }) {
  const { t } = useShellTranslation(locale);
  const state = useConsent();
  const dispatch = useConsentDispatch();
  const titleId = useId();
  const bodyId = useId();
  const banner = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const reopened = state.bannerOpen && state.record !== null;
  // The choice is in the visitor's storage, which the server cannot read: the server's page holds the banner, shown from the
  // first paint only where the early script found no choice (CONSENT_ASK_ATTRIBUTE); once hydrated, the stored choice decides.
  const hydrated = useHydrated();
  const shown = hydrated && state.bannerOpen;
  const rendered = hydrated ? state.bannerOpen : true;

  useEffect(() => {
    if (!shown) return;
    // Reopened on request: the choice takes the focus, and gives it back once made. A first visit's banner does not steal it.
    if (reopened) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      banner.current?.querySelector<HTMLElement>('button')?.focus();
    }
    return () => {
      // The control that closed it is gone with it: the focus goes back to what had it, or to the top of the page, never the body.
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      const back = returnFocusTo.current?.isConnected ? returnFocusTo.current : null;
      returnFocusTo.current = null;
      if (!lost) return;
      // The skip link shows itself at the top of the window when the keyboard brings it; the page stays where it was.
      if (back) back.focus();
      else document.getElementById(fallbackFocusId)?.focus({ preventScroll: true });
    };
  }, [shown, reopened, fallbackFocusId]);

  if (!rendered) return null;
  return (
    <section
      ref={banner}
      className={styles.banner}
      data-live={shown || undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="consent-banner"
      onFocus={(event) => {
        // What the visitor left to Tab or click into the banner gets the focus back when it closes.
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocusTo.current = from;
      }}
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
      {shown && state.record ? <p className={styles.current}>{t(`consent.current_${state.record.choice}`)}</p> : null}
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
