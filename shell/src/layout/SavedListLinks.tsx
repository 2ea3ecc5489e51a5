// Owns the header's links to the wishlist and compare pages, each with how many products the visitor keeps there (shared saved lists).
import { NavLink } from 'react-router';
import { localizedPath, type Locale } from '@storefront/contracts';
import { useSavedListCount, type SavedListName } from '@storefront/platform';
import { Icon } from '@storefront/ui';
import { useShellTranslation } from '../i18n';
import styles from './SavedListLinks.module.css';

function SavedListLink({ list, name, locale }: { list: SavedListName; name: string; locale: Locale }) {
  const count = useSavedListCount(list);
  return (
    // An icon with its count: the name says both ("Liste de souhaits (2)"), and the title shows it to a mouse.
    <NavLink
      to={localizedPath(list, locale)}
      className={styles.link}
      aria-label={name}
      title={name}
      data-testid={`${list}-link`}
      data-count={count}
    >
      <Icon name={list === 'wishlist' ? 'heart' : 'compare'} size={22} />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}

export function SavedListLinks({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation(locale);
  const wishlist = useSavedListCount('wishlist');
  const compare = useSavedListCount('compare');
  return (
    <div className={styles.links}>
      <SavedListLink list="wishlist" locale={locale} name={t('savedLists.wishlistCount', { count: wishlist })} />
      <SavedListLink list="compare" locale={locale} name={t('savedLists.compareCount', { count: compare })} />
    </div>
  );
}
