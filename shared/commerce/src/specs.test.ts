import { describe, expect, it } from 'vitest';
import { PACKAGE_METAFIELDS_FIELD, parsePackage, parseSpecs, SPECS_METAFIELDS_FIELD } from './specs';

// Shopify's Metafield.value is always a String!: a number_integer or number_decimal as its digits, a
// list.single_line_text_field as a JSON array (node_modules/@shopify/hydrogen-react/storefront.schema.json;
// https://shopify.dev/docs/apps/build/custom-data/metafields/list-of-data-types).
describe('reading the specs metafields', () => {
  it('asks for every key of the specs namespace in one metafields(identifiers:) field', () => {
    expect(SPECS_METAFIELDS_FIELD).toMatch(/^specs: metafields\(identifiers: \[/);
    expect(SPECS_METAFIELDS_FIELD).toContain('{ namespace: "specs", key: "seats" }');
    expect(SPECS_METAFIELDS_FIELD).toContain('{ namespace: "specs", key: "material" }');
    expect(PACKAGE_METAFIELDS_FIELD).toContain('{ namespace: "water", key: "package_size" }');
  });

  it('parses numbers, codes and lists by their key’s kind', () => {
    expect(
      parseSpecs([
        { key: 'seats', value: '6' },
        { key: 'pump_hp', value: '5.5' },
        null,
        { key: 'electrical', value: '240V-50A' },
        { key: 'formats', value: '["tablets","sticks"]' },
        { key: 'sizes', value: ' ["16x32"] ' },
      ]),
    ).toEqual({ seats: 6, pump_hp: 5.5, electrical: '240V-50A', formats: ['tablets', 'sticks'], sizes: ['16x32'] });
  });

  it('leaves out what it cannot read, never guessing a value', () => {
    expect(
      parseSpecs([
        { key: 'seats', value: 'six' },
        { key: 'jets', value: '-4' },
        { key: 'volume_l', value: '1 500' },
        { key: 'length_cm', value: '1e3' },
        { key: 'width_cm', value: '' },
        { key: 'shape', value: 'ronde ovale' },
        { key: 'wall', value: '["resin"]' },
        { key: 'formats', value: 'tablets' },
        { key: 'sizes', value: '[]' },
        { key: 'liner', value: 'x'.repeat(65) },
        { key: 'material', value: '{"a":1}' },
        { key: 'formats', value: '["tablets", 4]' },
        { key: 'colour', value: 'red' },
        { value: '6' },
      ]),
    ).toBeUndefined();
    expect(parseSpecs(null)).toBeUndefined();
    expect(parseSpecs([])).toBeUndefined();
  });

  it('keeps the first answer of a key given twice, and the good keys beside a bad one', () => {
    expect(
      parseSpecs([
        { key: 'jets', value: '35' },
        { key: 'jets', value: '40' },
        { key: 'seats', value: 'beaucoup' },
      ]),
    ).toEqual({ jets: 35 });
  });

  it('reads a package of a positive size and a known unit, or none', () => {
    expect(parsePackage([{ value: '2.5' }, { value: 'kg' }])).toEqual({ size: 2.5, unit: 'kg' });
    expect(parsePackage([{ value: '4' }, { value: ' L ' }])).toEqual({ size: 4, unit: 'L' });
    expect(parsePackage([{ value: '0' }, { value: 'kg' }])).toBeUndefined();
    expect(parsePackage([{ value: '4' }, { value: 'lb' }])).toBeUndefined();
    expect(parsePackage([null, { value: 'kg' }])).toBeUndefined();
    expect(parsePackage([{ value: '4' }])).toBeUndefined();
    expect(parsePackage(undefined)).toBeUndefined();
  });
});
