// Conformance: refunds (whole, partial, several), voids and search through the real `braintree` SDK, held to Braintree's
// transaction refund, void and search reference pages and the validation error codes they name.
import type braintree from 'braintree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES, codes, saleRequest, settledSale, startConformance, type Conformance } from './sdk';

let conformance: Conformance;
beforeAll(async () => {
  conformance = await startConformance();
});
afterAll(() => conformance.close());

const refundOf = (result: braintree.ValidatedResponse<braintree.Transaction>): braintree.Transaction => {
  if (!result.success) throw new Error(`refused: ${result.message}`);
  return result.transaction;
};

describe(`refunds (${PAGES.refund})`, () => {
  it('refunds a settled sale whole when no amount is given: a credit for the sale’s amount, linked both ways', async () => {
    const sale = await settledSale(conformance, '75.00');
    const credit = refundOf(await conformance.gateway.transaction.refund(sale.id));
    expect(credit).toMatchObject({ type: 'credit', amount: '75.00', refundedTransactionId: sale.id, status: 'submitted_for_settlement' });
    expect((await conformance.gateway.transaction.find(sale.id)).refundIds).toEqual([credit.id]);
  });

  it('takes several partial refunds up to the sale’s amount, then 91512 "Transaction has already been completely refunded"', async () => {
    const sale = await settledSale(conformance, '100.00');
    const first = refundOf(await conformance.gateway.transaction.refund(sale.id, '30.00'));
    const second = refundOf(await conformance.gateway.transaction.refund(sale.id, '45.50'));
    expect([first.amount, second.amount]).toEqual(['30.00', '45.50']);
    // Beyond what is left (24.50): 91521 "Refund amount is too large."
    const tooMuch = await conformance.gateway.transaction.refund(sale.id, '24.51');
    expect(codes(tooMuch)).toEqual(['91521']);
    expect(tooMuch.success ? '' : tooMuch.message).toBe('Refund amount is too large.');
    const rest = refundOf(await conformance.gateway.transaction.refund(sale.id, '24.50'));
    expect(rest.amount).toBe('24.50');
    const again = await conformance.gateway.transaction.refund(sale.id, '0.01');
    expect(codes(again)).toEqual(['91512']);
    expect(again.success ? '' : again.message).toBe('Transaction has already been completely refunded.');
    expect((await conformance.gateway.transaction.find(sale.id)).refundIds).toEqual([first.id, second.id, rest.id]);
  });

  it('refunds what is left when no amount is given after a partial refund', async () => {
    const sale = await settledSale(conformance, '50.00');
    refundOf(await conformance.gateway.transaction.refund(sale.id, '20.00'));
    expect(refundOf(await conformance.gateway.transaction.refund(sale.id)).amount).toBe('30.00');
    expect(codes(await conformance.gateway.transaction.refund(sale.id))).toEqual(['91512']);
  });

  it('refuses more than the sale’s amount at once (91521), and checks a refund’s amount as a sale’s (81503, 81531)', async () => {
    const sale = await settledSale(conformance, '10.00');
    expect(codes(await conformance.gateway.transaction.refund(sale.id, '10.01'))).toEqual(['91521']);
    expect(codes(await conformance.gateway.transaction.refund(sale.id, '1.001'))).toEqual(['81503']);
    expect(codes(await conformance.gateway.transaction.refund(sale.id, '0.00'))).toEqual(['81531']);
    expect(refundOf(await conformance.gateway.transaction.refund(sale.id, '10.00')).amount).toBe('10.00');
  });

  it('refuses a sale not yet settled (91506: "use Transaction: Void instead") and a credit (91505)', async () => {
    const sale = await conformance.gateway.transaction.sale(saleRequest());
    expect(codes(await conformance.gateway.transaction.refund(sale.transaction.id))).toEqual(['91506']);
    const settled = await settledSale(conformance, '12.00');
    const credit = refundOf(await conformance.gateway.transaction.refund(settled.id, '2.00'));
    expect(codes(await conformance.gateway.transaction.refund(credit.id))).toEqual(['91505']);
  });

  it(`a voided refund gives nothing back: its amount can be refunded again (${PAGES.void})`, async () => {
    const sale = await settledSale(conformance, '40.00');
    const credit = refundOf(await conformance.gateway.transaction.refund(sale.id));
    expect((await conformance.gateway.transaction.void(credit.id)).transaction.status).toBe('voided');
    expect(refundOf(await conformance.gateway.transaction.refund(sale.id)).amount).toBe('40.00');
  });
});

describe(`voids (${PAGES.void})`, () => {
  it('voids an authorized or submitted sale once; a settled one or a second void is 91504', async () => {
    const authorized = await conformance.gateway.transaction.sale(saleRequest({ options: {} }));
    expect((await conformance.gateway.transaction.void(authorized.transaction.id)).transaction.status).toBe('voided');
    const submitted = await conformance.gateway.transaction.sale(saleRequest());
    expect((await conformance.gateway.transaction.void(submitted.transaction.id)).transaction.status).toBe('voided');
    expect(codes(await conformance.gateway.transaction.void(submitted.transaction.id))).toEqual(['91504']);
    const settled = await settledSale(conformance, '5.00');
    expect(codes(await conformance.gateway.transaction.void(settled.id))).toEqual(['91504']);
  });

  it('404s an unknown transaction as the SDK’s notFoundError', async () => {
    await expect(conformance.gateway.transaction.void('nosuchid')).rejects.toMatchObject({ type: 'notFoundError' });
  });
});

describe(`search (${PAGES.search})`, () => {
  const search = (build: braintree.TransactionSearchFn): Promise<braintree.Transaction[]> =>
    new Promise((resolve, reject) => {
      const found: braintree.Transaction[] = [];
      const stream = conformance.gateway.transaction.search(build);
      stream.on('data', (transaction: braintree.Transaction) => found.push(transaction));
      stream.on('end', () => resolve(found));
      stream.on('error', reject);
    });

  it('finds every sale of an order id, declined ones too, oldest first; an unknown order id finds none', async () => {
    const orderId = `search-${Date.now()}`;
    const declined = await conformance.gateway.transaction.sale(saleRequest({ orderId, amount: '2001.00' }));
    const approved = await conformance.gateway.transaction.sale(saleRequest({ orderId }));
    const found = await search((criteria) => criteria.orderId().is(orderId));
    expect(found.map((transaction) => [transaction.id, transaction.status])).toEqual([
      [declined.transaction.id, 'processor_declined'],
      [approved.transaction.id, 'submitted_for_settlement'],
    ]);
    expect(await search((criteria) => criteria.orderId().is('no-such-order'))).toEqual([]);
  });

  it('finds a transaction by its id', async () => {
    const sale = await conformance.gateway.transaction.sale(saleRequest());
    const found = await search((criteria) => criteria.id().is(sale.transaction.id));
    expect(found.map((transaction) => transaction.id)).toEqual([sale.transaction.id]);
  });
});
