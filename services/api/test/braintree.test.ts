// The Braintree provider with the real `braintree` SDK against the local gateway stand-in, started in this process on a
// free port: client tokens, sales on test nonces and amounts mapped to spec §8, a retry after a lost answer, reversals, webhooks.
import braintree from 'braintree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBraintreeConfig } from '@storefront/mf-config/payments';
import { startPaymentsLocal, type PaymentsLocal } from '@storefront/payments-local';
import { createBraintreeProvider, declineOf, readBraintreeConfig, type BraintreeOptions } from '../src/orders/braintree';
import { GatewayConnectionError, PaymentStartError, type PaymentProvider, type SaleRequest } from '../src/orders/payment';

let standIn: PaymentsLocal;
let provider: PaymentProvider;
let options: BraintreeOptions;
let orderNumber = 0;

const sale = (overrides: Partial<SaleRequest> = {}): SaleRequest => ({
  nonce: 'fake-valid-visa-nonce',
  amount: 123.45,
  currency: 'CAD',
  orderId: `order-${++orderNumber}-${Date.now()}`,
  description: 'Pool store order',
  ...overrides,
});

/** A nonce the provider frame would issue for a card, through the stand-in's client API as the frame calls it. */
async function tokenize(number: string, cvv = '123'): Promise<string> {
  const token = JSON.parse(Buffer.from(await provider.clientToken(), 'base64').toString('utf8')) as {
    authorizationFingerprint: string;
    clientApiUrl: string;
  };
  const response = await fetch(`${token.clientApiUrl}/v1/payment_methods/credit_cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authorizationFingerprint: token.authorizationFingerprint,
      creditCard: { number, expirationDate: '12/30', cvv, cardholderName: 'Marie Tremblay' },
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { creditCards: Array<{ nonce: string }> };
  return body.creditCards[0]!.nonce;
}

beforeAll(async () => {
  standIn = await startPaymentsLocal({ port: 0 });
  options = { ...readBraintreeConfig({}), environment: { host: standIn.config.host, port: standIn.port, ssl: false } };
  provider = createBraintreeProvider(options);
});

afterAll(async () => {
  await standIn.close();
});

describe('the Braintree provider against the local gateway stand-in', () => {
  it('reads the local stand-in by default and refuses a named environment without its keys', () => {
    const local = localBraintreeConfig({});
    expect(readBraintreeConfig({})).toEqual({
      merchantId: local.merchantId,
      publicKey: local.publicKey,
      privateKey: local.privateKey,
      environment: { host: '127.0.0.1', port: local.port, ssl: false },
      merchantAccountId: local.merchantAccountId,
    });
    expect(() => readBraintreeConfig({ BRAINTREE_ENVIRONMENT: 'production' })).toThrow(
      'BRAINTREE_ENVIRONMENT=production needs BRAINTREE_MERCHANT_ID',
    );
    expect(() => readBraintreeConfig({ BRAINTREE_ENVIRONMENT: 'staging' })).toThrow(
      'BRAINTREE_ENVIRONMENT=staging is not production, sandbox or local',
    );
    expect(createBraintreeProvider({ ...options, environment: 'production' }).mode).toBe('live');
    expect(provider.mode).toBe('test');
  });

  it('gives a version 2 client token pointing at the stand-in’s own client API', async () => {
    const token = JSON.parse(Buffer.from(await provider.clientToken(), 'base64').toString('utf8')) as Record<string, unknown>;
    expect(token).toMatchObject({
      version: 2,
      merchantId: 'localmerchant',
      configUrl: `${standIn.url}/merchants/localmerchant/client_api/v1/configuration`,
      assetsUrl: standIn.url,
    });
    expect(token.authorizationFingerprint).toMatch(/^[0-9a-f]{64}\|created_at=/);
  });

  it('cannot start the drop-in with the wrong keys or an unknown merchant account (§8 token)', async () => {
    await expect(createBraintreeProvider({ ...options, privateKey: 'wrong' }).clientToken()).rejects.toBeInstanceOf(PaymentStartError);
    await expect(createBraintreeProvider({ ...options, merchantAccountId: 'usd_account' }).clientToken()).rejects.toThrow(
      'Merchant account ID is invalid',
    );
  });

  it('charges a card and reports its brand and last four, submitted for settlement', async () => {
    const result = await provider.sale(sale({ nonce: await tokenize('4111 1111 1111 1111') }));
    expect(result).toMatchObject({ ok: true, method: { kind: 'card', brand: 'visa', last4: '1111' } });
    const recorded = standIn.sales().find((transaction) => result.ok && transaction.id === result.reference);
    expect(recorded).toMatchObject({
      status: 'submitted_for_settlement',
      amount: '123.45',
      currency: 'CAD',
      merchantAccountId: 'poolstore_cad',
    });
    expect(await provider.sale(sale({ nonce: 'fake-valid-amex-nonce' }))).toMatchObject({
      ok: true,
      method: { kind: 'card', brand: 'amex', last4: '0005' },
    });
  });

  it('charges a PayPal account and reports the payer’s e-mail', async () => {
    expect(await provider.sale(sale({ nonce: 'fake-paypal-one-time-nonce' }))).toMatchObject({
      ok: true,
      method: { kind: 'paypal', email: 'payer@example.com' },
    });
  });

  it.each([
    ['2001.00', 'gateway-no-fund', '2001'],
    ['2005.00', 'gateway-invalid-acount-num', '2005'],
    ['2007.00', 'gateway-invalid-acount-num', '2007'],
    ['2004.00', 'gateway-invalid-date', '2004'],
    ['2006.00', 'gateway-invalid-date', '2006'],
    ['2000.00', 'paymentMethod', '2000'],
    ['2015.00', 'paymentMethod', '2015'],
    ['2999.99', 'paymentMethod', '2999'],
    ['3000.00', 'dropin', '3000'],
    ['5001.00', 'saveFail', undefined],
  ])('maps a card sale of %s to §8 %s', async (amount, error, processorCode) => {
    const result = await provider.sale(sale({ amount: Number(amount) }));
    expect(result).toEqual({ ok: false, error, ...(processorCode ? { processorCode } : {}) });
  });

  it.each([
    ['fake-gateway-rejected-fraud-nonce', 'saveFail'],
    ['fake-luhn-invalid-nonce', 'saveFail'],
    ['fake-valid-discover-nonce', 'saveFail'],
    ['fake-consumed-nonce', 'token'],
    ['tokencc_unknown_nonce', 'token'],
  ])('maps a sale on %s to §8 %s', async (nonce, error) => {
    expect(await provider.sale(sale({ nonce }))).toMatchObject({ ok: false, error });
  });

  it('lets the amount decide a sale on Braintree’s “unsuccessful verification” nonces and cards, as its sandbox does', async () => {
    // Braintree's testing page: transaction success is decided by the amount, verification success by the nonce.
    for (const nonce of [
      'fake-processor-declined-visa-nonce',
      'fake-processor-declined-mastercard-nonce',
      await tokenize('4000111111111115'),
    ]) {
      expect(await provider.sale(sale({ nonce }))).toMatchObject({ ok: true });
      expect(
        await provider.sale(sale({ nonce: nonce.startsWith('fake-') ? nonce : await tokenize('5105105105105100'), amount: 2000 })),
      ).toEqual({
        ok: false,
        error: 'paymentMethod',
        processorCode: '2000',
      });
    }
  });

  it('gives a PayPal refusal in PayPal’s own words (§8 transfert)', async () => {
    expect(await provider.sale(sale({ nonce: 'fake-paypal-one-time-nonce', amount: 2074 }))).toEqual({
      ok: false,
      error: 'transfert',
      providerMessage:
        "Funding Instrument In The PayPal Account Was Declined By The Processor Or Bank, Or It Can't Be Used For This Payment",
      processorCode: '2074',
    });
    expect(await provider.sale(sale({ nonce: 'fake-paypal-one-time-nonce', amount: 5001.01 }))).toMatchObject({
      ok: false,
      error: 'transfert',
      providerMessage: 'Processor Declined',
    });
  });

  it('charges the nonce 3-D Secure verified in place of the card’s (4000000000001000, frictionless), and the card’s own is spent', async () => {
    const token = JSON.parse(Buffer.from(await provider.clientToken(), 'base64').toString('utf8')) as {
      authorizationFingerprint: string;
      clientApiUrl: string;
    };
    const cardNonce = await tokenize('4000000000001000');
    const lookup = await fetch(`${token.clientApiUrl}/v1/payment_methods/${cardNonce}/three_d_secure/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authorizationFingerprint: token.authorizationFingerprint, amount: '123.45' }),
    });
    const { paymentMethod } = (await lookup.json()) as { paymentMethod: { nonce: string } };
    const result = await provider.sale(sale({ nonce: paymentMethod.nonce }));
    expect(result).toMatchObject({ ok: true, method: { kind: 'card', brand: 'visa', last4: '1000' } });
    expect(await provider.sale(sale({ nonce: cardNonce }))).toEqual({ ok: false, error: 'token' });
  });

  // developer.paypal.com/braintree/docs/reference/response/transaction#gateway_rejection_reason: `three_d_secure` when
  // 3-D Secure was required and did not clear the card; the SDK gives the rejected transaction on the result.
  it('reads a sale the gateway rejected for 3-D Secure as the issuer’s refusal (§8 paymentMethod)', () => {
    const rejected = (gatewayRejectionReason: string) =>
      ({
        success: false,
        message: 'Gateway Rejected: three_d_secure',
        errors: { deepErrors: () => [] },
        transaction: {
          status: 'gateway_rejected',
          gatewayRejectionReason,
          paymentInstrumentType: 'credit_card',
          processorResponseCode: '',
        },
      }) as unknown as braintree.ValidatedResponse<braintree.Transaction>;
    expect(declineOf(rejected('three_d_secure'))).toEqual({ ok: false, error: 'paymentMethod' });
    expect(declineOf(rejected('fraud'))).toEqual({ ok: false, error: 'saveFail' });
  });

  it('spends a frame nonce once: the second sale on it is §8 token', async () => {
    const nonce = await tokenize('5555555555554444');
    expect(await provider.sale(sale({ nonce }))).toMatchObject({ ok: true, method: { brand: 'mastercard', last4: '4444' } });
    expect(await provider.sale(sale({ nonce }))).toEqual({ ok: false, error: 'token' });
  });

  it('refuses an amount the gateway would refuse, and another currency than the merchant account’s, before charging', async () => {
    const before = standIn.sales().length;
    expect(await provider.sale(sale({ amount: 0 }))).toEqual({ ok: false, error: 'saveFail' });
    expect(await provider.sale(sale({ amount: 123_456_789 }))).toEqual({ ok: false, error: 'saveFail' });
    expect(await provider.sale(sale({ currency: 'USD' }))).toEqual({ ok: false, error: 'saveFail' });
    expect(standIn.sales().length).toBe(before);
  });

  it('after a connection lost once the gateway charged, a retry with the same order id returns the first sale and charges once', async () => {
    const request = sale({ nonce: await tokenize('378282246310005', '1234') });
    standIn.dropNextSaleResponse();
    await expect(provider.sale(request)).rejects.toBeInstanceOf(GatewayConnectionError);
    const retried = await provider.sale(request);
    expect(retried).toMatchObject({ ok: true, method: { kind: 'card', brand: 'amex', last4: '0005' } });
    const charged = standIn.sales().filter((transaction) => transaction.orderId === request.orderId);
    expect(charged).toHaveLength(1);
    expect(retried.ok && retried.reference).toBe(charged[0]!.id);
  });

  it('reports a gateway that does not answer as a connection error, and wrong keys as an error, never as a decline', async () => {
    const closed = await startPaymentsLocal({ port: 0 });
    await closed.close();
    const unreachable = createBraintreeProvider({ ...options, environment: { host: '127.0.0.1', port: closed.port, ssl: false } });
    await expect(unreachable.sale(sale())).rejects.toBeInstanceOf(GatewayConnectionError);
    await expect(createBraintreeProvider({ ...options, publicKey: 'someone-else' }).sale(sale())).rejects.toMatchObject({
      type: 'authenticationError',
    });
    await expect(createBraintreeProvider({ ...options, merchantId: 'othermerchant' }).sale(sale())).rejects.toMatchObject({
      type: 'authorizationError',
    });
  });

  it('voids a sale not yet settled, refunds a settled one (what is left of it after partial refunds), and refuses to reverse twice', async () => {
    const first = await provider.sale(sale());
    if (!first.ok) throw new Error('the sale was refused');
    expect(await provider.reverse(first.reference)).toBe('voided');
    expect(standIn.sales().find((transaction) => transaction.id === first.reference)?.status).toBe('voided');

    const second = await provider.sale(sale());
    if (!second.ok) throw new Error('the sale was refused');
    const sdk = new braintree.BraintreeGateway({
      ...options,
      environment: new braintree.Environment('127.0.0.1', String(standIn.port), '', false, '127.0.0.1', String(standIn.port)),
    });
    expect((await sdk.testing.settle(second.reference)).transaction.status).toBe('settled');
    expect(await provider.reverse(second.reference)).toBe('refunded');
    await expect(provider.reverse(second.reference)).rejects.toThrow('Transaction has already been completely refunded');

    // A sale the staff refunded in part already: the reversal gives back what is left, once.
    const third = await provider.sale(sale({ amount: 123.45 }));
    if (!third.ok) throw new Error('the sale was refused');
    await sdk.testing.settle(third.reference);
    expect((await sdk.transaction.refund(third.reference, '23.45')).success).toBe(true);
    expect(await provider.reverse(third.reference)).toBe('refunded');
    const credits = await Promise.all(
      ((await sdk.transaction.find(third.reference)).refundIds ?? []).map((id) => sdk.transaction.find(id)),
    );
    expect(credits.map((credit) => credit.amount)).toEqual(['23.45', '100.00']);
    await expect(provider.reverse(third.reference)).rejects.toThrow('Transaction has already been completely refunded');
  });

  it('reads a webhook signed by the gateway, and refuses one whose signature does not match', async () => {
    const paid = await provider.sale(sale());
    if (!paid.ok) throw new Error('the sale was refused');
    const settled = standIn.webhook('transaction_settled', paid.reference);
    expect(await provider.parseWebhook(settled.bt_signature, settled.bt_payload)).toMatchObject({
      kind: 'transaction_settled',
      reference: paid.reference,
    });
    const disputed = standIn.webhook('dispute_opened', paid.reference);
    expect(await provider.parseWebhook(disputed.bt_signature, disputed.bt_payload)).toMatchObject({
      kind: 'dispute_opened',
      reference: paid.reference,
    });

    const forged = `${options.publicKey}|${'0'.repeat(40)}`;
    await expect(provider.parseWebhook(forged, settled.bt_payload)).rejects.toMatchObject({ type: 'invalidSignatureError' });
    const otherKeys = createBraintreeProvider({ ...options, privateKey: 'another-private-key' });
    await expect(otherKeys.parseWebhook(settled.bt_signature, settled.bt_payload)).rejects.toMatchObject({ type: 'invalidSignatureError' });
  });
});
