// Owns which metafields of a product or variant the Storefront API serves, and the Metafield objects it answers.
import type { ShopifySeedMetafield, ShopifySeedProduct, ShopifySeedVariant } from '../seed/types';

/**
 * Namespaces with a metafield definition exposed to the storefront. Shopify serves a metafield through the Storefront API
 * only when its definition grants storefront access; locally that is a whole namespace: `water` (the chemicals' chemistry),
 * `fulfilment` (how each product may leave the store) and `specs` (what the shop filters and compares on).
 */
export const STOREFRONT_METAFIELD_NAMESPACES: ReadonlySet<string> = new Set(['water', 'fulfilment', 'specs']);

export interface MetafieldIdentifier {
  /** Without one Shopify looks in the calling app's reserved namespace, which no local app has. */
  namespace?: string | null;
  key: string;
}

/** A Metafield as the schema reads it: the seed's fields, its owner, and the owner's dates (the seed keeps none of its own). */
export interface MetafieldView extends ShopifySeedMetafield {
  parentResource: ShopifySeedProduct | ShopifySeedVariant;
  createdAt: string;
  updatedAt: string;
  description: null;
  reference: null;
  references: null;
}

interface Owner {
  resource: ShopifySeedProduct | ShopifySeedVariant;
  /** The product itself, or the variant's product, whose dates the metafields carry. */
  product: Pick<ShopifySeedProduct, 'createdAt' | 'updatedAt'>;
}

function find({ resource, product }: Owner, { namespace, key }: MetafieldIdentifier): MetafieldView | null {
  if (!namespace || !STOREFRONT_METAFIELD_NAMESPACES.has(namespace)) return null;
  const found = resource.metafields?.find((metafield) => metafield.namespace === namespace && metafield.key === key);
  if (!found) return null;
  return {
    ...found,
    parentResource: resource,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    description: null,
    reference: null,
    references: null,
  };
}

/** `metafield(namespace:, key:)`: null when missing or not exposed to the storefront. */
export function metafield(owner: Owner, args: Record<string, unknown>): MetafieldView | null {
  return find(owner, { namespace: typeof args.namespace === 'string' ? args.namespace : null, key: String(args.key) });
}

/** `metafields(identifiers:)`: one entry per identifier, in their order, null where there is none to serve. */
export function metafields(owner: Owner, args: Record<string, unknown>): (MetafieldView | null)[] {
  const identifiers = Array.isArray(args.identifiers) ? (args.identifiers as MetafieldIdentifier[]) : [];
  return identifiers.map((identifier) => find(owner, identifier));
}
