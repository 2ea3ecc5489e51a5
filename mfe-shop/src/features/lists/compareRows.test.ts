// Checks the compare table's rows: the price, each category's specifications in the page's language (common ones first, a
// dash where a product has none), the fields any product has, options only when two compared products share them,
// availability last; and "only the differences".
import { describe, expect, it } from 'vitest';
import { compareRows, differingRows, specRowKeys, unitPrices, type CompareRow, type ComparedFields } from './compareRows';

const NB = '\u00a0';

const product = (overrides: Partial<ComparedFields>): ComparedFields => ({
  vendor: 'Aqua Pro',
  categoryHandle: 'produits-chimiques',
  categoryTitle: 'Produits chimiques',
  collectionTitle: 'Traitement de l’eau de piscine',
  productTypeTitle: 'Chlore',
  buyOnline: true,
  options: [{ name: 'Title', values: ['Default Title'] }],
  variants: [{ id: 'v', title: 'Default Title', price: 10, compareAtPrice: null, availableForSale: true }],
  ...overrides,
});

const spa = (overrides: Partial<ComparedFields>): ComparedFields =>
  product({
    vendor: 'Boréal Spas',
    categoryHandle: 'spas',
    categoryTitle: 'Spas et spas de nage',
    collectionTitle: 'Spas',
    productTypeTitle: 'Série Évasion',
    buyOnline: false,
    ...overrides,
  });

// The seed's Évasion E6L and Harmonie H6 (services/local-cloud/src/seed/catalogue/spa-models.ts).
const E6L = spa({
  specs: {
    seats: 6,
    loungers: 1,
    jets: 36,
    length_cm: 213,
    width_cm: 213,
    height_cm: 91,
    volume_l: 1450,
    pumps: 2,
    pump_hp: 4,
    electrical: '240V-40A',
  },
  variants: [{ id: 'a', title: 'Default Title', price: 10999, compareAtPrice: null, availableForSale: false }],
});
const H6 = spa({
  productTypeTitle: 'Série Harmonie',
  specs: {
    seats: 6,
    loungers: 0,
    jets: 45,
    length_cm: 229,
    width_cm: 229,
    height_cm: 91,
    volume_l: 1600,
    pumps: 2,
    pump_hp: 5,
    electrical: '240V-50A',
  },
  variants: [{ id: 'b', title: 'Default Title', price: 12999, compareAtPrice: null, availableForSale: false }],
});

const keys = (rows: CompareRow[]) => rows.map((row) => (row.kind === 'field' ? row.key : `option:${row.name}`));
const row = (rows: CompareRow[], key: string) => rows.find((entry) => entry.kind === 'field' && entry.key === key)?.values;

describe('compare rows of two spas', () => {
  it('show the price, then seats, loungers, jets, dimensions, litres, pumps and electrical service, then the shop’s fields', () => {
    expect(keys(compareRows([E6L, H6], 'fr'))).toEqual([
      'price',
      'seats',
      'loungers',
      'jets',
      'dimensions',
      'volume',
      'pumps',
      'electrical',
      'brand',
      'category',
      'collection',
      'type',
      'availability',
    ]);
  });

  it('say each value with its unit in French', () => {
    const rows = compareRows([E6L, H6], 'fr');
    expect(row(rows, 'seats')).toEqual(['6 places', '6 places']);
    expect(row(rows, 'loungers')).toEqual(['1 chaise longue', 'Aucune']);
    expect(row(rows, 'jets')).toEqual(['36 jets', '45 jets']);
    expect(row(rows, 'dimensions')).toEqual([`213 × 213 × 91${NB}cm`, `229 × 229 × 91${NB}cm`]);
    expect(row(rows, 'volume')).toEqual([`1${NB}450${NB}L`, `1${NB}600${NB}L`]);
    expect(row(rows, 'pumps')).toEqual([`2 pompes de 4${NB}HP`, `2 pompes de 5${NB}HP`]);
    expect(row(rows, 'electrical')).toEqual(['240 V, 40 A', '240 V, 50 A']);
  });

  it('and in English', () => {
    const rows = compareRows([E6L, H6], 'en');
    expect(row(rows, 'seats')).toEqual(['6 seats', '6 seats']);
    expect(row(rows, 'loungers')).toEqual(['1 lounger', 'None']);
    expect(row(rows, 'volume')).toEqual([`1,450${NB}L`, `1,600${NB}L`]);
    expect(row(rows, 'pumps')).toEqual([`2 pumps, 4${NB}HP`, `2 pumps, 5${NB}HP`]);
  });

  it('show a dash for a value a spa lacks, never a guess', () => {
    const partial = spa({ specs: { seats: 5, jets: 30, length_cm: 213, width_cm: 213 } });
    const rows = compareRows([E6L, partial], 'fr');
    expect(row(rows, 'seats')).toEqual(['6 places', '5 places']);
    expect(row(rows, 'dimensions')).toEqual([`213 × 213 × 91${NB}cm`, null]);
    expect(row(rows, 'volume')).toEqual([`1${NB}450${NB}L`, null]);
    expect(row(rows, 'electrical')).toEqual(['240 V, 40 A', null]);
  });

  it('leave out a specification no compared product has', () => {
    const a = spa({ specs: { seats: 5 } });
    const b = spa({});
    expect(keys(compareRows([a, b], 'fr')).filter((key) => key !== 'price')).toEqual([
      'seats',
      'brand',
      'category',
      'collection',
      'type',
      'availability',
    ]);
  });
});

describe('compare rows of two chemicals', () => {
  const tablets = product({
    specs: { ingredient: 'trichlor', strength_percent: 90, formats: ['tablets'] },
    options: [{ name: 'Format', values: ['4 kg', '10 kg'] }],
    variants: [
      { id: 't4', title: '4 kg', price: 44.99, compareAtPrice: null, availableForSale: true, package: { size: 4, unit: 'kg' } },
      { id: 't10', title: '10 kg', price: 89.99, compareAtPrice: 104.99, availableForSale: true, package: { size: 10, unit: 'kg' } },
    ],
  });
  const liquid = product({
    vendor: 'Clairo',
    specs: { ingredient: 'sodium-hypochlorite', strength_percent: 12, formats: ['liquid'] },
    variants: [
      { id: 'l', title: 'Default Title', price: 8.99, compareAtPrice: null, availableForSale: true, package: { size: 4, unit: 'L' } },
    ],
  });

  it('show the active ingredient, its strength, its form and the price per kg or litre', () => {
    const rows = compareRows([tablets, liquid], 'fr');
    expect(keys(rows).slice(0, 5)).toEqual(['price', 'ingredient', 'strength', 'formats', 'unitPrice']);
    expect(row(rows, 'ingredient')).toEqual(['Trichlore', 'Hypochlorite de sodium']);
    expect(row(rows, 'strength')).toEqual([`90${NB}%`, `12${NB}%`]);
    expect(row(rows, 'formats')).toEqual(['Tablettes', 'Liquide']);
    expect(row(rows, 'unitPrice')).toEqual([`11,25${NB}$/kg (4 kg), 9,00${NB}$/kg (10 kg)`, `2,25${NB}$/L`]);
    const english = compareRows([tablets, liquid], 'en');
    expect(row(english, 'ingredient')).toEqual(['Trichlor', 'Sodium hypochlorite']);
    expect(row(english, 'unitPrice')).toEqual(['$11.25/kg (4 kg), $9.00/kg (10 kg)', '$2.25/L']);
  });

  it('give no price per kg to a product without a package', () => {
    expect(unitPrices([{ id: 'x', title: 'Default Title', price: 10, compareAtPrice: null, availableForSale: true }], 'fr')).toBeNull();
    expect(
      unitPrices(
        [{ id: 'g', title: 'Default Title', price: 5, compareAtPrice: null, availableForSale: true, package: { size: 500, unit: 'g' } }],
        'en',
      ),
    ).toBe('$10.00/kg');
  });
});

describe('compare rows of products of different categories', () => {
  it('put the rows both categories have first, then each one’s own', () => {
    expect(specRowKeys([{ categoryHandle: 'spas' }, { categoryHandle: 'piscines' }])).toEqual([
      'dimensions',
      'seats',
      'loungers',
      'jets',
      'volume',
      'pumps',
      'electrical',
      'shape',
      'wall',
      'liner',
    ]);
    expect(specRowKeys([{ categoryHandle: 'accessoires' }, { categoryHandle: 'mobilier-exterieur' }])).toEqual(['material']);
  });

  it('show a pool’s sizes in feet beside a spa’s dimensions, and dashes in the other’s rows', () => {
    const pool = product({
      categoryHandle: 'piscines',
      specs: { shape: 'rectangle', sizes: ['12x24', '16x32'], wall: 'galvanized-steel', liner: 'caribbean-mosaic' },
    });
    const rows = compareRows([E6L, pool], 'en');
    expect(row(rows, 'dimensions')).toEqual([`213 × 213 × 91${NB}cm`, '12 × 24 ft, 16 × 32 ft']);
    expect(row(rows, 'seats')).toEqual(['6 seats', null]);
    expect(row(rows, 'shape')).toEqual([null, 'Rectangular']);
    expect(row(rows, 'wall')).toEqual([null, 'Galvanized steel']);
  });
});

describe('compare rows of the shop’s fields', () => {
  it('show brand, category, collection, type and availability for every product, a dash where one has none', () => {
    const rows = compareRows([product({ categoryHandle: 'accessoires' }), product({ vendor: ' ', buyOnline: false })], 'fr');
    expect(row(rows, 'brand')).toEqual(['Aqua Pro', null]);
    expect(rows.at(-1)).toEqual({ kind: 'field', key: 'availability', values: ['online', 'store'] });
  });

  it('leave out a field no product has', () => {
    const rows = compareRows([product({ vendor: '' }), product({ vendor: '' })], 'fr');
    expect(keys(rows)).not.toContain('brand');
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
    const rows = compareRows([chlorine, shock, plain], 'fr');
    expect(rows.filter((entry) => entry.kind === 'option')).toEqual([
      { kind: 'option', name: 'Format', values: ['4 kg, 10 kg', '2 kg', null] },
    ]);
    expect(compareRows([plain, product({})], 'fr').some((entry) => entry.kind === 'option')).toBe(false);
  });

  it('show every option of the one product compared', () => {
    const rows = compareRows([product({ options: [{ name: 'Couleur', values: ['Gris', 'Sable'] }] })], 'fr');
    expect(rows.filter((entry) => entry.kind === 'option')).toEqual([{ kind: 'option', name: 'Couleur', values: ['Gris, Sable'] }]);
  });
});

describe('only the differences', () => {
  it('hide the rows where every product says the same, keep those where one differs or has none', () => {
    const rows = compareRows([E6L, H6], 'fr');
    expect(keys(differingRows(rows))).toEqual(['price', 'loungers', 'jets', 'dimensions', 'volume', 'pumps', 'electrical', 'type']);
    const partial = spa({ specs: { seats: 6 } });
    expect(keys(differingRows(compareRows([E6L, partial], 'fr')))).toContain('jets');
    expect(keys(differingRows(compareRows([E6L, partial], 'fr')))).not.toContain('seats');
  });

  it('hide every row of two identical products', () => {
    expect(differingRows(compareRows([E6L, E6L], 'en'))).toEqual([]);
  });
});
