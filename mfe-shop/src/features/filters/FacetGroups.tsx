// Owns the facet groups of the filter panel (ADR 0050): one group per facet, each value a link to the listing with it toggled
// (works without JavaScript; with it the route is replaced, spec §2), its count, and "Effacer" when the facet has a choice.
import { Link } from 'react-router';
import { clearFacet, toggleFacetValue } from '@storefront/catalogue-data/facets';
import type { FacetGroup, Locale } from '@storefront/contracts';
import type { TFunction } from 'i18next';
import type { ListingData } from '../listing/listingLoader';
import { facetsHref } from '../listing/listingHref';
import styles from './FilterPanel.module.css';

function Group({ group, listing, locale, t }: { group: FacetGroup; listing: ListingData; locale: Locale; t: TFunction }) {
  const chosen = listing.route.facets;
  const title = t(`filters.facets.${group.id}`);
  const headingId = `facet-${group.id}`;
  const active = group.values.some((value) => value.selected);
  return (
    <section className={styles.facet} aria-labelledby={headingId} data-testid="facet" data-facet={group.id}>
      <div className={styles.facetHead}>
        <h3 id={headingId} className={styles.facetTitle}>
          {title}
        </h3>
        {active && (
          <Link
            replace
            preventScrollReset
            className={styles.clear}
            to={facetsHref(listing, locale, clearFacet(chosen, group.id))}
            aria-label={t('filters.clearOf', { facet: title })}
            data-testid="facet-clear"
          >
            {t('filters.clear')}
          </Link>
        )}
      </div>
      <ul className={styles.values}>
        {group.values.map((value) => (
          <li key={value.value}>
            <Link
              replace
              preventScrollReset
              className={styles.value}
              to={facetsHref(listing, locale, toggleFacetValue(chosen, group.id, value.value))}
              aria-current={value.selected ? 'true' : undefined}
              data-value={value.value}
              data-count={value.count}
            >
              <span className={styles.check} aria-hidden="true" />
              {value.label} <span className={styles.count}>({value.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FacetGroups({ listing, locale, t }: { listing: ListingData; locale: Locale; t: TFunction }) {
  const groups = listing.facets ?? [];
  if (groups.length === 0) return null;
  return (
    <div className={styles.facets} data-testid="facets">
      <div className={styles.facetsHead}>
        <h2 className={styles.othersTitle}>{t('filters.refine')}</h2>
        {listing.route.facets && (
          <Link
            replace
            preventScrollReset
            className={styles.clear}
            to={facetsHref(listing, locale, clearFacet(listing.route.facets))}
            data-testid="facets-clear-all"
          >
            {t('filters.clearAll')}
          </Link>
        )}
      </div>
      {groups.map((group) => (
        <Group key={group.id} group={group} listing={listing} locale={locale} t={t} />
      ))}
    </div>
  );
}
