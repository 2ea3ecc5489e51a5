// Owns the hooks remotes use to read the shared state without knowing how it is stored.
import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { cartSummaryAtom, localeAtom, pageMetaAtom, platformStore, runtimeConfigAtom } from './state';

export const useLocale = () => useAtomValue(localeAtom);
export const useCartSummary = () => useAtomValue(cartSummaryAtom);
export const useRuntimeConfig = () => useAtomValue(runtimeConfigAtom);

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
