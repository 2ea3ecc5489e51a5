// Owns the chosen facets shown above the products (ADR 0050): each a chip that removes it, and "Tout effacer", all plain links.
import { Link } from 'react-router';
import { clearFacet, toggleFacetValue } from '@storefront/catalogue-data/facets';
import type { Locale } from '@storefront/contracts';
import { useShopTranslation } from '../../i18n';
import type { ListingData } from '../listing/listingLoader';
import { facetsHref } from '../listing/listingHref';
import styles from './ActiveFacets.module.css';

export function ActiveFacets({ listing, locale }: { listing: ListingData; locale: Locale }) {
  const { t } = useShopTranslation();
  const chosen = listing.route.facets;
  const chips = (listing.facets ?? []).flatMap((group) =>
    group.values.filter((value) => value.selected).map((value) => ({ facet: group.id, ...value })),
  );
  if (!chosen || chips.length === 0) return null;
  return (
    <nav className={styles.active} aria-label={t('filters.active')} data-testid="active-facets">
      <ul className={styles.chips}>
        {chips.map((chip) => {
          const facet = t(`filters.facets.${chip.facet}`);
          return (
            <li key={`${chip.facet}:${chip.value}`}>
              <Link
                replace
                preventScrollReset
                className={styles.chip}
                to={facetsHref(listing, locale, toggleFacetValue(chosen, chip.facet, chip.value))}
                aria-label={t('filters.remove', { facet, value: chip.label })}
                data-testid="facet-chip"
              >
                {chip.label}
                <span className={styles.remove} aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        replace
        preventScrollReset
        className={styles.clearAll}
        to={facetsHref(listing, locale, clearFacet(chosen))}
        data-testid="chips-clear-all"
      >
        {t('filters.clearAll')}
      </Link>
    </nav>
  );
}
