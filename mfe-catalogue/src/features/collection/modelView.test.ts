import { describe, expect, it } from 'vitest';
import type { PoolModel, PoolType, SpaModel, SpaType } from '@storefront/contracts';
import { configuredPhoto, LIGHT_COLOURS, modelPaths, optionLists, productJsonLd, spaSpecs, type OptionListView } from './modelView';

const spa = {
  handle: 'harmonie-h7',
  persons: '6-7',
  jets: 52,
  led: true,
  serieIcon: 'icons/spas/serie-harmonie.svg',
  rmaxIcon: 'icons/spas/rmax.svg',
  audioIcon: '',
  touch2Icon: 'icons/spas/touch2.svg',
  specs: { dimensions: '234 x 234 x 94 cm', seats: '6-7', lounge: false, pumps: '2 pompes 5 HP' },
  images: [],
  options: {},
} as unknown as SpaModel;
const series = { title: 'Série Harmonie' } as unknown as SpaType;

describe('model page view', () => {
  it('lists the seven light colours of spec §3 in order', () => {
    expect(LIGHT_COLOURS.map((colour) => colour.id)).toEqual(['lunaire', 'soleil', 'framboise', 'opal', 'cerise', 'denim', 'menthe']);
  });

  it('gives a spa its persons, jets, series and only the icons it has', () => {
    const specs = spaSpecs({ kind: 'spa', type: series, model: spa });
    expect(specs).toMatchObject({ persons: '6-7', jets: 52, led: true, series: 'Série Harmonie' });
    expect(specs?.icons.map((icon) => icon.key)).toEqual(['serie', 'persons', 'jets', 'led', 'rmax', 'touch2']);
    expect(specs?.details).toEqual([
      { key: 'dimensions', value: '234 x 234 x 94 cm' },
      { key: 'pumps', value: '2 pompes 5 HP' },
    ]);
  });

  it('prices pool options: an unpriced option is included (0), a priced one is extra; says which lists are optional', () => {
    const model = {
      optionalLists: ['steps', 'shapes'],
      options: {
        shapes: [
          { id: 'ronde', title: 'Ronde', image: 'a.webp', order: 1 },
          { id: 'ovale', title: 'Ovale', image: 'b.webp', order: 2, price: '1200' },
        ],
        steps: [],
      },
    } as unknown as PoolModel;
    expect(optionLists({ kind: 'pool', type: {} as PoolType, model })).toEqual([
      {
        name: 'shapes',
        items: [
          { id: 'ronde', title: 'Ronde', image: 'a.webp', price: 0 },
          { id: 'ovale', title: 'Ovale', image: 'b.webp', price: 1200 },
        ],
        optional: true,
      },
    ]);
  });

  it('shows the chosen shape’s own photo where the catalogue has one, and the model’s photos otherwise (ADR 0051)', () => {
    const model = {
      images: ['riviera.webp'],
      optionalLists: [],
      options: {
        shapes: [
          { id: 'ronde', title: 'Ronde', image: 'a.webp', order: 1, photo: 'riviera-ronde.webp' },
          { id: 'ovale', title: 'Ovale', image: 'b.webp', order: 2, price: '1200', photo: 'riviera-ovale.webp' },
          { id: 'carree', title: 'Carrée', image: 'c.webp', order: 3, price: '900' },
        ],
      },
    } as unknown as PoolModel;
    const found = { kind: 'pool' as const, type: {} as PoolType, model };
    const lists: OptionListView[] = optionLists(found);
    expect(lists[0]?.items.map((item) => item.photo)).toEqual(['riviera-ronde.webp', 'riviera-ovale.webp', undefined]);
    expect(configuredPhoto(lists, { shapes: 'ovale' })).toBe('riviera-ovale.webp');
    expect(configuredPhoto(lists, { shapes: 'ronde' })).toBe('riviera-ronde.webp');
    expect(configuredPhoto(lists, { shapes: 'carree' })).toBeUndefined();
    expect(configuredPhoto([], { shapes: 'ovale' })).toBeUndefined();
    // The photos are resolved with the page's other stored paths.
    expect(modelPaths(found)).toEqual(['riviera.webp', 'a.webp', 'riviera-ronde.webp', 'b.webp', 'riviera-ovale.webp', 'c.webp']);
  });

  it('gives a spa its option lists in the order they are chosen, an unpriced option included', () => {
    const model = {
      ...spa,
      optionalLists: ['sanitizers'],
      options: {
        sanitizers: [
          { id: 'ozone', title: 'Ozone', image: 'o.webp', order: 1 },
          { id: 'uv', title: 'UV-C', image: 'u.webp', order: 2, price: '495' },
        ],
        shellColours: [{ id: 'blanc', title: 'Blanc', image: 'b.webp', order: 1 }],
        covers: [],
      },
    } as unknown as SpaModel;
    const lists = optionLists({ kind: 'spa', type: series, model });
    expect(lists.map((list) => [list.name, list.items.map((item) => item.price), list.optional])).toEqual([
      ['shellColours', [0], false],
      ['sanitizers', [0, 495], true],
    ]);
  });

  it('describes the model as a schema.org Product with a CAD offer at the from price', () => {
    const ld = productJsonLd({
      name: 'Harmonie H7',
      description: 'd',
      images: ['u', ''],
      brand: 'Boréal Spas',
      sku: 'harmonie-h7',
      url: 'https://x/fr/collection/spas/harmonie-h7',
      price: { from: 11049.15, regular: 12999 },
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      image: ['u'],
      brand: { name: 'Boréal Spas' },
      offers: { '@type': 'Offer', price: '11049.15', priceCurrency: 'CAD' },
    });
  });
});
