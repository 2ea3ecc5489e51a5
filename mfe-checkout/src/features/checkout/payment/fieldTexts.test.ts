// What the page hands the card fields and 3-D Secure's lookup: every field's words in both languages from the checkout's
// tables, and the buyer's billing address (the delivery address when they said so).
import { describe, expect, it } from 'vitest';
import { checkoutI18n, NS } from '../../../i18n';
import { EMPTY_CUSTOMER, type CustomerDraft } from '../customerStore';
import { fieldTexts, verifyRequest } from './fieldTexts';
import { CARD_FIELDS } from './types';

const translate = (locale: 'fr' | 'en') => (key: string) => checkoutI18n.getFixedT(locale, NS)(key);

describe('the card fields’ words', () => {
  it('exist in French and English for every field, label, placeholder and message', () => {
    for (const locale of ['fr', 'en'] as const) {
      const texts = fieldTexts(translate(locale));
      for (const field of CARD_FIELDS) {
        expect(texts.labels[field]).not.toMatch(/^checkout\./);
        expect(texts.placeholders[field]).not.toMatch(/^checkout\./);
      }
      for (const [key, text] of Object.entries(texts.problems)) expect(text, `${locale} ${key}`).not.toMatch(/^checkout\./);
      expect(Object.keys(texts.problems)).toHaveLength(CARD_FIELDS.length * 2 + 1);
    }
    expect(fieldTexts(translate('fr')).labels.number).toBe('Numéro de la carte');
    expect(fieldTexts(translate('en')).problems.cvvAmex).toBe('An American Express card’s CVV has 4 digits.');
  });
});

describe('3-D Secure’s lookup', () => {
  const customer: CustomerDraft = {
    ...EMPTY_CUSTOMER,
    firstname: 'Marie',
    lastname: 'Côté',
    email: 'marie@example.com',
    address: '123 rue Principale',
    city: 'Québec',
    province: 'QC',
    postalCode: 'G1R 2B5',
    billingSameAsDelivery: true,
  };
  const card = { nonce: 'tokencc_1', type: 'CreditCard' as const, details: { cardType: 'Visa', lastFour: '1091', bin: '400000' } };

  it('names the buyer by the delivery address when it is the billing address, with the amount as the gateway writes it', () => {
    expect(verifyRequest(card, 1234.5, customer)).toEqual({
      nonce: 'tokencc_1',
      bin: '400000',
      amount: '1234.50',
      email: 'marie@example.com',
      billingAddress: {
        givenName: 'Marie',
        surname: 'Côté',
        streetAddress: '123 rue Principale',
        locality: 'Québec',
        region: 'QC',
        postalCode: 'G1R 2B5',
        countryCodeAlpha2: 'CA',
      },
    });
  });

  it('uses the billing address the buyer typed otherwise', () => {
    const billing = {
      firstname: 'Luc',
      lastname: 'Gagnon',
      address: '9 av. des Pins',
      apartment: '',
      city: 'Montréal',
      province: 'QC' as const,
      postalCode: 'H2W 1R1',
    };
    expect(verifyRequest(card, 10, { ...customer, billingSameAsDelivery: false, billing }).billingAddress).toMatchObject({
      givenName: 'Luc',
      locality: 'Montréal',
      postalCode: 'H2W 1R1',
    });
  });
});
