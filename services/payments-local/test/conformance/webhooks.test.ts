// Conformance: the stand-in's webhook notifications against the `braintree` SDK's own samples (webhookTesting
// .sampleNotification), each parsed by webhookNotification.parse as the store API parses them, held to Braintree's webhook
// testing and parsing pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_KINDS } from '../../src/webhooks';
import { PAGES, saleRequest, startConformance, type Conformance } from './sdk';

let conformance: Conformance;
beforeAll(async () => {
  conformance = await startConformance();
});
afterAll(() => conformance.close());

type Parsed = Record<string, unknown> & { kind: string; timestamp: unknown };
const subjectOf = (notification: Parsed): Record<string, unknown> =>
  (notification.transaction ?? notification.dispute) as Record<string, unknown>;

describe(`webhooks (${PAGES.webhooksTesting}; ${PAGES.webhooksParse})`, () => {
  it.each(WEBHOOK_KINDS)('%s parses as the SDK’s own sample does: same kind, dated, about the same kind of subject', async (kind) => {
    const sale = await conformance.gateway.transaction.sale(saleRequest());
    const ours = conformance.standIn.webhook(kind, sale.transaction.id);
    const sample = await conformance.gateway.webhookTesting.sampleNotification(kind, sale.transaction.id);
    const parsedOurs = (await conformance.gateway.webhookNotification.parse(ours.bt_signature, ours.bt_payload)) as unknown as Parsed;
    const parsedSample = (await conformance.gateway.webhookNotification.parse(sample.bt_signature, sample.bt_payload)) as unknown as Parsed;

    expect(parsedOurs.kind).toBe(kind);
    expect(parsedOurs.kind).toBe(parsedSample.kind);
    // Dated as the SDK's sample is: an ISO UTC date-time to the second.
    expect(parsedSample.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(parsedOurs.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The same subject node (transaction, or dispute), and every field both carry has the same type.
    expect(Object.keys(parsedOurs).filter((key) => key === 'transaction' || key === 'dispute')).toEqual(
      Object.keys(parsedSample).filter((key) => key === 'transaction' || key === 'dispute'),
    );
    const ourSubject = subjectOf(parsedOurs);
    const sampleSubject = subjectOf(parsedSample);
    const shared = Object.keys(sampleSubject).filter((key) => key in ourSubject && sampleSubject[key] !== null && ourSubject[key] !== null);
    expect(shared.length).toBeGreaterThan(2);
    for (const key of shared) expect([key, typeof ourSubject[key]]).toEqual([key, typeof sampleSubject[key]]);
    const transactionId = kind === 'dispute_opened' ? (ourSubject.transaction as { id: string }).id : (ourSubject as { id: string }).id;
    expect(transactionId).toBe(sale.transaction.id);
  });

  it('signs a payload exactly as the SDK’s sample signs one (public key | HMAC-SHA1 keyed by SHA1 of the private key)', async () => {
    const sale = await conformance.gateway.transaction.sale(saleRequest());
    const ours = conformance.standIn.webhook('transaction_settled', sale.transaction.id);
    const testing = conformance.gateway.webhookTesting as unknown as { sampleSignature(payload: string): string };
    expect(ours.bt_signature).toBe(testing.sampleSignature(ours.bt_payload));
  });

  it('a notification whose payload was altered is refused as invalidSignatureError', async () => {
    const sale = await conformance.gateway.transaction.sale(saleRequest());
    const ours = conformance.standIn.webhook('transaction_settled', sale.transaction.id);
    const altered = Buffer.from(
      Buffer.from(ours.bt_payload, 'base64').toString('utf8').replace(sale.transaction.id, 'someoneelse'),
    ).toString('base64');
    await expect(conformance.gateway.webhookNotification.parse(ours.bt_signature, altered)).rejects.toMatchObject({
      type: 'invalidSignatureError',
    });
  });
});
