// Owns the shop listing heading for a category, the search results ('recherche', keyword in ?e=) and clearance ('liquidations').
import { useParams, useSearchParams } from 'react-router';
import { useShopTranslation } from '../../i18n';

export default function ShopListingPage() {
  const { category = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useShopTranslation();
  const keyword = search.get('e') ?? '';
  const heading =
    category === 'recherche' ? `${t('listing.searchResults')} ${keyword}`.trim() : category === 'liquidations' ? t('listing.clearance') : category;
  return (
    <article data-page="shopListing" style={{ padding: 'var(--space-5) 0' }}>
      <h1>{heading}</h1>
    </article>
  );
}
