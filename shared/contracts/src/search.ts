// Owns what the header's search box asks the shop remote for (ADR 0050): suggestions as you type, through Module Federation.
import type { Locale } from './locale';
import type { RemoteName } from './paths';
import type { RuntimeConfig } from './runtime-config';

/** The shop remote's module the header loads when a visitor first focuses the search field. */
export const SEARCH_SUGGESTIONS = { remote: 'shop', expose: './suggest' } as const satisfies { remote: RemoteName; expose: string };

export interface ProductSuggestion {
  title: string;
  /** The product page, in the page's language. */
  href: string;
  /** The first picture, with its width when known (its narrower copies are offered from it). */
  image: { src: string; alt: string; width: number | null } | null;
  /** The lowest price, in Canadian dollars; `from` when variants differ. */
  price: { amount: number; from: boolean } | null;
}

export interface GroupSuggestion {
  title: string;
  /** The shop listing of the category or collection. */
  href: string;
}

export interface SearchSuggestions {
  products: ProductSuggestion[];
  groups: GroupSuggestion[];
  /** The keyword the products are for when the typed one found none ("hot tub" → "spa"). */
  alternative?: string;
}

export interface SearchSuggestionsModule {
  /** Starts loading the shop and its search index, so that the first key typed does not wait for it. */
  prepare(config: RuntimeConfig, locale: Locale): Promise<void>;
  suggest(config: RuntimeConfig, locale: Locale, keyword: string): Promise<SearchSuggestions>;
}
