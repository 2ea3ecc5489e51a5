import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POOL_FAMILIES, poolModelPlan } from '../catalogue/pool-models';
import { SPA_MODELS, spaModelPlan } from '../catalogue/spa-models';
import { productSvg, type ProductArt } from './products';

// Every model's main image, with the same backdrop seed for all: only the model's own data can tell two apart.
const poolArts = POOL_FAMILIES.flatMap((family) =>
  family.collections.flatMap((collection) =>
    collection.models.map((model) => ({
      handle: model.handle,
      art: {
        drawing: family.drawing,
        color: family.color,
        accent: '#00a6d6',
        seed: 1,
        model: poolModelPlan(family, model),
      } satisfies ProductArt,
    })),
  ),
);
const spaArts = SPA_MODELS.map((model) => ({
  handle: model.handle,
  art: {
    drawing: model.swimSpa ? 'swimSpa' : 'spa',
    color: model.color,
    accent: '#00a6d6',
    seed: 1,
    model: spaModelPlan(model),
  } satisfies ProductArt,
}));
const hash = (svg: string) => createHash('sha256').update(svg).digest('hex');

function planEllipse(svg: string): { rx: number; ry: number } {
  const match = /<ellipse data-shape="(?:round|oval)"[^>]*rx="([\d.]+)" ry="([\d.]+)"/.exec(svg);
  if (!match) throw new Error('no plan ellipse');
  return { rx: Number(match[1]), ry: Number(match[2]) };
}

describe('model drawings', () => {
  it('no two pool or spa models get the same drawing', () => {
    const drawings = [...poolArts, ...spaArts].map(({ handle, art }) => ({ handle, hash: hash(productSvg(art)) }));
    expect(drawings).toHaveLength(24);
    const seen = new Map<string, string>();
    for (const { handle, hash: digest } of drawings) {
      expect(seen.get(digest), `${handle} is drawn as ${seen.get(digest)} is`).toBeUndefined();
      seen.set(digest, handle);
    }
  });

  it('draws an oval pool as an ellipse as long as the pool, and a round one as a circle', () => {
    const svgOf = (handle: string) => productSvg(poolArts.find((entry) => entry.handle === handle)?.art ?? poolArts[0]!.art);
    const oval = planEllipse(svgOf('riviera-ovale-15-x-30-pi'));
    expect(oval.rx / oval.ry).toBeCloseTo(30 / 15);
    const round = planEllipse(svgOf('riviera-ronde-24-pi'));
    expect(round.rx).toBe(round.ry);
    expect(round.rx).toBeGreaterThan(planEllipse(svgOf('riviera-ronde-21-pi')).rx);
    expect(planEllipse(svgOf('semi-creusee-ovale-16-x-32-pi'))).toEqual({ rx: (32 * 21) / 2, ry: (16 * 21) / 2 });
    expect(svgOf('rectangulaire-classique')).toContain('data-shape="rectangle"');
    expect(svgOf('forme-libre-lagon')).toContain('data-shape="freeform"');
  });

  it('follows the model: its liner and wall colours, its loungers and its zones', () => {
    const riviera = poolModelPlan(POOL_FAMILIES[0]!, POOL_FAMILIES[0]!.collections[0]!.models[2]!);
    expect(riviera).toEqual({ kind: 'pool', shape: 'oval', length: 30, width: 15, liner: '#1d3557', wall: '#e9e4d8' });
    const h7l = SPA_MODELS.find((model) => model.handle === 'harmonie-h7l');
    expect(h7l && spaModelPlan(h7l)).toEqual({ kind: 'spa', length: 234, width: 234, seats: 6, lounges: 2, jets: 56, zones: 1 });
    const dual = SPA_MODELS.find((model) => model.handle === 'aquafit-17-double');
    expect(dual && spaModelPlan(dual).zones).toBe(2);
  });
});
