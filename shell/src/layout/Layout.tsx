// Owns the layouts around every page: the default layout, and the shop layout that adds the filter panel beside shop listings (spec §2).
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { LocaleSync } from '@storefront/platform';
import { AnalyticsBridge } from '../analytics/AnalyticsBridge';
import { ConsentBanner } from '../consent/ConsentBanner';
import { RemoteSlot } from '../regions/RemoteSlot';
import { DocumentHead } from '../seo/DocumentHead';
import { AlertSlider } from './AlertSlider';
import { CanadianBadges } from './CanadianBadges';
import { CartRuntimeStarter } from './CartRuntimeStarter';
import { DeferredPanels } from './DeferredPanels';
import { Footer } from './Footer';
import { navigatorVariant, printsAsCheckout, usesShopLayout } from './layoutRules';
import { MobileNavigator } from './MobileNavigator';
import { Navigator, UtilityStrip } from './Navigator';
import { RouteEffects, ShellReady } from './RouteEffects';
import { ShopFilters } from './ShopFilters';
import { SKIP_LINK_ID, SkipLinks } from './SkipLinks';
import styles from './Layout.module.css';

const MAIN_ID = 'contenu';

/**
 * Scroll positions are kept per history entry; a page opened by its address has no entry key of its own
 * (react-router calls every such entry 'default'), so those are kept per address instead.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

export function Layout({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();
  const shop = usesShopLayout(pathname);
  return (
    <div className={styles.page} data-layout={shop ? 'shop' : 'default'} data-print={printsAsCheckout(pathname) ? 'checkout' : undefined}>
      <LocaleSync locale={locale} />
      <DocumentHead locale={locale} />
      <ScrollRestoration getKey={scrollKey} />
      <RouteEffects mainId={MAIN_ID} />
      <ShellReady />
      <AnalyticsBridge locale={locale} />
      <SkipLinks locale={locale} mainId={MAIN_ID} products={shop} />
      <ConsentBanner locale={locale} fallbackFocusId={SKIP_LINK_ID} />
      <UtilityStrip locale={locale} />
      <Navigator locale={locale} variant={navigatorVariant(pathname)} />
      <div className={styles.body}>
        {shop ? <ShopFilters locale={locale} /> : null}
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <CanadianBadges locale={locale} />
      {/* Rendered by the server with the page (layoutRules.ts): it holds its place; its code comes when the visitor nears it. */}
      <RemoteSlot slot="newsletter" near />
      <Footer locale={locale} />
      <MobileNavigator locale={locale} />
      <DeferredPanels locale={locale} />
      <AlertSlider locale={locale} />
      <CartRuntimeStarter />
    </div>
  );
}
