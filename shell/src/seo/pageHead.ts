// Owns what a page says about the document's head while it renders on the server: its title and description, and its JSON-LD.
import type { createStore } from 'jotai';
import { pageJsonLdAtom, pageMetaAtom } from '@storefront/platform';
import type { PageOverride } from './pageMeta';

/** What the page gave through usePageMeta and usePageJsonLd in the request's store, or null when it gave nothing. */
export function pageHeadOf(store: ReturnType<typeof createStore>): PageOverride | null {
  const meta = store.get(pageMetaAtom);
  const jsonLd = store.get(pageJsonLdAtom);
  if (!meta && !jsonLd) return null;
  return { ...meta, ...(jsonLd ? { jsonLd } : {}) };
}
