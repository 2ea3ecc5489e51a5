// Owns the analysis as the visitor types it: the choices and the raw text of each field, and what the chemistry reads of them.
import type {
  LengthUnit,
  Readings,
  Sanitizer,
  Surface,
  TemperatureUnit,
  Volume,
  VolumeUnit,
  Water,
  WaterKind,
} from '@storefront/water-chemistry';

export type Shape = 'given' | 'rectangle' | 'round' | 'oval';

/** The readings typed as numbers (temperature has its unit beside it). */
export const READING_FIELDS = [
  'freeChlorine',
  'totalChlorine',
  'bromine',
  'ph',
  'alkalinity',
  'calcium',
  'cyanuricAcid',
  'temperature',
  'salt',
  'borates',
  'tds',
] as const;
export type ReadingInput = (typeof READING_FIELDS)[number];

export const DIMENSION_FIELDS = ['volume', 'length', 'width', 'diameter', 'shallow', 'deep'] as const;
export type DimensionInput = (typeof DIMENSION_FIELDS)[number];

export type TextField = ReadingInput | DimensionInput;

export interface AnalysisForm {
  kind: WaterKind;
  sanitizer: Sanitizer;
  /** A pool's surface; unknown until chosen (only the calcium range needs it). */
  surface?: Surface;
  shape: Shape;
  volumeUnit: VolumeUnit;
  lengthUnit: LengthUnit;
  temperatureUnit: TemperatureUnit;
  /** What is typed in each field, as typed ("7,4" in French). */
  text: Partial<Record<TextField, string>>;
}

export const EMPTY_FORM: AnalysisForm = {
  kind: 'pool',
  sanitizer: 'chlorine',
  shape: 'given',
  volumeUnit: 'L',
  lengthUnit: 'm',
  temperatureUnit: 'C',
  text: {},
};

/** A typed number: empty is no value, a decimal comma is a decimal point, anything else that is not a number is NaN. */
export function parseNumber(text: string | undefined): number | undefined {
  const trimmed = text?.trim().replace(/\s/g, '').replace(',', '.');
  if (!trimmed) return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const waterOf = (form: AnalysisForm): Water => ({
  kind: form.kind,
  sanitizer: form.sanitizer,
  // A spa's ranges do not depend on its shell.
  ...(form.kind === 'pool' && form.surface ? { surface: form.surface } : {}),
});

/** The reading fields this water has: chlorine readings or bromine, stabilizer only where chlorine is stabilized. */
export function readingFieldsOf(form: Pick<AnalysisForm, 'sanitizer'>): ReadingInput[] {
  return READING_FIELDS.filter((field) => {
    if (field === 'freeChlorine' || field === 'totalChlorine' || field === 'cyanuricAcid') return form.sanitizer !== 'bromine';
    if (field === 'bromine') return form.sanitizer === 'bromine';
    return true;
  });
}

/** The dimension fields of the shape chosen. */
export function dimensionFieldsOf(shape: Shape): DimensionInput[] {
  if (shape === 'given') return ['volume'];
  return shape === 'round' ? ['diameter', 'shallow', 'deep'] : ['length', 'width', 'shallow', 'deep'];
}

/** The readings the chemistry reads: this water's fields, as numbers (NaN for what is not one), nothing for an empty field. */
export function readingsOf(form: AnalysisForm): Readings {
  const readings: Readings = {};
  for (const field of readingFieldsOf(form)) {
    const value = parseNumber(form.text[field]);
    if (value === undefined) continue;
    if (field === 'temperature') readings.temperature = { value, unit: form.temperatureUnit };
    else readings[field] = value;
  }
  return readings;
}

/** The volume described, or undefined while a dimension it needs is empty. */
export function volumeOf(form: AnalysisForm): Volume | undefined {
  const fields = dimensionFieldsOf(form.shape);
  const values = fields.map((field) => parseNumber(form.text[field]));
  if (values.some((value) => value === undefined)) return undefined;
  const [a, b, c, d] = values as number[];
  switch (form.shape) {
    case 'given':
      return { kind: 'given', value: a!, unit: form.volumeUnit };
    case 'round':
      return { kind: 'round', diameter: a!, shallow: b!, deep: c!, unit: form.lengthUnit };
    case 'rectangle':
    case 'oval':
      return { kind: form.shape, length: a!, width: b!, shallow: c!, deep: d!, unit: form.lengthUnit };
  }
}
