// Owns the results of an analysis, computed afresh from the form on every change: refused values, statuses, saturation,
// what each result still needs, and the plan with the store's products (a pure function: the page calls it while rendering).
import {
  assess,
  missing,
  saturation,
  treatmentPlan,
  validateReadings,
  validateVolume,
  volumeLitres,
  type Assessment,
  type Issue,
  type IssueCode,
  type Need,
  type PlanStep,
  type Readings,
  type Result,
  type Saturation,
} from '@storefront/water-chemistry';
import { readingsOf, volumeOf, waterOf, type AnalysisForm, type DimensionInput, type TextField } from './form';
import type { PlanProduct } from './products';

export interface Analysis {
  /** A message code per field whose value is refused; such a value takes part in no result. */
  issues: Partial<Record<TextField, IssueCode>>;
  assessment: Assessment;
  saturation?: Saturation;
  litres?: number;
  /** Undefined until the volume is known. */
  plan?: PlanStep[];
  /** What each result still needs, for the results that apply to this water and cannot be shown yet. */
  waiting: Partial<Record<Result, Need[]>>;
  /** At least one reading is typed and accepted. */
  hasReadings: boolean;
}

const VOLUME_FIELD: Record<string, DimensionInput> = {
  value: 'volume',
  length: 'length',
  width: 'width',
  diameter: 'diameter',
  shallow: 'shallow',
  deep: 'deep',
};

const RESULTS: Result[] = [
  'ph',
  'alkalinity',
  'calcium',
  'cyanuricAcid',
  'freeChlorine',
  'combinedChlorine',
  'bromine',
  'salt',
  'saturation',
  'plan',
];

export function analyse(form: AnalysisForm, products: readonly PlanProduct[]): Analysis {
  const water = waterOf(form);
  const typed = readingsOf(form);
  const issues: Analysis['issues'] = {};
  for (const issue of validateReadings(typed)) issues[issue.field] ??= issue.code;
  // A free chlorine above total chlorine leaves both out: which of the two is wrong cannot be told.
  const refused = new Set<keyof Readings>(Object.keys(issues) as (keyof Readings)[]);
  if (issues.freeChlorine === 'free-above-total') refused.add('totalChlorine');
  const readings: Readings = Object.fromEntries(Object.entries(typed).filter(([field]) => !refused.has(field as keyof Readings)));

  const volume = volumeOf(form);
  const volumeIssues: Issue[] = volume ? validateVolume(volume) : [];
  for (const issue of volumeIssues) issues[VOLUME_FIELD[issue.field]!] ??= issue.code;
  const litres = volume && volumeIssues.length === 0 ? volumeLitres(volume) : undefined;

  const { ph, alkalinity, calcium, temperature } = readings;
  // Bromine water has no stabilizer field: cyanuric acid is not used with bromine, so none is in the water.
  const cyanuricAcid = form.sanitizer === 'bromine' ? 0 : readings.cyanuricAcid;
  const saturated =
    ph !== undefined && alkalinity !== undefined && calcium !== undefined && cyanuricAcid !== undefined && temperature !== undefined
      ? saturation({
          ph,
          alkalinity,
          calcium,
          cyanuricAcid,
          temperature,
          borates: readings.borates,
          salt: readings.salt,
          tds: readings.tds,
        })
      : undefined;

  const waiting: Analysis['waiting'] = {};
  const known = { volume: litres !== undefined };
  const withBromineStabilizer = form.sanitizer === 'bromine' ? { ...readings, cyanuricAcid: 0 } : readings;
  for (const result of RESULTS) {
    const needed = missing(result, water, withBromineStabilizer, known);
    if (needed && needed.length > 0) waiting[result] = needed;
  }

  const available = products.filter((item) => item.available).map((item) => item.product);
  return {
    issues,
    assessment: assess(water, readings),
    ...(saturated ? { saturation: saturated } : {}),
    ...(litres !== undefined ? { litres, plan: treatmentPlan({ water, readings, litres, products: available }) } : {}),
    waiting,
    hasReadings: Object.keys(readings).length > 0,
  };
}
