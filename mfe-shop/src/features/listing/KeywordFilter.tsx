// Owns the keyword field of a listing: each keystroke redraws the list at once and replaces the route's ?e=, which the filter counts follow.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Locale, ShopRoute } from '@storefront/contracts';
import { useShopTranslation } from '../../i18n';
import type { ListingData } from './listingLoader';
import { shopHref } from './listingHref';
import styles from './ShopListingPage.module.css';

export function KeywordFilter({
  listing,
  locale,
  onKeyword,
  onFocus,
}: {
  listing: ListingData;
  locale: Locale;
  onKeyword: (route: ShopRoute) => void;
  onFocus: () => void;
}) {
  const { t } = useShopTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(listing.keyword);
  // A keyword changed elsewhere (the navigator's search, a link) replaces what the field holds.
  const [shownKeyword, setShownKeyword] = useState(listing.keyword);
  if (shownKeyword !== listing.keyword) {
    setShownKeyword(listing.keyword);
    setValue(listing.keyword);
  }
  const change = (next: string) => {
    setValue(next);
    const { keyword: _dropped, ...rest } = listing.route;
    const route = next.trim() ? { ...rest, keyword: next.trim() } : rest;
    onKeyword(route);
    // Filters replace the current route (spec §2): typing does not fill the history.
    void navigate(shopHref(locale, route, { page: listing.page, budget: listing.budget }), { replace: true, preventScrollReset: true });
  };
  return (
    <form role="search" className={styles.keyword} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>{t('filters.keyword')}</label>
      <input
        id={id}
        type="search"
        name="e"
        value={value}
        autoComplete="off"
        onFocus={onFocus}
        onChange={(event) => change(event.target.value)}
        data-testid="keyword-filter"
      />
    </form>
  );
}
