// Owns what the store API needs from a payment provider (Braintree in production, its local stand-in here): a client
// token for the browser's card fields, a sale on their nonce (3-D Secure verified for a card), reversing a sale, and verified webhooks.
import type { PaymentErrorKey } from '@storefront/commerce';

/** How the buyer paid, as the provider reports it: never more than a brand and the last four digits. */
export type PaymentMethodDetails = { kind: 'card'; brand: string; last4: string } | { kind: 'paypal'; email: string | null };

export interface SaleRequest {
  /** The single-use nonce the provider gave for the buyer's card (3-D Secure verified) or PayPal account. */
  nonce: string;
  /** In the currency's main unit (dollars), priced by the store API from the stored order. */
  amount: number;
  currency: string;
  /** Our order's id: the provider's order id, and what makes a retry find the first sale instead of charging again. */
  orderId: string;
  /** What the buyer's statement and the provider's console show. */
  description: string;
}

export type SaleResult =
  | { ok: true; reference: string; method: PaymentMethodDetails }
  /** A decline or rejection (nothing charged): the spec §8 key, and the processor's own words where §8 shows them (`transfert`). */
  | { ok: false; error: PaymentErrorKey; providerMessage?: string; processorCode?: string };

export interface WebhookEvent {
  kind: string;
  /** The provider's transaction (sale) id, when the event is about one. */
  reference: string | null;
  /** The id of what the notification is about (a transaction, a dispute…): with its kind and time, it names the delivery. */
  subject: string | null;
  /** When the provider says it happened (ISO 8601, UTC), as signed: what a notification's age is read from. */
  timestamp: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** 'live' takes real money; 'test' is a provider's sandbox or the local stand-in, which production refuses to start with. */
  readonly mode: 'live' | 'test';
  /** A client token that starts the browser's card fields; throws PaymentStartError when the provider cannot give one. */
  clientToken(): Promise<string>;
  /**
   * Charges the nonce and submits it for settlement. Throws GatewayConnectionError when the outcome is unknown (the
   * connection failed): a later call with the same orderId finds the first sale and returns it, never charging twice.
   */
  sale(request: SaleRequest): Promise<SaleResult>;
  /** The sale made for this order id, if one was: how an order whose outcome was lost (a dropped connection) is settled. */
  findSale(orderId: string): Promise<Extract<SaleResult, { ok: true }> | null>;
  /** Gives the money back: a void while the sale is not settled, else a full refund. */
  reverse(reference: string): Promise<'voided' | 'refunded'>;
  /** Verifies a webhook's signature with the provider's SDK and reads it; throws when the signature does not match. */
  parseWebhook(signature: string, payload: string): Promise<WebhookEvent>;
}

/** The outcome of a call is unknown (connection reset, timeout): retried with the same order id, which cannot charge twice. */
export class GatewayConnectionError extends Error {}

/** The provider could not give the card fields their client token (spec §8 `token`). */
export class PaymentStartError extends Error {}
