// Owns the floating alert slider: cart news from the bus slides in from its side, can be closed, and success leaves by itself.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { localizedPath, type Locale } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { VisuallyHidden, Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { ALERT_AUTO_CLOSE_MS, alertForEvent, autoCloses, closesOnNavigation, type Alert } from './alerts';
import styles from './AlertSlider.module.css';

export function AlertSlider({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [held, setHeld] = useState(false);
  const nextId = useRef(1);
  const { pathname } = useLocation();

  useEffect(() => {
    const offAdded = bus.on('cart:item-added', (payload) => setAlert(alertForEvent('cart:item-added', payload, nextId.current++)));
    const offError = bus.on('cart:error', (payload) => setAlert(alertForEvent('cart:error', payload, nextId.current++)));
    return () => {
      offAdded();
      offError();
    };
  }, []);

  // Adjusted while rendering, not in an effect, so the old notice never paints on the new page.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setHeld(false);
    if (alert && closesOnNavigation(alert)) setAlert(null);
  }

  // A plain click shows the cart beside the page (the checkout remote's panel); a click that opens a tab follows the link.
  const openCartPanel = (event: MouseEvent<HTMLAnchorElement>) => {
    setAlert(null);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    bus.send('cart:open', {});
  };

  useEffect(() => {
    if (!alert || !autoCloses(alert) || held) return;
    const timer = setTimeout(() => setAlert(null), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [alert, held]);

  return (
    // The live region is always there, so that a screen reader announces what appears in it.
    <div className={styles.region} role="status" aria-label={t('alerts.label')} data-testid="alert-slider">
      {alert ? (
        <div
          key={alert.id}
          className={styles.alert}
          data-side={alert.side}
          data-tone={alert.tone}
          // A touch is no hover: on phones the notice leaves on time even after a tap near it.
          onPointerEnter={(event) => setHeld(event.pointerType === 'mouse')}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span className={styles.icon}>
            <Icon name={alert.tone === 'success' ? 'check' : 'alert'} size={22} />
          </span>
          <p className={styles.message}>
            {t(`alerts.${alert.message}`, { count: alert.count })}
            {alert.toCart ? (
              <>
                {' '}
                <Link to={localizedPath('cart', locale)} onClick={(event) => openCartPanel(event)}>
                  {t('alerts.viewCart')}
                </Link>
              </>
            ) : null}
          </p>
          <button type="button" className={styles.close} onClick={() => setAlert(null)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" fill="none" />
            </svg>
            <VisuallyHidden>{t('alerts.close')}</VisuallyHidden>
          </button>
        </div>
      ) : null}
    </div>
  );
}
