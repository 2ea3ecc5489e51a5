import { describe, expect, it } from 'vitest';
import { refusalOf } from '@storefront/catalogue-data/store-api';
import { orderErrorOf } from './storeApi';

describe('an order route’s refusal, as the payment step reads it', () => {
  it('no answer (unreachable, no integrity token, a timeout) is a lost connection, retried with the same key', () => {
    for (const refusal of [{ kind: 'network', status: 0 }, { kind: 'network', status: 429 }, { kind: 'timeout' }] as const)
      expect(orderErrorOf(refusal)).toMatchObject({ key: 'connexion', serverMessage: null });
  });

  it('a refusal keeps its code and words; a body without a code is the default message', () => {
    expect(orderErrorOf(refusalOf(402, { statusCode: 402, error: 'paymentMethod', message: 'Carte refusée.' }))).toMatchObject({
      key: 'paymentMethod',
      serverMessage: 'Carte refusée.',
    });
    expect(orderErrorOf(refusalOf(502, null))).toMatchObject({ key: 'default', serverMessage: null, fields: [] });
  });

  it('a changed cart brings its new price; an ordered one its order’s number', () => {
    const changed = { statusCode: 409, error: 'cartChanged', message: 'Nouveau total.', currencyCode: 'CAD', quote: 'q2' };
    const priced = {
      ...changed,
      totals: { total: 120 },
      fulfilment: { shipments: [] },
      merchant: { legalName: 'PS' },
      conditionsVersion: 'v3',
    };
    expect(orderErrorOf(refusalOf(409, priced)).quote).toEqual({
      currencyCode: 'CAD',
      totals: { total: 120 },
      quote: 'q2',
      fulfilment: { shipments: [] },
      merchant: { legalName: 'PS' },
      conditionsVersion: 'v3',
    });
    expect(orderErrorOf(refusalOf(409, changed)).quote).toBeNull();
    expect(
      orderErrorOf(refusalOf(409, { statusCode: 409, error: 'alreadyOrdered', message: 'Déjà.', orderNumber: 'PS-1A2B' })),
    ).toMatchObject({
      key: 'alreadyOrdered',
      orderNumber: 'PS-1A2B',
    });
  });
});
