// Owns finding a configurable model (ADR 0042) by its handle wherever it is published, a spa series or a pool family, for the
// quote form and the store API alike.
import { POOL_TYPE_HANDLES, type PoolCollectionName, type PoolModel, type SpaModel } from '@storefront/contracts';
import type { CatalogueLoaders } from './loaders';

export type ConfigurableModel = { kind: 'spa'; model: SpaModel } | { kind: 'pool'; family: PoolCollectionName; model: PoolModel };

/** The published model with this handle, or null when no series or family publishes one (unknown, or not or no longer published). */
export async function findConfigurableModel(
  loaders: Pick<CatalogueLoaders, 'loadSpaTypes' | 'loadPoolTypes'>,
  handle: string,
): Promise<ConfigurableModel | null> {
  for (const type of await loaders.loadSpaTypes()) {
    const model = type.products.find((product) => product.handle === handle);
    if (model) return { kind: 'spa', model };
  }
  for (const family of Object.keys(POOL_TYPE_HANDLES) as PoolCollectionName[]) {
    for (const type of await loaders.loadPoolTypes(family)) {
      const model = type.products.find((product) => product.handle === handle);
      if (model) return { kind: 'pool', family, model };
    }
  }
  return null;
}
