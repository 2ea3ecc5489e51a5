// Owns what a model costs: the price of one configuration (the model's discounted price plus the option chosen in each of its
// option lists, nothing for an optional list left empty), and the "from" price a model page shows, which is its cheapest
// configuration (spec §9). One function prices both, so the "from" can never disagree with what the configurator (ADR 0042)
// or the store API computes.
import type { PoolOption } from '@storefront/contracts';

export interface ModelPrice {
  /** What the model costs with the cheapest choice of every option list, after its discount. */
  from: number;
  /** The same before the discount; equal to `from` when the model has none. */
  regular: number;
}

/** What a configurable model carries: its price and discount (spec §9), its option lists by name, and those that may stay empty. */
export interface PricedModel {
  priceEv: number;
  discountEv: number;
  options?: Partial<Record<string, readonly PoolOption[]>>;
  /** The lists the buyer may leave empty (the catalogue's `optionalLists`); every other list needs a choice. */
  optionalLists?: readonly string[];
}

/**
 * The choice "none" of an optional list, as a configuration, an address and the store API write it. French like the address's
 * other words; no catalogue option may take it as its id.
 */
export const NO_OPTION = 'aucun';

/** A configuration: the id of the option chosen in each option list of the model, or NO_OPTION in an optional list. */
export type Configuration = Readonly<Record<string, string>>;

export interface ConfigurationLine {
  list: string;
  /** Null: an optional list left empty. */
  option: PoolOption | null;
  /** The option's price difference: 0 for an option included in the model's price, or for no option. */
  price: number;
}

export interface ConfigurationPrice {
  /** The model's price after its discount. */
  base: number;
  /** One line per option list, in the model's order of lists. */
  lines: ConfigurationLine[];
  /** The discounted base plus every chosen option. */
  total: number;
  /** The same before the discount. */
  regular: number;
}

/** Why a configuration cannot be priced: a required list without a choice, or a choice the list does not have. */
export type ConfigurationProblem = { kind: 'missing'; list: string } | { kind: 'unknown'; list: string; option: string };

const toCents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** An option's price difference: an option without a price, or with one that is not a number, is included (0). */
export function optionPrice(option: PoolOption): number {
  const price = Number(option.price ?? 0);
  return Number.isFinite(price) ? price : 0;
}

/** The cheapest option of a list: an option without a price is included in the model's price (0). */
export function lowestOptionPrice(options: readonly PoolOption[]): number {
  return options.length === 0 ? 0 : Math.min(...options.map(optionPrice));
}

/** The model's option lists that have options, in its order. */
const listsOf = (model: PricedModel) =>
  Object.entries(model.options ?? {}).filter((entry): entry is [string, readonly PoolOption[]] => (entry[1]?.length ?? 0) > 0);

/** Whether the model lets the buyer leave this list empty. */
export const isOptionalList = (model: Pick<PricedModel, 'optionalLists'>, list: string): boolean =>
  model.optionalLists?.includes(list) ?? false;

/**
 * The cheapest configuration: in each list, the first of its cheapest options (the list's order breaks ties); in an optional
 * list, none when every option costs something (an included option is still chosen: it costs no more than nothing).
 */
export function cheapestConfiguration(model: PricedModel): Configuration {
  return Object.fromEntries(
    listsOf(model).map(([list, options]) => {
      const lowest = lowestOptionPrice(options);
      if (isOptionalList(model, list) && lowest > 0) return [list, NO_OPTION];
      return [list, options.find((option) => optionPrice(option) === lowest)!.id];
    }),
  );
}

/**
 * Spec §9: discounted price = price − price × discount / 100; each option list is one choice, whose price is added. Every list
 * that has options needs a choice from it, except an optional list, which left out or set to NO_OPTION costs nothing; a list
 * the model does not have is ignored. Answers the problems instead of a price when a choice is missing or unknown (the store
 * API refuses such a quote with them).
 */
export function configurationPrice(
  model: PricedModel,
  configuration: Configuration,
): { ok: true; price: ConfigurationPrice } | { ok: false; problems: ConfigurationProblem[] } {
  const problems: ConfigurationProblem[] = [];
  const lines: ConfigurationLine[] = [];
  for (const [list, options] of listsOf(model)) {
    const chosen = configuration[list];
    if (isOptionalList(model, list) && (chosen === undefined || chosen === NO_OPTION)) {
      lines.push({ list, option: null, price: 0 });
      continue;
    }
    const option = chosen === undefined ? undefined : options.find((candidate) => candidate.id === chosen);
    if (chosen === undefined) problems.push({ kind: 'missing', list });
    else if (!option) problems.push({ kind: 'unknown', list, option: chosen });
    else lines.push({ list, option, price: optionPrice(option) });
  }
  if (problems.length > 0) return { ok: false, problems };
  const options = lines.reduce((sum, line) => sum + line.price, 0);
  const base = toCents(model.priceEv - (model.priceEv * model.discountEv) / 100);
  return { ok: true, price: { base, lines, total: toCents(base + options), regular: toCents(model.priceEv + options) } };
}

/** The "from" price of a model page and card: the price of its cheapest configuration. */
export function modelPrice(model: PricedModel): ModelPrice {
  const priced = configurationPrice(model, cheapestConfiguration(model));
  // The cheapest configuration always has a choice in every list, so it is always priced.
  if (!priced.ok) throw new Error('the cheapest configuration could not be priced');
  return { from: priced.price.total, regular: priced.price.regular };
}
