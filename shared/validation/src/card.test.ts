import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, cvvLength, expiryState, formatCardNumber } from './card';
import { checkoutCustomerSchema, validateWith } from './schemas';

const NOW = new Date(2026, 10, 23);
const good = { holder: 'Marie Côté', number: '4242 4242 4242 4242', expiry: '12/28', cvv: '123' };
const rules = (card: Partial<typeof good>, locale: 'fr' | 'en' = 'fr') => checkCard({ ...good, ...card }, locale, NOW).map((e) => `${e.field}:${e.rule}`);

describe('card rules (spec §5)', () => {
  it('accepts a valid Visa, MasterCard (both ranges) and American Express', () => {
    expect(rules({})).toEqual([]);
    expect(rules({ number: '5555 5555 5555 4444' })).toEqual([]);
    expect(rules({ number: '2223 0031 2200 3222' })).toEqual([]);
    expect(rules({ number: '3782 822463 10005', cvv: '1234' })).toEqual([]);
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('refuses other brands (Discover, JCB, Diners) with the accepted-brands message', () => {
    for (const number of ['6011 1111 1111 1117', '3530 1113 3330 0000', '3056 9309 0259 04']) expect(rules({ number }), number).toEqual(['number:cardBrand']);
    expect(checkCard({ ...good, number: '6011111111111117' }, 'fr', NOW)[0]?.message).toBe('Seules les cartes Visa, MasterCard et American Express sont acceptées.');
  });

  it('refuses a number that fails the checksum or is too short, and a missing one', () => {
    expect(rules({ number: '4242 4242 4242 4241' })).toEqual(['number:cardNumber']);
    expect(rules({ number: '4242 4242' })).toEqual(['number:cardNumber']);
    expect(rules({ number: '4242-abcd' })).toEqual(['number:cardNumber']);
    expect(rules({ number: '' })).toEqual(['number:required']);
  });

  it('holder name is required', () => {
    expect(rules({ holder: '  ' })).toEqual(['holder:required']);
    expect(checkCard({ ...good, holder: '' }, 'fr', NOW)[0]?.message).toBe('Le champ « Nom du titulaire de la carte » est requis.');
    expect(checkCard({ ...good, holder: '' }, 'en', NOW)[0]?.message).toBe('The “Cardholder name” field is required.');
  });

  it('expiry: MM/YY, this month still good, last month expired', () => {
    expect(expiryState('11/26', NOW)).toBe('ok');
    expect(expiryState('10/26', NOW)).toBe('past');
    expect(expiryState('01/27', NOW)).toBe('ok');
    for (const bad of ['13/27', '1/27', '12/2027', '1227', 'ab/cd']) expect(rules({ expiry: bad }), bad).toEqual(['expiry:cardExpiryFormat']);
    expect(rules({ expiry: '10/26' })).toEqual(['expiry:cardExpired']);
    expect(rules({ expiry: '' })).toEqual(['expiry:required']);
  });

  it('CVV: 3 digits, 4 for American Express', () => {
    expect(cvvLength('visa')).toBe(3);
    expect(cvvLength('amex')).toBe(4);
    expect(rules({ cvv: '12' })).toEqual(['cvv:cvv']);
    expect(rules({ cvv: '1234' })).toEqual(['cvv:cvv']);
    expect(rules({ cvv: '12a' })).toEqual(['cvv:cvv']);
    expect(rules({ number: '378282246310005', cvv: '123' })).toEqual(['cvv:cvvAmex']);
    expect(rules({ cvv: '' })).toEqual(['cvv:required']);
    expect(checkCard({ ...good, cvv: '1' }, 'en', NOW)[0]?.message).toBe('The security code (CVV) has 3 digits.');
  });

  it('groups digits as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4')).toBe('424');
  });
});

describe('delivery information (spec §5)', () => {
  const customer = { firstname: 'Marie', lastname: 'Côté', email: 'marie@example.com', phone: '450 555-0123', address: '12, rue des Érables', city: 'Laval', province: 'QC', postalCode: 'h7s1m9' };

  it('takes a complete address, normalizes the postal code, and leaves the newsletter unchecked unless checked', () => {
    const result = validateWith(checkoutCustomerSchema, customer, 'fr');
    expect(result.ok && result.data).toMatchObject({ postalCode: 'H7S 1M9', newsletter: false, billingSameAsDelivery: true, billing: null });
    const opted = validateWith(checkoutCustomerSchema, { ...customer, newsletter: 'on' }, 'fr');
    expect(opted.ok && opted.data.newsletter).toBe(true);
  });

  it('says "Précisez la ville." for a missing city, and checks postal code and phone', () => {
    const result = validateWith(checkoutCustomerSchema, { ...customer, city: ' ', postalCode: '12345', phone: '555-01' }, 'fr');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.field, e.message])).toEqual([
      ['phone', 'Le champ « Téléphone » n’est pas valide.'],
      ['city', 'Précisez la ville.'],
      ['postalCode', 'Le champ « Code postal » n’est pas valide.'],
    ]);
  });

  const billing = { firstname: 'Jean', lastname: 'Tremblay', address: '400, boulevard Laurier', city: 'Québec', province: 'QC', postalCode: 'g1v2l2' };

  it('takes a billing address with the same rules when the delivery address is not reused, and keeps it', () => {
    const result = validateWith(checkoutCustomerSchema, { ...customer, billingSameAsDelivery: false, billing }, 'fr');
    expect(result.ok && result.data.billing).toEqual({ ...billing, apartment: '', postalCode: 'G1V 2L2' });
  });

  it('requires the billing address when the box is unticked, each field named by its path, with the delivery errors at once', () => {
    const result = validateWith(checkoutCustomerSchema, { ...customer, phone: '', billingSameAsDelivery: false, billing: { ...billing, city: '', postalCode: '90210', firstname: 'J3an' } }, 'fr');
    if (result.ok) throw new Error('should fail');
    expect(result.errors.map((e) => [e.field, e.message])).toEqual([
      ['phone', 'Le champ « Téléphone » est requis.'],
      ['billing.firstname', 'Le champ « Prénom » ne doit contenir que des lettres et des espaces.'],
      ['billing.city', 'Précisez la ville.'],
      ['billing.postalCode', 'Le champ « Code postal » n’est pas valide.'],
    ]);
    const missing = validateWith(checkoutCustomerSchema, { ...customer, billingSameAsDelivery: 'false' }, 'en');
    expect(missing.ok ? [] : missing.errors.map((e) => e.field)).toEqual(['billing.firstname', 'billing.lastname', 'billing.address', 'billing.city', 'billing.postalCode']);
    expect(missing.ok ? '' : missing.errors[0]?.message).toBe('The “First name” field is required.');
  });

  it('ignores a billing address sent while the box is ticked: the delivery address is the billing address', () => {
    const result = validateWith(checkoutCustomerSchema, { ...customer, billingSameAsDelivery: true, billing: { city: '' } }, 'fr');
    expect(result.ok && result.data.billing).toBeNull();
  });
});

