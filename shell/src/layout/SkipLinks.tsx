// Owns the skip links at the top of every page: to the page's content and, on shop listings, past the filter panel to the products.
import type { MouseEvent } from 'react';
import { PRODUCT_LIST_ID, type Locale } from '@storefront/contracts';
import { useShellTranslation } from '../i18n';
import { ROUTE_FOCUS_ATTRIBUTE } from './RouteEffects';
import styles from './SkipLinks.module.css';

/** The first skip link's id: the focus comes back to it when the consent banner closes and nothing had the focus before. */
export const SKIP_LINK_ID = 'aller-au-contenu';

/**
 * Without scripts the browser follows the #fragment; with them the target takes the focus itself (a list is not focusable),
 * so that a screen reader starts reading there and Tab goes on from there, and no history entry is added.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, fallbackId: string) {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id) ?? document.getElementById(fallbackId);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.setAttribute(ROUTE_FOCUS_ATTRIBUTE, '');
  }
  // As the browser does for a #fragment: the target's top at the top of the window (below the sticky bar, the page's scroll padding).
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

export function SkipLinks({ locale, mainId, products }: { locale: Locale; mainId: string; products: boolean }) {
  const { t } = useShellTranslation(locale);
  return (
    <>
      <a id={SKIP_LINK_ID} className={styles.skip} href={`#${mainId}`} onClick={(event) => focusTarget(event, mainId)}>
        {t('skipToContent')}
      </a>
      {/* An empty listing has no list: the link then leads to the page's content. */}
      {products ? (
        <a className={styles.skip} href={`#${PRODUCT_LIST_ID}`} onClick={(event) => focusTarget(event, mainId)}>
          {t('skipToProducts')}
        </a>
      ) : null}
    </>
  );
}
