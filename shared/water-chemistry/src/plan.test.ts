import { describe, expect, it } from 'vitest';
import { packagesFor, treatmentPlan } from './plan';
import type { DoseStep, PlanStep, Product } from './plan';
import { phDose, ppmDose } from './dosing';
import type { Water } from './types';
import { assess } from './ranges';

const vinylPool: Water = { kind: 'pool', sanitizer: 'chlorine', surface: 'vinyl' };

const catalogue: Product[] = [
  { id: 'bicarb-2kg', ingredient: 'sodium-bicarbonate', strength: 100, packageSize: 2, unit: 'kg' },
  { id: 'bicarb-5kg', ingredient: 'sodium-bicarbonate', strength: 100, packageSize: 5, unit: 'kg' },
  { id: 'muriatic-4l', ingredient: 'hydrochloric-acid', strength: 31.45, packageSize: 4, unit: 'L' },
  { id: 'dry-acid-3kg', ingredient: 'sodium-bisulfate', strength: 93.2, packageSize: 3, unit: 'kg' },
  { id: 'soda-ash-2kg', ingredient: 'sodium-carbonate', strength: 100, packageSize: 2, unit: 'kg' },
  { id: 'calcium-5kg', ingredient: 'calcium-chloride', strength: 100, packageSize: 5, unit: 'kg' },
  { id: 'stabilizer-1800g', ingredient: 'cyanuric-acid', strength: 100, packageSize: 1800, unit: 'g' },
  { id: 'salt-20kg', ingredient: 'sodium-chloride', strength: 100, packageSize: 20, unit: 'kg' },
  { id: 'liquid-chlorine-3.6l', ingredient: 'sodium-hypochlorite', strength: 12.5, packageSize: 3.6, unit: 'L' },
  { id: 'cal-hypo-1kg', ingredient: 'calcium-hypochlorite', strength: 65, packageSize: 1, unit: 'kg' },
];

const doses = (steps: PlanStep[]) => steps.filter((step): step is DoseStep => step.kind === 'dose');
const stageOf = (step: PlanStep) => (step.kind === 'dose' ? step.stage : step.kind);

describe('treatment plan', () => {
  const everythingOff = { ph: 8.0, alkalinity: 50, calcium: 30, cyanuricAcid: 10, freeChlorine: 1, totalChlorine: 2 };

  it('orders the steps: alkalinity, pH, calcium, stabilizer, sanitizer', () => {
    const steps = treatmentPlan({ water: vinylPool, readings: everythingOff, litres: 50_000, products: catalogue });
    expect(steps.map(stageOf)).toEqual(['alkalinity', 'ph', 'calcium', 'stabilizer', 'sanitizer']);
  });

  it('doses each step from where the steps before it left the water, to the target of its range', () => {
    const [alkalinity, ph, calcium, stabilizer, sanitizer] = doses(
      treatmentPlan({ water: vinylPool, readings: everythingOff, litres: 50_000, products: catalogue }),
    );
    expect(alkalinity).toMatchObject({ from: 50, to: 100, ingredients: ['sodium-bicarbonate'] });
    expect(alkalinity!.reference).toEqual({ ...ppmDose('sodium-bicarbonate', 100, 50, 50_000), ingredient: 'sodium-bicarbonate' });
    // pH comes down with the alkalinity the first step reached (100), not the 50 read.
    expect(ph).toMatchObject({ from: 8.0, to: 7.5, ingredients: ['hydrochloric-acid', 'sodium-bisulfate'] });
    expect(ph!.choice?.amount).toBeCloseTo(
      phDose('hydrochloric-acid', 31.45, { from: 8.0, to: 7.5, alkalinity: 100 }, 50_000).quantity / 1000,
      9,
    );
    expect(calcium).toMatchObject({ from: 30, to: 175 });
    expect(stabilizer).toMatchObject({ from: 10, to: 40 });
    // Combined chlorine 1 ppm: a shock to the shock level of the stabilizer's target, CYA 40 → 16 ppm.
    expect(sanitizer).toMatchObject({ from: 1, to: 16, shock: true, ingredients: ['sodium-hypochlorite', 'calcium-hypochlorite'] });
  });

  it('waits 6 h after balancing steps and 24 h after stabilizer; after a shock, no swimming until FC is under the shock level', () => {
    const steps = treatmentPlan({ water: vinylPool, readings: everythingOff, litres: 50_000, products: catalogue });
    expect(steps.map((step) => step.wait)).toEqual([
      { before: 'next-step', hours: 6 },
      { before: 'next-step', hours: 6 },
      { before: 'next-step', hours: 6 },
      { before: 'next-step', hours: 24 },
      { before: 'swimming', untilFreeChlorineBelow: 16 },
    ]);
  });

  it('ends on 1 h before swimming when the last step balances, and raises low chlorine to its target without a shock', () => {
    const onlyPh = treatmentPlan({ water: vinylPool, readings: { ph: 7.0, alkalinity: 100 }, litres: 30_000, products: catalogue });
    expect(onlyPh.map((step) => step.wait)).toEqual([{ before: 'swimming', hours: 1 }]);
    const lowChlorine = doses(
      treatmentPlan({
        water: vinylPool,
        readings: { freeChlorine: 1, totalChlorine: 1.2, cyanuricAcid: 40 },
        litres: 30_000,
        products: catalogue,
      }),
    );
    expect(lowChlorine).toHaveLength(1);
    expect(lowChlorine[0]).toMatchObject({ stage: 'sanitizer', from: 1, to: 5, wait: { before: 'swimming', hours: 1 } });
    expect(lowChlorine[0]!.shock).toBeUndefined();
  });

  it('asks nothing of balanced water', () => {
    expect(
      treatmentPlan({
        water: vinylPool,
        readings: { ph: 7.5, alkalinity: 100, calcium: 200, cyanuricAcid: 40, freeChlorine: 5, totalChlorine: 5 },
        litres: 50_000,
        products: catalogue,
      }),
    ).toEqual([]);
  });

  it('dilutes first when stabilizer is too high, then doses the diluted water', () => {
    const steps = treatmentPlan({
      water: vinylPool,
      readings: { cyanuricAcid: 100, alkalinity: 100, ph: 7.5 },
      litres: 40_000,
      products: catalogue,
    });
    expect(steps[0]).toMatchObject({ kind: 'dilution', because: ['cyanuricAcid'], wait: { before: 'next-step', hours: 6 } });
    // CYA 100 → the range's target 40 with fill water at 0: replace 60 %; the alkalinity falls with it, 100 → 40.
    expect(steps[0]!.kind === 'dilution' && steps[0]!.fraction).toBeCloseTo(0.6, 10);
    expect(steps[1]).toMatchObject({ kind: 'dose', stage: 'alkalinity', to: 100 });
    expect((steps[1] as DoseStep).from).toBeCloseTo(40, 10);
  });

  it('counts the fill water, and takes the largest dilution any reading needs', () => {
    const plaster: Water = { kind: 'pool', sanitizer: 'chlorine', surface: 'plaster' };
    const steps = treatmentPlan({
      water: plaster,
      readings: { calcium: 500, cyanuricAcid: 60 },
      litres: 40_000,
      products: catalogue,
      fill: { calcium: 100 },
    });
    // Calcium 500 → 300 with fill at 100: 50 %; CYA 60 → 40: 33 %.
    expect(steps[0]).toMatchObject({ kind: 'dilution', because: ['calcium', 'cyanuricAcid'], fraction: 0.5, reachesTarget: true });
  });

  it('says when the fill water cannot bring a reading down, and replaces all of it', () => {
    const plaster: Water = { kind: 'pool', sanitizer: 'chlorine', surface: 'plaster' };
    const steps = treatmentPlan({
      water: plaster,
      readings: { calcium: 500 },
      litres: 40_000,
      products: catalogue,
      fill: { calcium: 320 },
    });
    expect(steps).toMatchObject([{ kind: 'dilution', because: ['calcium'], fraction: 1, reachesTarget: false }]);
  });

  it('picks the fewest packages, then the least left over, and rounds packages up', () => {
    // 50 ppm of TA in 50,000 L: 4.4 kg of bicarbonate.
    const [alkalinity] = doses(treatmentPlan({ water: vinylPool, readings: { alkalinity: 50 }, litres: 50_000, products: catalogue }));
    expect(alkalinity!.choice).toMatchObject({ product: { id: 'bicarb-5kg' }, packages: 1 });
    expect(alkalinity!.choice!.amount).toBeCloseTo(4.4, 9);
    const twoKgOnly = catalogue.filter((product) => product.id !== 'bicarb-5kg');
    const [again] = doses(treatmentPlan({ water: vinylPool, readings: { alkalinity: 50 }, litres: 50_000, products: twoKgOnly }));
    expect(again!.choice).toMatchObject({ product: { id: 'bicarb-2kg' }, packages: 3 });
    expect(packagesFor(4, 2)).toBe(2);
    expect(packagesFor(4.0000000001, 2)).toBe(2);
    expect(packagesFor(4.01, 2)).toBe(3);
    expect(packagesFor(0.1, 2)).toBe(1);
  });

  it('falls back on the next kind of product, and says when the store has none', () => {
    const noMuriatic = catalogue.filter((product) => product.ingredient !== 'hydrochloric-acid');
    const [ph] = doses(treatmentPlan({ water: vinylPool, readings: { ph: 8.0, alkalinity: 100 }, litres: 50_000, products: noMuriatic }));
    expect(ph!.choice?.product.id).toBe('dry-acid-3kg');
    const [none] = doses(treatmentPlan({ water: vinylPool, readings: { ph: 8.0, alkalinity: 100 }, litres: 50_000, products: [] }));
    expect(none!.choice).toBeUndefined();
    expect(none!.reference).toMatchObject({ ingredient: 'hydrochloric-acid', unit: 'mL' });
    expect(none!.reference.quantity).toBeGreaterThan(0);
  });

  it('never sells a solid by the litre or a liquid by the kilogram', () => {
    const oddUnits: Product[] = [{ id: 'bicarb-in-litres', ingredient: 'sodium-bicarbonate', strength: 100, packageSize: 5, unit: 'L' }];
    const [alkalinity] = doses(treatmentPlan({ water: vinylPool, readings: { alkalinity: 50 }, litres: 50_000, products: oddUnits }));
    expect(alkalinity!.choice).toBeUndefined();
  });

  it('keeps calcium hypochlorite out of a shock that would take calcium above its range', () => {
    const sanitizer = (calcium: number) =>
      doses(
        treatmentPlan({
          water: vinylPool,
          readings: { calcium, freeChlorine: 1, totalChlorine: 2, cyanuricAcid: 40 },
          litres: 50_000,
          products: catalogue,
        }),
      ).find((step) => step.stage === 'sanitizer');
    // A shock from 1 to 16 ppm adds 15 × 0.71 = 10.65 ppm of calcium; vinyl's range ends at 300.
    expect(sanitizer(290)!.ingredients).toEqual(['sodium-hypochlorite']);
    expect(sanitizer(280)!.ingredients).toEqual(['sodium-hypochlorite', 'calcium-hypochlorite']);
  });

  it('adds salt for a cell, after chlorine that is under its minimum; brings low bromine up first, without dosing it', () => {
    const saltPool: Water = { kind: 'pool', sanitizer: 'salt', surface: 'vinyl' };
    const steps = treatmentPlan({
      water: saltPool,
      readings: { salt: 2200, cyanuricAcid: 75, freeChlorine: 2, totalChlorine: 2 },
      litres: 50_000,
      products: catalogue,
    });
    // CYA 75: minimum 6, so 2 ppm is low and comes first; the cell's salt after it.
    expect(steps.map(stageOf)).toEqual(['sanitizer', 'salt']);
    expect(steps[1]).toMatchObject({ from: 2200, to: 3200, choice: { product: { id: 'salt-20kg' }, amount: 50, packages: 3 } });
    const bromineSpa: Water = { kind: 'spa', sanitizer: 'bromine' };
    const spa = treatmentPlan({ water: bromineSpa, readings: { bromine: 1, ph: 8.0, alkalinity: 60 }, litres: 1500, products: catalogue });
    expect(spa.map(stageOf)).toEqual(['bromine', 'ph']);
    expect(spa[0]).toEqual({ kind: 'bromine', from: 1, to: 4.5, first: { belowMinimum: 3 }, wait: { before: 'next-step', hours: 1 } });
    // At its minimum, bromine is enough: no step.
    const atMinimum = treatmentPlan({
      water: bromineSpa,
      readings: { bromine: 3, ph: 8.0, alkalinity: 60 },
      litres: 1500,
      products: catalogue,
    });
    expect(atMinimum.map(stageOf)).toEqual(['ph']);
  });
});

describe('sanitizer first (ADR 0051)', () => {
  // The issue's pool: free chlorine 1 ppm, marked low, with stabilizer, alkalinity and pH to adjust.
  const issuePool = { freeChlorine: 1, totalChlorine: 1, cyanuricAcid: 30, alkalinity: 60, ph: 7.9, calcium: 150 };

  it('puts chlorine under its minimum first, says why, then the note’s order with its waits', () => {
    const steps = treatmentPlan({ water: vinylPool, readings: issuePool, litres: 40_000, products: catalogue });
    expect(steps.map(stageOf)).toEqual(['sanitizer', 'alkalinity', 'ph']);
    expect(steps[0]).toMatchObject({ stage: 'sanitizer', from: 1, to: 4, first: { belowMinimum: 2 } });
    expect(steps.map((step) => step.wait)).toEqual([
      { before: 'next-step', hours: 1 },
      { before: 'next-step', hours: 6 },
      { before: 'swimming', hours: 1 },
    ]);
  });

  it('raises chlorine to the target beside the reading, not one for a stabilizer the plan adds later', () => {
    const readings = { ...issuePool, cyanuricAcid: 20 };
    const steps = doses(treatmentPlan({ water: vinylPool, readings, litres: 40_000, products: catalogue }));
    expect(steps.map((step) => step.stage)).toEqual(['sanitizer', 'alkalinity', 'ph', 'stabilizer']);
    const assessed = assess(vinylPool, readings);
    // One target: the status's range says 4 for CYA 20, and so does the plan, though the stabilizer then goes to 40.
    expect(assessed.freeChlorine?.range.target).toBe(4);
    expect(steps[0]).toMatchObject({ to: assessed.freeChlorine?.range.target });
    expect(steps[0]!.basis).toBeUndefined();
  });

  it('doses every other reading to the same target as its status’s range', () => {
    const readings = { ph: 7.0, alkalinity: 50, calcium: 30, cyanuricAcid: 10 };
    const assessed = assess(vinylPool, readings);
    const targets = Object.fromEntries(
      doses(treatmentPlan({ water: vinylPool, readings, litres: 40_000, products: catalogue })).map((step) => [step.stage, step.to]),
    );
    expect(targets).toEqual({
      alkalinity: assessed.alkalinity?.range.target,
      ph: assessed.ph?.range.target,
      calcium: assessed.calcium?.range.target,
      stabilizer: assessed.cyanuricAcid?.range.target,
    });
  });

  it('keeps the note’s order when chlorine is at its minimum or above', () => {
    // CYA 30: minimum 2. At 2 the chlorine is fine: the shock stays last.
    const steps = treatmentPlan({
      water: vinylPool,
      readings: { ...issuePool, freeChlorine: 2, totalChlorine: 3 },
      litres: 40_000,
      products: catalogue,
    });
    expect(steps.map(stageOf)).toEqual(['alkalinity', 'ph', 'sanitizer']);
    expect(steps[2]).toMatchObject({ shock: true, to: 12 });
    expect((steps[2] as DoseStep).first).toBeUndefined();
  });

  it('shocks first when chlorine is also low, and then no swimming until it is back under the shock level', () => {
    const steps = treatmentPlan({
      water: vinylPool,
      readings: { ...issuePool, freeChlorine: 1, totalChlorine: 2 },
      litres: 40_000,
      products: catalogue,
    });
    expect(steps.map(stageOf)).toEqual(['sanitizer', 'alkalinity', 'ph']);
    expect(steps[0]).toMatchObject({ shock: true, to: 12, first: { belowMinimum: 2 }, wait: { before: 'next-step', hours: 1 } });
    expect(steps.at(-1)!.wait).toEqual({ before: 'swimming', untilFreeChlorineBelow: 12 });
  });

  it('does not shock at exactly 0.5 ppm of combined chlorine, even when floating point says 0.5000000000000004', () => {
    const plan = (freeChlorine: number, totalChlorine: number) =>
      doses(
        treatmentPlan({
          water: vinylPool,
          readings: { cyanuricAcid: 30, freeChlorine, totalChlorine },
          litres: 40_000,
          products: catalogue,
        }),
      );
    expect(4.4 - 3.9).toBeGreaterThan(0.5);
    expect(plan(3.9, 4.4)).toEqual([]);
    expect(plan(2.3, 2.8)).toEqual([]);
    expect(plan(2.3, 2.9)).toMatchObject([{ stage: 'sanitizer', shock: true }]);
  });

  it('says which stabilizer a late shock’s level is for when a step before changed it', () => {
    const steps = doses(
      treatmentPlan({
        water: vinylPool,
        readings: { cyanuricAcid: 10, freeChlorine: 2, totalChlorine: 3 },
        litres: 40_000,
        products: catalogue,
      }),
    );
    expect(steps.map((step) => step.stage)).toEqual(['stabilizer', 'sanitizer']);
    expect(steps[1]).toMatchObject({ shock: true, to: 16, basis: { cyanuricAcid: 40 } });
  });
});
