// The booking routes on the wire declared once (@storefront/validation's booking-api.ts): a body out of shape is refused by
// the field the shared schema names, and every refusal code the API has is one the wire declares, with its words in both
// languages.
import { describe, expect, it } from 'vitest';
import { BOOKING_REFUSAL_CODES } from '@storefront/validation';
import { BOOKING_ERRORS } from '../src/booking/messages';
import { customer, pagePost as post, startBookingApi, testApiPerTest } from './helpers';

const freshApi = testApiPerTest();
const body = { service: 'opening', offer: 'single', package: 'forfait_1', poolType: 'inground', price: 119, customer };

describe('the booking wire', () => {
  it('refuses a booking out of shape by its first field, as the shared schema names it', async () => {
    const { t } = await startBookingApi(freshApi);
    const refused = async (payload: Record<string, unknown>) => {
      const response = await post(t, '/bookings', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalidBooking');
      return response.json().fields;
    };
    expect(await refused({ ...body, service: 'winterizing' })).toEqual([{ field: 'service', rule: 'pattern' }]);
    expect(await refused({ ...body, offer: 'combo3Years', price: 'free' })).toEqual([{ field: 'offer', rule: 'pattern' }]);
    expect(await refused({ ...body, price: '119' })).toEqual([{ field: 'price', rule: 'pattern' }]);
    expect(await refused({ ...body, holdId: 'not-a-hold' })).toEqual([{ field: 'holdId', rule: 'pattern' }]);
    expect(await refused({ ...body, offerToken: 'x'.repeat(201) })).toEqual([{ field: 'offerToken', rule: 'pattern' }]);
    const combo = { ...body, offer: 'combo', price: 218, day: '2026-04-20', half: 'morning' };
    expect(await refused(combo)).toEqual([{ field: 'second', rule: 'required' }]);
    expect(await refused({ ...combo, second: { holdId: 42 } })).toEqual([{ field: 'second.holdId', rule: 'pattern' }]);
    const hold = await post(t, '/bookings/holds', { service: 'repair', postalCode: 'H7S 1M9', day: '2026-04-20', half: 'morning' });
    expect(hold.json()).toMatchObject({ error: 'invalidBooking', fields: [{ field: 'service', rule: 'pattern' }] });
  });

  it('has a message in French and English for every refusal code the wire declares, and no other code', () => {
    expect(Object.keys(BOOKING_ERRORS).sort()).toEqual([...BOOKING_REFUSAL_CODES].sort());
    for (const code of BOOKING_REFUSAL_CODES) {
      expect(BOOKING_ERRORS[code].fr).not.toBe('');
      expect(BOOKING_ERRORS[code].en).not.toBe(BOOKING_ERRORS[code].fr);
    }
  });
});
