// Owns the booking wire's shape checks (zod), with the wire itself (booking-wire.ts): what the store API checks a booking's
// body against before its rules.
import { z } from 'zod';
import { BOOKING_OFFERS, BOOKING_PACKAGES, BOOKING_SERVICES, POOL_TYPES } from './booking-wire';

export * from './booking-wire';

const HOLD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A visit's shape: a hold's id, an offer's token. Its half-day, its postal code's area and its customer are the API's rules
 * to check (in words, in that order), not the shape's.
 */
export const visitShapeSchema = z.object({
  holdId: z.string().regex(HOLD_ID).optional(),
  offerToken: z.string().max(200).optional(),
});

/** The shape of POST /bookings before its rules: a refusal names the first field out of shape (as `second.holdId`). */
export const bookingShapeSchema = z.object({
  service: z.enum(BOOKING_SERVICES),
  offer: z.enum(BOOKING_OFFERS),
  package: z.enum(BOOKING_PACKAGES),
  poolType: z.enum(POOL_TYPES),
  price: z.number(),
  ...visitShapeSchema.shape,
});

/** The shape of the routes that name a service (holds, availability, waiting list). */
export const serviceShapeSchema = z.object({ service: z.enum(BOOKING_SERVICES) });

/** The first field a shape's check refused, written as the refusal names it (`second.holdId`); undefined when none. */
export function firstRefusedField(result: z.ZodSafeParseResult<unknown>, prefix = ''): string | undefined {
  if (result.success) return undefined;
  const path = result.error.issues[0]?.path.map(String).join('.') ?? '';
  return `${prefix}${path}`;
}
