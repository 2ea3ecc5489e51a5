// Owns the ordered treatment plan: dilution first when needed, the sanitizer next when it is under its minimum, then alkalinity,
// pH, calcium, stabilizer, salt (and a shock), each step with its product, amount in the product's units, packages and wait.
import type { Readings, Water } from './types';
import type { Dose, Ingredient } from './dosing';
import { dilutionFraction, phDose, ppmDose } from './dosing';
import type { Range } from './ranges';
import {
  alkalinityRange,
  bromineRange,
  calciumRange,
  combinedChlorine,
  cyanuricAcidRange,
  freeChlorineRange,
  needsShock,
  phRange,
  saltRange,
  status,
} from './ranges';

export type PackageUnit = 'g' | 'kg' | 'mL' | 'L';

/** A product of the catalogue: its active ingredient, the strength of it in %, and one package's size in `unit`. */
export interface Product {
  id: string;
  ingredient: Ingredient;
  strength: number;
  packageSize: number;
  unit: PackageUnit;
}

/** How long to wait after a step: before the next one (circulate, retest), or before swimming after the last. */
export type Wait =
  | { before: 'next-step' | 'swimming'; hours: number }
  /** After a shock: no swimming until free chlorine is back under the shock level. */
  | { before: 'swimming'; untilFreeChlorineBelow: number };

export interface Choice {
  product: Product;
  /** In the product's unit. */
  amount: number;
  packages: number;
}

export type Stage = 'alkalinity' | 'ph' | 'calcium' | 'stabilizer' | 'salt' | 'sanitizer';

/** Why a sanitizer step comes before the balancing steps: the reading is under this minimum, the water is not protected. */
export interface First {
  belowMinimum: number;
}

export interface DoseStep {
  kind: 'dose';
  stage: Stage;
  from: number;
  to: number;
  /** The kinds of product that serve, preferred first. */
  ingredients: Ingredient[];
  /** The amount of the preferred kind at its reference strength, shown even when the store has no such product. */
  reference: Dose & { ingredient: Ingredient };
  /** The store's product and its amount; undefined when no product of these kinds is in the list (the UI offers the phone). */
  choice?: Choice;
  shock?: boolean;
  /** A sanitizer step put first, and why. */
  first?: First;
  /**
   * The stabilizer the chlorine levels were read for, when it is not the one read: a step before (a dilution, the
   * stabilizer's) changes it. Absent, the levels are the ones beside the reading.
   */
  basis?: { cyanuricAcid: number };
  wait: Wait;
}

/** Bromine under its minimum: tablets in the feeder or floater, by their label, to the range's target; first, like chlorine. */
export interface BromineStep {
  kind: 'bromine';
  from: number;
  to: number;
  first: First;
  wait: Wait;
}

export type Diluted = 'calcium' | 'cyanuricAcid' | 'salt';

export interface DilutionStep {
  kind: 'dilution';
  /** Part of the water to drain and refill, 0–1. */
  fraction: number;
  /** The readings too high that call for it. */
  because: Diluted[];
  /** False when the fill water is itself at or above a target: replacing all of it is the most dilution can do. */
  reachesTarget: boolean;
  wait: Wait;
}

export type PlanStep = DilutionStep | DoseStep | BromineStep;

type Unwaited<T> = Omit<T, 'wait'>;

export interface PlanInput {
  water: Water;
  readings: Readings;
  litres: number;
  products: readonly Product[];
  /** The fill water's readings, ppm; 0 where not given (the notes' dilution vector assumes fill water at 0). */
  fill?: Partial<Record<'alkalinity' | 'calcium' | 'cyanuricAcid' | 'salt' | 'borates' | 'tds', number>>;
}

/**
 * Hours to circulate before the next step and retest (manufacturers' guidance, notes on water chemistry): about 6 h for
 * alkalinity and pH, 24 h before retesting cyanuric acid. Calcium and a refill are given the 6 h of a balancing step, and
 * salt the stabilizer's 24 h to dissolve and mix (our choices, ADR 0037: no source gives them a time). Swimming: about
 * 1 h after balancing chemicals, and after a shock not until free chlorine is under the shock level.
 */
const WAIT_HOURS: Record<Exclude<Stage, 'sanitizer'> | 'dilution', number> = {
  dilution: 6,
  alkalinity: 6,
  ph: 6,
  calcium: 6,
  stabilizer: 24,
  salt: 24,
};
const SWIM_AFTER_HOURS = 1;
/** Chlorine mixes within the hour the pump runs; the next step waits that long (our choice, as for calcium: no source gives it). */
const SANITIZER_WAIT_HOURS = 1;

/** Grams or millilitres in one of the product's units; undefined when a solid is sold by volume or a liquid by mass. */
function unitFactor(dose: Dose['unit'], unit: PackageUnit): number | undefined {
  if (dose === 'g') return unit === 'g' ? 1 : unit === 'kg' ? 1000 : undefined;
  return unit === 'mL' ? 1 : unit === 'L' ? 1000 : undefined;
}

/** Whole packages for an amount, rounded up (a tolerance keeps 2.0000000001 at 2). */
export const packagesFor = (amount: number, packageSize: number) => Math.max(1, Math.ceil(amount / packageSize - 1e-9));

/**
 * The store's product for a step: the first kind in order of preference with a product sold in a matching unit, and among
 * that kind's products the one with the fewest packages, then the least left over.
 */
function choose(ingredients: Ingredient[], products: readonly Product[], doseFor: (ingredient: Ingredient, strength: number) => Dose) {
  for (const ingredient of ingredients) {
    let best: Choice | undefined;
    for (const product of products) {
      if (product.ingredient !== ingredient) continue;
      const dose = doseFor(ingredient, product.strength);
      const factor = unitFactor(dose.unit, product.unit);
      if (factor === undefined) continue;
      const amount = dose.quantity / factor;
      const packages = packagesFor(amount, product.packageSize);
      const waste = packages * product.packageSize - amount;
      if (
        !best ||
        packages < best.packages ||
        (packages === best.packages && waste < best.packages * best.product.packageSize - best.amount)
      ) {
        best = { product, amount, packages };
      }
    }
    if (best) return best;
  }
  return undefined;
}

/** The strength each kind's reference amount is written for (a step shows it when the store has no such product). */
export const REFERENCE_STRENGTH: Record<Ingredient, number> = {
  'sodium-bicarbonate': 100,
  'sodium-carbonate': 100,
  'hydrochloric-acid': 31.45,
  'sodium-bisulfate': 93.2,
  'sodium-hypochlorite': 12.5,
  'calcium-hypochlorite': 65,
  trichlor: 90,
  dichlor: 56,
  'calcium-chloride': 100,
  'cyanuric-acid': 100,
  'sodium-chloride': 100,
};

function doseStep(
  stage: Stage,
  from: number,
  to: number,
  ingredients: Ingredient[],
  products: readonly Product[],
  doseFor: (ingredient: Ingredient, strength: number) => Dose,
  shock?: boolean,
): Unwaited<DoseStep> {
  const preferred = ingredients[0]!;
  const step: Unwaited<DoseStep> = {
    kind: 'dose',
    stage,
    from,
    to,
    ingredients,
    reference: { ...doseFor(preferred, REFERENCE_STRENGTH[preferred]), ingredient: preferred },
  };
  const choice = choose(ingredients, products, doseFor);
  if (choice) step.choice = choice;
  if (shock) step.shock = true;
  return step;
}

const ACIDS: Ingredient[] = ['hydrochloric-acid', 'sodium-bisulfate'];

/** Raise a ppm parameter to its target when it is low (what is too high comes down only by dilution). */
function raise(
  stage: Stage,
  value: number | undefined,
  range: Range | undefined,
  ingredient: Ingredient,
  input: PlanInput,
): Unwaited<DoseStep> | undefined {
  if (value === undefined || range === undefined || status(value, range) !== 'low') return undefined;
  const change = range.target - value;
  return doseStep(stage, value, range.target, [ingredient], input.products, (i, s) => ppmDose(i, s, change, input.litres));
}

/** The readings after replacing `fraction` of the water with fill water; pH is left as read (retest after the refill). */
function diluteReadings(readings: Readings, fraction: number, fill: PlanInput['fill'] = {}): Readings {
  const mix = (value: number | undefined, filled = 0) => (value === undefined ? undefined : value * (1 - fraction) + filled * fraction);
  return {
    ...readings,
    freeChlorine: mix(readings.freeChlorine),
    totalChlorine: mix(readings.totalChlorine),
    bromine: mix(readings.bromine),
    alkalinity: mix(readings.alkalinity, fill.alkalinity),
    calcium: mix(readings.calcium, fill.calcium),
    cyanuricAcid: mix(readings.cyanuricAcid, fill.cyanuricAcid),
    salt: mix(readings.salt, fill.salt),
    borates: mix(readings.borates, fill.borates),
    tds: mix(readings.tds, fill.tds),
  };
}

/**
 * The sanitizer's step, if the water needs one: up to the target when free chlorine is under its minimum, to the shock level
 * when combined chlorine calls for a shock. The levels are those of `freeChlorineRange` for the stabilizer the water has when
 * the step is done (the same function the reading's status and hint use).
 */
function sanitizerStep(
  input: PlanInput,
  readings: Readings,
  cyanuricAcid: number | undefined,
  calcium: number | undefined,
): Unwaited<DoseStep> | undefined {
  const { water, products, litres } = input;
  const { freeChlorine: fc, totalChlorine: tc } = readings;
  if (water.sanitizer === 'bromine' || fc === undefined || cyanuricAcid === undefined) return undefined;
  const range = freeChlorineRange(cyanuricAcid);
  const shock = tc !== undefined && needsShock(combinedChlorine(fc, tc));
  const low = status(fc, range) === 'low';
  const to = shock ? range.shock : low ? range.target : undefined;
  if (to === undefined || to <= fc) return undefined;
  // Calcium hypochlorite adds 0.71 ppm of calcium hardness per ppm of chlorine (notes; Ca(OCl)2 carries one
  // 100.09 g CaCO3 equivalent per 141.8 g of available chlorine): not when that would take calcium above its range.
  const chRange = calciumRange(water);
  const calciumWouldRise = calcium !== undefined && chRange !== undefined && calcium + 0.71 * (to - fc) > chRange.max;
  const kinds: Ingredient[] = calciumWouldRise ? ['sodium-hypochlorite'] : ['sodium-hypochlorite', 'calcium-hypochlorite'];
  const step = doseStep('sanitizer', fc, to, kinds, products, (i, s) => ppmDose(i, s, to - fc, litres), shock);
  if (low) step.first = { belowMinimum: range.min };
  if (cyanuricAcid !== input.readings.cyanuricAcid) step.basis = { cyanuricAcid };
  return step;
}

/**
 * The plan for the readings given (ADR 0051): dilution first when calcium, cyanuric acid or salt is too high (chlorine added
 * before a refill would be thrown out with the water); then the sanitizer when free chlorine or bromine is under its minimum,
 * because until then the water is not protected, and waiting a day and a half of balancing steps for it is too long; then the
 * order of manufacturers' guidance (notes on water chemistry): alkalinity, pH, calcium, stabilizer, salt for a cell, and a
 * shock last when chlorine is not low. A step's amounts assume the steps before it reached their targets; the wait between
 * steps is the time to circulate and retest. Bromine is not dosed (tablets in a feeder, by the label), only brought up.
 */
export function treatmentPlan(input: PlanInput): PlanStep[] {
  const { water, products, litres } = input;
  const steps: (Unwaited<DilutionStep> | Unwaited<DoseStep> | Unwaited<BromineStep>)[] = [];
  let readings = input.readings;

  const dilutions: { reading: Diluted; fraction: number | undefined }[] = [];
  const tooHigh: [Diluted, Range | undefined][] = [
    ['calcium', calciumRange(water)],
    ['cyanuricAcid', cyanuricAcidRange(water)],
    ['salt', saltRange(water)],
  ];
  for (const [reading, range] of tooHigh) {
    const value = readings[reading];
    if (value === undefined || range === undefined || value <= range.max) continue;
    const fraction = dilutionFraction(value, range.target, input.fill?.[reading]);
    dilutions.push({ reading, fraction });
  }
  if (dilutions.length > 0) {
    // Fill water at or above a target cannot bring that reading down: the whole water is replaced, the most it can do.
    const fraction = Math.max(...dilutions.map((d) => d.fraction ?? 1));
    const reachesTarget = dilutions.every((d) => d.fraction !== undefined);
    steps.push({ kind: 'dilution', fraction, because: dilutions.map((d) => d.reading), reachesTarget });
    readings = diluteReadings(readings, fraction, input.fill);
  }

  // The sanitizer first when it is under its minimum.
  const early = sanitizerStep(input, readings, readings.cyanuricAcid, readings.calcium);
  if (early?.first) steps.push(early);
  const bromine = bromineRange(water);
  if (bromine && readings.bromine !== undefined && status(readings.bromine, bromine) === 'low') {
    steps.push({ kind: 'bromine', from: readings.bromine, to: bromine.target, first: { belowMinimum: bromine.min } });
  }

  let alkalinity = readings.alkalinity;
  if (alkalinity !== undefined) {
    const range = alkalinityRange(water);
    const state = status(alkalinity, range);
    if (state !== 'ok') {
      const change = range.target - alkalinity;
      const kinds: Ingredient[] = state === 'low' ? ['sodium-bicarbonate'] : ACIDS;
      steps.push(doseStep('alkalinity', alkalinity, range.target, kinds, products, (i, s) => ppmDose(i, s, change, litres)));
      alkalinity = range.target;
    }
  }

  if (readings.ph !== undefined && alkalinity !== undefined) {
    const range = phRange(water);
    const state = status(readings.ph, range);
    if (state !== 'ok') {
      const change = { from: readings.ph, to: range.target, alkalinity, borates: readings.borates ?? 0 };
      const kinds: Ingredient[] = state === 'low' ? ['sodium-carbonate'] : ACIDS;
      steps.push(doseStep('ph', readings.ph, range.target, kinds, products, (i, s) => phDose(i, s, change, litres)));
    }
  }

  const calcium = raise('calcium', readings.calcium, calciumRange(water), 'calcium-chloride', input);
  if (calcium) steps.push(calcium);

  const stabilizer = raise('stabilizer', readings.cyanuricAcid, cyanuricAcidRange(water), 'cyanuric-acid', input);
  if (stabilizer) steps.push(stabilizer);

  const salt = raise('salt', readings.salt, saltRange(water), 'sodium-chloride', input);
  if (salt) steps.push(salt);

  // Chlorine that is not low but needs a shock: last, at the shock level of the stabilizer the steps before left.
  if (!early?.first) {
    const late = sanitizerStep(
      input,
      readings,
      stabilizer ? stabilizer.to : readings.cyanuricAcid,
      calcium ? calcium.to : readings.calcium,
    );
    if (late) steps.push(late);
  }

  // After a shock, wherever it is in the plan, nobody swims until free chlorine is back under the shock level.
  const shock = steps.find((step): step is Unwaited<DoseStep> => step.kind === 'dose' && step.shock === true);
  return steps.map((step, index): PlanStep => {
    if (index === steps.length - 1) {
      // A refill alone: its own 6 h to mix before anyone swims.
      const hours = step.kind === 'dilution' ? WAIT_HOURS.dilution : SWIM_AFTER_HOURS;
      const wait: Wait = shock ? { before: 'swimming', untilFreeChlorineBelow: shock.to } : { before: 'swimming', hours };
      return { ...step, wait } as PlanStep;
    }
    const hours =
      step.kind === 'dilution'
        ? WAIT_HOURS.dilution
        : step.kind === 'bromine' || step.stage === 'sanitizer'
          ? SANITIZER_WAIT_HOURS
          : WAIT_HOURS[step.stage];
    return { ...step, wait: { before: 'next-step', hours } } as PlanStep;
  });
}
