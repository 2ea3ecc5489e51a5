// Owns the time zone promotion dates are shown in, so the server and every browser print the same day.
export const STORE_TIME_ZONE = 'America/Toronto';
