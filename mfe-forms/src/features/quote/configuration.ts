// Owns the configuration a quote request arrives with (issue 30): the model named in ?modele= found in the catalogue, the option
// chosen in each of its lists read from the address, priced by the catalogue's one rule (prices.ts), before taxes; and the ids
// the lead sends the store API, which prices it again.
import { findConfigurableModel, type CatalogueClient } from '@storefront/catalogue-data';
import { configurationPrice, NO_OPTION } from '@storefront/catalogue-data/prices';
import { configurationFromQuery, type Locale, type OptionListName } from '@storefront/contracts';

export interface QuoteConfiguration {
  kind: 'pool' | 'spa';
  /** The model's handle, which the store API finds it by. */
  handle: string;
  title: string;
  /** The model's price after its discount. */
  base: number;
  /** `option` is the chosen option's id, NO_OPTION in an optional list left empty (then `title` is null). */
  lines: { list: OptionListName; option: string; title: string | null; price: number }[];
  /** Before taxes. */
  total: number;
}

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

/**
 * What the lead sends the store API (issue 30): the model's handle and the option id of each list, ids only, and the total the
 * visitor saw, which the API compares with its own price from the catalogue (it refuses a configuration whose price changed).
 */
export function configurationRequest(configuration: QuoteConfiguration): string {
  return JSON.stringify({
    model: configuration.handle,
    choices: Object.fromEntries(configuration.lines.map((line) => [line.list, line.option])),
    total: configuration.total,
  });
}
