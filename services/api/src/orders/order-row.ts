// Owns the `orders` table's row as `SELECT *` reads it (its columns are migrations.ts's): typed once, for the checkout that
// writes and charges an order and for the push that sends a paid one to the commerce platform.
import type { Locale } from '@storefront/contracts';
import type { Merchant, OrderTotals, PaymentErrorKey, PaymentMethodView, Shipment } from '@storefront/commerce';
import type { CheckoutCustomer } from '@storefront/validation';

export interface OrderRow {
  id: string;
  number: string;
  idempotency_key: string;
  cart_id: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  locale: Locale;
  customer: CheckoutCustomer;
  email: string;
  totals: OrderTotals;
  currency: string;
  promo_codes: string[];
  note: string | null;
  /** The gateway's transaction, once paid. */
  payment_ref: string | null;
  payment_provider: string | null;
  card_brand: string | null;
  card_last4: string | null;
  payment_method: PaymentMethodView | null;
  error_key: PaymentErrorKey | null;
  provider_message: string | null;
  created_at: string | Date;
  paid_at: string | Date | null;
  lease_until: string | Date | null;
  gateway_called_at: string | Date | null;
  client_ip: string | null;
  user_agent: string | null;
  page: string | null;
  /** How the order leaves the store; NULL on orders paid before shipments were kept. */
  fulfilment: { shipments: Shipment[] } | null;
  /** The merchant the order was made with; NULL on orders paid before it was kept. */
  merchant: Merchant | null;
  conditions_version: string | null;
  accepted_at: string | Date | null;
}

/** A paid order's row: its transaction and the moment it was paid are recorded. */
export type PaidOrderRow = OrderRow & { status: 'paid'; payment_ref: string; paid_at: string | Date };
