// Owns the names of the store API's request headers that the checkout and the API share, apart from the schemas: a page that
// only calls the API (the cart's priced summary) loads none of the forms' rules, nor zod.

/** The header that carries one payment attempt's key: the same key never pays twice and is the only one that reads its order back. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** The header that carries an order's access key when the confirmation page reads its order again (never in the URL). */
export const ORDER_ACCESS_HEADER = 'order-access-key';
