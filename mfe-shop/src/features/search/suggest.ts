// Owns the shop's answer to the header's search box (ADR 0050, exposed as ./suggest): products, categories and collections
// for a keyword being typed, from the shop this page loads for its own keyword filter (the catalogue stays the shop's).
import { suggestFromShop, type ShopCatalogue } from '@storefront/catalogue-data';
import { priceSummary } from '@storefront/commerce';
import {
  localizedPath,
  type Locale,
  type RuntimeConfig,
  type SearchSuggestions,
  type SearchSuggestionsModule,
} from '@storefront/contracts';
import { loadShopCatalogue } from '../../data/shopCatalogue';

/** The suggestions for a keyword from a loaded shop, with the addresses of the page's language. */
export function suggestionsOf(catalogue: ShopCatalogue, locale: Locale, keyword: string): SearchSuggestions {
  const found = suggestFromShop(catalogue.index, keyword);
  return {
    products: found.products.map((product) => {
      const image = product.images[0];
      const price = priceSummary(product.variants);
      return {
        title: product.title,
        href: localizedPath('productDetail', locale, { slug: product.handle }),
        image: image ? { src: image.src, alt: image.altText ?? '', width: image.width ?? null } : null,
        price: price ? { amount: price.price, from: price.from } : null,
      };
    }),
    groups: found.groups.map((group) => ({
      title: group.title,
      href: localizedPath('shopListing', locale, {
        category: group.category,
        ...(group.collection ? { collection: group.collection } : {}),
      }),
    })),
    ...(found.alternative ? { alternative: found.alternative } : {}),
  };
}

export async function prepare(config: RuntimeConfig, locale: Locale): Promise<void> {
  const catalogue = await loadShopCatalogue(config, locale);
  // Builds the search indexes now, while the visitor is still reading the field.
  suggestFromShop(catalogue.index, 'a');
}

export async function suggest(config: RuntimeConfig, locale: Locale, keyword: string): Promise<SearchSuggestions> {
  return suggestionsOf(await loadShopCatalogue(config, locale), locale, keyword);
}

// Checked against the contract here, where the module is built: the shell reads it as SearchSuggestionsModule.
export const contract: SearchSuggestionsModule = { prepare, suggest };
