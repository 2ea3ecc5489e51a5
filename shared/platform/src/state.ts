// Owns the shared atoms (cart summary, locale, page meta and JSON-LD) and the one jotai store the shell and remotes use.
import { atom, createStore } from 'jotai';
import { DEFAULT_LOCALE, EMPTY_CART_SUMMARY, type CartSummary, type Locale, type RuntimeConfig } from '@storefront/contracts';

/** Written only by the checkout remote's cart runtime; read everywhere. */
export const cartSummaryAtom = atom<CartSummary>(EMPTY_CART_SUMMARY);

/** Written only by the shell, from the URL. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** Title and description a remote gives the page it shows (e.g. a product's name); the shell's own apply where it gives none. */
export interface PageMetaOverride {
  title?: string;
  description?: string;
}

/** Written by the page a remote shows, through usePageMeta; read by the shell, which renders the document's head. */
export const pageMetaAtom = atom<PageMetaOverride | null>(null);

/** The page's structured data as JSON-LD text (jsonLdText), written on the server by usePageJsonLd in the request's store, for the document's head. */
export const pageJsonLdAtom = atom<string | null>(null);

/** What components read with useRuntimeConfig: set once in the browser (the shell at start, a harness), per request on the server (its store). */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);

const GLOBAL_KEY = Symbol.for('storefront.platform.store');
type WithStore = typeof globalThis & { [GLOBAL_KEY]?: ReturnType<typeof createStore> };

export const platformStore = ((globalThis as WithStore)[GLOBAL_KEY] ??= createStore());
