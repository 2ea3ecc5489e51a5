// Owns the quote request page's loader: the model named in ?modele= found in the catalogue, the option chosen in each of its
// lists read from the address, priced by the catalogue's one rule (prices.ts), before taxes. Its code (the catalogue's client,
// Firebase) is fetched when a loader runs, not to hydrate a server-rendered page.
import { findConfigurableModel, type CatalogueClient } from '@storefront/catalogue-data';
import { configurationPrice, NO_OPTION } from '@storefront/catalogue-data/prices';
import { configurationFromQuery, type Locale, type OptionListName } from '@storefront/contracts';
import type { PageLoaderArgs } from '@storefront/platform';
import { catalogue } from '../careers/jobs';
import { formPageData } from '../leads/pageData';
import type { QuoteConfiguration } from './configuration';

/**
 * The configuration the address carries, priced; null without one, or when the model or a choice is not (or no longer) in the
 * catalogue: the form then asks about the model alone rather than show a price the store would not quote.
 */
export async function loadQuoteConfiguration(
  client: CatalogueClient,
  handle: string,
  search: URLSearchParams,
  locale: Locale,
): Promise<QuoteConfiguration | null> {
  const chosen = configurationFromQuery(search);
  if (!handle || Object.keys(chosen).length === 0) return null;
  const found = await findConfigurableModel(client.forLanguage(locale), handle);
  if (!found) return null;
  const priced = configurationPrice(found.model, chosen);
  if (!priced.ok) return null;
  return {
    kind: found.kind,
    handle: found.model.handle,
    title: found.model.title,
    base: priced.price.base,
    lines: priced.price.lines.map((line) => ({
      list: line.list as OptionListName,
      option: line.option?.id ?? NO_OPTION,
      title: line.option?.title ?? null,
      price: line.price,
    })),
    total: priced.price.total,
  };
}

export async function loadQuotePage(args: PageLoaderArgs) {
  const search = new URL(args.request.url).searchParams;
  const model = search.get('modele')?.slice(0, 200) ?? '';
  let configuration: QuoteConfiguration | null = null;
  try {
    configuration = await loadQuoteConfiguration(catalogue(args.config), model, search, args.locale);
  } catch (error) {
    // Spec §8: the catalogue failing leaves the form as it is without a configuration.
    console.error('[forms] the quote’s configuration did not load', error);
  }
  return { ...formPageData(args), model: configuration?.title ?? model, configuration };
}
