// The booking wire's shape checks: the bodies the booking page sends pass, and a body out of shape is refused by the first
// field the store API checks (the order its refusals have always named them in).
import { describe, expect, it } from 'vitest';
import {
  bookingShapeSchema,
  firstRefusedField,
  serviceShapeSchema,
  visitShapeSchema,
  type BookingRequest,
  type HoldRequest,
} from './booking-api';

const customer = {
  firstname: 'Marie',
  lastname: 'Tremblay',
  email: 'marie@example.com',
  phone: '514 555-0101',
  address: '12 rue des Érables',
  city: 'Laval',
  province: 'QC',
  postalCode: 'H7S 1A1',
} as BookingRequest['customer'];
const HOLD = '0b6f4b8e-2f55-4a57-9a1c-5d9f3c7a1e20';

describe('the booking wire', () => {
  it('lets through every body the page sends: a hold, an offer’s token, a half-day, a combo’s second visit', () => {
    const order = { service: 'opening', package: 'forfait_1', poolType: 'inground', customer } as const;
    const single = { ...order, offer: 'single', price: 119, holdId: HOLD } satisfies BookingRequest;
    const offered = { ...order, offer: 'single', price: 119, offerToken: 'entry.signature' } satisfies BookingRequest;
    const combo = {
      ...order,
      offer: 'combo',
      price: 218,
      day: '2026-04-20',
      half: 'morning',
      second: { day: '2026-10-19', half: 'afternoon' },
    } satisfies BookingRequest;
    for (const body of [single, offered, combo]) {
      expect(firstRefusedField(bookingShapeSchema.safeParse(body))).toBeUndefined();
    }
    const hold = { service: 'closing', postalCode: 'H7S 1A1', day: '2026-10-19', half: 'morning' } satisfies HoldRequest;
    expect(serviceShapeSchema.safeParse(hold).success).toBe(true);
  });

  it('names the first field out of shape, in the order the API checks them', () => {
    const body = { service: 'opening', offer: 'single', package: 'forfait_1', poolType: 'inground', price: 119, holdId: HOLD };
    expect(firstRefusedField(bookingShapeSchema.safeParse({ ...body, service: 'winterizing' }))).toBe('service');
    expect(firstRefusedField(bookingShapeSchema.safeParse({ ...body, offer: 'combo3Years', price: '119' }))).toBe('offer');
    expect(firstRefusedField(bookingShapeSchema.safeParse({ ...body, package: 'forfait_9' }))).toBe('package');
    expect(firstRefusedField(bookingShapeSchema.safeParse({ ...body, poolType: 'pond' }))).toBe('poolType');
    expect(firstRefusedField(bookingShapeSchema.safeParse({ ...body, price: '119' }))).toBe('price');
    expect(firstRefusedField(bookingShapeSchema.safeParse({ ...body, holdId: 'not-a-hold' }))).toBe('holdId');
    expect(firstRefusedField(bookingShapeSchema.safeParse({ ...body, holdId: undefined, offerToken: 'x'.repeat(201) }))).toBe('offerToken');
    expect(firstRefusedField(visitShapeSchema.safeParse({ holdId: 42 }), 'second.')).toBe('second.holdId');
    expect(firstRefusedField(serviceShapeSchema.safeParse({}))).toBe('service');
  });
});
