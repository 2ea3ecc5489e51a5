// Owns the store's calendar: Quebec's statutory holidays (dated rules with their sources), Canada Post's own non-delivery
// days, and counting business days over them. Days are the store's, written YYYY-MM-DD.

export interface HolidayRule {
  id: string;
  /** The holiday's day in a year, YYYY-MM-DD. */
  on(year: number): string;
  /** The first year the rule applies. */
  since: number;
  source: string;
}

const LABOUR_STANDARDS = 'https://www.legisquebec.gouv.qc.ca/fr/document/lc/N-1.1 (art. 60)';
const NATIONAL_HOLIDAY = 'https://www.legisquebec.gouv.qc.ca/fr/document/lc/F-1.1 (art. 2)';
const CANADA_POST = 'https://www.canadapost-postescanada.ca/cpc/en/support/kb/receiving/delivery-schedule/canada-post-holiday-schedule';

const pad = (value: number) => String(value).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** Day of the week of a date, 0 = Sunday, computed in UTC so no time zone moves it. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Adds days to a YYYY-MM-DD day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The nth weekday (0 = Sunday) of a month; n = 1 is the first. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = weekdayOf(ymd(year, month, 1));
  return ymd(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

/** The Monday before May 25 (Journée nationale des patriotes, and Victoria Day elsewhere in Canada). */
function mondayBefore25May(year: number): string {
  const weekday = weekdayOf(ymd(year, 5, 24));
  return ymd(year, 5, 24 - ((weekday + 6) % 7));
}

/** Moved to the Monday when it falls on a Sunday (the National Holiday Act for 24 June, the Holidays Act for 1 July). */
const mondayIfSunday = (day: string) => (weekdayOf(day) === 0 ? addDays(day, 1) : day);

/**
 * Quebec's statutory holidays (Act respecting labour standards, s. 60; National Holiday Act). Of Good Friday and Easter
 * Monday the employer chooses one: the store chose Good Friday.
 */
export const QUEBEC_HOLIDAYS: readonly HolidayRule[] = [
  { id: 'new-year', on: (year) => ymd(year, 1, 1), since: 1980, source: LABOUR_STANDARDS },
  { id: 'good-friday', on: (year) => addDays(easterSunday(year), -2), since: 1980, source: LABOUR_STANDARDS },
  { id: 'patriotes', on: mondayBefore25May, since: 2003, source: LABOUR_STANDARDS },
  { id: 'fete-nationale', on: (year) => mondayIfSunday(ymd(year, 6, 24)), since: 1978, source: NATIONAL_HOLIDAY },
  { id: 'canada-day', on: (year) => mondayIfSunday(ymd(year, 7, 1)), since: 1980, source: LABOUR_STANDARDS },
  { id: 'labour-day', on: (year) => nthWeekday(year, 9, 1, 1), since: 1980, source: LABOUR_STANDARDS },
  { id: 'thanksgiving', on: (year) => nthWeekday(year, 10, 1, 2), since: 1980, source: LABOUR_STANDARDS },
  { id: 'christmas', on: (year) => ymd(year, 12, 25), since: 1980, source: LABOUR_STANDARDS },
];

/** The days Canada Post does not deliver in Quebec on top of the statutory holidays. */
export const CANADA_POST_EXTRA_HOLIDAYS: readonly HolidayRule[] = [
  { id: 'day-after-new-year', on: (year) => ymd(year, 1, 2), since: 1980, source: CANADA_POST },
  { id: 'easter-monday', on: (year) => addDays(easterSunday(year), 1), since: 1980, source: CANADA_POST },
  { id: 'remembrance-day', on: (year) => ymd(year, 11, 11), since: 1980, source: CANADA_POST },
  { id: 'boxing-day', on: (year) => ymd(year, 12, 26), since: 1980, source: CANADA_POST },
];

const holidaySets = new Map<string, Set<string>>();
function holidaysOf(rules: readonly HolidayRule[], year: number, key: string): Set<string> {
  const cacheKey = `${key}:${year}`;
  let found = holidaySets.get(cacheKey);
  if (!found) {
    found = new Set(rules.filter((rule) => rule.since <= year).map((rule) => rule.on(year)));
    holidaySets.set(cacheKey, found);
  }
  return found;
}

/** Whether the day is one of Quebec's statutory holidays (the store is closed). */
export const isQuebecHoliday = (day: string) => holidaysOf(QUEBEC_HOLIDAYS, Number(day.slice(0, 4)), 'qc').has(day);

/** Whether Canada Post delivers in Quebec that day: weekdays that are neither statutory holidays nor its own. */
export const isPostalDeliveryDay = (day: string) => {
  const weekday = weekdayOf(day);
  return (
    weekday !== 0 &&
    weekday !== 6 &&
    !isQuebecHoliday(day) &&
    !holidaysOf(CANADA_POST_EXTRA_HOLIDAYS, Number(day.slice(0, 4)), 'cp').has(day)
  );
};

/** A business day: Monday to Friday, not a Quebec statutory holiday. */
export const isBusinessDay = (day: string) => {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !isQuebecHoliday(day);
};

/** The nth day after `day` for which `counts` holds (n ≥ 1); `day` itself never counts. */
export function addCountedDays(day: string, count: number, counts: (day: string) => boolean = isBusinessDay): string {
  let at = day;
  for (let found = 0; found < count;) {
    at = addDays(at, 1);
    if (counts(at)) found += 1;
  }
  return at;
}

/** The window from the `from`th to the `to`th business day after `day` (spec §9: by post in 1 to 7 business days). */
export function businessDayWindow(
  day: string,
  from: number,
  to: number,
  counts: (day: string) => boolean = isBusinessDay,
): { from: string; to: string } {
  return { from: addCountedDays(day, from, counts), to: addCountedDays(day, to, counts) };
}
