// The conformance suites' set-up: the stand-in in this process on a free port, and Braintree's own `braintree` SDK pointed
// at it, so each case reads the stand-in's XML exactly as the store API does. Each case cites the Braintree page it holds
// the stand-in to.
import braintree from 'braintree';
import { startPaymentsLocal, type PaymentsLocal } from '../../src/server';

/** The Braintree pages the cases are written from. */
export const PAGES = {
  testing: 'https://developer.paypal.com/braintree/docs/reference/general/testing',
  sale: 'https://developer.paypal.com/braintree/docs/reference/request/transaction/sale',
  refund: 'https://developer.paypal.com/braintree/docs/reference/request/transaction/refund',
  void: 'https://developer.paypal.com/braintree/docs/reference/request/transaction/void',
  search: 'https://developer.paypal.com/braintree/docs/reference/request/transaction/search',
  validationErrors: 'https://developer.paypal.com/braintree/docs/reference/general/validation-errors/all',
  authorizationResponses: 'https://developer.paypal.com/braintree/docs/reference/general/processor-responses/authorization-responses',
  gatewayRejections: 'https://developer.paypal.com/braintree/articles/control-panel/transactions/gateway-rejections',
  verification: 'https://developer.paypal.com/braintree/docs/reference/request/credit-card-verification/create',
  nonceFind: 'https://developer.paypal.com/braintree/docs/reference/request/payment-method-nonce/find',
  webhooksTesting: 'https://developer.paypal.com/braintree/docs/guides/webhooks/testing-go-live',
  webhooksParse: 'https://developer.paypal.com/braintree/docs/guides/webhooks/parse',
  threeDSecureTesting: 'https://developer.paypal.com/braintree/docs/guides/3d-secure/testing-go-live',
  threeDSecureLegacyTesting: 'https://developer.paypal.com/braintree/docs/guides/3d-secure/legacy-3d-secure/testing-go-live',
  threeDSecureAdvanced: 'https://developer.paypal.com/braintree/docs/guides/3d-secure/advanced-options',
  threeDSecureServer: 'https://developer.paypal.com/braintree/docs/guides/3d-secure/server-side',
} as const;

export interface Conformance {
  standIn: PaymentsLocal;
  gateway: braintree.BraintreeGateway;
  merchantAccountId: string;
  close(): Promise<void>;
}

export async function startConformance(): Promise<Conformance> {
  const standIn = await startPaymentsLocal({ port: 0 });
  const port = String(standIn.port);
  const gateway = new braintree.BraintreeGateway({
    environment: new braintree.Environment(standIn.config.host, port, '', false, standIn.config.host, port),
    merchantId: standIn.config.merchantId,
    publicKey: standIn.config.publicKey,
    privateKey: standIn.config.privateKey,
  });
  return { standIn, gateway, merchantAccountId: standIn.config.merchantAccountId, close: () => standIn.close() };
}

let orders = 0;
/** A sale as the store sends it (submitted for settlement), with a fresh order id. */
export const saleRequest = (overrides: Partial<braintree.TransactionRequest> = {}): braintree.TransactionRequest => ({
  amount: '10.00',
  paymentMethodNonce: 'fake-valid-visa-nonce',
  orderId: `conformance-${++orders}-${Date.now()}`,
  options: { submitForSettlement: true },
  ...overrides,
});

/** A settled sale of `amount`, through the sandbox's testing settle. */
export async function settledSale(conformance: Conformance, amount: string): Promise<braintree.Transaction> {
  const sale = await conformance.gateway.transaction.sale(saleRequest({ amount }));
  if (!sale.success) throw new Error(`the sale of ${amount} was refused: ${sale.message}`);
  return (await conformance.gateway.testing.settle(sale.transaction.id)).transaction;
}

/** The validation error codes of a refused call, as the SDK gives them. */
export const codes = (result: braintree.ValidatedResponse<unknown>): string[] =>
  result.success ? [] : result.errors.deepErrors().map((error) => error.code);

export interface VerificationResult {
  success: boolean;
  verification: { status: string; processorResponseCode: string; processorResponseText: string; creditCard: { last4: string } };
}

/** creditCardVerification.create, which the SDK has and its type definitions miss. */
export const verify = (conformance: Conformance, params: Record<string, unknown>): Promise<VerificationResult> =>
  (conformance.gateway.creditCardVerification as unknown as { create(params: unknown): Promise<VerificationResult> }).create(params);
