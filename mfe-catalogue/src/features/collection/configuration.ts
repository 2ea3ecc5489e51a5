// Owns the configurator's arithmetic on a model page: the option chosen in each list (the address's choice, else the cheapest),
// its price by the one rule of prices.ts, and Quebec's sales taxes on it by the checkout's rule, as an estimate.
import { cheapestConfiguration, configurationPrice, NO_OPTION, type PricedModel } from '@storefront/catalogue-data/prices';
import { salesTaxes, type TaxLine } from '@storefront/commerce/order-pricing';
import type { OptionListName } from '@storefront/contracts';
import type { OptionListView } from './modelView';

export interface ConfiguredLine {
  list: OptionListName;
  /** The chosen option's id, or NO_OPTION in an optional list left empty. */
  id: string;
  /** Null: no option (an optional list left empty). */
  title: string | null;
  /** The option's price difference; 0 where it is included, or where there is none. */
  price: number;
}

export interface ConfiguredPrice {
  /** The chosen option's id in every list (NO_OPTION in an optional list left empty). */
  choices: Partial<Record<OptionListName, string>>;
  /** The model's price after its discount, and before it. */
  base: number;
  regular: number;
  lines: ConfiguredLine[];
  /** The base plus every chosen option, before taxes. */
  subtotal: number;
  /** Each Quebec tax on the subtotal (GST/TPS first, then QST/TVQ), rounded to the cent. */
  taxes: TaxLine[];
  total: number;
}

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** The model as prices.ts reads it: its price, its discount and its lists with each option's price difference. */
function pricedModel(pricing: { priceEv: number; discountEv: number }, lists: readonly OptionListView[]): PricedModel {
  return {
    ...pricing,
    options: Object.fromEntries(
      lists.map((list) => [list.name, list.items.map((item, order) => ({ ...item, order, price: String(item.price) }))]),
    ),
    optionalLists: lists.filter((list) => list.optional).map((list) => list.name),
  };
}

/**
 * Prices a configuration: in each list the requested option when the list has it (or none, in an optional list), else the list's
 * cheapest (a new visitor, an old link or a mistyped address still sees a priced model). Taxes are those in force in Quebec on `day`.
 */
export function configure(
  pricing: { priceEv: number; discountEv: number },
  lists: readonly OptionListView[],
  requested: Partial<Record<OptionListName, string>>,
  day?: string,
): ConfiguredPrice {
  const model = pricedModel(pricing, lists);
  const cheapest = cheapestConfiguration(model);
  const choices = Object.fromEntries(
    lists.map((list) => {
      const wanted = requested[list.name];
      const offered = list.items.some((item) => item.id === wanted) || (list.optional && wanted === NO_OPTION);
      return [list.name, offered ? wanted : cheapest[list.name]];
    }),
  ) as Record<string, string>;
  const priced = configurationPrice(model, choices);
  // Every list has a choice taken from it, so the configuration is always priced.
  if (!priced.ok) throw new Error('the configuration could not be priced');
  const { base, regular, total: subtotal } = priced.price;
  // The checkout's rule: each tax on the same base, in whole cents, a half cent rounded up.
  const taxes = salesTaxes(subtotal, 'QC', day);
  return {
    choices,
    base,
    regular,
    lines: priced.price.lines.map((line) => ({
      list: line.list as OptionListName,
      id: line.option?.id ?? NO_OPTION,
      title: line.option?.title ?? null,
      price: line.price,
    })),
    subtotal,
    taxes,
    total: cents(subtotal + taxes.reduce((sum, tax) => sum + tax.amount, 0)),
  };
}
