// Owns what the wishlist and compare pages share: the heading, the frame the server renders where the visitor's products go
// when it does not know them (a loading line; without JavaScript a message that it is needed), the error and empty states, and
// the line that says a removal.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath, type PageId } from '@storefront/contracts';
import { useLocale } from '@storefront/platform';
import { VisuallyHidden } from '@storefront/ui';
import { addShopMessages, useShopTranslation } from '../../i18n';
import { listsMessages } from './messages';
import type { SavedProduct, SavedProducts } from './useSavedProducts';
import styles from './SavedListPages.module.css';

addShopMessages(listsMessages);

export function SavedListFrame({
  page,
  title,
  lead,
  state,
  empty,
  announcement,
  children,
}: {
  page: Extract<PageId, 'wishlist' | 'compare'>;
  title: string;
  lead?: string;
  state: SavedProducts;
  empty: ReactNode;
  /** What the last action did ("… retiré de la comparaison"), read out by screen readers. */
  announcement: string;
  children: (products: SavedProduct[]) => ReactNode;
}) {
  const locale = useLocale();
  const { t } = useShopTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const products = state.status === 'ready' ? state.products : null;
  // A removed product takes its focused button with it: the focus goes to the heading rather than to the page's start.
  const count = products?.length ?? null;
  const before = useRef<number | null>(null);
  useEffect(() => {
    if (count !== null && before.current !== null && count < before.current) heading.current?.focus();
    before.current = count;
  }, [count]);
  return (
    <article
      className={styles.page}
      data-page={page}
      data-state={state.status}
      aria-busy={state.status === 'loading' || (state.status === 'ready' && state.pending)}
    >
      <header className={styles.header}>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {products && products.length > 0 && (
          <p className={styles.count} data-testid="saved-count">
            {t('lists.count', { count: products.length })}
          </p>
        )}
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {state.status === 'frame' || state.status === 'loading' ? (
        <>
          <p className={styles.loading}>{t('lists.loading')}</p>
          <noscript>
            <p className={styles.needsScript}>{t('lists.needsScript')}</p>
          </noscript>
        </>
      ) : state.status === 'error' ? (
        <p className={styles.error} role="alert">
          {t('lists.error')}
        </p>
      ) : products!.length === 0 ? (
        <div className={styles.empty} data-testid="saved-list-empty">
          {empty}
          <Link className={styles.toShop} to={localizedPath('shop', locale)}>
            {t('lists.toShop')}
          </Link>
        </div>
      ) : (
        <>
          {children(products!)}
          {/* Saved products the server did not render (past the cookie's first ones) come after the ones shown. */}
          {state.status === 'ready' && state.pending && <p className={styles.loading}>{t('lists.loading')}</p>}
        </>
      )}
    </article>
  );
}
