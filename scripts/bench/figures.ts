// Owns the benches' arithmetic and verdicts: quantiles, a figure against its budget (a bound of any figure, a page's own
// bounds over the common ones), the sum of a page's layout shifts, and the one markdown table each bench prints.

/** A bound on one figure: at least `min`, at most `max` (a figure that is NaN misses any bound: it was not measured). */
export interface Bound {
  min?: number;
  max?: number;
}
export type Budget = Record<string, Bound>;

/** The q-quantile by the nearest-rank method (p95 of 20 values is the 19th smallest); NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The middle run of an odd number of runs (Lighthouse's median of three), the upper middle of an even number. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Each figure's median over the runs, figure by figure (the median run of one figure need not be another's). */
export function medians<K extends string>(runs: readonly Record<K, number>[]): Record<K, number> {
  const keys = Object.keys(runs[0] ?? {}) as K[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<K, number>;
}

/** A page's bounds: the common ones, each replaced by the page's own where it has one. */
export const boundsFor = (common: Budget, own: Budget | undefined): Budget => ({ ...common, ...own });

/** The budgets a page misses, each as `figure value (bound)`; a bound on a figure the bench did not give is missed too. */
export function missedBudgets(figures: Readonly<Record<string, number>>, budget: Budget): string[] {
  return Object.entries(budget).flatMap(([key, { min, max }]) => {
    const value = figures[key] ?? NaN;
    const low = min !== undefined && !(value >= min);
    const high = max !== undefined && !(value <= max);
    if (!low && !high) return [];
    return [`${key} ${Number.isNaN(value) ? 'not measured' : round(value)} (${low ? `min ${min}` : `max ${max}`})`];
  });
}

const round = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(Math.abs(value) < 1 ? 3 : 1));

/** One layout shift as Chromium reports it (PerformanceObserver, type `layout-shift`). */
export interface ShiftEntry {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/**
 * Every shift of the load added up, those right after an input left out (as the metric does). Stricter than the metric's
 * largest five-second window: a load that shifts once when the cart arrives and once more a second later counts both.
 */
export const totalShift = (entries: readonly ShiftEntry[]): number =>
  entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);

/** A markdown table: a header row, its rule, one row per line; a cell's pipe is escaped so the columns stay. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
