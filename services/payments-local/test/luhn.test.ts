// The card number's checksum (frame/luhn.js), against the test numbers of Braintree's sandbox documentation
// (developer.paypal.com/braintree/docs/reference/general/testing: "Credit card numbers").
import { describe, expect, it } from 'vitest';
import { luhnValid } from '../frame/luhn.js';

describe('the Luhn check', () => {
  it('passes the documented test numbers of every brand', () => {
    for (const number of [
      '4111111111111111',
      '4005519200000004',
      '5555555555554444',
      '2223000048400011',
      '378282246310005',
      '6011111111111117',
    ])
      expect(luhnValid(number), number).toBe(true);
  });

  it('refuses a number with one digit changed or two neighbours swapped', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4005512900000004')).toBe(false);
    expect(luhnValid('5555555555554445')).toBe(false);
  });
});
