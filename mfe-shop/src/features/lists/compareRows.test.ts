// Checks the compare table's rows: fields any product has, options only when two compared products share them, availability last.
import { describe, expect, it } from 'vitest';
import { compareRows, type ComparedFields } from './compareRows';

const product = (overrides: Partial<ComparedFields>): ComparedFields => ({
  vendor: 'Aqua Pro',
  categoryTitle: 'Produits chimiques',
  collectionTitle: 'Traitement de l’eau de piscine',
  productTypeTitle: 'Chlore',
  buyOnline: true,
  options: [{ name: 'Title', values: ['Default Title'] }],
  ...overrides,
});

describe('compare rows', () => {
  it('show brand, category, collection, type and availability for every product, a dash where one has none', () => {
    const rows = compareRows([product({}), product({ vendor: ' ', buyOnline: false })]);
    expect(rows.map((row) => (row.kind === 'field' ? row.key : row.name))).toEqual([
      'brand',
      'category',
      'collection',
      'type',
      'availability',
    ]);
    expect(rows[0]).toEqual({ kind: 'field', key: 'brand', values: ['Aqua Pro', null] });
    expect(rows.at(-1)).toEqual({ kind: 'field', key: 'availability', values: ['online', 'store'] });
  });

  it('leave out a field no product has', () => {
    const rows = compareRows([product({ vendor: '' }), product({ vendor: '' })]);
    expect(rows.map((row) => (row.kind === 'field' ? row.key : row.name))).not.toContain('brand');
  });

  it('show an option only when at least two products have it, never the placeholder option of products without variations', () => {
    const chlorine = product({ options: [{ name: 'Format', values: ['4 kg', '10 kg'] }] });
    const shock = product({
      options: [
        { name: 'Format', values: ['2 kg'] },
        { name: 'Couleur', values: ['Bleu'] },
      ],
    });
    const plain = product({});
    const rows = compareRows([chlorine, shock, plain]);
    expect(rows.filter((row) => row.kind === 'option')).toEqual([
      { kind: 'option', name: 'Format', values: ['4 kg, 10 kg', '2 kg', null] },
    ]);
    expect(compareRows([plain, product({})]).some((row) => row.kind === 'option')).toBe(false);
  });

  it('show every option of the one product compared', () => {
    const rows = compareRows([product({ options: [{ name: 'Couleur', values: ['Gris', 'Sable'] }] })]);
    expect(rows.filter((row) => row.kind === 'option')).toEqual([{ kind: 'option', name: 'Couleur', values: ['Gris, Sable'] }]);
  });
});
