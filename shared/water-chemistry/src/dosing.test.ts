import { describe, expect, it } from 'vitest';
import { dilutionFraction, phDose, ppmDose } from './dosing';

/** |value − expected| within a relative tolerance. */
const within = (value: number, expected: number, relative: number) =>
  expect(Math.abs(value - expected) / expected).toBeLessThanOrEqual(relative);

describe('doses by ppm', () => {
  it("reproduces the issue's vectors per 10,000 L and 1 ppm (±2 %)", () => {
    const vectors = [
      ['sodium-bicarbonate', 100, 17.6, 'g'],
      ['sodium-hypochlorite', 12.5, 80, 'mL'],
      ['calcium-hypochlorite', 65, 15.5, 'g'],
      ['calcium-chloride', 100, 11.1, 'g'],
      ['cyanuric-acid', 100, 10.0, 'g'],
      ['sodium-chloride', 100, 10, 'g'],
    ] as const;
    for (const [ingredient, strength, amount, unit] of vectors) {
      const dose = ppmDose(ingredient, strength, 1, 10_000);
      expect(dose.unit, ingredient).toBe(unit);
      within(dose.quantity, amount, 0.02);
    }
  });

  it("agrees with the notes' other rows: 10 % chlorine 100 mL, 73 % cal-hypo 13.8 g, trichlor 90 % 10.9 g, dichlor 56 % 18.1 g", () => {
    within(ppmDose('sodium-hypochlorite', 10, 1, 10_000).quantity, 100, 0.02);
    within(ppmDose('calcium-hypochlorite', 73, 1, 10_000).quantity, 13.8, 0.02);
    within(ppmDose('trichlor', 90, 1, 10_000).quantity, 10.9, 0.02);
    within(ppmDose('dichlor', 56, 1, 10_000).quantity, 18.1, 0.02);
    within(ppmDose('calcium-chloride', 75.5, 1, 10_000).quantity, 14.7, 0.02); // the dihydrate
  });

  it('scales with the change, the volume and the strength; lowering TA takes 200 mL of 31.45 % acid per 10 ppm', () => {
    expect(ppmDose('sodium-chloride', 100, 3200, 50_000).quantity).toBeCloseTo(160_000, 6);
    expect(ppmDose('sodium-hypochlorite', 10, 2, 20_000).quantity).toBeCloseTo(400, 6);
    within(ppmDose('hydrochloric-acid', 31.45, 10, 10_000).quantity, 200, 0.001);
    within(ppmDose('hydrochloric-acid', 14.5, 10, 10_000).quantity, (200 * 31.45) / 14.5, 0.001);
  });

  it('refuses what it cannot dose', () => {
    expect(() => ppmDose('sodium-carbonate', 100, 1, 10_000)).toThrow(RangeError);
    expect(() => ppmDose('cyanuric-acid', 0, 1, 10_000)).toThrow(RangeError);
  });
});

describe('doses by pH (acid demand)', () => {
  it("reproduces the issue's vectors in 10,000 L at TA 100 (±5 %)", () => {
    const lower = { from: 7.6, to: 7.4, alkalinity: 100 };
    const muriatic = phDose('hydrochloric-acid', 31.45, lower, 10_000);
    const dryAcid = phDose('sodium-bisulfate', 93.2, lower, 10_000);
    const sodaAsh = phDose('sodium-carbonate', 100, { from: 7.2, to: 7.5, alkalinity: 100 }, 10_000);
    expect([muriatic.unit, dryAcid.unit, sodaAsh.unit]).toEqual(['mL', 'g', 'g']);
    within(muriatic.quantity, 65, 0.05);
    within(dryAcid.quantity, 84, 0.05);
    within(sodaAsh.quantity, 134, 0.05);
  });

  it('takes more with more alkalinity, more borates, a weaker acid', () => {
    const lower = { from: 7.8, to: 7.5, alkalinity: 80 };
    const base = phDose('hydrochloric-acid', 31.45, lower, 10_000).quantity;
    expect(phDose('hydrochloric-acid', 31.45, { ...lower, alkalinity: 120 }, 10_000).quantity).toBeGreaterThan(base);
    expect(phDose('hydrochloric-acid', 31.45, { ...lower, borates: 50 }, 10_000).quantity).toBeGreaterThan(base);
    expect(phDose('hydrochloric-acid', 14.5, lower, 10_000).quantity).toBeCloseTo((base * 31.45) / 14.5, 6);
    expect(phDose('hydrochloric-acid', 31.45, lower, 20_000).quantity).toBeCloseTo(base * 2, 6);
  });

  it('refuses an ingredient that moves pH the other way, or none', () => {
    expect(() => phDose('sodium-carbonate', 100, { from: 7.8, to: 7.5, alkalinity: 80 }, 10_000)).toThrow(RangeError);
    expect(() => phDose('hydrochloric-acid', 31.45, { from: 7.2, to: 7.5, alkalinity: 80 }, 10_000)).toThrow(RangeError);
    expect(() => phDose('calcium-chloride', 100, { from: 7.2, to: 7.5, alkalinity: 80 }, 10_000)).toThrow(RangeError);
  });
});

describe('dilution', () => {
  it("reproduces the issue's vector: CYA 100 → 50 with fill water at 0 replaces 50 %", () => {
    expect(dilutionFraction(100, 50, 0)).toBe(0.5);
  });

  it('counts what the fill water brings, and says when no dilution can reach the target', () => {
    expect(dilutionFraction(500, 300, 100)).toBeCloseTo(0.5, 10);
    expect(dilutionFraction(40, 50)).toBe(0);
    expect(dilutionFraction(500, 300, 300)).toBeUndefined();
  });
});
