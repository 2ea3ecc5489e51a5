// Owns the `specs` metafields of the seed's products (ADR 0050): read from the spa and pool models' facts, and written as
// Shopify metafields of the type each key's definition would have.
import { SPEC_KEYS, SPECS_METAFIELD_NAMESPACE, type ProductSpecs, type SpecKey } from '@storefront/contracts';
import type { PoolFamilyDef, PoolModelDef } from '../catalogue/pool-models';
import type { SpaModelDef } from '../catalogue/spa-models';
import type { ProductDef } from './definitions';
import { metafieldId } from '../builders';
import type { ShopifySeedMetafield } from '../types';

/**
 * The type of each key's metafield definition (one type per definition, as Shopify has it): whole counts and centimetres as
 * `number_integer`, horsepower and percentages as `number_decimal`, codes as `single_line_text_field`, lists as
 * `list.single_line_text_field` (a JSON array of strings). https://shopify.dev/docs/apps/build/custom-data/metafields/list-of-data-types
 */
export const SPEC_METAFIELD_TYPES: Record<SpecKey, string> = {
  seats: 'number_integer',
  loungers: 'number_integer',
  jets: 'number_integer',
  length_cm: 'number_integer',
  width_cm: 'number_integer',
  height_cm: 'number_integer',
  volume_l: 'number_integer',
  pumps: 'number_integer',
  pump_hp: 'number_decimal',
  electrical: 'single_line_text_field',
  shape: 'single_line_text_field',
  sizes: 'list.single_line_text_field',
  wall: 'single_line_text_field',
  liner: 'single_line_text_field',
  ingredient: 'single_line_text_field',
  strength_percent: 'number_decimal',
  formats: 'list.single_line_text_field',
  material: 'single_line_text_field',
};

/** A whole number of a text such as "1 450 L" or "86 cm" (French groups thousands with spaces); undefined when it has none. */
function wholeNumber(text: string): number | undefined {
  const match = /\d[\d\s\u00a0]*/.exec(text);
  return match ? Number.parseInt(match[0].replace(/[\s\u00a0]/g, ''), 10) : undefined;
}

/**
 * A spa's specifications from its model: the most seats of "5-6", its loungers (none without a lounge), its jets, its
 * "213 x 213 x 91 cm", its litres, the pumps of "2 pompes 5 HP" (all four of "3 pompes de nage 5 HP + 1 pompe spa", without a power since
 * the spa pump's is not stated), and its electrical service.
 */
export function spaSpecs(model: SpaModelDef): ProductSpecs {
  const specs: ProductSpecs = {
    seats: Math.max(...model.persons.split('-').map((value) => Number.parseInt(value, 10))),
    loungers: model.lounge ? (model.lounges ?? 1) : 0,
    jets: model.jets,
    electrical: model.electrical,
  };
  const sides = /^(\d+) x (\d+) x (\d+) cm$/.exec(model.dimensions);
  if (sides) [specs.length_cm, specs.width_cm, specs.height_cm] = sides.slice(1).map(Number);
  const volume = / L$/.test(model.waterCapacity) ? wholeNumber(model.waterCapacity) : undefined;
  if (volume !== undefined) specs.volume_l = volume;
  const pumps = /^(\d+) pompes? (?:de nage )?(\d+(?:[.,]\d+)?) HP(?: \+ (\d+) pompes? spa)?$/.exec(model.pumps);
  if (pumps) {
    specs.pumps = Number(pumps[1]) + Number(pumps[3] ?? 0);
    // A spa pump of unstated power beside the swim pumps: their power is not every pump's.
    if (!pumps[3]) specs.pump_hp = Number(pumps[2]!.replace(',', '.'));
  }
  return specs;
}

/** SPEC_CODES.liner's code of each liner the seed's pools come with. */
const LINER_CODES: Record<string, string> = {
  'Mosaïque Caraïbes': 'caribbean-mosaic',
  'Galets de rivière': 'river-pebbles',
  'Marbre bleu nuit': 'midnight-blue-marble',
  'Granit gris perle': 'pearl-grey-granite',
  'Vague turquoise': 'turquoise-wave',
};

/** Width by length in feet ("16x32"), the smaller side first as pools are sold. */
function sizeCode(a: number, b: number): string {
  return `${Math.min(a, b)}x${Math.max(a, b)}`;
}

/**
 * A pool's specifications: its shape; its sizes (the family's list of dimensions where it has one, as in-ground pools are
 * built to any of them, else the model's own); its wall's material where its collection states it (`wall`); and the liner
 * it comes with.
 */
export function poolSpecs(family: PoolFamilyDef, model: PoolModelDef, wall: string | undefined): ProductSpecs {
  const listed = family.options.dimensions?.map((option) => /^(\d+) x (\d+) pi$/.exec(option.title));
  const sizes =
    listed && listed.every((match) => match !== null)
      ? listed.map((match) => sizeCode(Number(match[1]), Number(match[2])))
      : [sizeCode(...model.size)];
  const liner = LINER_CODES[model.liner];
  return { shape: model.shape, sizes, ...(wall ? { wall } : {}), ...(liner ? { liner } : {}) };
}

/** A product's specifications: a dosed chemical's ingredient and strength from its `water` facts, then its own. */
export function productSpecs(def: Pick<ProductDef, 'water' | 'specs'>): ProductSpecs | undefined {
  if (!def.water) return def.specs;
  return { ingredient: def.water.ingredient, strength_percent: def.water.strength, ...def.specs };
}

/** Metafield ids n·100 + 80 + the key's place in SPEC_KEYS: past the water, fulfilment and variant metafields (index.ts). */
const FIRST_SPEC_METAFIELD = 80;

/** The product's `specs` metafields, in SPEC_KEYS order; a key without a value has no metafield. */
export function specsMetafields(specs: ProductSpecs | undefined, n: number): ShopifySeedMetafield[] {
  if (!specs) return [];
  return (Object.keys(SPEC_KEYS) as SpecKey[]).flatMap((key, index) => {
    const value = specs[key];
    if (value === undefined) return [];
    return [
      {
        id: metafieldId(n * 100 + FIRST_SPEC_METAFIELD + index),
        namespace: SPECS_METAFIELD_NAMESPACE,
        key,
        value: Array.isArray(value) ? JSON.stringify(value) : String(value),
        type: SPEC_METAFIELD_TYPES[key],
      },
    ];
  });
}
