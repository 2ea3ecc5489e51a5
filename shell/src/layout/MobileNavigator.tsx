// Owns the mobile navigator: the bar at the bottom of phones and tablets, with the products, the services, the search, the shop and
// the contact page.
import { useState } from 'react';
import { NavLink } from 'react-router';
import { localizedPath, SHOP_SEARCH_CATEGORY, type Locale } from '@storefront/contracts';
import { DialogPanel, Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { hrefOf, LINKS } from './navigation';
import { HeaderSearch } from './search/HeaderSearch';
import { useToggles } from './toggles';
import styles from './MobileNavigator.module.css';

export function MobileNavigator({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const { toggles, open } = useToggles();
  const [searching, setSearching] = useState(false);
  return (
    <nav aria-label={t('nav.label')} className={styles.mobileNav} data-testid="mobile-navigator">
      <ul>
        <li>
          <button type="button" aria-haspopup="dialog" aria-expanded={toggles.productBar} onClick={() => open('productBar')}>
            <Icon name="grid" />
            <span>{t('nav.products')}</span>
          </button>
        </li>
        <li>
          <button type="button" aria-haspopup="dialog" aria-expanded={toggles.serviceBar} onClick={() => open('serviceBar')}>
            <Icon name="tools" />
            <span>{t('nav.services')}</span>
          </button>
        </li>
        <li>
          {/* The search results page without JavaScript (its keyword filter); with it, the search box in a panel. */}
          <a
            href={localizedPath('shopListing', locale, { category: SHOP_SEARCH_CATEGORY })}
            role="button"
            aria-haspopup="dialog"
            aria-expanded={searching}
            onClick={(event) => {
              event.preventDefault();
              setSearching(true);
            }}
            data-testid="mobile-search-toggle"
          >
            <Icon name="search" />
            <span>{t('search.open')}</span>
          </a>
        </li>
        <li>
          <NavLink to={hrefOf(LINKS.shop, locale)}>
            <Icon name="store" />
            <span>{t('links.shop')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={hrefOf(LINKS.contact, locale)}>
            <Icon name="phone" />
            <span>{t('links.contact')}</span>
          </NavLink>
        </li>
      </ul>
      <DialogPanel
        open={searching}
        onOpenChange={setSearching}
        placement="full"
        title={t('search.open')}
        closeLabel={t('close')}
        testId="mobile-search"
      >
        <HeaderSearch locale={locale} variant="panel" autoFocus onNavigate={() => setSearching(false)} />
      </DialogPanel>
    </nav>
  );
}
