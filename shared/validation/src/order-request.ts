// Owns the shape of an order request, declared once for the store API that checks it and the checkout that sends it.
import { z } from 'zod';
import { isStorableText } from './rules';
import type { CheckoutCustomerInput } from './schemas';

export { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, ORDER_ACCESS_HEADER } from './headers';

/**
 * Everything an order request may hold, and nothing else: a body with any other field (a card number, totals from the
 * browser) is refused whole. The customer is checked field by field after this (checkoutCustomerSchema), so the page
 * gets a message per field.
 */
/** Text the order keeps as it is: no NUL, no half of a surrogate pair (PostgreSQL could not store it). */
const storedText = (max: number) => z.string().max(max).refine(isStorableText);

export const orderRequestSchema = z.strictObject({
  cartId: storedText(500).min(1),
  customer: z.record(z.string(), z.unknown()),
  /** The payment provider's single-use nonce for the buyer's card or PayPal account. */
  nonce: z.string().regex(/^[\w-]{8,200}$/),
  /** The fingerprint of the priced cart the buyer saw (the quote's): a cart that changed since is refused before any charge. */
  quote: z.string().regex(/^[\w-]{16,64}$/),
  /** The method chosen for each class of line (its shape is checked by the store's fulfilment rules, which say what is wrong in words). */
  selection: z.record(storedText(20), z.record(storedText(20), storedText(20))),
  /** The version of the online purchase conditions the buyer accepted at the review step (Consumer Protection Act, s. 54.5). */
  /** Absent, the order is refused in words (`conditionsNotAccepted`), as is a version that is not the one in force. */
  acceptance: z.strictObject({ conditionsVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).optional(),
});

export type OrderRequest = Omit<z.input<typeof orderRequestSchema>, 'customer' | 'selection'> & {
  customer: CheckoutCustomerInput;
  /** A `FulfilmentSelection` of @storefront/commerce. */
  selection: Partial<Record<string, Record<string, string>>>;
};
