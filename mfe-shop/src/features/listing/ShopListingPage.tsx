// Owns every shop listing page (shop, chemicals, online purchase, category, 'recherche', 'liquidations'): heading, count, grid, states.
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { localizedPath, pageDefinition, PRODUCT_LIST_ID, type Locale, type ShopRoute } from '@storefront/contracts';
import { useLocale, usePageMeta, useRuntimeConfig } from '@storefront/platform';
import type { TFunction } from 'i18next';
import { addShopMessages, useShopTranslation } from '../../i18n';
import { ProductCard } from '../card/ProductCard';
import { ShopAssistant } from '../assistant/ShopAssistant';
import { ActiveFacets } from '../filters/ActiveFacets';
import { AlternativeResults } from './AlternativeResults';
import { KeywordFilter } from './KeywordFilter';
import { MobileBanners } from './MobileBanners';
import type { ListingData } from './listingLoader';
import { listingHref } from './listingHref';
import { CHEMICALS_CATEGORY } from './chemicals';
import styles from './ShopListingPage.module.css';
import { listingMessages } from './messages';

// The listing's own texts travel in its chunk and are added when it is evaluated, before it renders (server, browser, harness).
addShopMessages(listingMessages);

function headingOf(listing: ListingData, t: TFunction): string {
  const { resolved, page } = listing;
  // A category listing whose catalogue did not answer has the shop's heading (there is no title of its own to show).
  if (!resolved) return t(`pages.${page === 'shopListing' ? 'shop' : page}.title`);
  if (page !== 'shopListing') return t(`pages.${page}.title`);
  if (resolved.kind === 'search') return `${t('listing.searchResults')} ${listing.keyword}`.trim();
  if (resolved.kind === 'clearance') return t('listing.clearance');
  return resolved.type?.title ?? resolved.collection?.title ?? resolved.category?.title ?? t('pages.shop.title');
}

/**
 * The category's own description on its page (the catalogue's text is French only); the page's otherwise. Its SEO
 * title is left out: it is a whole title with the store's name, and a collection or type page has its own heading.
 */
function descriptionOf(listing: ListingData, locale: Locale, t: TFunction): string {
  const category = listing.resolved?.category;
  if (locale === 'fr' && category?.seoDescription && !listing.resolved?.collection) return category.seoDescription;
  return t(`pages.${listing.page === 'shopListing' ? 'shop' : listing.page}.description`);
}

/**
 * The loader's module (the catalogue and store clients, firebase and shopify-buy): a page hydrated from the server's data
 * does not need it to answer clicks, so it is fetched when the visitor is about to type in the keyword filter.
 */
const importTypingCode = () => import('./listingLoader');
let typingCode: Awaited<ReturnType<typeof importTypingCode>> | null = null;
const loadTypingCode = async () => (typingCode ??= await importTypingCode());

export default function ShopListingPage() {
  const loaded = useLoaderData() as ListingData;
  const locale = useLocale();
  const { t } = useShopTranslation();
  // What a keystroke drew from the catalogue already in the page, shown until the loader answers for the new address.
  const [typed, setTyped] = useState<{ base: ListingData; view: ListingData } | null>(null);
  const listing = typed?.base === loaded ? typed.view : loaded;
  const showKeyword = (route: ShopRoute) => {
    const catalogue = typingCode?.loadedShopCatalogue(locale);
    if (!typingCode || !catalogue || loaded.status !== 'ready') return;
    setTyped({ base: loaded, view: typingCode.listingOf(catalogue, loaded.page, route, loaded.budget, 1, locale) });
  };
  // A server-rendered page came with its data only: the catalogue loads when the visitor is about to type.
  const config = useRuntimeConfig();
  const loadForTyping = () => {
    if (config) void loadTypingCode().then((code) => code.loadShopCatalogue(config, locale));
  };
  const heading = headingOf(listing, t);
  usePageMeta(heading, descriptionOf(listing, locale, t));
  const more = listing.products.length < listing.total;

  return (
    <article className={styles.page} data-page={listing.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {listing.page === 'onlinePurchase' && <p className={styles.lead}>{t('pages.onlinePurchase.lead')}</p>}
        {/* The chemicals' pages offer the water remote's home analysis, while a live release declares it. */}
        {listing.route.category === CHEMICALS_CATEGORY && pageDefinition('waterAnalysis') && (
          <p className={styles.waterLink}>
            <Link to={localizedPath('waterAnalysis', locale)} data-testid="water-analysis-link">
              {t('listing.waterAnalysis')}
            </Link>
          </p>
        )}
        {listing.status === 'ready' && (
          <p className={styles.count} role="status" data-testid="result-count">
            {t('listing.count', { count: listing.total })}
          </p>
        )}
        {listing.status === 'ready' && <KeywordFilter listing={listing} locale={locale} onKeyword={showKeyword} onFocus={loadForTyping} />}
        <ShopAssistant categories={listing.menu.categories.map(({ handle, title }) => ({ handle, title }))} />
        {listing.status === 'ready' && <ActiveFacets listing={listing} locale={locale} />}
      </header>
      {listing.status === 'error' ? (
        <p className={styles.error} role="alert">
          {t('listing.error')}
        </p>
      ) : listing.total === 0 && listing.alternative ? null : listing.total === 0 ? (
        <div className={styles.empty}>
          <p>{t('listing.empty')}</p>
          <p>
            <Link to={localizedPath('shop', locale)}>{t('listing.emptyHint')}</Link>
          </p>
        </div>
      ) : (
        <>
          <ul id={PRODUCT_LIST_ID} className={styles.grid} data-testid="product-grid">
            {listing.products.map((product, at) => (
              <li key={product.id}>
                <ProductCard product={product} locale={locale} priority={at === 0} />
              </li>
            ))}
          </ul>
          {more && (
            <p className={styles.more}>
              <Link to={listingHref(listing, locale, { pages: listing.pages + 1 })} replace preventScrollReset className={styles.moreLink}>
                {t('listing.more')}
              </Link>
            </p>
          )}
        </>
      )}
      {listing.status === 'ready' && listing.alternative && (
        <AlternativeResults listing={listing} alternative={listing.alternative} locale={locale} />
      )}
      {/* After the list, so that on a phone the products come first. */}
      <MobileBanners />
    </article>
  );
}
