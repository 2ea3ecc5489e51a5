// Owns the navigator: the utility strip (delivery, phone, quote, language) and the top bar, sticky and shrinking on scroll, or static.
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { telHref, type Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { useRuntimeConfig } from '@storefront/platform';
import { VisuallyHidden, Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { DELIVERY } from '../store/storeInfo';
import { CartBadge } from './CartBadge';
import { LanguageSwitch } from './LanguageSwitch';
import { navigatorCompact, type NavigatorVariant } from './layoutRules';
import { Logo } from './Logo';
import { SavedListLinks } from './SavedListLinks';
import { HeaderSearch } from './search/HeaderSearch';
import { hrefOf, LINKS, NAVIGATOR_LINKS } from './navigation';
import { useToggles } from './toggles';
import styles from './Navigator.module.css';

/** Follows the scroll position, through one animation frame at a time, and says whether the bar is compact. */
function useCompactOnScroll(enabled: boolean): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCompact((was) => navigatorCompact(window.scrollY, was)));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return enabled && compact;
}

export function UtilityStrip({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const { open } = useToggles();
  const store = useRuntimeConfig()?.store;
  return (
    <div className={styles.utility} role="region" aria-label={t('nav.utility')}>
      <div className={styles.utilityInner}>
        <button
          type="button"
          className={styles.delivery}
          aria-haspopup="dialog"
          onClick={() => open('deliveryModal')}
          data-testid="delivery-toggle"
        >
          <Icon name="truck" size={18} />
          {t('delivery.toggle', { amount: formatMoney(DELIVERY.freeFrom, DELIVERY.currencyCode, locale) })}
        </button>
        <div className={styles.utilityEnd}>
          {store ? (
            <a className={styles.utilityPhone} href={telHref(store.tollFreePhone)}>
              <Icon name="phone" size={16} />
              <span>{store.tollFreePhone}</span>
            </a>
          ) : null}
          <Link className={styles.utilityQuote} to={hrefOf(LINKS.quoteRequest, locale)}>
            {t('nav.quote')}
          </Link>
          <LanguageSwitch locale={locale} />
        </div>
      </div>
    </div>
  );
}

export function Navigator({ locale, variant }: { locale: Locale; variant: NavigatorVariant }) {
  const { t } = useShellTranslation(locale);
  const { toggles, open } = useToggles();
  const compact = useCompactOnScroll(variant === 'sticky');
  return (
    <header className={styles.navigator} data-variant={variant} data-compact={compact || undefined} data-testid="navigator">
      <div className={styles.bar}>
        <Link to={hrefOf({ key: 'home', page: 'home' }, locale)} className={styles.logo}>
          <Logo tagline={t('brandTagline')} />
          {/* The visible name stays first in the link's name (WCAG 2.5.3); the destination follows for screen readers. */}
          <VisuallyHidden>{t('nav.home')}</VisuallyHidden>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <ul>
            <li>
              <button type="button" aria-haspopup="dialog" aria-expanded={toggles.productBar} onClick={() => open('productBar')}>
                {t('nav.products')}
                <Icon name="chevron" size={16} className={styles.chevron} />
              </button>
            </li>
            <li>
              <button type="button" aria-haspopup="dialog" aria-expanded={toggles.serviceBar} onClick={() => open('serviceBar')}>
                {t('nav.services')}
                <Icon name="chevron" size={16} className={styles.chevron} />
              </button>
            </li>
            {NAVIGATOR_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={hrefOf(link, locale)} end={link.page !== 'shop'}>
                  {t(`links.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* From 62em, folded to its button up to 100em; below 62em the bar at the bottom opens it (MobileNavigator). */}
        <HeaderSearch locale={locale} variant="bar" />
        <div className={styles.tools}>
          <SavedListLinks locale={locale} />
          <CartBadge locale={locale} />
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={toggles.megaMenu}
            onClick={() => open('megaMenu')}
            data-testid="mega-menu-toggle"
          >
            <Icon name="menu" />
            <span className={styles.menuLabel}>{t('nav.menu')}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
