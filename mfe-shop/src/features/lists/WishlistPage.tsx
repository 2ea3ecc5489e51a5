// Owns the wishlist page: the saved products as the shop's cards, each with its removal and "Ajouter au panier", or the empty state.
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { useLocale, type PageLoaderArgs } from '@storefront/platform';
import { useShopTranslation } from '../../i18n';
import { ProductCard } from '../card/ProductCard';
import { SavedListFrame } from './SavedListFrame';
import { fetchCatalogueCodeEarly, useSavedProducts } from './useSavedProducts';
import { loadSaved, NOTHING_SAVED } from './savedLoader';
import styles from './SavedListPages.module.css';

fetchCatalogueCodeEarly('wishlist');

/** The products of the list's cookie, read by the server (ADR 0057). */
export const loader = (args: PageLoaderArgs) => loadSaved(args, 'wishlist');

export default function WishlistPage() {
  const locale = useLocale();
  const { t } = useShopTranslation();
  const { state, remove } = useSavedProducts('wishlist', useLoaderData<typeof loader>() ?? NOTHING_SAVED);
  const [announcement, setAnnouncement] = useState('');
  return (
    <SavedListFrame
      page="wishlist"
      title={t('wishlist.title')}
      state={state}
      announcement={announcement}
      empty={
        <>
          <p className={styles.emptyTitle}>{t('wishlist.empty')}</p>
          <p>{t('wishlist.emptyHint')}</p>
        </>
      }
    >
      {(products) => (
        <ul className={styles.grid} data-testid="wishlist-grid">
          {products.map(({ card }, at) => (
            <li key={card.id} className={styles.item}>
              <ProductCard product={card} locale={locale} priority={at === 0} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('wishlist.removeOf', { title: card.title })}
                data-testid="wishlist-remove"
                onClick={() => {
                  remove(card.id);
                  setAnnouncement(t('wishlist.removed', { title: card.title }));
                }}
              >
                {t('wishlist.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </SavedListFrame>
  );
}
