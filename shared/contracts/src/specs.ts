// Owns the product specifications the shop filters and compares on (issue 44): Shopify product metafields of the `specs`
// namespace, their keys, what each value is, and the codes a text value may take.

/** The metafield namespace of a product's specifications, exposed to the storefront (the Storefront API reads it by key). */
export const SPECS_METAFIELD_NAMESPACE = 'specs';

/**
 * Every specification key, by category. A number is a plain decimal in the key's unit; a code is one of SPEC_CODES[key]'s
 * keys; a list is a JSON array of codes (Shopify's `list.single_line_text_field`). A product has only the keys its data
 * knows: a missing key is unknown, never zero.
 */
export const SPEC_KEYS = {
  // Spas and swim spas
  seats: 'number',
  loungers: 'number',
  jets: 'number',
  length_cm: 'number',
  width_cm: 'number',
  height_cm: 'number',
  volume_l: 'number',
  pumps: 'number',
  pump_hp: 'number',
  electrical: 'code',
  // Pools
  shape: 'code',
  sizes: 'list',
  wall: 'code',
  liner: 'code',
  // Chemicals
  ingredient: 'code',
  strength_percent: 'number',
  formats: 'list',
  // Furniture
  material: 'code',
} as const satisfies Record<string, 'number' | 'code' | 'list'>;

export type SpecKey = keyof typeof SPEC_KEYS;

/** A product's specifications as read from its metafields: numbers as numbers, codes as strings, lists as arrays. */
export type ProductSpecs = Partial<Record<SpecKey, number | string | readonly string[]>>;

/** A specification's value as a page shows it, in each language. */
export interface SpecLabel {
  fr: string;
  en: string;
}

/**
 * The codes a text specification may take, each named in both languages. A code the table does not know is shown as is,
 * never guessed. Extend it with the seed's data.
 */
export const SPEC_CODES: Partial<Record<SpecKey, Record<string, SpecLabel>>> = {
  shape: {
    round: { fr: 'Ronde', en: 'Round' },
    oval: { fr: 'Ovale', en: 'Oval' },
    rectangle: { fr: 'Rectangulaire', en: 'Rectangular' },
    freeform: { fr: 'Forme libre', en: 'Freeform' },
    roman: { fr: 'Romaine', en: 'Roman' },
  },
};
