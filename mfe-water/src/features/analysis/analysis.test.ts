import { describe, expect, it } from 'vitest';
import type { WaterProduct } from '@storefront/commerce';
import { analyse } from './analysis';
import { cartLines } from './cartLines';
import { EMPTY_FORM, parseNumber, type AnalysisForm } from './form';
import { toPlanProducts } from './products';

const product = (id: string, ingredient: string, packageSize: number, unit: WaterProduct['unit'], strength = 100): WaterProduct => ({
  id,
  productId: `p-${id}`,
  handle: id,
  title: id,
  variantTitle: null,
  ingredient,
  strength,
  packageSize,
  unit,
  price: { amount: '10.00', currencyCode: 'CAD' },
  available: true,
  soldOnline: true,
});

const products = toPlanProducts([
  product('bicarb', 'sodium-bicarbonate', 2, 'kg'),
  product('acid', 'hydrochloric-acid', 3.78, 'L', 31.45),
  product('chlore', 'sodium-hypochlorite', 3.6, 'L', 12),
]);

const pool = (text: AnalysisForm['text']): AnalysisForm => ({ ...EMPTY_FORM, surface: 'vinyl', text });

describe('the analysis of a form', () => {
  it('reads decimal commas, and NaN for what is no number', () => {
    expect(parseNumber('7,4')).toBe(7.4);
    expect(parseNumber(' 1 200 ')).toBe(1200);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('7.4.1')).toBeNaN();
    expect(parseNumber('abc')).toBeNaN();
  });

  it('refuses impossible values with their reason, and leaves them out of every result', () => {
    const result = analyse(pool({ ph: '15', alkalinity: '-3', freeChlorine: '5', totalChlorine: '2', volume: '0' }), products);
    expect(result.issues).toEqual({
      ph: 'ph-out-of-range',
      alkalinity: 'negative',
      freeChlorine: 'free-above-total',
      volume: 'not-positive',
    });
    expect(result.assessment).toEqual({});
    expect(result.plan).toBeUndefined();
  });

  it('gives each reading its status as soon as it is typed, and the plan once the volume is known', () => {
    const partial = analyse(pool({ ph: '7.9' }), products);
    expect(partial.assessment.ph).toMatchObject({ status: 'high', range: { min: 7.2, max: 7.8 } });
    expect(partial.plan).toBeUndefined();
    expect(partial.waiting.plan).toEqual(['volume']);

    const full = analyse(pool({ volume: '50000', ph: '7.9', alkalinity: '60', freeChlorine: '0.5', cyanuricAcid: '40' }), products);
    // Chlorine 0.5 under its minimum (3 for CYA 40) comes first (ADR 0051).
    expect(full.plan?.map((step) => (step.kind === 'dose' ? step.stage : step.kind))).toEqual(['sanitizer', 'alkalinity', 'ph']);
  });

  it('computes the saturation index only with all its readings, bromine water counting no stabilizer', () => {
    const text = { ph: '7.5', alkalinity: '80', calcium: '300', cyanuricAcid: '40', temperature: '27' };
    expect(analyse(pool(text), products).saturation?.csi).toBeCloseTo(-0.07, 1);
    expect(analyse(pool({ ...text, temperature: '' }), products).saturation).toBeUndefined();
    const bromine = analyse({ ...pool(text), sanitizer: 'bromine' }, products);
    expect(bromine.saturation).toBeDefined();
    expect(bromine.waiting.saturation).toBeUndefined();
  });

  it('sends one cart line per product of the plan, whole packages, an acid used twice once', () => {
    const result = analyse(pool({ volume: '50000', ph: '8.2', alkalinity: '150', freeChlorine: '0', cyanuricAcid: '40' }), products);
    const lines = cartLines(result.plan ?? []);
    expect(lines.map((line) => line.variantId)).toEqual(['chlore', 'acid']);
    const acidPackages = (result.plan ?? []).flatMap((step) =>
      step.kind === 'dose' && step.choice?.product.id === 'acid' ? [step.choice.packages] : [],
    );
    expect(acidPackages).toHaveLength(2);
    expect(lines[1]?.quantity).toBe(acidPackages[0]! + acidPackages[1]!);
    expect(lines.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1)).toBe(true);
  });

  it('doses only products that can be bought, so a sold-out one leaves its step to the phone', () => {
    const soldOut = toPlanProducts([{ ...product('bicarb', 'sodium-bicarbonate', 2, 'kg'), available: false }]);
    const result = analyse(pool({ volume: '10000', alkalinity: '60' }), soldOut);
    const [step] = result.plan ?? [];
    expect(step).toMatchObject({ kind: 'dose', stage: 'alkalinity' });
    expect(step?.kind === 'dose' && step.choice).toBeFalsy();
    expect(cartLines(result.plan ?? [])).toEqual([]);
  });
});
