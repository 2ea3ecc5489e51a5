// Conformance: sales and verifications through the real `braintree` SDK, held to Braintree's testing page (the amount
// decides a sale, the nonce a verification), its validation error codes and its authorization responses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES, codes, saleRequest, startConformance, verify, type Conformance } from './sdk';

let conformance: Conformance;
beforeAll(async () => {
  conformance = await startConformance();
});
afterAll(() => conformance.close());

describe(`sales decided by the amount (${PAGES.testing}, "Transaction amounts")`, () => {
  it.each([
    ['0.01', 'submitted_for_settlement'],
    ['1999.99', 'submitted_for_settlement'],
    ['3001.00', 'submitted_for_settlement'],
    ['4000.99', 'submitted_for_settlement'],
    ['5001.02', 'submitted_for_settlement'],
  ])('%s is authorized (and submitted for settlement when asked)', async (amount, status) => {
    const result = await conformance.gateway.transaction.sale(saleRequest({ amount }));
    expect(result.success).toBe(true);
    expect(result.transaction).toMatchObject({ status, amount, processorResponseCode: '1000', processorResponseText: 'Approved' });
  });

  it('without submitForSettlement a sale stays authorized', async () => {
    const result = await conformance.gateway.transaction.sale(saleRequest({ options: {} }));
    expect(result.transaction.status).toBe('authorized');
  });

  // The processor response equal to the amount, in the words of the authorization responses page (${PAGES.authorizationResponses}).
  it.each([
    ['2000.00', '2000', 'Do Not Honor', 'soft_declined'],
    ['2001.00', '2001', 'Insufficient Funds', 'soft_declined'],
    ['2004.00', '2004', 'Expired Card', 'hard_declined'],
    ['2046.50', '2046', 'Declined', 'soft_declined'],
    ['2999.99', '2999', 'Processor Declined', 'soft_declined'],
  ])('%s is processor declined with response %s', async (amount, code, text, type) => {
    const result = await conformance.gateway.transaction.sale(saleRequest({ amount }));
    expect(result.success).toBe(false);
    expect(result.message).toBe(text);
    expect(result.transaction).toMatchObject({
      status: 'processor_declined',
      processorResponseCode: code,
      processorResponseText: text,
      processorResponseType: type,
    });
  });

  it.each(['3000.00', '3000.99'])('%s fails with a 3000 processor response', async (amount) => {
    const result = await conformance.gateway.transaction.sale(saleRequest({ amount }));
    expect(result.transaction).toMatchObject({ status: 'failed', processorResponseCode: '3000' });
  });

  it('5001.00 is gateway rejected, application_incomplete', async () => {
    const result = await conformance.gateway.transaction.sale(saleRequest({ amount: '5001.00' }));
    expect(result.transaction).toMatchObject({ status: 'gateway_rejected', gatewayRejectionReason: 'application_incomplete' });
  });

  it('5001.01 declines a PayPal sale with 2038 and authorizes a card', async () => {
    const paypal = await conformance.gateway.transaction.sale(
      saleRequest({ amount: '5001.01', paymentMethodNonce: 'fake-paypal-one-time-nonce' }),
    );
    expect(paypal.transaction).toMatchObject({ status: 'processor_declined', processorResponseCode: '2038' });
    const card = await conformance.gateway.transaction.sale(saleRequest({ amount: '5001.01' }));
    expect(card.transaction.status).toBe('submitted_for_settlement');
  });
});

describe(`nonces (${PAGES.testing}, "Nonces"): "Transaction success is determined by the test amount you use; verification success is determined by the test nonce you use"`, () => {
  it.each([
    ['fake-valid-nonce', 'Visa', '1881'],
    ['fake-valid-visa-nonce', 'Visa', '1111'],
    ['fake-valid-mastercard-nonce', 'MasterCard', '4444'],
    ['fake-valid-amex-nonce', 'American Express', '0005'],
    // Braintree's "unsuccessful verification" nonces: a sale at an approving amount is still approved.
    ['fake-processor-declined-visa-nonce', 'Visa', '1115'],
    ['fake-processor-declined-mastercard-nonce', 'MasterCard', '5100'],
    ['fake-processor-declined-amex-nonce', 'American Express', '1000'],
  ])('a sale of 10.00 on %s is approved, on its %s ending %s', async (paymentMethodNonce, cardType, last4) => {
    const result = await conformance.gateway.transaction.sale(saleRequest({ paymentMethodNonce }));
    expect(result.success).toBe(true);
    expect(result.transaction.creditCard).toMatchObject({ cardType, last4 });
  });

  it('a sale on fake-processor-declined-visa-nonce at a declining amount is declined by the amount', async () => {
    const result = await conformance.gateway.transaction.sale(
      saleRequest({ paymentMethodNonce: 'fake-processor-declined-visa-nonce', amount: '2001.00' }),
    );
    expect(result.transaction).toMatchObject({ status: 'processor_declined', processorResponseCode: '2001' });
  });

  it('fake-paypal-one-time-nonce pays with a PayPal account', async () => {
    const result = await conformance.gateway.transaction.sale(saleRequest({ paymentMethodNonce: 'fake-paypal-one-time-nonce' }));
    expect(result.transaction.paymentInstrumentType).toBe('paypal_account');
    expect(result.transaction.paypalAccount?.payerEmail).toBe('payer@example.com');
  });

  it(`fake-gateway-rejected-fraud-nonce is gateway rejected for fraud (${PAGES.gatewayRejections})`, async () => {
    const result = await conformance.gateway.transaction.sale(saleRequest({ paymentMethodNonce: 'fake-gateway-rejected-fraud-nonce' }));
    expect(result.success).toBe(false);
    expect(result.transaction).toMatchObject({ status: 'gateway_rejected', gatewayRejectionReason: 'fraud' });
  });

  it.each([
    ['fake-processor-declined-visa-nonce', 'processor_declined', '2000'],
    ['fake-processor-declined-mastercard-nonce', 'processor_declined', '2000'],
    ['fake-processor-declined-amex-nonce', 'processor_declined', '2000'],
  ])(`a verification (${PAGES.verification}) on %s is %s %s, whatever the amount`, async (paymentMethodNonce, status, code) => {
    const result = await verify(conformance, {
      paymentMethodNonce,
      options: { amount: '1.00', merchantAccountId: conformance.merchantAccountId },
    });
    expect(result.success).toBe(false);
    expect(result.verification).toMatchObject({
      status,
      processorResponseCode: code,
      processorResponseText: 'Do Not Honor',
    });
  });

  it('a verification on fake-valid-visa-nonce is verified, even for an amount that would decline a sale', async () => {
    const result = await verify(conformance, { paymentMethodNonce: 'fake-valid-visa-nonce', options: { amount: '2001.00' } });
    expect(result.success).toBe(true);
    expect(result.verification.status).toBe('verified');
    expect(result.verification.creditCard.last4).toBe('1111');
  });
});

describe(`validation errors (${PAGES.validationErrors})`, () => {
  it.each([
    [{ amount: '' }, '81502'],
    [{ amount: '-1.00' }, '81501'],
    [{ amount: '1.001' }, '81503'],
    [{ amount: 'abc' }, '81503'],
    [{ amount: '0.00' }, '81531'],
    [{ amount: '12345678901.00' }, '81528'],
    [{ merchantAccountId: 'not_ours' }, '91513'],
    [{ paymentMethodNonce: 'fake-consumed-nonce' }, '91564'],
    [{ paymentMethodNonce: 'tokencc_never_issued' }, '91565'],
    [{ paymentMethodNonce: 'fake-luhn-invalid-nonce' }, '81715'],
    [{ paymentMethodNonce: 'fake-valid-discover-nonce' }, '91734'],
    [{ paymentMethodNonce: undefined }, '91508'],
  ])('a sale with %o is refused with %s and creates no transaction', async (change, code) => {
    const before = conformance.standIn.sales().length;
    const result = await conformance.gateway.transaction.sale({ ...saleRequest(), ...change });
    expect(codes(result)).toContain(code);
    expect((result as { transaction?: unknown }).transaction).toBeUndefined();
    expect(conformance.standIn.sales().length).toBe(before);
  });

  it(`finds an unknown transaction as the SDK's notFoundError (${PAGES.sale})`, async () => {
    await expect(conformance.gateway.transaction.find('nosuchid')).rejects.toMatchObject({ type: 'notFoundError' });
  });
});
