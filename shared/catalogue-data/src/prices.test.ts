import { describe, expect, it } from 'vitest';
import { cheapestConfiguration, configurationPrice, lowestOptionPrice, modelPrice, NO_OPTION } from './prices';

const option = (id: string, price?: string) => ({ id, title: id, image: '', order: 1, ...(price === undefined ? {} : { price }) });

describe('model price', () => {
  it('applies the discount of spec §9: price − price × discount / 100', () => {
    expect(modelPrice({ priceEv: 12999, discountEv: 15 })).toEqual({ from: 11049.15, regular: 12999 });
    expect(modelPrice({ priceEv: 7999, discountEv: 0 })).toEqual({ from: 7999, regular: 7999 });
  });

  it('takes the lowest option of each list, an unpriced option being included', () => {
    expect(lowestOptionPrice([option('a', '250'), option('b', '150'), option('c', '300')])).toBe(150);
    expect(lowestOptionPrice([option('a', '250'), option('b')])).toBe(0);
    expect(lowestOptionPrice([])).toBe(0);
    const model = {
      priceEv: 4899,
      discountEv: 10,
      options: { shapes: [option('ronde'), option('ovale', '1200')], steps: [option('droit', '899'), option('angle', '1099')] },
    };
    expect(modelPrice(model)).toEqual({ from: 4409.1 + 899, regular: 4899 + 899 });
  });

  it('reads an unreadable option price as included rather than failing', () => {
    expect(lowestOptionPrice([option('a', 'sur demande'), option('b', '100')])).toBe(0);
  });
});

describe('the price of a configuration', () => {
  const model = {
    priceEv: 4899,
    discountEv: 10,
    options: {
      shapes: [option('ronde'), option('ovale', '1200')],
      steps: [option('droit', '899'), option('angle', '1099'), option('coin', '899')],
      walls: [],
    },
  };

  it('adds each chosen option to the discounted base, one line per list', () => {
    const priced = configurationPrice(model, { shapes: 'ovale', steps: 'angle' });
    expect(priced).toEqual({
      ok: true,
      price: {
        base: 4409.1,
        lines: [
          { list: 'shapes', option: model.options.shapes[1], price: 1200 },
          { list: 'steps', option: model.options.steps[1], price: 1099 },
        ],
        total: 6708.1,
        regular: 7198,
      },
    });
  });

  it('is the "from" price for the cheapest configuration, the first cheapest option of each list', () => {
    expect(cheapestConfiguration(model)).toEqual({ shapes: 'ronde', steps: 'droit' });
    const cheapest = configurationPrice(model, cheapestConfiguration(model));
    expect(cheapest.ok && cheapest.price.total).toBe(modelPrice(model).from);
    expect(modelPrice(model)).toEqual({ from: 5308.1, regular: 5798 });
  });

  it('names every list without a choice and every choice a list does not have', () => {
    expect(configurationPrice(model, { shapes: 'carree' })).toEqual({
      ok: false,
      problems: [
        { kind: 'unknown', list: 'shapes', option: 'carree' },
        { kind: 'missing', list: 'steps' },
      ],
    });
  });

  it('ignores a choice for a list the model does not have, and prices a model without lists at its discounted price', () => {
    const priced = configurationPrice({ priceEv: 999.99, discountEv: 0 }, { liners: 'bleu' });
    expect(priced).toEqual({ ok: true, price: { base: 999.99, lines: [], total: 999.99, regular: 999.99 } });
  });
});

describe('an optional list', () => {
  const model = {
    priceEv: 4899,
    discountEv: 10,
    optionalLists: ['steps', 'sanitizers'],
    options: {
      shapes: [option('ronde'), option('ovale', '1200')],
      steps: [option('droit', '899'), option('angle', '1099')],
      sanitizers: [option('ozone'), option('uv', '495')],
    },
  };

  it('costs nothing left empty, so the "from" price leaves out an optional list whose options all cost something', () => {
    expect(cheapestConfiguration(model)).toEqual({ shapes: 'ronde', steps: NO_OPTION, sanitizers: 'ozone' });
    expect(modelPrice(model)).toEqual({ from: 4409.1, regular: 4899 });
  });

  it('prices "none" and a left-out optional list at 0, with a line without an option', () => {
    const priced = configurationPrice(model, { shapes: 'ovale', steps: NO_OPTION });
    expect(priced).toEqual({
      ok: true,
      price: {
        base: 4409.1,
        lines: [
          { list: 'shapes', option: model.options.shapes[1], price: 1200 },
          { list: 'steps', option: null, price: 0 },
          { list: 'sanitizers', option: null, price: 0 },
        ],
        total: 5609.1,
        regular: 6099,
      },
    });
  });

  it('still prices a chosen option, and refuses "none" in a required list as an option the list does not have', () => {
    const priced = configurationPrice(model, { shapes: 'ronde', steps: 'angle', sanitizers: 'uv' });
    expect(priced.ok && priced.price.total).toBe(4409.1 + 1099 + 495);
    expect(configurationPrice(model, { shapes: NO_OPTION })).toEqual({
      ok: false,
      problems: [{ kind: 'unknown', list: 'shapes', option: NO_OPTION }],
    });
  });
});
