// Owns the filter side menu of the shop layout (spec §2, §3): 'Tout voir', one group per category, the facets beside the tree
// (ADR 0050), 'Autres catégories'. The tree's links keep the keyword, and the facets where they still apply.
import { Link, useMatches, useNavigation } from 'react-router';
import {
  SHOP_CLEARANCE_CATEGORY,
  SHOP_SEARCH_CATEGORY,
  type FilterMenuCategory,
  type Locale,
  type ShopRoute,
  type SlotProps,
} from '@storefront/contracts';
import { globalSelection } from '@storefront/catalogue-data/facets';
import { useRemoteTranslation } from '@storefront/i18n';
import { shopI18n, NS } from '../../i18n';
import type { ListingData } from '../listing/listingLoader';
import { shopHref } from '../listing/listingHref';
import { FacetGroups } from './FacetGroups';
import styles from './FilterPanel.module.css';

/** The listing page's loader data, read from the router's matches: the menu comes with the page, never fetched on its own. */
function useListing(): ListingData | null {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.loaderData as Partial<ListingData> | undefined;
    if (data && typeof data === 'object' && 'menu' in data && 'route' in data) return data as ListingData;
  }
  return null;
}

function Count({ value }: { value: number }) {
  return <span className={styles.count}>({value})</span>;
}

/** What a tree link keeps of the route: the keyword, and the facets that apply where it goes (all of them within the category). */
function kept(route: ShopRoute, sameCategory: boolean): Pick<ShopRoute, 'keyword' | 'facets'> {
  const facets = sameCategory ? route.facets : globalSelection(route.facets);
  return { ...(route.keyword ? { keyword: route.keyword } : {}), ...(facets ? { facets } : {}) };
}

function CategoryGroup({ group, route, locale }: { group: FilterMenuCategory; route: ShopRoute; locale: Locale }) {
  const inCategory = route.category === group.handle;
  const keyword = kept(route, inCategory);
  return (
    <li className={styles.group}>
      <Link
        replace
        preventScrollReset
        className={styles.category}
        to={shopHref(locale, { category: group.handle, ...keyword })}
        aria-current={inCategory && !route.collection ? 'page' : undefined}
      >
        {group.title} <Count value={group.filteredCount} />
      </Link>
      <ul className={styles.collections}>
        {group.collections
          .filter((collection) => collection.filteredCount > 0)
          .map((collection) => {
            const current = inCategory && route.collection === collection.handle;
            return (
              <li key={collection.id}>
                <Link
                  replace
                  preventScrollReset
                  className={styles.collection}
                  to={shopHref(locale, { category: group.handle, collection: collection.handle, ...keyword })}
                  aria-current={current && !route.type ? 'page' : undefined}
                >
                  {collection.title} <Count value={collection.filteredCount} />
                </Link>
                {(inCategory || current) && collection.types.length > 0 && (
                  <ul className={styles.types}>
                    {collection.types.map((type) => (
                      <li key={type.handle}>
                        <Link
                          replace
                          preventScrollReset
                          className={styles.type}
                          to={shopHref(locale, { category: group.handle, collection: collection.handle, type: type.handle, ...keyword })}
                          aria-current={current && route.type === type.handle ? 'page' : undefined}
                        >
                          {type.title} <Count value={type.count} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
      </ul>
    </li>
  );
}

export default function FilterPanel({ locale }: SlotProps) {
  const { t } = useRemoteTranslation(shopI18n, NS, locale);
  const listing = useListing();
  const navigation = useNavigation();
  if (!listing || listing.status !== 'ready') return null;
  const { route, menu } = listing;
  const realCategory =
    route.category !== undefined && route.category !== SHOP_SEARCH_CATEGORY && route.category !== SHOP_CLEARANCE_CATEGORY;
  const groups = realCategory
    ? menu.categories.filter((group) => group.handle === route.category)
    : menu.categories.filter((group) => group.filteredCount > 0);
  const others = realCategory ? menu.categories.filter((group) => group.handle !== route.category) : [];
  const elsewhere = kept(route, false);
  const allRoute: ShopRoute =
    route.category === SHOP_CLEARANCE_CATEGORY
      ? { category: SHOP_CLEARANCE_CATEGORY, ...elsewhere }
      : route.keyword
        ? { category: SHOP_SEARCH_CATEGORY, ...elsewhere }
        : { ...(elsewhere.facets ? { facets: elsewhere.facets } : {}) };
  const loading = navigation.state === 'loading';

  return (
    <nav className={styles.panel} aria-label={t('filters.label')} data-testid="filter-menu" aria-busy={loading}>
      <p role="status" className={styles.status}>
        {loading && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {t('filters.loading')}
          </>
        )}
      </p>
      <div className={styles.menu} key={`${route.category ?? ''}/${route.collection ?? ''}/${route.type ?? ''}`}>
        <Link
          replace
          preventScrollReset
          className={styles.all}
          to={shopHref(locale, allRoute)}
          aria-current={!route.category && listing.page === 'shop' ? 'page' : undefined}
        >
          {t('filters.all')} <Count value={menu.total} />
        </Link>
        <ul className={styles.groups}>
          {groups.map((group) => (
            <CategoryGroup key={group.id} group={group} route={route} locale={locale} />
          ))}
        </ul>
        <FacetGroups listing={listing} locale={locale} t={t} />
        {others.length > 0 && (
          <>
            <h2 className={styles.othersTitle}>{t('filters.otherCategories')}</h2>
            <ul className={styles.others}>
              {others.map((group) => (
                <li key={group.id}>
                  <Link
                    replace
                    preventScrollReset
                    className={styles.collection}
                    to={shopHref(locale, { category: group.handle, ...elsewhere })}
                  >
                    {group.title} <Count value={group.filteredCount} />
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </nav>
  );
}
