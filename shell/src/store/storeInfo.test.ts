import { describe, expect, it } from 'vitest';
import { DELIVERY } from './storeInfo';

describe('delivery rules of spec §9', () => {
  it('free from 39 dollars, 1 to 7 business days, changes within 24 hours', () => {
    expect(DELIVERY).toMatchObject({ freeFrom: 39, minBusinessDays: 1, maxBusinessDays: 7, orderChangeHours: 24 });
  });
});
