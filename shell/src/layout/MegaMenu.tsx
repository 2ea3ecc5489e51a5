// Owns the full-screen mega menu: a product search, every section of the site, and the store's contact.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SHOP_SEARCH_CATEGORY, localizedPath, type Locale } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { DialogPanel, Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import { SocialLinks } from './SocialLinks';
import { hrefOf, LINKS, liveLinks, MEGA_MENU } from './navigation';
import { OpeningHoursList, StorePhones } from './StoreContact';
import { useToggles } from './toggles';
import styles from './MegaMenu.module.css';

export function MegaMenu({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const { toggles, bind } = useToggles();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const searchId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const term = keyword.trim();
    if (!term) return;
    // The shop's search is its 'recherche' category with the keyword in ?e= (spec §2); the menu closes as a link in it would.
    const path = `${localizedPath('shopListing', locale, { category: SHOP_SEARCH_CATEGORY })}?${new URLSearchParams({ e: term })}`;
    bus.emit('panel:link-followed', { path });
    void navigate(path);
  };

  return (
    <DialogPanel
      open={toggles.megaMenu}
      onOpenChange={bind('megaMenu')}
      placement="full"
      title={t('megaMenu.title')}
      closeLabel={t('close')}
      className={styles.menu}
      testId="mega-menu"
    >
      <div className={styles.layout}>
        <form role="search" className={styles.search} onSubmit={search}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {t('megaMenu.search')}
          </label>
          <div className={styles.searchRow}>
            <input
              id={searchId}
              type="search"
              name="e"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              placeholder={t('megaMenu.searchPlaceholder')}
              autoComplete="off"
            />
            <button type="submit">
              <Icon name="search" size={20} />
              <span className={styles.searchText}>{t('megaMenu.searchSubmit')}</span>
            </button>
          </div>
        </form>
        <nav aria-label={t('megaMenu.title')} className={styles.groups}>
          {MEGA_MENU.map((group) => (
            <section key={group.key} className={styles.group} aria-labelledby={`${searchId}-${group.key}`}>
              <h3 id={`${searchId}-${group.key}`}>{t(`groups.${group.key}`)}</h3>
              <ul>
                {liveLinks(group.links).map((link) => (
                  <li key={link.key}>
                    <Link to={hrefOf(link, locale)}>{t(`links.${link.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <aside className={styles.contact} aria-label={t('contact.title')}>
          <h3>{t('contact.title')}</h3>
          <StorePhones locale={locale} />
          <OpeningHoursList locale={locale} />
          <Link className={styles.cta} to={hrefOf(LINKS.quoteRequest, locale)}>
            <Icon name="form" size={20} />
            {t('nav.quote')}
          </Link>
          <SocialLinks locale={locale} />
        </aside>
      </div>
    </DialogPanel>
  );
}
