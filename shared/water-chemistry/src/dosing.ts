// Owns the amount of a product for a change in ppm or in pH in a volume of water, and the part of the water to replace.
import { GRAMS_PER_OUNCE, ML_PER_US_FLUID_OUNCE, litresToUsGallons } from './units';

/** Active ingredients, the way the catalogue describes its chemicals. */
export type Ingredient =
  | 'sodium-bicarbonate'
  | 'sodium-carbonate'
  | 'hydrochloric-acid'
  | 'sodium-bisulfate'
  | 'sodium-hypochlorite'
  | 'calcium-hypochlorite'
  | 'trichlor'
  | 'dichlor'
  | 'calcium-chloride'
  | 'cyanuric-acid'
  | 'sodium-chloride';

/** What a dose is measured in: grams of a solid, millilitres of a liquid. */
export type DoseUnit = 'g' | 'mL';

export interface Dose {
  quantity: number;
  unit: DoseUnit;
}

export type PpmParameter = 'alkalinity' | 'freeChlorine' | 'calcium' | 'cyanuricAcid' | 'salt';

interface PpmEffect {
  parameter: PpmParameter;
  /** +1 raises the parameter, −1 lowers it. */
  direction: 1 | -1;
  unit: DoseUnit;
  /** Amount for +1 ppm (or −1 ppm) in 10,000 L at `strength` %. */
  per10kLitres: number;
  strength: number;
}

/**
 * 1 ppm in 10,000 L is 10 g of the measured species (ppm as Cl2 for chlorine, as CaCO3 for calcium and alkalinity).
 * Amounts from stoichiometry unless said otherwise; the notes' table (Pool Math's rules converted to metric) agrees with
 * each within 2 %.
 */
const PPM_EFFECTS: Record<Ingredient, PpmEffect | undefined> = {
  // Field rule of Pool Math as the notes convert it: 17.6 g (stoichiometry alone, 84.01/50.04 × 10 g, gives 16.8 g; the
  // issue's vector is the field rule's).
  'sodium-bicarbonate': { parameter: 'alkalinity', direction: 1, unit: 'g', per10kLitres: 17.6, strength: 100 },
  // 200 mL of 31.45 % acid per −10 ppm in 10,000 L (notes); stoichiometry agrees: 2.0 mol H+ is 72.9 g HCl, 231.8 g of
  // 31.45 % acid, 200 mL at its density of 1.16 (CRC Handbook). Other strengths scale by 31.45/strength (notes).
  'hydrochloric-acid': { parameter: 'alkalinity', direction: -1, unit: 'mL', per10kLitres: 20, strength: 31.45 },
  // NaHSO4 (120.06 g/mol) gives one H+, one equivalent of 50.04 g CaCO3: 120.06/50.04 × 10 g.
  'sodium-bisulfate': { parameter: 'alkalinity', direction: -1, unit: 'g', per10kLitres: (120.06 / 50.04) * 10, strength: 100 },
  // Trade percent is grams of available chlorine per 100 mL: 10 g at 12.5 % is 80 mL (notes: 80 mL; 10 %: 100 mL).
  'sodium-hypochlorite': { parameter: 'freeChlorine', direction: 1, unit: 'mL', per10kLitres: 10, strength: 100 },
  // Strength is the available chlorine by mass on the label: 65 % gives 15.4 g (notes 15.5 g), 73 % 13.7 g (13.8 g).
  'calcium-hypochlorite': { parameter: 'freeChlorine', direction: 1, unit: 'g', per10kLitres: 10, strength: 100 },
  trichlor: { parameter: 'freeChlorine', direction: 1, unit: 'g', per10kLitres: 10, strength: 100 },
  dichlor: { parameter: 'freeChlorine', direction: 1, unit: 'g', per10kLitres: 10, strength: 100 },
  // CaCl2 (110.98 g/mol) per CaCO3 (100.09 g/mol): 11.09 g anhydrous (notes 11.1 g); the dihydrate is 75.5 % CaCl2.
  'calcium-chloride': { parameter: 'calcium', direction: 1, unit: 'g', per10kLitres: (110.98 / 100.09) * 10, strength: 100 },
  'cyanuric-acid': { parameter: 'cyanuricAcid', direction: 1, unit: 'g', per10kLitres: 10, strength: 100 },
  'sodium-chloride': { parameter: 'salt', direction: 1, unit: 'g', per10kLitres: 10, strength: 100 },
  'sodium-carbonate': undefined,
};

/**
 * The amount of a product for a change of `change` ppm (positive, in the direction the ingredient moves its parameter),
 * at `strength` % of active ingredient, in `litres` of water.
 */
export function ppmDose(ingredient: Ingredient, strength: number, change: number, litres: number): Dose {
  const effect = PPM_EFFECTS[ingredient];
  if (!effect) throw new RangeError(`${ingredient} is dosed by pH, not by ppm`);
  if (!(strength > 0)) throw new RangeError('strength must be positive');
  return { quantity: (effect.per10kLitres * Math.abs(change) * (litres / 10_000) * effect.strength) / strength, unit: effect.unit };
}

interface PhEffect {
  direction: 1 | -1;
  unit: DoseUnit;
  /** Pool Math's divisor: fluid ounces (liquids) or ounces (solids) per unit of |ΔpH| × US gallons × adjustment. */
  k: number;
  strength: number;
}

/**
 * Pool Math's acid-demand divisors (notes on water chemistry): 240.15 fl oz of 31.45 % muriatic acid, 178.66 oz of dry acid,
 * 218.68 oz of soda ash. Dry acid's strength is 93.2 %: the ratio of the first two divisors with 31.45 % acid at 1.16 g/mL
 * gives 1.29 g of product for the 1.20 g of pure NaHSO4 that one such millilitre equals, the usual grade of dry acid.
 */
const PH_EFFECTS: Partial<Record<Ingredient, PhEffect>> = {
  'hydrochloric-acid': { direction: -1, unit: 'mL', k: 240.15, strength: 31.45 },
  'sodium-bisulfate': { direction: -1, unit: 'g', k: 178.66, strength: 93.2 },
  'sodium-carbonate': { direction: 1, unit: 'g', k: 218.68, strength: 100 },
};

export interface PhChange {
  from: number;
  to: number;
  alkalinity: number;
  /** ppm as boron */
  borates?: number;
}

/**
 * Pool Math's acid-demand fit (notes on water chemistry): `amount = (|ΔpH|·V·adj + borate term) / K`, V in US gallons,
 * `m = (pH_now + pH_target)/2`, `adj = (192.1626 − 60.1221·m + 6.0752·m² − 0.1943·m³)·(TA + 13.91)/114.6`,
 * borate term `(−5.476259 + 2.414292·m − 0.355882·m² + 0.01755·m³)·B·|ΔpH|·V`. Other strengths scale by
 * reference/strength.
 */
export function phDose(ingredient: Ingredient, strength: number, change: PhChange, litres: number): Dose {
  const effect = PH_EFFECTS[ingredient];
  if (!effect) throw new RangeError(`${ingredient} does not move pH`);
  if (!(strength > 0)) throw new RangeError('strength must be positive');
  const delta = change.to - change.from;
  if (delta !== 0 && Math.sign(delta) !== effect.direction) throw new RangeError(`${ingredient} moves pH the other way`);
  const m = (change.from + change.to) / 2;
  const gallons = litresToUsGallons(litres);
  const adj = (192.1626 - 60.1221 * m + 6.0752 * m ** 2 - 0.1943 * m ** 3) * ((change.alkalinity + 13.91) / 114.6);
  const borate = (-5.476259 + 2.414292 * m - 0.355882 * m ** 2 + 0.01755 * m ** 3) * (change.borates ?? 0);
  const ounces = (Math.abs(delta) * gallons * (adj + borate)) / effect.k;
  const perOunce = effect.unit === 'mL' ? ML_PER_US_FLUID_OUNCE : GRAMS_PER_OUNCE;
  return { quantity: (ounces * perOunce * effect.strength) / strength, unit: effect.unit };
}

/**
 * Part of the water to replace (0–1) to bring a reading from `current` to `target` with fill water at `fill` (notes:
 * percent = 100 − (target − fill)/(current − fill) × 100). 0 when nothing is too high; undefined when the fill water
 * itself is at or above the target, so that no dilution can reach it.
 */
export function dilutionFraction(current: number, target: number, fill = 0): number | undefined {
  if (current <= target) return 0;
  if (fill >= target) return undefined;
  return 1 - (target - fill) / (current - fill);
}
