// Owns the hooks remotes use to read the shared state without knowing how it is stored.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { cartSummaryAtom, localeAtom, pageMetaAtom, platformStore, runtimeConfigAtom } from './state';

export const useLocale = () => useAtomValue(localeAtom);
export const useCartSummary = () => useAtomValue(cartSummaryAtom);
export const useRuntimeConfig = () => useAtomValue(runtimeConfigAtom);

/** Gives the page's title and description to the shell while the calling page is shown (the shell adds the site's name). */
export function usePageMeta(title?: string, description?: string): void {
  useEffect(() => {
    if (!title && !description) return;
    platformStore.set(pageMetaAtom, { title, description });
    return () => platformStore.set(pageMetaAtom, null);
  }, [title, description]);
}
