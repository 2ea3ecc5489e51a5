// Owns the hooks remotes use to read the shared state without knowing how it is stored.
import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { jsonLdText, showJsonLd } from './jsonLd';
import { siteMediaUrl } from '@storefront/contracts';
import { savedListAtoms, type SavedListName } from './savedLists';
import { cartSummaryAtom, localeAtom, pageJsonLdAtom, pageMetaAtom, platformStore, runtimeConfigAtom } from './state';

export const useLocale = () => useAtomValue(localeAtom);
export const useCartSummary = () => useAtomValue(cartSummaryAtom);
export const useRuntimeConfig = () => useAtomValue(runtimeConfigAtom);
/** How many products the visitor keeps in a saved list: 0 on the server and in the first render, then what their storage holds. */
export const useSavedListCount = (list: SavedListName) => useAtomValue(savedListAtoms[list]).length;

/** Writes a file store address as this deployment serves it (on the site's own origin where its server relays media). */
export function useMediaUrl(): (src: string) => string {
  const config = useAtomValue(runtimeConfigAtom);
  return (src) => siteMediaUrl(src, config);
}

/** Gives the page's title and description to the shell while the calling page is shown (the shell adds the site's name). */
export function usePageMeta(title?: string, description?: string): void {
  const store = useStore();
  // A server runs no effects: there the page's head is collected from its render, in the request's own store, and
  // written before the page's HTML (shell/src/ssr/render.tsx reads it).
  if (typeof window === 'undefined' && (title || description)) store.set(pageMetaAtom, { title, description });
  useEffect(() => {
    if (!title && !description) return;
    platformStore.set(pageMetaAtom, { title, description });
    return () => platformStore.set(pageMetaAtom, null);
  }, [title, description]);
}

/**
 * Gives the page's structured data (a schema.org object, or null for none) to the document's head while the calling page
 * is shown: on the server in the request's store (the shell's server writes it into the head), in the browser as the one
 * JSON-LD element of document.head, replaced by the next page's or removed when that page has none. Nothing goes in the body.
 */
export function usePageJsonLd(data: object | null | undefined): void {
  const store = useStore();
  const json = jsonLdText(data);
  if (typeof window === 'undefined' && json) store.set(pageJsonLdAtom, json);
  useEffect(() => (json ? showJsonLd(document, json) : undefined), [json]);
}
