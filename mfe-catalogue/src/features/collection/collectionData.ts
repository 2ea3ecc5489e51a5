// Owns reading a collection of spec §2 from the catalogue: its type records (spa series or pool collections) and their published models, in order.
import type { CatalogueClient } from '@storefront/catalogue-data';
import {
  POOL_TYPE_HANDLES,
  type CollectionSlug,
  type Locale,
  type PoolCollectionName,
  type PoolModel,
  type PoolType,
  type SpaModel,
  type SpaType,
} from '@storefront/contracts';

export type CollectionType = { kind: 'spa'; type: SpaType } | { kind: 'pool'; type: PoolType };
export type CollectionModel = { kind: 'spa'; type: SpaType; model: SpaModel } | { kind: 'pool'; type: PoolType; model: PoolModel };

/** The Firestore pool family of each pool collection slug (the inverse of POOL_TYPE_HANDLES). */
export const POOL_FAMILY_OF = Object.fromEntries(
  (Object.entries(POOL_TYPE_HANDLES) as [PoolCollectionName, string][]).map(([family, slug]) => [slug, family]),
) as Partial<Record<CollectionSlug, PoolCollectionName>>;

/** The type records of a collection with their models, in the page's language; outdoor furniture has none (it lives in the shop). */
export async function loadCollectionTypes(client: CatalogueClient, slug: CollectionSlug, locale: Locale): Promise<CollectionType[]> {
  const loaders = client.forLanguage(locale);
  if (slug === 'spas') return (await loaders.loadSpaTypes()).map((type) => ({ kind: 'spa', type }));
  const family = POOL_FAMILY_OF[slug];
  if (!family) return [];
  return (await loaders.loadPoolTypes(family)).map((type) => ({ kind: 'pool', type }));
}

/** The published model with this handle, or null (loaders keep only published models, spec §7). */
export function findModel(types: readonly CollectionType[], handle: string): CollectionModel | null {
  for (const entry of types) {
    if (entry.kind === 'spa') {
      const model = entry.type.products.find((candidate) => candidate.handle === handle);
      if (model) return { kind: 'spa', type: entry.type, model };
    } else {
      const model = entry.type.products.find((candidate) => candidate.handle === handle);
      if (model) return { kind: 'pool', type: entry.type, model };
    }
  }
  return null;
}

export function isCollectionSlug(value: string | undefined, slugs: readonly string[]): value is CollectionSlug {
  return value !== undefined && slugs.includes(value);
}
