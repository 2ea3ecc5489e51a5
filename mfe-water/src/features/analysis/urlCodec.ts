// Owns the analysis in the page's address: short parameter names the page declares (pages.ts), so a shared or reopened
// address shows the same readings. Only choices and readings: nothing about the visitor.
import type { LengthUnit, Sanitizer, Surface, TemperatureUnit, VolumeUnit, WaterKind } from '@storefront/water-chemistry';
import { EMPTY_FORM, type AnalysisForm, type Shape, type TextField } from './form';

const TEXT_PARAMS: Record<TextField, string> = {
  volume: 'v',
  length: 'l',
  width: 'w',
  diameter: 'd',
  shallow: 'sh',
  deep: 'dp',
  freeChlorine: 'fc',
  totalChlorine: 'tc',
  bromine: 'br',
  ph: 'ph',
  alkalinity: 'ta',
  calcium: 'ch',
  cyanuricAcid: 'cya',
  temperature: 't',
  salt: 'salt',
  borates: 'bor',
  tds: 'tds',
};

type Choice = 'kind' | 'sanitizer' | 'surface' | 'shape' | 'volumeUnit' | 'lengthUnit' | 'temperatureUnit';

const CHOICES: Record<Choice, { param: string; values: readonly string[] }> = {
  kind: { param: 'type', values: ['pool', 'spa'] satisfies WaterKind[] },
  sanitizer: { param: 'san', values: ['chlorine', 'salt', 'bromine'] satisfies Sanitizer[] },
  surface: { param: 'surf', values: ['vinyl', 'plaster', 'fibreglass'] satisfies Surface[] },
  shape: { param: 'shape', values: ['given', 'rectangle', 'round', 'oval'] satisfies Shape[] },
  volumeUnit: { param: 'vu', values: ['L', 'USgal'] satisfies VolumeUnit[] },
  lengthUnit: { param: 'lu', values: ['m', 'ft'] satisfies LengthUnit[] },
  temperatureUnit: { param: 'tu', values: ['C', 'F'] satisfies TemperatureUnit[] },
};

/** Every parameter the page reads, for its declaration (the server's HTML cache keys the page on them). */
export const ANALYSIS_PARAMS: readonly string[] = [...Object.values(CHOICES).map((choice) => choice.param), ...Object.values(TEXT_PARAMS)];

/** A field longer than this is no reading: it is dropped rather than carried in every address. */
const MAX_TEXT = 12;

/** The address's query for an analysis: choices that differ from a new analysis, fields that are not empty. */
export function encodeAnalysis(form: AnalysisForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const [choice, { param }] of Object.entries(CHOICES) as [Choice, (typeof CHOICES)[Choice]][]) {
    const value = form[choice];
    if (value !== undefined && value !== EMPTY_FORM[choice]) params.set(param, value);
  }
  for (const [field, param] of Object.entries(TEXT_PARAMS) as [TextField, string][]) {
    const text = form.text[field]?.trim();
    if (text) params.set(param, text.slice(0, MAX_TEXT));
  }
  return params;
}

/** The analysis an address carries; a parameter with a value the page does not know is left out. */
export function decodeAnalysis(params: URLSearchParams): AnalysisForm {
  const form: AnalysisForm = { ...EMPTY_FORM, text: {} };
  const chosen: Partial<Record<Choice, string>> = {};
  for (const [choice, { param, values }] of Object.entries(CHOICES) as [Choice, (typeof CHOICES)[Choice]][]) {
    const value = params.get(param);
    if (value !== null && values.includes(value)) chosen[choice] = value;
  }
  Object.assign(form, chosen);
  for (const [field, param] of Object.entries(TEXT_PARAMS) as [TextField, string][]) {
    const text = params.get(param)?.trim();
    if (text && text.length <= MAX_TEXT) form.text[field] = text;
  }
  return form;
}
