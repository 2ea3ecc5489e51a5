// Owns how a lead's reference is written and read: S-2026-0042, the store's year and a sequence that restarts each year.
/**
 * One prefix for every lead: the staff mail's subject already names the form, and one sequence per year keeps a number
 * that a customer reads on the phone short. (An order's number and a booking's are written otherwise.)
 */
export const LEAD_REFERENCE_PREFIX = 'S';

/** The store's time zone: a lead sent on December 31 at 22 h in Laval is of that year, whatever the server's clock says. */
export const STORE_TIME_ZONE = 'America/Toronto';

const REFERENCE = /^([A-Z])-(\d{4})-(\d{4,})$/;

let yearFormat: Intl.DateTimeFormat | null = null;

/** The year of an instant in the store's time zone. */
export function storeYear(at: Date): number {
  yearFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric' });
  return Number(yearFormat.format(at));
}

/** "S-2026-0042": the sequence padded to 4 digits, longer when a year goes past 9 999 leads (never cut). */
export function formatLeadReference(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`a lead reference's year has 4 digits, not ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`a lead reference's sequence starts at 1, not ${sequence}`);
  return `${LEAD_REFERENCE_PREFIX}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** A reference as a customer may type or read it (spaces, lower case), or null when it is not one. */
export function parseLeadReference(text: string): { year: number; sequence: number; reference: string } | null {
  const match = REFERENCE.exec(text.trim().toUpperCase().replace(/\s+/g, ''));
  if (!match || match[1] !== LEAD_REFERENCE_PREFIX) return null;
  const year = Number(match[2]);
  const sequence = Number(match[3]);
  if (sequence < 1) return null;
  return { year, sequence, reference: formatLeadReference(year, sequence) };
}
