import { describe, expect, it } from 'vitest';
import { missing, needs, validateReadings, validateVolume } from './validate';
import type { Water } from './types';

describe('validation of readings', () => {
  it('accepts possible readings, absent ones included', () => {
    expect(validateReadings({})).toEqual([]);
    expect(
      validateReadings({ ph: 7.5, freeChlorine: 3, totalChlorine: 3, alkalinity: 0, temperature: { value: 84, unit: 'F' }, borates: 50 }),
    ).toEqual([]);
  });

  it('refuses pH outside 0–14, negative ppm, free chlorine above total, a temperature water cannot have, and not-a-number', () => {
    expect(validateReadings({ ph: 14.1 })).toEqual([{ field: 'ph', code: 'ph-out-of-range' }]);
    expect(validateReadings({ ph: -0.1 })).toEqual([{ field: 'ph', code: 'ph-out-of-range' }]);
    expect(validateReadings({ calcium: -1, salt: -5 })).toEqual([
      { field: 'calcium', code: 'negative' },
      { field: 'salt', code: 'negative' },
    ]);
    expect(validateReadings({ freeChlorine: 3, totalChlorine: 2 })).toEqual([{ field: 'freeChlorine', code: 'free-above-total' }]);
    expect(validateReadings({ temperature: { value: 20, unit: 'F' } })).toEqual([
      { field: 'temperature', code: 'temperature-out-of-range' },
    ]);
    expect(validateReadings({ temperature: { value: 101, unit: 'C' } })).toEqual([
      { field: 'temperature', code: 'temperature-out-of-range' },
    ]);
    expect(validateReadings({ alkalinity: Number.NaN, ph: Number.NaN })).toEqual([
      { field: 'alkalinity', code: 'not-a-number' },
      { field: 'ph', code: 'not-a-number' },
    ]);
  });
});

describe('validation of volumes', () => {
  it('refuses every dimension that is not positive, by name', () => {
    expect(validateVolume({ kind: 'given', value: 0, unit: 'L' })).toEqual([{ field: 'value', code: 'not-positive' }]);
    expect(validateVolume({ kind: 'round', diameter: 5, shallow: -1, deep: 1.2, unit: 'm' })).toEqual([
      { field: 'shallow', code: 'not-positive' },
    ]);
    expect(validateVolume({ kind: 'oval', length: Number.NaN, width: 0, shallow: 1, deep: 1, unit: 'ft' })).toEqual([
      { field: 'length', code: 'not-a-number' },
      { field: 'width', code: 'not-positive' },
    ]);
    expect(validateVolume({ kind: 'rectangle', length: 8, width: 4, shallow: 1, deep: 2, unit: 'm' })).toEqual([]);
  });
});

describe('what each result needs', () => {
  const chlorinePool: Water = { kind: 'pool', sanitizer: 'chlorine' };
  const bromineSpa: Water = { kind: 'spa', sanitizer: 'bromine' };

  it('asks only what a result needs: pH its reading, the saturation index five readings, a plan the volume', () => {
    expect(needs('ph', chlorinePool)).toEqual(['ph']);
    expect(needs('saturation', chlorinePool)).toEqual(['ph', 'alkalinity', 'calcium', 'cyanuricAcid', 'temperature']);
    expect(needs('plan', chlorinePool)).toEqual(['volume']);
    expect(needs('freeChlorine', chlorinePool)).toEqual(['freeChlorine', 'cyanuricAcid']);
  });

  it("asks a pool's surface for calcium, never a spa's", () => {
    expect(missing('calcium', chlorinePool, { calcium: 250 }, { volume: false })).toEqual(['surface']);
    expect(missing('calcium', { ...chlorinePool, surface: 'vinyl' }, { calcium: 250 }, { volume: false })).toEqual([]);
    expect(missing('calcium', { kind: 'spa', sanitizer: 'chlorine' }, { calcium: 250 }, { volume: false })).toEqual([]);
  });

  it('says what is missing, and what does not apply to the water', () => {
    expect(missing('saturation', chlorinePool, { ph: 7.5, calcium: 300 }, { volume: true })).toEqual([
      'alkalinity',
      'cyanuricAcid',
      'temperature',
    ]);
    expect(missing('plan', chlorinePool, {}, { volume: false })).toEqual(['volume']);
    expect(missing('freeChlorine', bromineSpa, {}, { volume: true })).toBeUndefined();
    expect(needs('cyanuricAcid', bromineSpa)).toBeUndefined();
    expect(needs('bromine', bromineSpa)).toEqual(['bromine']);
    expect(needs('salt', chlorinePool)).toBeUndefined();
    expect(needs('salt', { kind: 'pool', sanitizer: 'salt' })).toEqual(['salt']);
  });
});
