// Checks the seed's `specs` metafields (ADR 0050): each product has the keys its category needs, of the types Shopify's
// metafield definitions give them, with codes the shop can name, and no number the data does not state.
import { SPEC_CODES, SPEC_KEYS, SPECS_METAFIELD_NAMESPACE, type SpecKey } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { SPA_MODELS } from '../catalogue/spa-models';
import type { ShopifySeedProduct } from '../types';
import { planShop } from './index';
import { SPEC_METAFIELD_TYPES } from './specs';

const planned = planShop().products;

/** The product's `specs` metafields as key → value and key → type. */
function specsOf(product: Pick<ShopifySeedProduct, 'metafields'>): { values: Record<string, string>; types: Record<string, string> } {
  const metafields = (product.metafields ?? []).filter((m) => m.namespace === SPECS_METAFIELD_NAMESPACE);
  return {
    values: Object.fromEntries(metafields.map((m) => [m.key, m.value])),
    types: Object.fromEntries(metafields.map((m) => [m.key, m.type])),
  };
}

function inCollection(...handles: string[]) {
  return planned.filter((entry) => handles.includes(entry.collectionHandle)).map((entry) => entry.product);
}

function byTitle(title: string): ShopifySeedProduct['metafields'] & object {
  const found = planned.find((entry) => entry.product.title === title);
  if (!found) throw new Error(`No product ${title}`);
  return found.product.metafields ?? [];
}

const SPA_KEYS: SpecKey[] = ['seats', 'loungers', 'jets', 'length_cm', 'width_cm', 'height_cm', 'volume_l', 'pumps', 'electrical'];

describe('specs metafields of the seed', () => {
  it('types every value as its definition does, as Shopify writes them (a string; a list as a JSON array)', () => {
    // https://shopify.dev/docs/apps/build/custom-data/metafields/list-of-data-types: number_integer is a whole number,
    // number_decimal a decimal, single_line_text_field one line of text, list.single_line_text_field a JSON array of them.
    const shapes: Record<string, RegExp> = {
      number_integer: /^-?\d+$/,
      number_decimal: /^-?\d+(\.\d+)?$/,
      single_line_text_field: /^[^\n]+$/,
    };
    let count = 0;
    for (const { product } of planned) {
      for (const metafield of (product.metafields ?? []).filter((m) => m.namespace === SPECS_METAFIELD_NAMESPACE)) {
        count++;
        const key = metafield.key as SpecKey;
        expect(Object.keys(SPEC_KEYS), product.title).toContain(key);
        expect(metafield.type, `${product.title} ${key}`).toBe(SPEC_METAFIELD_TYPES[key]);
        if (metafield.type === 'list.single_line_text_field') {
          const items = JSON.parse(metafield.value) as unknown;
          expect(Array.isArray(items) && items.length > 0 && items.every((item) => typeof item === 'string')).toBe(true);
        } else expect(metafield.value, `${product.title} ${key}`).toMatch(shapes[metafield.type]!);
      }
    }
    expect(count).toBeGreaterThan(150);
  });

  it('uses only codes the shop names in both languages', () => {
    for (const { product } of planned) {
      const { values } = specsOf(product);
      for (const [key, value] of Object.entries(values)) {
        const kind = SPEC_KEYS[key as SpecKey];
        if (kind === 'number') continue;
        const codes = kind === 'list' ? (JSON.parse(value) as string[]) : [value];
        for (const code of codes) expect(Object.keys(SPEC_CODES[key as SpecKey] ?? {}), `${product.title} ${key}`).toContain(code);
      }
    }
  });

  it('gives every spa and swim spa its seats, loungers, jets, dimensions, litres, pumps and electrical service', () => {
    const spas = inCollection('spas', 'spas-de-nage');
    expect(spas.length).toBe(SPA_MODELS.filter((model) => model.published).length);
    for (const spa of spas) expect(Object.keys(specsOf(spa).values), spa.title).toEqual(expect.arrayContaining(SPA_KEYS));
    expect(specsOf({ metafields: byTitle('Spa Évasion E4') }).values).toEqual({
      seats: '4',
      loungers: '0',
      jets: '24',
      length_cm: '193',
      width_cm: '193',
      height_cm: '86',
      volume_l: '1100',
      pumps: '1',
      pump_hp: '4',
      electrical: '120V-15A',
    });
    expect(specsOf({ metafields: byTitle('Spa Prestige P9L') }).values).toMatchObject({ seats: '7', loungers: '2', volume_l: '2150' });
    expect(specsOf({ metafields: byTitle('Spa de nage Aquafit 16') }).values).toMatchObject({
      length_cm: '488',
      pumps: '3',
      pump_hp: '5',
      electrical: '240V-60A',
    });
  });

  it('states no spa number its model does not: a swim spa whose spa pump has no power has no pump power', () => {
    for (const model of SPA_MODELS.filter((entry) => entry.published)) {
      const title = model.swimSpa ? `Spa de nage ${model.title}` : `Spa ${model.title}`;
      const { values } = specsOf({ metafields: byTitle(title) });
      const facts = [model.persons, model.jets, model.dimensions, model.waterCapacity.replace(/(\d)\s(?=\d)/g, '$1'), model.pumps].join(
        ' ',
      );
      for (const key of SPA_KEYS.filter((entry) => SPEC_KEYS[entry] === 'number' && entry !== 'loungers' && entry !== 'pumps'))
        expect(facts, `${title} ${key}`).toMatch(new RegExp(`\\b${values[key]}\\b`));
      expect(values.loungers, title).toBe(String(model.lounge ? (model.lounges ?? 1) : 0));
    }
    expect(specsOf({ metafields: byTitle('Spa de nage Aquafit 17 Double') }).values).toMatchObject({ pumps: '4' });
    expect(specsOf({ metafields: byTitle('Spa de nage Aquafit 17 Double') }).values.pump_hp).toBeUndefined();
  });

  it('gives every pool its shape, sizes and liner, and a wall only where its collection states the material', () => {
    const pools = planned.filter((entry) => entry.categoryHandle === 'piscines').map((entry) => entry.product);
    expect(pools.length).toBeGreaterThan(5);
    for (const pool of pools)
      expect(Object.keys(specsOf(pool).values), pool.title).toEqual(expect.arrayContaining(['shape', 'sizes', 'liner']));
    expect(specsOf({ metafields: byTitle('Piscine Riviera ovale 15 x 30 pi') }).values).toEqual({
      shape: 'oval',
      sizes: '["15x30"]',
      wall: 'galvanized-steel',
      liner: 'midnight-blue-marble',
    });
    expect(specsOf({ metafields: byTitle('Piscine Oasis ronde 24 pi') }).values.wall).toBe('resin');
    expect(specsOf({ metafields: byTitle('Piscine Rectangulaire classique') }).values.sizes).toBe('["12x24","14x28","16x32","18x36"]');
    for (const pool of inCollection('piscines-semi-creusees')) expect(specsOf(pool).values.wall, pool.title).toBeUndefined();
  });

  it('gives every dosed chemical its ingredient and strength from its water facts, and a strength only where stated', () => {
    const chemicals = planned.filter((entry) => entry.categoryHandle === 'produits-chimiques').map((entry) => entry.product);
    for (const chemical of chemicals) {
      const water = Object.fromEntries((chemical.metafields ?? []).filter((m) => m.namespace === 'water').map((m) => [m.key, m.value]));
      const { values } = specsOf(chemical);
      if (water.ingredient)
        expect(values, chemical.title).toMatchObject({ ingredient: water.ingredient, strength_percent: water.strength });
      // A strength without water facts is the one its title states ("Algicide 60 %").
      else if (values.strength_percent) expect(chemical.title).toContain(`${values.strength_percent} %`);
    }
    expect(specsOf({ metafields: byTitle('Chlore en tablettes 3 po') }).values).toEqual({
      ingredient: 'trichlor',
      strength_percent: '90',
      formats: '["tablets"]',
    });
    expect(specsOf({ metafields: byTitle('Acide muriatique 31,45 %') }).values).toMatchObject({
      strength_percent: '31.45',
      formats: '["liquid"]',
    });
    expect(specsOf({ metafields: byTitle('Bandelettes d’analyse 6 en 1') }).values).toEqual({});
  });

  it('states a format or a material only where the product’s own French text names it', () => {
    const words: Record<string, RegExp> = {
      tablets: /tablette/i,
      sticks: /bâtonnet/i,
      granules: /granul/i,
      // Liquid chlorine "prêt à verser" comes by the litre (water.package_unit L), as the acid's "Bidon de 4 L".
      liquid: /liquide|bidon|4 L/i,
      pouches: /sachet/i,
      gel: /gel/i,
      aluminium: /alumin/i,
      'resin-wicker': /résine tressée/i,
      teak: /teck/i,
      'recycled-polymer': /polymère/i,
      cedar: /cèdre/i,
      'fibre-concrete': /béton/i,
      'corten-steel': /corten/i,
      rope: /cordage/i,
      resin: /résine/i,
      polyester: /polyester/i,
    };
    let checked = 0;
    for (const { product } of planned) {
      const { values } = specsOf(product);
      const codes = [...(values.formats ? (JSON.parse(values.formats) as string[]) : []), ...(values.material ? [values.material] : [])];
      for (const code of codes) {
        checked++;
        expect(`${product.title} ${product.description}`, code).toMatch(words[code]!);
      }
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('gives garden furniture a material where its text states one', () => {
    const furniture = planned.filter((entry) => entry.categoryHandle === 'mobilier-exterieur').map((entry) => entry.product);
    const withMaterial = furniture.filter((product) => specsOf(product).values.material);
    expect(withMaterial.length).toBeGreaterThan(15);
    expect(specsOf({ metafields: byTitle('Ensemble de salon Tadoussac modulaire') }).values).toEqual({ material: 'resin-wicker' });
    // "Causeuse, deux fauteuils et table": no material stated, none given.
    expect(specsOf({ metafields: byTitle('Ensemble causeuse Bistro') }).values).toEqual({});
  });
});
