import { describe, expect, it } from 'vitest';
import { averageDepth, volumeLitres } from './volume';
import { LITRES_PER_US_GALLON, celsiusToFahrenheit, fahrenheitToCelsius, litresToUsGallons, usGallonsToLitres } from './units';

describe('volume', () => {
  it('takes a volume given in litres or US gallons', () => {
    expect(volumeLitres({ kind: 'given', value: 45_000, unit: 'L' })).toBe(45_000);
    expect(volumeLitres({ kind: 'given', value: 1000, unit: 'USgal' })).toBeCloseTo(3785.411784, 9);
  });

  it('averages the shallow and deep ends', () => {
    expect(averageDepth(1, 2)).toBe(1.5);
    expect(volumeLitres({ kind: 'rectangle', length: 10, width: 5, shallow: 1, deep: 2, unit: 'm' })).toBeCloseTo(75_000, 6);
  });

  it("matches the notes' US formulas in feet: rectangle ×7.48052, round d²×D×5.87518, oval (L×W − 0.214602×W²)×D×7.48052", () => {
    const gallons = (litres: number) => litresToUsGallons(litres);
    expect(gallons(volumeLitres({ kind: 'rectangle', length: 32, width: 16, shallow: 3.5, deep: 6.5, unit: 'ft' }))).toBeCloseTo(
      32 * 16 * 5 * 7.48052,
      0,
    );
    expect(gallons(volumeLitres({ kind: 'round', diameter: 24, shallow: 4, deep: 4, unit: 'ft' }))).toBeCloseTo(24 ** 2 * 4 * 5.87518, 0);
    expect(gallons(volumeLitres({ kind: 'oval', length: 30, width: 15, shallow: 4, deep: 4, unit: 'ft' }))).toBeCloseTo(
      (30 * 15 - 0.214602 * 15 ** 2) * 4 * 7.48052,
      0,
    );
  });

  it('gives a round pool of 1 m across the area of its circle, and an oval as wide as long a circle', () => {
    expect(volumeLitres({ kind: 'round', diameter: 1, shallow: 1, deep: 1, unit: 'm' })).toBeCloseTo((Math.PI / 4) * 1000, 9);
    expect(volumeLitres({ kind: 'oval', length: 2, width: 2, shallow: 1, deep: 1, unit: 'm' })).toBeCloseTo(Math.PI * 1000, 9);
  });
});

describe('units', () => {
  it('converts gallons and temperatures both ways', () => {
    expect(usGallonsToLitres(litresToUsGallons(1234))).toBeCloseTo(1234, 9);
    expect(litresToUsGallons(LITRES_PER_US_GALLON)).toBe(1);
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(celsiusToFahrenheit(27)).toBeCloseTo(80.6, 9);
  });
});
