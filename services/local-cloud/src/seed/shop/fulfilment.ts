// Owns how each seed product may leave the store: its metafields `fulfilment.class`, and for dangerous goods
// `fulfilment.un_number` and `fulfilment.hazard_class`, as @storefront/commerce's `fulfilment.ts` reads them.
import type { CategoryDef, CollectionDef, FulfilmentDef, ProductDef } from './definitions';

/** The metafields' namespace and keys (the same as `FULFILMENT_NAMESPACE` and `FULFILMENT_KEYS` of @storefront/commerce). */
export const FULFILMENT_METAFIELD_NAMESPACE = 'fulfilment';
export const FULFILMENT_METAFIELD_KEYS = { class: 'class', unNumber: 'un_number', hazardClass: 'hazard_class' } as const;

/** Canada Post refuses parcels over 30 kg: a heavier product goes by freight or is picked up. */
export const PARCEL_MAX_KG = 30;

export const PARCEL: FulfilmentDef = { class: 'parcel' };
export const FREIGHT: FulfilmentDef = { class: 'freight' };

/** Pools are quoted and installed by the store's teams, spas and swim spas delivered by a crane truck: freight. */
const FREIGHT_CATEGORIES = new Set(['piscines']);
const FREIGHT_COLLECTIONS = new Set(['spas', 'spas-de-nage']);
/** Furniture sets, swings and fire pits leave on a pallet, as do heat pumps. */
const FREIGHT_TYPES = new Set(['Ensembles de salon', 'Ensembles de salle à manger', 'Balançoires', 'Foyers', 'Thermopompes']);

/**
 * The product's class: its definition's, else its category's default (freight for pools, spas, furniture sets, swings,
 * fire pits and heat pumps; parcel for the rest). A parcel over 30 kg is a mistake in the definitions, not a guess to make.
 */
export function fulfilmentOf(def: ProductDef, category: CategoryDef, collection: CollectionDef): FulfilmentDef {
  const found =
    def.fulfilment ??
    (FREIGHT_CATEGORIES.has(category.handle) || FREIGHT_COLLECTIONS.has(collection.handle) || FREIGHT_TYPES.has(def.type)
      ? FREIGHT
      : PARCEL);
  if (found.class === 'parcel' && def.weight > PARCEL_MAX_KG)
    throw new Error(`${def.title}: ${def.weight} kg is over the ${PARCEL_MAX_KG} kg Canada Post takes; give it another fulfilment`);
  return found;
}
