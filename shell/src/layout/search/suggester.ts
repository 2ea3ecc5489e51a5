// Owns where the header search's suggestions come from, in a chunk of its own loaded on the field's first focus: the shop
// remote's ./suggest for products, categories and collections (the catalogue stays the shop's), and the shell's pages.
import type { Locale, RuntimeConfig, SearchSuggestions } from '@storefront/contracts';
import { loadSearchSuggestions } from '../../federation/registry';
import { hrefOf, type NavLink } from '../navigation';
import { optionGroups, type OptionGroup } from './options';
import { matchPages } from './suggestedPages';

export interface Suggested {
  groups: OptionGroup[];
  /** The keyword the products are for when the typed one found none. */
  alternative?: string;
}

export type Suggester = (keyword: string) => Promise<Suggested>;

const NONE: SearchSuggestions = { products: [], groups: [] };

export function createSuggester(config: RuntimeConfig | null, locale: Locale, titleOf: (link: NavLink) => string): Suggester {
  const shop = loadSearchSuggestions().then(async (module) => {
    // The shop and its index load while the visitor starts typing.
    if (config) await module.prepare(config, locale);
    return module;
  });
  shop.catch((error: unknown) => console.warn('[search] suggestions unavailable', error));
  return async (keyword) => {
    const pages = matchPages(keyword, locale, titleOf).map(({ link, title }) => ({ title, href: hrefOf(link, locale) }));
    let suggestions = NONE;
    try {
      if (config) suggestions = await (await shop).suggest(config, locale, keyword);
    } catch {
      // Without the shop remote the pages are still suggested, and Enter still searches.
    }
    return { groups: optionGroups(suggestions, pages), ...(suggestions.alternative ? { alternative: suggestions.alternative } : {}) };
  };
}
