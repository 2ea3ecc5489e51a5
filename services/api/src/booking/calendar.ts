// Owns the booking's dates: days in the store's time zone (America/Toronto), the half-days' hours, season windows, and the
// instant a half-day starts (for the 48 h limit and the calendar files).
import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { BOOKING_HALVES, BOOKING_SERVICES, type BookingHalf, type BookingService } from '@storefront/validation';

export const STORE_TIME_ZONE = 'America/Toronto';
// The services and half-days are the booking wire's words (@storefront/validation's booking-api.ts).
export const SERVICES = BOOKING_SERVICES;
export type Service = BookingService;
export const HALVES = BOOKING_HALVES;
export type Half = BookingHalf;

/** The crews' hours, the callback periods' of spec §9: morning 8 h to 12 h, afternoon 13 h to 17 h. */
export const HALF_HOURS: Record<Half, { from: number; to: number }> = { morning: { from: 8, to: 12 }, afternoon: { from: 13, to: 17 } };

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isService = (value: unknown): value is Service => SERVICES.includes(value as Service);
export const isHalf = (value: unknown): value is Half => HALVES.includes(value as Half);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The store's day at an instant, YYYY-MM-DD. */
export const today = (now: Date) => format(now, 'yyyy-MM-dd', { in: tz(STORE_TIME_ZONE) });

/** ISO weekday of a day: 1 Monday … 7 Sunday (the day itself, whatever the time zone). */
export function weekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant it is `hour` o'clock on `day` in the store's time zone: @date-fns/tz reads the zone's rules (the IANA
 * database Node carries), so the changes of time need no arithmetic here.
 */
export function storeInstant(day: string, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, hour, STORE_TIME_ZONE).getTime());
}

export const halfStart = (day: string, half: Half) => storeInstant(day, HALF_HOURS[half].from);
export const halfEnd = (day: string, half: Half) => storeInstant(day, HALF_HOURS[half].to);

/** A season's window in a year: its first and last day, from the stored MM-DD bounds. */
export function seasonWindow(season: { starts: string; ends: string }, year: number): { from: string; to: string } {
  return { from: `${year}-${season.starts}`, to: `${year}-${season.ends}` };
}

/**
 * The window a visitor books in on `day`: this year's if it has not ended, else next year's (in November, next spring's
 * openings and next fall's closings).
 */
export function bookableWindow(season: { starts: string; ends: string }, day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const current = seasonWindow(season, year);
  return current.to >= day ? current : seasonWindow(season, year + 1);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
