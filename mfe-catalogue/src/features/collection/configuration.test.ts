import { describe, expect, it } from 'vitest';
import { modelPrice, NO_OPTION } from '@storefront/catalogue-data/prices';
import { configure } from './configuration';
import type { OptionListView } from './modelView';

const lists: OptionListView[] = [
  {
    name: 'shapes',
    items: [
      { id: 'ronde', title: 'Ronde', image: 'a.webp', price: 0 },
      { id: 'ovale', title: 'Ovale', image: 'b.webp', price: 1200 },
    ],
    optional: false,
  },
  {
    name: 'steps',
    items: [
      { id: 'droit', title: 'Escalier droit', image: 'c.webp', price: 899 },
      { id: 'angle', title: 'Escalier d’angle', image: 'd.webp', price: 1099 },
    ],
    optional: true,
  },
];
const pricing = { priceEv: 4899, discountEv: 10 };

describe('the configurator’s price', () => {
  it('starts from the cheapest configuration, without steps (an optional list), which is the model’s "from" price', () => {
    const priced = configure(pricing, lists, {}, '2026-11-26');
    expect(priced.choices).toEqual({ shapes: 'ronde', steps: NO_OPTION });
    expect(priced.lines.map((line) => [line.list, line.id, line.title, line.price])).toEqual([
      ['shapes', 'ronde', 'Ronde', 0],
      ['steps', NO_OPTION, null, 0],
    ]);
    expect(priced.subtotal).toBe(4409.1);
    const options = Object.fromEntries(
      lists.map((list) => [list.name, list.items.map((item, order) => ({ ...item, order, price: String(item.price) }))]),
    );
    expect(priced.subtotal).toBe(modelPrice({ ...pricing, options, optionalLists: ['steps'] }).from);
  });

  it('takes "none" in an optional list only: in a required one it falls back to the cheapest option', () => {
    const priced = configure(pricing, lists, { shapes: NO_OPTION, steps: 'angle' }, '2026-11-26');
    expect(priced.choices).toEqual({ shapes: 'ronde', steps: 'angle' });
    expect(configure(pricing, lists, { steps: NO_OPTION }, '2026-11-26').choices.steps).toBe(NO_OPTION);
  });

  it('adds each chosen option to the discounted base, then TPS and TVQ on their own lines', () => {
    const priced = configure(pricing, lists, { shapes: 'ovale', steps: 'angle' }, '2026-11-26');
    expect(priced.base).toBe(4409.1);
    expect(priced.lines.map((line) => [line.list, line.title, line.price])).toEqual([
      ['shapes', 'Ovale', 1200],
      ['steps', 'Escalier d’angle', 1099],
    ]);
    expect(priced.subtotal).toBe(6708.1);
    expect(priced.taxes).toEqual([
      { kind: 'GST', rate: 5, amount: 335.41 },
      { kind: 'QST', rate: 9.975, amount: 669.13 },
    ]);
    expect(priced.total).toBe(7712.64);
  });

  it('falls back to the cheapest option of a list whose requested option it does not have', () => {
    const priced = configure(pricing, lists, { shapes: 'carree', steps: 'angle' }, '2026-11-26');
    expect(priced.choices).toEqual({ shapes: 'ronde', steps: 'angle' });
  });

  it('prices a model without option lists at its discounted price', () => {
    const priced = configure({ priceEv: 12999, discountEv: 15 }, [], {}, '2026-11-26');
    expect([priced.lines, priced.subtotal]).toEqual([[], 11049.15]);
  });
});
