// Owns the seed's clock: the day the seed is written for (today, or STOREFRONT_SEED_DATE) and the store's season around it.

/** The store's seasons: spring opens the pools, summer swims, autumn closes them, winter sells spas and books the next season. */
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

export interface SeasonSpan {
  season: Season;
  /** First day of the season (00:00 UTC) and first day of the next one. */
  start: Date;
  end: Date;
}

export interface SeedClock {
  /** The moment the seed is written for (noon in the store's time zone when the date is fixed). */
  now: Date;
  /** The year of the day (the year of the catalogue in force). */
  year: number;
  current: SeasonSpan;
  previous: SeasonSpan;
  next: SeasonSpan;
}

/** Quarters of the pool trade: December to February is winter, March to May spring, and so on. */
const SEASON_OF_MONTH: readonly Season[] = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];

const FIXED_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day of STOREFRONT_SEED_DATE (YYYY-MM-DD) at noon in Quebec, so every test and screenshot sees the same data; now otherwise. */
export function seedNow(env: Partial<Record<string, string>> = process.env, now: Date = new Date()): Date {
  const fixed = env.STOREFRONT_SEED_DATE?.trim();
  if (!fixed) return now;
  if (!FIXED_DATE.test(fixed) || Number.isNaN(Date.parse(fixed)))
    throw new Error(`STOREFRONT_SEED_DATE must be a date like 2026-11-25, not "${fixed}"`);
  return new Date(`${fixed}T17:00:00.000Z`);
}

/** The season starting on the first of `month` (which may run past either end of the year). */
function seasonStarting(year: number, month: number): SeasonSpan {
  const start = new Date(Date.UTC(year, month, 1));
  return { season: SEASON_OF_MONTH[start.getUTCMonth()] as Season, start, end: new Date(Date.UTC(year, month + 3, 1)) };
}

/** The season a moment falls in, with the one before and the one after. */
export function seedClock(now: Date): SeedClock {
  const month = now.getUTCMonth();
  // Seasons start in March, June, September and December; January and February belong to the winter that began in December.
  const startMonth = month - ((month + 1) % 3);
  const year = now.getUTCFullYear();
  const current = seasonStarting(year, startMonth);
  const previous = seasonStarting(current.start.getUTCFullYear(), current.start.getUTCMonth() - 3);
  const next = seasonStarting(current.end.getUTCFullYear(), current.end.getUTCMonth());
  return { now, year, current, previous, next };
}

/** ISO date `days` days before the clock's moment (after it when negative). */
export function daysBefore(clock: SeedClock, days: number): string {
  return new Date(clock.now.getTime() - days * 86_400_000).toISOString();
}
