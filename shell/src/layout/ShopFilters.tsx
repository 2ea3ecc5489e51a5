// Owns where the shop's filter panel sits: a side bar beside the page from 992 px, a slide-in panel behind a toggle button below.
// When the shop remote is down the page region says so once; the filter slot stays quiet and the layout drops its column (Layout.module.css).
import { useEffect } from 'react';
import type { Locale } from '@storefront/contracts';
import { BREAKPOINTS, DialogPanel, below, useMediaQuery, Icon, whenInteracted } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { preloadSlot, RemoteSlot } from '../regions/RemoteSlot';
import { useToggles } from './toggles';
import styles from './ShopFilters.module.css';

export function ShopFilters({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const { toggles, open, bind } = useToggles();
  // False on the server and while hydrating: the server's HTML has both the toggle and the side bar, and CSS shows the one that fits
  // the width, so neither a phone nor a desktop sees a change when the page hydrates.
  const narrow = useMediaQuery(below(BREAKPOINTS.filterPanel));
  // On a phone the panel's code is not on the page until "Filtres" opens it: fetched when the toggle was pressed, it was a blank
  // panel for half a second; fetched at the visitor's first move (or when the toggle is about to be used), it is there in time
  // without weighing on a page nobody uses.
  useEffect(() => (narrow ? whenInteracted(() => preloadSlot('filterPanel')) : undefined), [narrow]);
  const preload = () => preloadSlot('filterPanel');
  return (
    <aside className={styles.filters} aria-label={t('filters.label')} data-testid="shop-filters">
      <button
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={toggles.filterPanel}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => open('filterPanel')}
        data-testid="filter-toggle"
      >
        <Icon name="filter" size={20} />
        {t('filters.toggle')}
      </button>
      {narrow ? (
        <DialogPanel
          open={toggles.filterPanel}
          onOpenChange={bind('filterPanel')}
          placement="left"
          title={t('filters.title')}
          closeLabel={t('close')}
          testId="filter-panel"
        >
          <RemoteSlot slot="filterPanel" quiet />
        </DialogPanel>
      ) : (
        <div className={styles.column}>
          <RemoteSlot slot="filterPanel" quiet />
        </div>
      )}
    </aside>
  );
}
