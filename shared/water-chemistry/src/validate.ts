// Owns what is refused in an analysis (reason codes the remote words in each language) and what each result needs.
import type { ReadingField, Readings, Water } from './types';
import type { Volume } from './volume';
import { fahrenheitToCelsius } from './units';

export type IssueCode =
  | 'not-a-number'
  | 'negative'
  /** pH is defined on 0–14 in water at these temperatures. */
  | 'ph-out-of-range'
  /** Liquid water: 0–100 °C at the pressure of a backyard. */
  | 'temperature-out-of-range'
  /** Free chlorine is part of total chlorine, so it cannot be larger. */
  | 'free-above-total'
  /** A volume, a length or a depth must be larger than zero. */
  | 'not-positive';

export interface Issue<F extends string = string> {
  field: F;
  code: IssueCode;
}

const PPM_FIELDS = [
  'freeChlorine',
  'totalChlorine',
  'bromine',
  'alkalinity',
  'calcium',
  'cyanuricAcid',
  'salt',
  'borates',
  'tds',
] as const satisfies readonly ReadingField[];

/** Every impossible value among the readings given; absent readings are not errors. */
export function validateReadings(readings: Readings): Issue<ReadingField>[] {
  const issues: Issue<ReadingField>[] = [];
  for (const field of PPM_FIELDS) {
    const value = readings[field];
    if (value === undefined) continue;
    if (!Number.isFinite(value)) issues.push({ field, code: 'not-a-number' });
    else if (value < 0) issues.push({ field, code: 'negative' });
  }
  const { ph, temperature, freeChlorine, totalChlorine } = readings;
  if (ph !== undefined) {
    if (!Number.isFinite(ph)) issues.push({ field: 'ph', code: 'not-a-number' });
    else if (ph < 0 || ph > 14) issues.push({ field: 'ph', code: 'ph-out-of-range' });
  }
  if (temperature !== undefined) {
    const celsius = temperature.unit === 'C' ? temperature.value : fahrenheitToCelsius(temperature.value);
    if (!Number.isFinite(celsius)) issues.push({ field: 'temperature', code: 'not-a-number' });
    else if (celsius < 0 || celsius > 100) issues.push({ field: 'temperature', code: 'temperature-out-of-range' });
  }
  if (freeChlorine !== undefined && totalChlorine !== undefined && freeChlorine > totalChlorine) {
    issues.push({ field: 'freeChlorine', code: 'free-above-total' });
  }
  return issues;
}

export type VolumeField = 'value' | 'length' | 'width' | 'diameter' | 'shallow' | 'deep';

/** Every dimension of the volume that is not a positive number. */
export function validateVolume(volume: Volume): Issue<VolumeField>[] {
  const fields: [VolumeField, number][] =
    volume.kind === 'given'
      ? [['value', volume.value]]
      : [
          ...(volume.kind === 'round'
            ? ([['diameter', volume.diameter]] as [VolumeField, number][])
            : ([
                ['length', volume.length],
                ['width', volume.width],
              ] as [VolumeField, number][])),
          ['shallow', volume.shallow],
          ['deep', volume.deep],
        ];
  return fields.flatMap(([field, value]): Issue<VolumeField>[] => {
    if (!Number.isFinite(value)) return [{ field, code: 'not-a-number' }];
    return value > 0 ? [] : [{ field, code: 'not-positive' }];
  });
}

/** The results of an analysis, each shown as soon as what it needs is there. */
export type Result =
  'ph' | 'alkalinity' | 'calcium' | 'cyanuricAcid' | 'freeChlorine' | 'combinedChlorine' | 'bromine' | 'salt' | 'saturation' | 'plan';

/** A reading, or what is known of the water beyond its kind and sanitizer. */
export type Need = ReadingField | 'surface' | 'volume';

const usesChlorine = (water: Water) => water.sanitizer !== 'bromine';

/**
 * What a result needs for this water, or undefined when the result does not apply to it (no chlorine readings for bromine
 * water, no stabilizer range for bromine, which cyanuric acid does not stabilize, no salt for a water without a cell).
 * Salt, borates and TDS refine the saturation index and are never needed.
 */
export function needs(result: Result, water: Water): Need[] | undefined {
  switch (result) {
    case 'ph':
    case 'alkalinity':
      return [result];
    case 'calcium':
      return water.kind === 'pool' ? ['calcium', 'surface'] : ['calcium'];
    case 'cyanuricAcid':
      return usesChlorine(water) ? ['cyanuricAcid'] : undefined;
    case 'freeChlorine':
      // The free chlorine a water needs follows its cyanuric acid (the FC/CYA relation, ranges.ts).
      return usesChlorine(water) ? ['freeChlorine', 'cyanuricAcid'] : undefined;
    case 'combinedChlorine':
      return usesChlorine(water) ? ['freeChlorine', 'totalChlorine'] : undefined;
    case 'bromine':
      return usesChlorine(water) ? undefined : ['bromine'];
    case 'salt':
      return water.sanitizer === 'salt' ? ['salt'] : undefined;
    case 'saturation':
      return ['ph', 'alkalinity', 'calcium', 'cyanuricAcid', 'temperature'];
    case 'plan':
      // A plan lists a step for each reading it has; without the volume there is no amount.
      return ['volume'];
  }
}

/** What is still missing for a result; empty when it can be shown, undefined when it does not apply. */
export function missing(result: Result, water: Water, readings: Readings, known: { volume: boolean }): Need[] | undefined {
  return needs(result, water)?.filter((need) => {
    if (need === 'surface') return water.surface === undefined;
    if (need === 'volume') return !known.volume;
    return readings[need] === undefined;
  });
}
