// Owns the webhook notifications the stand-in sends about its transactions, signed exactly as Braintree signs them:
// bt_payload is the notification's XML in base64, bt_signature is "public_key|HMAC-SHA1(key = SHA1(private_key), payload)".
import { createHash, createHmac } from 'node:crypto';
import type { LocalBraintreeConfig } from '@storefront/mf-config/payments';
import type { StandInTransaction } from './state';
import { transactionXml } from './transactions';
import { xmlDocument, type XmlNode } from './xml';

export const WEBHOOK_KINDS = ['transaction_settled', 'transaction_settlement_declined', 'dispute_opened'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export interface SignedWebhook {
  bt_signature: string;
  bt_payload: string;
}

export function signWebhook(config: LocalBraintreeConfig, payload: string): string {
  const key = createHash('sha1').update(config.privateKey).digest();
  return `${config.publicKey}|${createHmac('sha1', key).update(payload).digest('hex')}`;
}

function subject(kind: WebhookKind, transaction: StandInTransaction, now: Date): XmlNode {
  if (kind !== 'dispute_opened') return { transaction: transactionXml(transaction) };
  const day = now.toISOString().slice(0, 10);
  return {
    dispute: {
      id: `dp_${transaction.id}`,
      amount: transaction.amount,
      'amount-disputed': transaction.amount,
      'currency-iso-code': transaction.currency,
      kind: 'chargeback',
      status: 'open',
      reason: 'fraud',
      'received-date': day,
      'date-opened': day,
      transaction: { id: transaction.id, amount: transaction.amount, 'order-id': transaction.orderId },
    },
  };
}

export function webhookFor(
  config: LocalBraintreeConfig,
  kind: WebhookKind,
  transaction: StandInTransaction,
  now = new Date(),
): SignedWebhook {
  const xml = xmlDocument('notification', { timestamp: now, kind, subject: subject(kind, transaction, now) });
  // Braintree wraps its base64 payloads in lines and ends them with a newline; the SDK accepts both.
  const payload = `${Buffer.from(xml).toString('base64')}\n`;
  return { bt_signature: signWebhook(config, payload), bt_payload: payload };
}
