// Owns the staff's day sheet: a day's confirmed bookings, by area, crew and half-day (the CSV and the calendar feed).
import type { BookingForMail } from './booking-mail';
import { BOOKING_COLUMNS, forMail, type BookingRow } from './booking-rows';
import type { BookingContext } from './model';

export interface DayBooking extends BookingForMail {
  areaName: string;
}

/** The day's confirmed bookings, by area, crew and half-day. */
export async function bookingsOfDay(context: BookingContext, day: string): Promise<DayBooking[]> {
  const rows = await context.db.query<BookingRow & { area_name: string }>(
    `SELECT b.*, a.name AS area_name FROM (SELECT ${BOOKING_COLUMNS} FROM bookings WHERE day = $1 AND status = 'confirmed') b
     JOIN service_areas a ON a.fsa = b.fsa ORDER BY b.fsa, b.crew, CASE b.half WHEN 'morning' THEN 0 ELSE 1 END, b.number`,
    [day],
  );
  return rows.map((row) => ({ ...forMail(context, row), areaName: row.area_name }));
}
