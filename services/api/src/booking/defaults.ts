// Owns the store's default booking set-up, written by migration 8 (and again by the tests after emptying a database): the
// seasons' windows and the areas the Laval store serves. Staff change them afterwards; a new default needs a new migration.

/** Openings from April 15 to June 15, closings from September 1 to October 31 (ADR 0041). */
export const DEFAULT_SEASONS = [
  { service: 'opening', starts: '04-15', ends: '06-15' },
  { service: 'closing', starts: '09-01', ends: '10-31' },
] as const;

const LAVAL = [
  'H7A',
  'H7B',
  'H7C',
  'H7E',
  'H7G',
  'H7H',
  'H7J',
  'H7K',
  'H7L',
  'H7M',
  'H7N',
  'H7P',
  'H7R',
  'H7S',
  'H7T',
  'H7V',
  'H7W',
  'H7X',
  'H7Y',
];

/**
 * Laval, where the store is (every H7 area): Monday to Saturday, two crews of three jobs a half-day. The north shore
 * (Rive-Nord: Rosemère, Lorraine, Blainville, Sainte-Thérèse, Boisbriand, Terrebonne) on Tuesdays and Thursdays, and
 * Montréal's north (Montréal-Nord, Cartierville) on Wednesdays and Fridays: one crew of three jobs each.
 */
export const DEFAULT_AREAS: readonly { fsa: string; name: string; weekdays: number[]; crews: number; jobsPerCrew: number }[] = [
  ...LAVAL.map((fsa) => ({ fsa, name: 'Laval', weekdays: [1, 2, 3, 4, 5, 6], crews: 2, jobsPerCrew: 3 })),
  ...(
    [
      ['J7A', 'Rosemère'],
      ['J7B', 'Lorraine'],
      ['J7C', 'Blainville'],
      ['J7E', 'Sainte-Thérèse'],
      ['J7G', 'Boisbriand'],
      ['J6W', 'Terrebonne'],
      ['J6X', 'Terrebonne'],
      ['J6Y', 'Terrebonne'],
    ] as const
  ).map(([fsa, name]) => ({ fsa, name, weekdays: [2, 4], crews: 1, jobsPerCrew: 3 })),
  ...(
    [
      ['H1G', 'Montréal-Nord'],
      ['H1H', 'Montréal-Nord'],
      ['H4J', 'Cartierville'],
      ['H4K', 'Cartierville'],
    ] as const
  ).map(([fsa, name]) => ({ fsa, name, weekdays: [3, 5], crews: 1, jobsPerCrew: 3 })),
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const BOOKING_SEASONS_SEED = `INSERT INTO booking_seasons (service, starts, ends) VALUES ${DEFAULT_SEASONS.map(
  (season) => `(${quote(season.service)}, ${quote(season.starts)}, ${quote(season.ends)})`,
).join(', ')}`;

export const BOOKING_AREAS_SEED = `INSERT INTO service_areas (fsa, name, weekdays, crews, jobs_per_crew) VALUES ${DEFAULT_AREAS.map(
  (area) => `(${quote(area.fsa)}, ${quote(area.name)}, '{${area.weekdays.join(',')}}', ${area.crews}, ${area.jobsPerCrew})`,
).join(', ')}`;
