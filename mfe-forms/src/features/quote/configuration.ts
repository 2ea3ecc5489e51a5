// Owns the configuration a quote request arrives with (ADR 0043), as the page shows it, and the ids the lead sends the store
// API, which prices it again (quoteLoader.ts reads and prices it).
import type { OptionListName } from '@storefront/contracts';

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
 * What the lead sends the store API (ADR 0043): the model's handle and the option id of each list, ids only, and the total the
 * visitor saw, which the API compares with its own price from the catalogue (it refuses a configuration whose price changed).
 */
export function configurationRequest(configuration: QuoteConfiguration): string {
  return JSON.stringify({
    model: configuration.handle,
    choices: Object.fromEntries(configuration.lines.map((line) => [line.list, line.option])),
    total: configuration.total,
  });
}
