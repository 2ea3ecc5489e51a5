import { describe, expect, it } from 'vitest';
import {
  alkalinityRange,
  assess,
  combinedChlorine,
  needsShock,
  bromineRange,
  calciumRange,
  cyanuricAcidRange,
  freeChlorineRange,
  phRange,
  saltRange,
  status,
} from './ranges';
import type { Water } from './types';

const pool = (sanitizer: Water['sanitizer'], surface?: Water['surface']): Water => ({ kind: 'pool', sanitizer, surface });
const spa = (sanitizer: Water['sanitizer']): Water => ({ kind: 'spa', sanitizer });
const bounds = (range: { min: number; max: number } | undefined) => (range ? [range.min, range.max] : undefined);

describe('the ranges (ADR 0037)', () => {
  it('pH 7.2–7.8 for pools, 7.4–7.8 for spas', () => {
    expect(bounds(phRange(pool('chlorine')))).toEqual([7.2, 7.8]);
    expect(phRange(pool('chlorine')).target).toBe(7.5);
    expect(bounds(phRange(spa('bromine')))).toEqual([7.4, 7.8]);
  });

  it('alkalinity by sanitizer: 80–120, salt cells 60–80; spas 50–80', () => {
    expect(bounds(alkalinityRange(pool('chlorine')))).toEqual([80, 120]);
    expect(bounds(alkalinityRange(pool('salt')))).toEqual([60, 80]);
    expect(bounds(alkalinityRange(pool('bromine')))).toEqual([80, 120]);
    expect(bounds(alkalinityRange(spa('chlorine')))).toEqual([50, 80]);
  });

  it('calcium by surface: plaster 250–350, vinyl 50–300, fibreglass 220–320; spas 120–200; unknown surface, no range', () => {
    expect(bounds(calciumRange(pool('chlorine', 'plaster')))).toEqual([250, 350]);
    expect(bounds(calciumRange(pool('chlorine', 'vinyl')))).toEqual([50, 300]);
    expect(bounds(calciumRange(pool('salt', 'fibreglass')))).toEqual([220, 320]);
    expect(bounds(calciumRange(spa('chlorine')))).toEqual([120, 200]);
    expect(calciumRange(pool('chlorine'))).toBeUndefined();
  });

  it('cyanuric acid 30–50, salt 70–80, spas 20–40, none for bromine; salt 2,700–3,400 for a cell; bromine 3–6', () => {
    expect(bounds(cyanuricAcidRange(pool('chlorine')))).toEqual([30, 50]);
    expect(bounds(cyanuricAcidRange(pool('salt')))).toEqual([70, 80]);
    expect(bounds(cyanuricAcidRange(spa('chlorine')))).toEqual([20, 40]);
    expect(cyanuricAcidRange(spa('bromine'))).toBeUndefined();
    expect(saltRange(pool('salt'))).toEqual({ min: 2700, max: 3400, target: 3200 });
    expect(saltRange(pool('chlorine'))).toBeUndefined();
    expect(bounds(bromineRange(spa('bromine')))).toEqual([3, 6]);
    expect(bromineRange(spa('chlorine'))).toBeUndefined();
  });

  it("free chlorine from CYA: minimum ≈ 7.5 %, shock ≈ 40 % (Trouble Free Pool's chart)", () => {
    const chart: [number, number, number, number][] = [
      [20, 2, 4, 10],
      [30, 2, 4, 12],
      [40, 3, 5, 16],
      [50, 4, 6, 20],
      [60, 5, 7, 24],
      [80, 6, 8, 31],
    ];
    for (const [cya, min, target, shock] of chart) {
      expect(freeChlorineRange(cya), `CYA ${cya}`).toEqual({ min, max: shock, target, shock });
    }
    // The formula gives 8 at CYA 100 where the notes' chart rounds to 7 (see ADR 0037); the shock level agrees, 39.
    expect(freeChlorineRange(100).min).toBe(8);
    expect(freeChlorineRange(100).shock).toBe(39);
    expect(freeChlorineRange(0)).toEqual({ min: 1, max: 10, target: 3, shock: 10 });
  });

  it('status: low below the minimum, high above the maximum, the bounds themselves ok', () => {
    const range = { min: 7.2, max: 7.8, target: 7.5 };
    expect(status(7.1, range)).toBe('low');
    expect(status(7.2, range)).toBe('ok');
    expect(status(7.8, range)).toBe('ok');
    expect(status(7.9, range)).toBe('high');
  });
});

describe('assessment of a test', () => {
  it('gives each reading its range and status for this water, and only the readings given', () => {
    const result = assess(pool('chlorine', 'vinyl'), { ph: 8.0, alkalinity: 60, cyanuricAcid: 40, freeChlorine: 2 });
    expect(result.ph).toEqual({ value: 8.0, range: { min: 7.2, max: 7.8, target: 7.5 }, status: 'high' });
    expect(result.alkalinity?.status).toBe('low');
    expect(result.cyanuricAcid?.status).toBe('ok');
    expect(result.freeChlorine).toMatchObject({ value: 2, status: 'low', shock: 16, range: { min: 3, target: 5 } });
    expect(Object.keys(result).sort()).toEqual(['alkalinity', 'cyanuricAcid', 'freeChlorine', 'ph']);
  });

  it('calls for a shock above 0.5 ppm of combined chlorine', () => {
    expect(assess(pool('chlorine'), { freeChlorine: 3, totalChlorine: 3.5 }).combinedChlorine).toEqual({
      value: 0.5,
      shockAbove: 0.5,
      shock: false,
    });
    expect(assess(pool('chlorine'), { freeChlorine: 3, totalChlorine: 3.6 }).combinedChlorine?.shock).toBe(true);
  });

  it('reads every limit the same way: a reading at a minimum or maximum is within the range, 0.5 ppm combined is no shock', () => {
    const vinyl = pool('chlorine', 'vinyl');
    const statusOf = (readings: Parameters<typeof assess>[1]) => assess(vinyl, readings);
    expect(statusOf({ ph: 7.2 }).ph?.status).toBe('ok');
    expect(statusOf({ ph: 7.19 }).ph?.status).toBe('low');
    expect(statusOf({ ph: 7.8 }).ph?.status).toBe('ok');
    expect(statusOf({ ph: 7.81 }).ph?.status).toBe('high');
    expect(statusOf({ alkalinity: 80 }).alkalinity?.status).toBe('ok');
    expect(statusOf({ alkalinity: 120 }).alkalinity?.status).toBe('ok');
    expect(statusOf({ alkalinity: 79 }).alkalinity?.status).toBe('low');
    // CYA 30: minimum 2, shock 12; at either the chlorine is fine.
    expect(statusOf({ cyanuricAcid: 30, freeChlorine: 2 }).freeChlorine?.status).toBe('ok');
    expect(statusOf({ cyanuricAcid: 30, freeChlorine: 1.9 }).freeChlorine?.status).toBe('low');
    expect(statusOf({ cyanuricAcid: 30, freeChlorine: 12 }).freeChlorine?.status).toBe('ok');
    expect(statusOf({ cyanuricAcid: 30, freeChlorine: 12.1 }).freeChlorine?.status).toBe('high');
    // 2.2 − 1.7 is 0.5000000000000002 in floating point: still the 0.5 a kit reads, no shock.
    expect(combinedChlorine(1.7, 2.2)).toBe(0.5);
    expect(statusOf({ freeChlorine: 1.7, totalChlorine: 2.2 }).combinedChlorine).toEqual({ value: 0.5, shockAbove: 0.5, shock: false });
    expect(needsShock(0.5)).toBe(false);
    expect(needsShock(0.51)).toBe(true);
    expect(combinedChlorine(3, 2.9)).toBe(0);
  });

  it('reads bromine water by its bromine, never by chlorine or stabilizer', () => {
    const result = assess(spa('bromine'), { bromine: 2, freeChlorine: 1, totalChlorine: 3, cyanuricAcid: 30 });
    expect(result.bromine?.status).toBe('low');
    expect(result.freeChlorine).toBeUndefined();
    expect(result.combinedChlorine).toBeUndefined();
    expect(result.cyanuricAcid).toBeUndefined();
  });
});
