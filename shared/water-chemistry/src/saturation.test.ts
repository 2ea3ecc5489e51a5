import { describe, expect, it } from 'vitest';
import {
  carbonateAlkalinity,
  csi,
  lsiTable,
  roundIndex,
  saturation,
  saturationBand,
  saturationLevel,
  temperatureFactor,
} from './saturation';

const issueWater = { ph: 7.5, alkalinity: 80, calcium: 300, cyanuricAcid: 40, temperature: { value: 27, unit: 'C' as const } };

describe('saturation index (CSI)', () => {
  it("reproduces the issue's vectors: −0.07 ±0.02, and −0.29 ±0.02 with 3,200 ppm salt", () => {
    const plain = csi(issueWater);
    const salty = csi({ ...issueWater, salt: 3200 });
    expect(Math.abs(plain - -0.07)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(salty - -0.29)).toBeLessThanOrEqual(0.02);
    // The notes' own figures from the formula, to three places.
    expect(plain).toBeCloseTo(-0.066, 3);
    expect(salty).toBeCloseTo(-0.286, 3);
  });

  it('reads a temperature in °F as the same water in °C', () => {
    expect(csi({ ...issueWater, temperature: { value: 80.6, unit: 'F' } })).toBeCloseTo(csi(issueWater), 10);
  });

  it('TDS stands in for salt when there is no salt reading; salt wins when both are given', () => {
    expect(csi({ ...issueWater, tds: 3200 })).toBeCloseTo(csi({ ...issueWater, salt: 3200 }), 10);
    expect(csi({ ...issueWater, salt: 3200, tds: 500 })).toBeCloseTo(csi({ ...issueWater, salt: 3200 }), 10);
  });

  it('warmer water, more calcium or a higher pH scale more; borates lower the carbonate alkalinity and the index', () => {
    const base = csi(issueWater);
    expect(csi({ ...issueWater, temperature: { value: 35, unit: 'C' } })).toBeGreaterThan(base);
    expect(csi({ ...issueWater, calcium: 400 })).toBeGreaterThan(base);
    expect(csi({ ...issueWater, ph: 7.8 })).toBeGreaterThan(base);
    expect(csi({ ...issueWater, borates: 50 })).toBeLessThan(base);
  });

  it("carbonate alkalinity follows the cyanurate-correction table within 0.01 of CYA (the notes' check)", () => {
    const table: [number, number][] = [
      [7.0, 0.23],
      [7.2, 0.27],
      [7.4, 0.31],
      [7.6, 0.33],
      [7.8, 0.35],
      [8.0, 0.36],
    ];
    for (const [ph, fraction] of table) {
      const correction = (100 - carbonateAlkalinity(ph, 100, 100)) / 100;
      expect(Math.abs(correction - fraction), `pH ${ph}`).toBeLessThanOrEqual(0.01);
    }
    expect(carbonateAlkalinity(7.5, 80, 0, 0)).toBe(80);
  });

  it('bands: below −0.3 corrosive, −0.3 to +0.3 balanced, above +0.3 scaling', () => {
    expect(saturationBand(-0.31)).toBe('corrosive');
    expect(saturationBand(-0.3)).toBe('balanced');
    expect(saturationBand(0)).toBe('balanced');
    expect(saturationBand(0.3)).toBe('balanced');
    expect(saturationBand(0.31)).toBe('scaling');
    expect(saturation({ ...issueWater, ph: 7.0, calcium: 100 })?.band).toBe('corrosive');
    expect(saturation({ ...issueWater, ph: 8.0, calcium: 500 })?.band).toBe('scaling');
  });

  it('reads the band on the index as shown, to the hundredth: a shown −0.30 is balanced', () => {
    expect(roundIndex(-0.304)).toBe(-0.3);
    expect(roundIndex(-0.305)).toBe(-0.31);
    expect(roundIndex(0.005)).toBe(0.01);
    expect(roundIndex(-0.004)).toBe(0);
    expect(Object.is(roundIndex(-0.004), -0)).toBe(false);
    expect(saturationBand(-0.304)).toBe('balanced');
    expect(saturationBand(-0.305)).toBe('corrosive');
  });

  it('says the index in five plain levels: ±0.3 balanced, to ±0.6 slightly, beyond aggressive or scaling (limits inclusive)', () => {
    expect(saturationLevel(-0.61)).toBe('aggressive');
    expect(saturationLevel(-0.6)).toBe('slightly-aggressive');
    expect(saturationLevel(-0.31)).toBe('slightly-aggressive');
    expect(saturationLevel(-0.3)).toBe('balanced');
    expect(saturationLevel(-0.03)).toBe('balanced');
    expect(saturationLevel(0.3)).toBe('balanced');
    expect(saturationLevel(0.31)).toBe('slightly-scaling');
    expect(saturationLevel(0.6)).toBe('slightly-scaling');
    expect(saturationLevel(0.61)).toBe('scaling');
    // The issue's water, with 3,200 ppm of salt: −0.286, balanced; colder and lower in pH, slightly aggressive.
    expect(saturation({ ...issueWater, salt: 3200 })?.level).toBe('balanced');
    expect(saturation({ ...issueWater, ph: 7.2, temperature: { value: 20, unit: 'C' } })?.level).toBe('slightly-aggressive');
  });

  it('has no value when cyanurate and borates carry all the alkalinity', () => {
    expect(saturation({ ...issueWater, alkalinity: 10, cyanuricAcid: 100 })).toBeUndefined();
  });
});

describe('classic LSI table value', () => {
  it('reads the temperature factor from the nearest row of the table', () => {
    expect(temperatureFactor({ value: 84, unit: 'F' })).toBe(0.7);
    expect(temperatureFactor({ value: 79, unit: 'F' })).toBe(0.6);
    expect(temperatureFactor({ value: 81, unit: 'F' })).toBe(0.7);
    expect(temperatureFactor({ value: 27, unit: 'C' })).toBe(0.7); // 80.6 °F
    expect(temperatureFactor({ value: 0, unit: 'C' })).toBe(0);
    expect(temperatureFactor({ value: 60, unit: 'C' })).toBe(1); // 140 °F, past the last row
  });

  it('is pH + TF + log10(CH) − 0.4 + log10(carbonate alkalinity) − TDSF, the TDS factor by TDS', () => {
    const carbAlk = carbonateAlkalinity(7.5, 80, 40);
    const expected = 7.5 + 0.7 + Math.log10(300) - 0.4 + Math.log10(carbAlk) - 12.1;
    expect(lsiTable(issueWater)).toBeCloseTo(expected, 10);
    expect(lsiTable({ ...issueWater, tds: 1500 })).toBeCloseTo(expected - 0.1, 10);
    expect(lsiTable({ ...issueWater, salt: 3200 })).toBeCloseTo(expected - 0.2, 10);
    expect(saturation(issueWater)?.lsi).toBeCloseTo(expected, 10);
  });
});
