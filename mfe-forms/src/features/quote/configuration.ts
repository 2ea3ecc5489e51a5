// Owns the configuration a quote request arrives with (issue 30): the model named in ?modele= found in the catalogue, the option
// chosen in each of its lists read from the address, priced by the catalogue's one rule (prices.ts), before taxes.
import type { CatalogueClient } from '@storefront/catalogue-data';
import { configurationPrice } from '@storefront/catalogue-data/prices';
import {
  configurationFromQuery,
  POOL_TYPE_HANDLES,
  type Locale,
  type OptionListName,
  type PoolCollectionName,
} from '@storefront/contracts';

export interface QuoteConfiguration {
  kind: 'pool' | 'spa';
  title: string;
  /** The model's price after its discount. */
  base: number;
  lines: { list: OptionListName; title: string; price: number }[];
  /** Before taxes. */
  total: number;
}

/** The model with this handle, wherever it is published (a spa series or a pool family); null when it is not. */
async function findModel(client: CatalogueClient, handle: string, locale: Locale) {
  const loaders = client.forLanguage(locale);
  for (const type of await loaders.loadSpaTypes()) {
    const model = type.products.find((product) => product.handle === handle);
    if (model) return { kind: 'spa' as const, model };
  }
  for (const family of Object.keys(POOL_TYPE_HANDLES) as PoolCollectionName[]) {
    for (const type of await loaders.loadPoolTypes(family)) {
      const model = type.products.find((product) => product.handle === handle);
      if (model) return { kind: 'pool' as const, model };
    }
  }
  return null;
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
  const found = await findModel(client, handle, locale);
  if (!found) return null;
  const priced = configurationPrice(found.model, chosen);
  if (!priced.ok) return null;
  return {
    kind: found.kind,
    title: found.model.title,
    base: priced.price.base,
    lines: priced.price.lines.map((line) => ({ list: line.list as OptionListName, title: line.option.title, price: line.price })),
    total: priced.price.total,
  };
}

/** The configuration as the lead's message text, which the store API keeps as it is until it takes the configuration itself. */
export function configurationText(
  configuration: QuoteConfiguration,
  text: {
    heading: string;
    /** One line: a label and its value, with the language's punctuation. */
    line: (label: string, value: string) => string;
    list: (list: OptionListName) => string;
    money: (amount: number) => string;
    base: string;
    included: string;
    total: string;
  },
): string {
  return [
    text.heading,
    text.line(text.base, text.money(configuration.base)),
    ...configuration.lines.map((line) =>
      text.line(`- ${text.list(line.list)}`, `${line.title} (${line.price === 0 ? text.included : `+ ${text.money(line.price)}`})`),
    ),
    text.line(text.total, text.money(configuration.total)),
  ].join('\n');
}
