import { describe, expect, it } from 'vitest';
import type { PoolType, SpaType } from '@storefront/contracts';
import { findModel, POOL_FAMILY_OF } from './collectionData';

const spaType = {
  id: 'serie-harmonie',
  title: 'Série Harmonie',
  products: [{ handle: 'harmonie-h7', title: 'Harmonie H7' }],
} as unknown as SpaType;
const poolType = {
  id: 'collection-riviera',
  title: 'Collection Riviera',
  products: [{ handle: 'riviera-ronde-21-pi', title: 'Riviera ronde 21 pi' }],
} as unknown as PoolType;

describe('collection data', () => {
  it('maps each pool collection of spec §2 to its Firestore family', () => {
    expect(POOL_FAMILY_OF['piscines-hors-terre']).toBe('above-ground-pool');
    expect(POOL_FAMILY_OF['piscines-creusees']).toBe('in-ground-pool');
    expect(POOL_FAMILY_OF['piscines-semi-creusees']).toBe('built-in-pool');
    expect(POOL_FAMILY_OF.spas).toBeUndefined();
  });

  it('finds a model by handle with its type record, and nothing for another handle', () => {
    expect(findModel([{ kind: 'spa', type: spaType }], 'harmonie-h7')).toMatchObject({
      kind: 'spa',
      type: { id: 'serie-harmonie' },
      model: { title: 'Harmonie H7' },
    });
    expect(findModel([{ kind: 'pool', type: poolType }], 'riviera-ronde-21-pi')?.kind).toBe('pool');
    expect(
      findModel(
        [
          { kind: 'spa', type: spaType },
          { kind: 'pool', type: poolType },
        ],
        'harmonie-h8',
      ),
    ).toBeNull();
  });
});
