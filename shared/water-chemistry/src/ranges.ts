// Owns the recommended range of each reading for a given water (pool or spa, sanitizer, surface) and each reading's status.
import type { Readings, Surface, Water } from './types';

/** A recommended range; `target` is where a dose aims and what a dilution brings the water back to. */
export interface Range {
  min: number;
  max: number;
  target: number;
}

export type Status = 'low' | 'ok' | 'high';

const range = (min: number, max: number, target = (min + max) / 2): Range => ({ min, max, target });

/**
 * pH. Pools 7.2–7.8, 7.5 aimed at (7.4–7.6 ideal): pool-care practice and Quebec's public-pool rule (Q-2, r. 39, art. 5),
 * both 7.2–7.8. Spas 7.4–7.8 (pool-care practice; ADR 0037).
 */
export const phRange = (water: Water): Range => (water.kind === 'spa' ? range(7.4, 7.8) : range(7.2, 7.8));

/**
 * Total alkalinity, ppm as CaCO3 (pool-care practice, notes on water chemistry): pools 80–120 in general, salt cells 60–80
 * (a cell raises pH, less alkalinity buffers it less). Chlorine is any form here, so the general range; bromine pools too.
 * Spas 50–80.
 */
export function alkalinityRange(water: Water): Range {
  if (water.kind === 'spa') return range(50, 80);
  return water.sanitizer === 'salt' ? range(60, 80) : range(80, 120);
}

/** Calcium hardness by surface, ppm as CaCO3 (pool-care practice): plaster 250–350, vinyl 50–300, fibreglass 220–320. */
const CALCIUM_BY_SURFACE: Record<Surface, Range> = {
  plaster: range(250, 350),
  vinyl: range(50, 300),
  fibreglass: range(220, 320),
};

/** Calcium hardness; spas 120–200 whatever their shell. Undefined for a pool whose surface is not known. */
export function calciumRange(water: Water): Range | undefined {
  if (water.kind === 'spa') return range(120, 200);
  return water.surface ? CALCIUM_BY_SURFACE[water.surface] : undefined;
}

/**
 * Cyanuric acid (stabilizer), pool-care practice: pools 30–50, salt cells 70–80 (the cell's steady low output needs more
 * shielding from sunlight), spas 20–40. Undefined for bromine, which cyanuric acid does not stabilize.
 */
export function cyanuricAcidRange(water: Water): Range | undefined {
  if (water.sanitizer === 'bromine') return undefined;
  if (water.kind === 'spa') return range(20, 40);
  return water.sanitizer === 'salt' ? range(70, 80) : range(30, 50);
}

/**
 * Salt for a cell: 2,700–3,400 ppm, 3,200 aimed at (Hayward's salt systems, the usual cell; a cell's own manual may say
 * otherwise). Undefined for water without a cell.
 */
export const saltRange = (water: Water): Range | undefined => (water.sanitizer === 'salt' ? range(2700, 3400, 3200) : undefined);

/** Total bromine, 3–6 ppm (ADR 0037; spas). Used for bromine pools as well, for want of a pool-specific source. */
export const bromineRange = (water: Water): Range | undefined => (water.sanitizer === 'bromine' ? range(3, 6) : undefined);

/**
 * Free chlorine as a function of cyanuric acid, Trouble Free Pool's FC/CYA chart (notes on water chemistry):
 * minimum ≈ 7.5 % of CYA, `max(1, floor(0.075·CYA + 0.7))`; shock ≈ 40 %, `max(10, floor(0.393·CYA + 0.5))`;
 * target 1–2 ppm above the minimum (the upper end, minimum + 2, here). Above the shock level is "high": no swimming.
 */
export function freeChlorineRange(cyanuricAcid: number): Range & { shock: number } {
  const min = Math.max(1, Math.floor(0.075 * cyanuricAcid + 0.7));
  const shock = Math.max(10, Math.floor(0.393 * cyanuricAcid + 0.5));
  return { min, max: shock, target: min + 2, shock };
}

/** Combined chlorine (total − free) above 0.5 ppm calls for a shock (pool-care practice; ADR 0037): 0.5 itself does not. */
export const COMBINED_CHLORINE_SHOCK_ABOVE = 0.5;

/*
 * The limits, once for every screen and the plan (ADR 0051): a reading equal to a range's minimum or maximum is within it
 * (both inclusive); combined chlorine calls for a shock only above its limit, never at it.
 */

export function status(value: number, { min, max }: Range): Status {
  if (value < min) return 'low';
  return value > max ? 'high' : 'ok';
}

/**
 * Total less free chlorine, never below 0, to the hundredth: test kits read to 0.1 ppm at best, and 0.8 − 0.3 in floating
 * point is 0.5000000000000001, which would call 0.5 a shock.
 */
export const combinedChlorine = (free: number, total: number) => Math.max(0, Math.round((total - free) * 100) / 100);

export const needsShock = (combined: number) => combined > COMBINED_CHLORINE_SHOCK_ABOVE;

export interface Assessed {
  value: number;
  range: Range;
  status: Status;
}

export interface Assessment {
  ph?: Assessed;
  alkalinity?: Assessed;
  calcium?: Assessed;
  cyanuricAcid?: Assessed;
  freeChlorine?: Assessed & { shock: number };
  bromine?: Assessed;
  salt?: Assessed;
  combinedChlorine?: { value: number; shockAbove: number; shock: boolean };
}

const assessed = (value: number | undefined, range: Range | undefined): Assessed | undefined =>
  value === undefined || range === undefined ? undefined : { value, range, status: status(value, range) };

/** Each reading given that has a range for this water, with its range and status; nothing for what is missing. */
export function assess(water: Water, readings: Readings): Assessment {
  const result: Assessment = {
    ph: assessed(readings.ph, phRange(water)),
    alkalinity: assessed(readings.alkalinity, alkalinityRange(water)),
    calcium: assessed(readings.calcium, calciumRange(water)),
    cyanuricAcid: assessed(readings.cyanuricAcid, cyanuricAcidRange(water)),
    bromine: assessed(readings.bromine, bromineRange(water)),
    salt: assessed(readings.salt, saltRange(water)),
  };
  const { freeChlorine: fc, totalChlorine: tc, cyanuricAcid: cya } = readings;
  if (water.sanitizer !== 'bromine') {
    if (fc !== undefined && cya !== undefined) {
      const fcRange = freeChlorineRange(cya);
      result.freeChlorine = { value: fc, range: fcRange, status: status(fc, fcRange), shock: fcRange.shock };
    }
    if (fc !== undefined && tc !== undefined) {
      const value = combinedChlorine(fc, tc);
      result.combinedChlorine = { value, shockAbove: COMBINED_CHLORINE_SHOCK_ABOVE, shock: needsShock(value) };
    }
  }
  for (const key of Object.keys(result) as (keyof Assessment)[]) if (result[key] === undefined) delete result[key];
  return result;
}
