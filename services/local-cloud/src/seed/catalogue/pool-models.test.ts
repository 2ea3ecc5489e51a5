import { describe, expect, it } from 'vitest';
import { modelOptions, POOL_FAMILIES, type PoolFamilyDef, type PoolModelDef } from './pool-models';

const find = (handle: string): [PoolFamilyDef, PoolModelDef] => {
  for (const family of POOL_FAMILIES) {
    for (const collection of family.collections) {
      const model = collection.models.find((candidate) => candidate.handle === handle);
      if (model) return [family, model];
    }
  }
  throw new Error(handle);
};
const titles = (handle: string, list: 'shapes' | 'liners') => modelOptions(...find(handle))[list]?.map((item) => item.title);

describe('the options each model allows (ADR 0051)', () => {
  it('offers a round model no oval, and its round shape at no extra cost', () => {
    expect(titles('riviera-ronde-24-pi', 'shapes')).toEqual(['Ronde']);
    expect(modelOptions(...find('riviera-ronde-24-pi')).shapes).toEqual([{ title: 'Ronde', color: '#0b2545' }]);
    expect(titles('semi-creusee-ronde-24-pi', 'shapes')).toEqual(['Ronde']);
  });

  it('gives an oval model its oval shape included in its price, which stays its "from" price', () => {
    expect(modelOptions(...find('riviera-ovale-15-x-30-pi')).shapes).toEqual([{ title: 'Ovale', color: '#0b2545' }]);
    expect(modelOptions(...find('semi-creusee-ovale-16-x-32-pi')).shapes?.map((item) => item.price)).toEqual([undefined]);
  });

  it('leaves a list the model does not name as the family has it', () => {
    const [family] = find('riviera-ronde-24-pi');
    expect(titles('riviera-ronde-24-pi', 'liners')).toEqual(family.options.liners?.map((item) => item.title));
  });

  it('refuses a title the family does not have', () => {
    const [family, model] = find('riviera-ronde-24-pi');
    expect(() => modelOptions(family, { ...model, allowed: { shapes: [{ title: 'Carrée' }] } })).toThrow(/Carrée/);
  });
});
