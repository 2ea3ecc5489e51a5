// Owns the store API's Braintree provider: the real `braintree` SDK behind PaymentProvider (client tokens, sales found
// again on retry by order id, voids and refunds, verified webhooks), and where it reads its settings from.
import braintree from 'braintree';
import { declineKey } from '@storefront/commerce';
import { localBraintreeConfig } from '@storefront/mf-config/payments';
import {
  GatewayConnectionError,
  PaymentStartError,
  type PaymentMethodDetails,
  type PaymentProvider,
  type SaleRequest,
  type SaleResult,
  type WebhookEvent,
} from './payment';

/** Braintree's own gateways by name, or a gateway at an address of our choosing (the local stand-in). */
export type BraintreeEnvironment = 'production' | 'sandbox' | { host: string; port: number; ssl: boolean };

export interface BraintreeOptions {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: BraintreeEnvironment;
  /** The merchant account that settles the store's currency; Braintree's default account when absent. */
  merchantAccountId?: string;
  /** How long one gateway call may take before its outcome counts as unknown (the SDK's own default is a minute). */
  timeoutMs?: number;
}

type Env = Record<string, string | undefined>;

/**
 * The id of what a notification is about: its subject holds one node (a transaction, a dispute, a subscription…) under the
 * node's name, as Braintree's XML has it.
 */
function subjectId(notification: object): string | null {
  const subject = (notification as { subject?: unknown }).subject;
  if (typeof subject !== 'object' || subject === null) return null;
  for (const node of Object.values(subject))
    if (typeof node === 'object' && node !== null && typeof (node as { id?: unknown }).id === 'string') return (node as { id: string }).id;
  return null;
}

/**
 * The provider's settings from the environment (BRAINTREE_ENVIRONMENT = production | sandbox | local, and the merchant's
 * id, keys and merchant account); without any, the local stand-in on its port with the credentials it was started with.
 */
export function readBraintreeConfig(env: Env = process.env): BraintreeOptions {
  const local = localBraintreeConfig(env);
  const name = env.BRAINTREE_ENVIRONMENT || 'local';
  if (name !== 'production' && name !== 'sandbox' && name !== 'local')
    throw new Error(`BRAINTREE_ENVIRONMENT=${name} is not production, sandbox or local`);
  if (name !== 'local') {
    for (const variable of ['BRAINTREE_MERCHANT_ID', 'BRAINTREE_PUBLIC_KEY', 'BRAINTREE_PRIVATE_KEY']) {
      if (!env[variable]) throw new Error(`BRAINTREE_ENVIRONMENT=${name} needs ${variable}`);
    }
  }
  return {
    merchantId: local.merchantId,
    publicKey: local.publicKey,
    privateKey: local.privateKey,
    environment: name === 'local' ? { host: local.host, port: local.port, ssl: false } : name,
    ...(env.BRAINTREE_MERCHANT_ACCOUNT_ID || name === 'local' ? { merchantAccountId: local.merchantAccountId } : {}),
  };
}

function environmentOf(environment: BraintreeEnvironment): braintree.Environment {
  if (environment === 'production') return braintree.Environment.Production;
  if (environment === 'sandbox') return braintree.Environment.Sandbox;
  const port = String(environment.port);
  return new braintree.Environment(environment.host, port, '', environment.ssl, environment.host, port);
}

/** Statuses of a sale that took (or will take) the buyer's money: a retry returns such a sale instead of charging again. */
const TAKEN: readonly string[] = [
  'authorized',
  'submitted_for_settlement',
  'settling',
  'settled',
  'settlement_pending',
  'settlement_confirmed',
];

/** SDK errors whose call may have reached the gateway: the outcome is unknown, so the caller retries with the same order id. */
const UNKNOWN_OUTCOME: readonly string[] = [
  'unexpectedError',
  'serverError',
  'serviceUnavailableError',
  'gatewayTimeoutError',
  'requestTimeoutError',
  'tooManyRequestsError',
];

const errorType = (error: unknown): string | undefined =>
  error instanceof Error && 'type' in error && typeof error.type === 'string' ? error.type : undefined;

/** Braintree's card types in the site's own brand codes (@storefront/validation's CardBrand), which the pages name. */
const BRANDS: Record<string, string> = { Visa: 'visa', MasterCard: 'mastercard', 'American Express': 'amex' };

function methodOf(transaction: braintree.Transaction): PaymentMethodDetails {
  if (transaction.paymentInstrumentType === 'paypal_account')
    return { kind: 'paypal', email: transaction.paypalAccount?.payerEmail || null };
  const cardType = transaction.creditCard?.cardType ?? 'Unknown';
  return { kind: 'card', brand: BRANDS[cardType] ?? cardType, last4: transaction.creditCard?.last4 ?? '' };
}

/** A refused sale in spec §8's terms (nothing was charged); the codes' table is @storefront/commerce's declineKey. */
export function declineOf(result: braintree.ValidatedResponse<braintree.Transaction>): SaleResult {
  const transaction = result.transaction as braintree.Transaction | undefined;
  if (!transaction) {
    const codes = result.errors.deepErrors().map((error) => error.code);
    // A spent or unknown nonce: the card fields must give a new one (§8 `token`, the transaction module to start again).
    if (codes.includes('91564') || codes.includes('91565')) return { ok: false, error: 'token' };
    return { ok: false, error: 'saveFail' };
  }
  const processorCode = transaction.processorResponseCode || undefined;
  const paypal = transaction.paymentInstrumentType === 'paypal_account';
  // A sale the gateway rejected because 3-D Secure did not clear the card is the issuer's refusal (declineKey).
  const error = declineKey({
    status: transaction.status,
    processorCode,
    paypal,
    gatewayRejectionReason: transaction.gatewayRejectionReason ?? null,
  });
  return {
    ok: false,
    error,
    // PayPal's refusals keep the processor's text for the store; the page gets it only as the table translates it (§8 `transfert`).
    ...(error === 'transfert' ? { providerMessage: transaction.processorResponseText || result.message } : {}),
    ...(processorCode ? { processorCode } : {}),
  };
}

export function createBraintreeProvider(options: BraintreeOptions): PaymentProvider {
  const gateway = new braintree.BraintreeGateway({
    environment: environmentOf(options.environment),
    merchantId: options.merchantId,
    publicKey: options.publicKey,
    privateKey: options.privateKey,
  });
  gateway.config.timeout = options.timeoutMs ?? 20_000;
  let accountCurrency: Promise<string> | null = null;

  /** Runs one gateway call; an outcome the SDK cannot know becomes GatewayConnectionError. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (UNKNOWN_OUTCOME.includes(errorType(error) ?? '')) throw new GatewayConnectionError(`braintree: ${(error as Error).message}`);
      throw error;
    }
  }

  /** The first sale for this order that took the money, if an earlier attempt reached the gateway. */
  async function takenSale(orderId: string): Promise<braintree.Transaction | null> {
    const found = await call(
      () =>
        new Promise<braintree.Transaction[]>((resolve, reject) => {
          const transactions: braintree.Transaction[] = [];
          const stream = gateway.transaction.search((search) => search.orderId().is(orderId));
          stream.on('data', (transaction: braintree.Transaction) => transactions.push(transaction));
          stream.on('end', () => resolve(transactions));
          stream.on('error', reject);
        }),
    );
    return found.find((transaction) => transaction.type === 'sale' && TAKEN.includes(transaction.status)) ?? null;
  }

  return {
    name: 'braintree',
    mode: options.environment === 'production' ? 'live' : 'test',

    async clientToken() {
      try {
        const result = await gateway.clientToken.generate({
          ...(options.merchantAccountId ? { merchantAccountId: options.merchantAccountId } : {}),
        });
        if (!result.success) throw new Error(result.message);
        return result.clientToken;
      } catch (error) {
        throw new PaymentStartError(`braintree client token: ${(error as Error).message}`);
      }
    },

    async sale(request: SaleRequest): Promise<SaleResult> {
      // A sale in another currency than the merchant account's would be charged in the wrong money: refused before charging.
      if (options.merchantAccountId) {
        accountCurrency ??= call(() => gateway.merchantAccount.find(options.merchantAccountId!)).then((account) => account.currencyIsoCode);
        const currency = await accountCurrency.catch((error: unknown) => {
          accountCurrency = null;
          throw error;
        });
        if (currency !== request.currency) return { ok: false, error: 'saveFail' };
      }
      // An earlier attempt whose answer was lost may have charged: found by the order id, it is the answer.
      const earlier = await takenSale(request.orderId);
      if (earlier) return { ok: true, reference: earlier.id, method: methodOf(earlier) };
      const result = await call(() =>
        gateway.transaction.sale({
          amount: request.amount.toFixed(2),
          paymentMethodNonce: request.nonce,
          orderId: request.orderId,
          ...(options.merchantAccountId ? { merchantAccountId: options.merchantAccountId } : {}),
          options: { submitForSettlement: true },
        }),
      );
      if (result.success) return { ok: true, reference: result.transaction.id, method: methodOf(result.transaction) };
      return declineOf(result);
    },

    async findSale(orderId: string) {
      const earlier = await takenSale(orderId);
      return earlier ? { ok: true as const, reference: earlier.id, method: methodOf(earlier) } : null;
    },

    async reverse(reference: string) {
      const transaction = await call(() => gateway.transaction.find(reference));
      if (
        transaction.status === 'authorized' ||
        transaction.status === 'submitted_for_settlement' ||
        transaction.status === 'settlement_pending'
      ) {
        const voided = await call(() => gateway.transaction.void(reference));
        if (!voided.success) throw new Error(`braintree void ${reference}: ${voided.message}`);
        return 'voided';
      }
      const refunded = await call(() => gateway.transaction.refund(reference));
      if (!refunded.success) throw new Error(`braintree refund ${reference}: ${refunded.message}`);
      return 'refunded';
    },

    async parseWebhook(signature: string, payload: string): Promise<WebhookEvent> {
      const notification = await gateway.webhookNotification.parse(signature, payload);
      const reference =
        'transaction' in notification
          ? notification.transaction.id
          : 'dispute' in notification
            ? notification.dispute.transaction.id
            : null;
      return { kind: notification.kind, reference, subject: subjectId(notification), timestamp: String(notification.timestamp) };
    },
  };
}
