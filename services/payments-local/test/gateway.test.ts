// The stand-in's gateway protocol over HTTP, as Braintree's SDK speaks it: credentials, API version, XML answers with
// Braintree's error codes, the test amounts, single-use nonces, and the testing hooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsLocal, type PaymentsLocal } from '../src/server';

let standIn: PaymentsLocal;
let auth: string;

beforeAll(async () => {
  standIn = await startPaymentsLocal({ port: 0 });
  auth = `Basic ${Buffer.from(`${standIn.config.publicKey}:${standIn.config.privateKey}`).toString('base64')}`;
});
afterAll(() => standIn.close());

async function gateway(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; xml: string; response: Response }> {
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: { authorization: auth, 'x-apiversion': '6', accept: 'application/xml', 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, xml: await response.text(), response };
}

const merchant = (): string => `/merchants/${standIn.config.merchantId}`;
const saleBody = (transaction: Record<string, unknown>) => ({
  transaction: {
    type: 'sale',
    amount: '10.00',
    payment_method_nonce: 'fake-valid-nonce',
    options: { submit_for_settlement: true },
    ...transaction,
  },
});

async function frameNonce(card: Record<string, string>): Promise<{ status: number; json: Record<string, unknown> }> {
  const { xml } = await gateway('POST', `${merchant()}/client_token`, { client_token: { version: 2 } });
  const token = JSON.parse(Buffer.from(xml.match(/<value>([^<]+)<\/value>/)![1]!, 'base64').toString('utf8')) as {
    authorizationFingerprint: string;
    clientApiUrl: string;
  };
  const response = await fetch(`${token.clientApiUrl}/v1/payment_methods/credit_cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authorizationFingerprint: token.authorizationFingerprint,
      creditCard: { expirationDate: '11/31', cvv: '123', cardholderName: 'Luc Gagnon', ...card },
    }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('the gateway stand-in', () => {
  it('answers only the merchant’s own keys (401), on its own merchant path (403), with an API version (426)', async () => {
    expect(
      (
        await gateway('POST', `${merchant()}/transactions`, saleBody({}), {
          authorization: `Basic ${Buffer.from('local-public-key:guess').toString('base64')}`,
        })
      ).status,
    ).toBe(401);
    expect((await gateway('POST', `${merchant()}/transactions`, saleBody({}), { authorization: '' })).status).toBe(401);
    expect((await gateway('POST', '/merchants/someoneelse/transactions', saleBody({}))).status).toBe(403);
    expect((await gateway('POST', `${merchant()}/transactions`, saleBody({}), { 'x-apiversion': '' })).status).toBe(426);
    expect(standIn.sales()).toHaveLength(0);
  });

  it('answers in XML, gzipped for a client that asks as the SDK does', async () => {
    const response = await fetch(`${standIn.url}${merchant()}/transactions`, {
      method: 'POST',
      headers: { authorization: auth, 'x-apiversion': '6', 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify(saleBody({ order_id: 'gzip-1' })),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch inflates a gzip body itself: readable XML here means a well-formed gzip stream.
    const xml = await response.text();
    expect(xml).toContain('<status>submitted_for_settlement</status>');
    expect(xml).toContain('<order-id>gzip-1</order-id>');
    expect(xml).toContain('<currency-iso-code>CAD</currency-iso-code>');
  });

  it.each([
    [{ amount: undefined }, '81502', 'amount', 'Amount is required.'],
    [{ amount: '10.001' }, '81503', 'amount', 'Amount is an invalid format.'],
    [{ amount: '-5.00' }, '81501', 'amount', 'Amount cannot be negative.'],
    [{ amount: '12345678.00' }, '81528', 'amount', 'Amount is too large.'],
    [{ amount: '0.00' }, '81531', 'amount', 'Amount must be greater than zero.'],
    [{ merchant_account_id: 'usd_account' }, '91513', 'merchant_account_id', 'Merchant account ID is invalid.'],
    [{ payment_method_nonce: 'tokencc_never_issued' }, '91565', 'payment_method_nonce', 'Unknown or expired payment_method_nonce.'],
    [{ payment_method_nonce: 'fake-consumed-nonce' }, '91564', 'payment_method_nonce', 'Cannot use a payment_method_nonce more than once.'],
    [{ payment_method_nonce: undefined }, '91508', 'base', 'Cannot determine payment method.'],
  ])('refuses %o with Braintree’s api-error-response %s', async (change, code, attribute, message) => {
    const { status, xml } = await gateway('POST', `${merchant()}/transactions`, saleBody(change));
    expect(status).toBe(422);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<api-error-response><errors><errors type="array"\/><transaction><errors type="array"><error>/,
    );
    expect(xml).toContain(`<error><code>${code}</code><attribute>${attribute}</attribute><message>${message}</message></error>`);
    expect(xml).not.toContain('<transaction><id>');
  });

  it('declines with the processor response the test amount names, and records the declined sale', async () => {
    const { status, xml } = await gateway('POST', `${merchant()}/transactions`, saleBody({ amount: '2001.00', order_id: 'declined-1' }));
    expect(status).toBe(422);
    expect(xml).toContain('<message>Insufficient Funds</message>');
    expect(xml).toContain('<status>processor_declined</status><type>sale</type>');
    expect(xml).toContain(
      '<processor-response-code>2001</processor-response-code><processor-response-text>Insufficient Funds</processor-response-text><processor-response-type>soft_declined</processor-response-type>',
    );
    const failed = await gateway('POST', `${merchant()}/transactions`, saleBody({ amount: '3000.50' }));
    expect(failed.xml).toContain('<status>failed</status>');
    expect(failed.xml).toContain('<processor-response-code>3000</processor-response-code>');
    const approved = await gateway('POST', `${merchant()}/transactions`, saleBody({ amount: '1999.99' }));
    expect(approved.status).toBe(201);
    expect(standIn.sales().find((sale) => sale.orderId === 'declined-1')?.status).toBe('processor_declined');
  });

  it('spends a frame nonce with its sale, even a declined one', async () => {
    const issued = await frameNonce({ number: '4111111111111111' });
    const nonce = (issued.json.creditCards as Array<{ nonce: string }>)[0]!.nonce;
    expect((await gateway('POST', `${merchant()}/transactions`, saleBody({ payment_method_nonce: nonce, amount: '2000.00' }))).status).toBe(
      422,
    );
    const again = await gateway('POST', `${merchant()}/transactions`, saleBody({ payment_method_nonce: nonce }));
    expect(again.xml).toContain('<code>91564</code>');
  });

  it('finds a sale by order id in two steps (ids, then the page), voids it once, and 404s an unknown id', async () => {
    const created = await gateway('POST', `${merchant()}/transactions`, saleBody({ order_id: 'search-me' }));
    const id = created.xml.match(/<id>([a-z0-9]+)<\/id>/)![1]!;
    const ids = await gateway('POST', `${merchant()}/transactions/advanced_search_ids`, { search: { order_id: { is: 'search-me' } } });
    expect(ids.xml).toContain(
      `<search-results><page-size type="integer">50</page-size><ids type="array"><item>${id}</item></ids></search-results>`,
    );
    const page = await gateway('POST', `${merchant()}/transactions/advanced_search`, {
      search: { order_id: { is: 'search-me' }, ids: [id] },
    });
    expect(page.xml).toContain('<credit-card-transactions type="collection"><current-page-number type="integer">1</current-page-number>');
    expect(page.xml).toContain(`<transaction><id>${id}</id>`);
    expect((await gateway('PUT', `${merchant()}/transactions/${id}/void`)).xml).toContain('<status>voided</status>');
    expect((await gateway('PUT', `${merchant()}/transactions/${id}/void`)).xml).toContain('<code>91504</code>');
    expect((await gateway('POST', `${merchant()}/transactions/${id}/refund`, { transaction: {} })).xml).toContain('<code>91506</code>');
    expect((await gateway('GET', `${merchant()}/transactions/nosuchid`)).status).toBe(404);
  });

  it('cuts the connection after committing a sale when a test asks, once', async () => {
    const before = standIn.sales().length;
    standIn.dropNextSaleResponse();
    await expect(gateway('POST', `${merchant()}/transactions`, saleBody({ order_id: 'dropped' }))).rejects.toThrow();
    expect(standIn.sales().length).toBe(before + 1);
    expect((await gateway('POST', `${merchant()}/transactions`, saleBody({ order_id: 'after' }))).status).toBe(201);
  });

  it('gives tests a signed webhook over HTTP, behind the merchant’s keys', async () => {
    const created = await gateway('POST', `${merchant()}/transactions`, saleBody({ order_id: 'hooked' }));
    const id = created.xml.match(/<id>([a-z0-9]+)<\/id>/)![1]!;
    const refused = await fetch(`${standIn.url}/testing/webhooks`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'transaction_settled', transactionId: id }),
    });
    expect(refused.status).toBe(401);
    const { status, xml } = await gateway('POST', '/testing/webhooks', { kind: 'dispute_opened', transactionId: id });
    expect(status).toBe(200);
    const notification = JSON.parse(xml) as { bt_signature: string; bt_payload: string };
    expect(notification.bt_signature).toMatch(/^local-public-key\|[0-9a-f]{40}$/);
    const payload = Buffer.from(notification.bt_payload, 'base64').toString('utf8');
    expect(payload).toContain('<kind>dispute_opened</kind>');
    expect(payload).toContain(`<transaction><id>${id}</id>`);
  });
});
