// Owns the product specifications the shop filters and compares on (ADR 0050): Shopify product metafields of the `specs`
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

/**
 * A variant's package, from its `water.package_size` and `water.package_unit` metafields where the data has them: what a
 * price per kilogram or per litre is reckoned from.
 */
export interface VariantPackage {
  size: number;
  unit: 'g' | 'kg' | 'mL' | 'L';
}

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
  // What the spa's wiring must supply: the smallest plugs into a 120 V outlet, the others need a 240 V circuit.
  electrical: {
    '120V-15A': { fr: '120 V, 15 A (prêt à brancher)', en: '120 V, 15 A (plug and play)' },
    '240V-40A': { fr: '240 V, 40 A', en: '240 V, 40 A' },
    '240V-50A': { fr: '240 V, 50 A', en: '240 V, 50 A' },
    '240V-60A': { fr: '240 V, 60 A', en: '240 V, 60 A' },
  },
  shape: {
    round: { fr: 'Ronde', en: 'Round' },
    oval: { fr: 'Ovale', en: 'Oval' },
    rectangle: { fr: 'Rectangulaire', en: 'Rectangular' },
    freeform: { fr: 'Forme libre', en: 'Freeform' },
    roman: { fr: 'Romaine', en: 'Roman' },
  },
  // Width by length in feet, as pools are sold.
  sizes: {
    '21x21': { fr: '21 × 21 pi', en: '21 × 21 ft' },
    '24x24': { fr: '24 × 24 pi', en: '24 × 24 ft' },
    '15x30': { fr: '15 × 30 pi', en: '15 × 30 ft' },
    '12x24': { fr: '12 × 24 pi', en: '12 × 24 ft' },
    '14x28': { fr: '14 × 28 pi', en: '14 × 28 ft' },
    '16x32': { fr: '16 × 32 pi', en: '16 × 32 ft' },
    '18x36': { fr: '18 × 36 pi', en: '18 × 36 ft' },
  },
  // The wall's material.
  wall: {
    'galvanized-steel': { fr: 'Acier galvanisé', en: 'Galvanized steel' },
    resin: { fr: 'Résine', en: 'Resin' },
  },
  // The liner's pattern the model comes with.
  liner: {
    'caribbean-mosaic': { fr: 'Mosaïque Caraïbes', en: 'Caribbean mosaic' },
    'river-pebbles': { fr: 'Galets de rivière', en: 'River pebbles' },
    'midnight-blue-marble': { fr: 'Marbre bleu nuit', en: 'Midnight blue marble' },
    'pearl-grey-granite': { fr: 'Granit gris perle', en: 'Pearl grey granite' },
    'turquoise-wave': { fr: 'Vague turquoise', en: 'Turquoise wave' },
  },
  // The active ingredient, or what the product does where it is a blend the data does not name.
  ingredient: {
    trichlor: { fr: 'Trichlore', en: 'Trichlor' },
    dichlor: { fr: 'Dichlore', en: 'Dichlor' },
    'sodium-hypochlorite': { fr: 'Hypochlorite de sodium', en: 'Sodium hypochlorite' },
    'calcium-hypochlorite': { fr: 'Hypochlorite de calcium', en: 'Calcium hypochlorite' },
    mps: { fr: 'Monopersulfate de potassium', en: 'Potassium monopersulfate' },
    bcdmh: { fr: 'Brome (BCDMH)', en: 'Bromine (BCDMH)' },
    'sodium-carbonate': { fr: 'Carbonate de sodium', en: 'Sodium carbonate' },
    'sodium-bicarbonate': { fr: 'Bicarbonate de sodium', en: 'Sodium bicarbonate' },
    'sodium-bisulfate': { fr: 'Bisulfate de sodium', en: 'Sodium bisulfate' },
    'hydrochloric-acid': { fr: 'Acide chlorhydrique (muriatique)', en: 'Hydrochloric (muriatic) acid' },
    'calcium-chloride': { fr: 'Chlorure de calcium', en: 'Calcium chloride' },
    'cyanuric-acid': { fr: 'Acide cyanurique', en: 'Cyanuric acid' },
    'sodium-chloride': { fr: 'Chlorure de sodium (sel)', en: 'Sodium chloride (salt)' },
    polyquat: { fr: 'Polyquat', en: 'Polyquat' },
    algaecide: { fr: 'Algicide', en: 'Algaecide' },
    clarifier: { fr: 'Clarifiant', en: 'Clarifier' },
    flocculant: { fr: 'Floculant', en: 'Flocculant' },
    enzymes: { fr: 'Enzymes', en: 'Enzymes' },
    'metal-sequestrant': { fr: 'Séquestrant de métaux', en: 'Metal sequestrant' },
    'propylene-glycol': { fr: 'Propylène glycol', en: 'Propylene glycol' },
  },
  formats: {
    tablets: { fr: 'Tablettes', en: 'Tablets' },
    sticks: { fr: 'Bâtonnets', en: 'Sticks' },
    granules: { fr: 'Granulaire', en: 'Granules' },
    liquid: { fr: 'Liquide', en: 'Liquid' },
    pouches: { fr: 'Sachets', en: 'Pouches' },
    gel: { fr: 'Gel', en: 'Gel' },
  },
  material: {
    aluminium: { fr: 'Aluminium', en: 'Aluminum' },
    'resin-wicker': { fr: 'Résine tressée', en: 'Resin wicker' },
    teak: { fr: 'Teck', en: 'Teak' },
    'recycled-polymer': { fr: 'Polymère recyclé', en: 'Recycled polymer' },
    cedar: { fr: 'Cèdre', en: 'Cedar' },
    'fibre-concrete': { fr: 'Fibre de béton', en: 'Fibre concrete' },
    'corten-steel': { fr: 'Acier Corten', en: 'Corten steel' },
    rope: { fr: 'Cordage tressé', en: 'Woven rope' },
    resin: { fr: 'Résine', en: 'Resin' },
    polyester: { fr: 'Polyester', en: 'Polyester' },
  },
};
