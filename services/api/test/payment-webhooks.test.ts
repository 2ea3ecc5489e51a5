// The provider's signed notifications acted on once: Braintree's retries and anyone's replays of a kept payload are answered
// and do nothing, and a notification older than Braintree's retries can be is refused.
import { startPaymentsLocal, type PaymentsLocal } from '@storefront/payments-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBraintreeProvider, readBraintreeConfig } from '../src/orders/braintree';
import type { PaymentProvider } from '../src/orders/payment';
import { WEBHOOK_MAX_AGE_MS } from '../src/orders/webhook-deliveries';
import { testApiPerTest, type TestApi } from './helpers';

let gateway: PaymentsLocal;
let provider: PaymentProvider;
beforeAll(async () => {
  gateway = await startPaymentsLocal({ port: 0 });
  provider = createBraintreeProvider({
    ...readBraintreeConfig({}),
    environment: { host: gateway.config.host, port: gateway.port, ssl: false },
  });
});
afterAll(() => gateway.close());

const freshApi = testApiPerTest();

/** A settled sale of the stand-in's: what its notifications are about. */
async function sale(): Promise<string> {
  const result = await provider.sale({
    nonce: 'fake-valid-visa-nonce',
    amount: 42,
    currency: 'CAD',
    orderId: `webhook-${Date.now()}-${Math.random()}`,
    description: 'Pool store order',
  });
  if (!result.ok) throw new Error(`the stand-in declined the sale: ${result.error}`);
  return result.reference;
}

/**
 * Posted as Braintree posts a notification: a form of bt_signature and bt_payload, which the SDK's
 * webhookNotification.parse verifies and reads into its kind, its timestamp (UTC) and its subject
 * (https://developer.paypal.com/braintree/docs/guides/webhooks/parse/node). The stand-in signs them as Braintree does
 * (services/payments-local/src/webhooks.ts).
 */
const post = (t: TestApi, signed: { bt_signature: string; bt_payload: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/payments/webhooks',
    payload: new URLSearchParams({ ...signed }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const events = (t: TestApi) => t.db.query<{ kind: string; reference: string }>('SELECT kind, reference FROM payment_events ORDER BY id');

describe("the provider's notifications", () => {
  it('act once: the same signed payload sent again is answered 200 and records nothing more', async () => {
    const t = await freshApi({}, undefined, undefined, { payments: provider });
    const reference = await sale();
    const settled = gateway.webhook('transaction_settled', reference);
    const first = await post(t, settled);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true }]);
    // Braintree's retry of the same delivery (every hour for a day until it is answered), or someone who kept it.
    for (let replay = 0; replay < 3; replay += 1) {
      const again = await post(t, settled);
      expect([again.statusCode, again.json()]).toEqual([200, { received: true, replayed: true }]);
    }
    expect(await events(t)).toEqual([{ kind: 'transaction_settled', reference }]);
    // Another notification about the same sale (another kind, or the same kind at another time) is its own delivery.
    await post(t, gateway.webhook('dispute_opened', reference));
    await post(t, gateway.webhook('transaction_settled', reference, new Date(Date.now() - 60_000)));
    expect((await events(t)).map((event) => event.kind)).toEqual(['transaction_settled', 'dispute_opened', 'transaction_settled']);
    expect(await t.count("webhook_deliveries WHERE source = 'braintree'")).toBe(3);
  });

  it('refuses a notification older than Braintree’s retries can be, or dated ahead, and records nothing', async () => {
    const t = await freshApi({}, undefined, undefined, { payments: provider });
    const reference = await sale();
    for (const at of [new Date(Date.now() - WEBHOOK_MAX_AGE_MS - 60_000), new Date(Date.now() + 2 * 60 * 60 * 1000)]) {
      const response = await post(t, gateway.webhook('transaction_settled', reference, at));
      expect(response.statusCode, at.toISOString()).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalidRequest', field: 'timestamp', message: 'La demande n’est pas valide.' });
    }
    expect(await t.count('payment_events')).toBe(0);
    expect(await t.count('webhook_deliveries')).toBe(0);
    // A day late (Braintree's last retry) is still taken.
    expect((await post(t, gateway.webhook('transaction_settled', reference, new Date(Date.now() - 24 * 60 * 60 * 1000)))).statusCode).toBe(
      200,
    );
    expect(await t.count('payment_events')).toBe(1);
  });

  it('forgets deliveries once they are too old to be taken again', async () => {
    const t = await freshApi({}, undefined, undefined, { payments: provider });
    const reference = await sale();
    await t.db.query(
      "INSERT INTO webhook_deliveries (source, delivery_id, received_at) VALUES ('braintree', 'old', now() - interval '5 days')",
    );
    await post(t, gateway.webhook('transaction_settled', reference));
    expect(await t.db.query('SELECT delivery_id FROM webhook_deliveries')).toEqual([
      { delivery_id: expect.stringMatching(/^transaction_settled\|/) },
    ]);
  });
});
