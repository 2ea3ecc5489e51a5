// Owns the rule that says whether the store serves an area (a postal code's first three characters), and the served areas
// as the booking page lists them to a visitor of an area it does not serve yet.

export interface AreaCapacity {
  fsa: string;
  name: string;
  weekdays: number[];
  crews: number;
  jobsPerCrew: number;
}

/** Served: crews that take jobs on at least one weekday. An area set to 0 crews or no day is not served (yet). */
export const isServed = (area: AreaCapacity): boolean => area.crews * area.jobsPerCrew > 0 && area.weekdays.length > 0;

/** The forward sortation area of a postal code: its first three characters, upper case. */
export const fsaOf = (postalCode: string): string => postalCode.replace(/\s+/g, '').slice(0, 3).toUpperCase();

/** The served areas by name (Laval, Rosemère…), each with its postal codes' beginnings, in the order of their first one. */
export function servedAreas(areas: readonly AreaCapacity[]): { name: string; fsas: string[] }[] {
  const byName = new Map<string, string[]>();
  for (const area of [...areas].filter(isServed).sort((a, b) => a.fsa.localeCompare(b.fsa))) {
    const list = byName.get(area.name) ?? [];
    list.push(area.fsa);
    byName.set(area.name, list);
  }
  return [...byName].map(([name, fsas]) => ({ name, fsas }));
}
