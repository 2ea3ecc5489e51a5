// Owns the second pass's results on a listing (ADR 0050): said as such, after the keyword's own, never mixed with them.
import { Link } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { useShopTranslation } from '../../i18n';
import { ProductCard } from '../card/ProductCard';
import type { ListingData } from './listingLoader';
import { shopHref } from './listingHref';
import styles from './ShopListingPage.module.css';

export function AlternativeResults({
  listing,
  alternative,
  locale,
}: {
  listing: ListingData;
  alternative: NonNullable<ListingData['alternative']>;
  locale: Locale;
}) {
  const { t } = useShopTranslation();
  const { keyword } = alternative;
  return (
    <section className={styles.alternative} aria-labelledby="alternative-results" data-testid="alternative-results">
      <h2 id="alternative-results" className={styles.alternativeNotice}>
        {listing.total === 0 && <span>{t('listing.alternative.none', { typed: listing.keyword })} </span>}
        {t('listing.alternative.resultsFor', { keyword })}
      </h2>
      <ul className={styles.grid} data-testid="alternative-grid">
        {alternative.products.map((product, at) => (
          <li key={product.id}>
            <ProductCard product={product} locale={locale} priority={listing.total === 0 && at === 0} />
          </li>
        ))}
      </ul>
      {alternative.total > alternative.products.length && (
        <p className={styles.more}>
          <Link
            to={shopHref(locale, { ...listing.route, keyword }, { page: listing.page, budget: listing.budget })}
            className={styles.moreLink}
          >
            {t('listing.alternative.all', { total: alternative.total, keyword })}
          </Link>
        </p>
      )}
    </section>
  );
}
