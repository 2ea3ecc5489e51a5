// Owns the gateway's transaction operations as the braintree SDK calls them (sale, find, void, refunds, search, the sandbox's
// testing settle, card verifications and nonce look-ups), with the real gateway's validation codes and answers: a
// transaction (or verification, or nonce), or an api-error-response.
import type { LocalBraintreeConfig } from '@storefront/mf-config/payments';
import { transactionId, type IssuedNonce, type StandInState, type StandInTransaction, type TransactionStatus } from './state';
import {
  ACCEPTED_CARD_TYPES,
  PROCESSOR_RESPONSES,
  TEST_NONCES,
  saleOutcome,
  verificationOutcome,
  type ForcedOutcome,
  type Instrument,
  type ThreeDSecureResult,
} from './test-values';
import { xmlDocument, type XmlNode, type XmlValue } from './xml';

export interface GatewayAnswer {
  status: number;
  xml: string;
}

interface FieldError {
  code: string;
  attribute: string;
  message: string;
}

type Body = Record<string, unknown>;
const record = (value: unknown): Body => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {});
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function instrumentXml(instrument: Instrument): XmlNode {
  if (instrument.kind === 'paypal') {
    return {
      'payment-instrument-type': 'paypal_account',
      paypal: { 'payer-email': instrument.payerEmail, 'payer-id': instrument.payerId, 'payment-id': `PAYID-LOCAL${instrument.payerId}` },
    };
  }
  return {
    'payment-instrument-type': 'credit_card',
    'credit-card': {
      bin: instrument.bin,
      'last-4': instrument.last4,
      'card-type': instrument.cardType,
      'expiration-month': instrument.expirationMonth,
      'expiration-year': instrument.expirationYear,
      'cardholder-name': instrument.cardholderName,
      'masked-number': `${instrument.bin}******${instrument.last4}`,
    },
  };
}

/** Braintree's three-d-secure-info element (the SDK reads it as ThreeDSecureInfo); nil when the nonce was not 3-D Secured. */
export function threeDSecureXml(info: ThreeDSecureResult | null | undefined): XmlNode | null {
  if (!info) return null;
  return {
    status: info.status,
    enrolled: info.enrolled,
    'liability-shifted': info.liabilityShifted,
    'liability-shift-possible': info.liabilityShiftPossible,
    'three-d-secure-version': '2.2.0',
  };
}

export function transactionXml(transaction: StandInTransaction): XmlNode {
  return {
    id: transaction.id,
    status: transaction.status,
    type: transaction.type,
    'currency-iso-code': transaction.currency,
    amount: transaction.amount,
    'merchant-account-id': transaction.merchantAccountId,
    'order-id': transaction.orderId,
    'created-at': transaction.createdAt,
    'updated-at': transaction.updatedAt,
    'processor-response-code': transaction.processorResponseCode,
    'processor-response-text': transaction.processorResponseText,
    'processor-response-type': transaction.processorResponseType,
    'gateway-rejection-reason': transaction.gatewayRejectionReason,
    'refunded-transaction-id': transaction.refundedTransactionId,
    'refund-ids': transaction.refundIds,
    'three-d-secure-info': threeDSecureXml(transaction.threeDSecureInfo),
    'status-history': transaction.statusHistory.map((event) => ({
      status: event.status,
      timestamp: event.timestamp,
      amount: event.amount,
    })),
    ...instrumentXml(transaction.instrument),
  };
}

const errorList = (errors: FieldError[]): XmlValue[] =>
  errors.map((error) => ({ code: error.code, attribute: error.attribute, message: error.message }));

/**
 * Braintree's api-error-response: validation errors nested by the parameter they are about (transaction, or verification),
 * a message, and the transaction (or verification) when one was created.
 */
function errorResponse(
  scopes: { transaction?: FieldError[]; verification?: FieldError[]; creditCard?: FieldError[] },
  params: XmlNode,
  created?: { transaction: StandInTransaction } | { verification: Verification },
): GatewayAnswer {
  const transaction = created && 'transaction' in created ? created.transaction : undefined;
  const verification = created && 'verification' in created ? created.verification : undefined;
  const scope = verification || scopes.verification ? 'verification' : 'transaction';
  const transactionErrors = scopes.transaction ?? scopes.verification ?? [];
  const cardErrors = scopes.creditCard ?? [];
  const validation = [...transactionErrors, ...cardErrors];
  const message = verification
    ? verification.processorResponseText
    : transaction
      ? transaction.status === 'gateway_rejected'
        ? `Gateway Rejected: ${transaction.gatewayRejectionReason}`
        : (transaction.processorResponseText ?? 'Processor Declined')
      : validation.map((error) => error.message).join('\n');
  const errors: XmlNode = { errors: [] };
  if (validation.length > 0) {
    errors[scope] = {
      errors: errorList(transactionErrors),
      ...(cardErrors.length > 0 ? { 'credit-card': { errors: errorList(cardErrors) } } : {}),
    };
  }
  return {
    status: 422,
    xml: xmlDocument('api-error-response', {
      errors,
      params,
      message,
      ...(transaction ? { transaction: transactionXml(transaction) } : {}),
      ...(verification ? { verification: verificationXml(verification) } : {}),
    }),
  };
}

/** A card verification: the nonce's card checked by the processor, no money moved. */
interface Verification {
  id: string;
  status: 'verified' | 'processor_declined' | 'failed';
  amount: string;
  currency: string;
  merchantAccountId: string;
  createdAt: Date;
  instrument: Instrument;
  processorResponseCode: string;
  processorResponseText: string;
  processorResponseType: 'approved' | 'soft_declined' | 'hard_declined';
  threeDSecureInfo: ThreeDSecureResult | null;
}

/** A verification as Braintree writes it: the card checked, its status and the processor's answer. */
function verificationXml(verification: Verification): XmlNode {
  return {
    id: verification.id,
    status: verification.status,
    amount: verification.amount,
    'currency-iso-code': verification.currency,
    'merchant-account-id': verification.merchantAccountId,
    'created-at': verification.createdAt,
    'updated-at': verification.createdAt,
    'processor-response-code': verification.processorResponseCode,
    'processor-response-text': verification.processorResponseText,
    'processor-response-type': verification.processorResponseType,
    'gateway-rejection-reason': null,
    'credit-card': instrumentXml(verification.instrument)['credit-card'] ?? null,
    'three-d-secure-info': threeDSecureXml(verification.threeDSecureInfo),
  };
}

const cents = (amount: string): number => Math.round(Number(amount) * 100);
const money = (amountInCents: number): string => (amountInCents / 100).toFixed(2);

const base = (code: string, message: string): FieldError => ({ code, attribute: 'base', message });

/** The amount's validation, in Braintree's order: required, format, sign, size, zero. */
function amountErrors(raw: string | undefined): FieldError[] {
  if (raw === undefined || raw.trim() === '') return [{ code: '81502', attribute: 'amount', message: 'Amount is required.' }];
  if (/^-\d+(\.\d{1,2})?$/.test(raw)) return [{ code: '81501', attribute: 'amount', message: 'Amount cannot be negative.' }];
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) return [{ code: '81503', attribute: 'amount', message: 'Amount is an invalid format.' }];
  if (raw.length > 10) return [{ code: '81528', attribute: 'amount', message: 'Amount is too large.' }];
  if (Number(raw) === 0) return [{ code: '81531', attribute: 'amount', message: 'Amount must be greater than zero.' }];
  return [];
}

const approved = { code: '1000', text: 'Approved', type: 'approved' as const };

export class TransactionGateway {
  /** Set by a test: the next approved sale is recorded, then its connection is cut before any answer (a lost response). */
  dropNextSaleResponse = false;

  constructor(
    private readonly config: LocalBraintreeConfig,
    private readonly state: StandInState,
  ) {}

  /** The payment method a nonce stands for, or the validation errors Braintree gives a nonce it cannot use. */
  private nonce(nonceKey: string | undefined): {
    errors: FieldError[];
    issued?: IssuedNonce;
    instrument?: Instrument;
    outcome?: ForcedOutcome;
    threeDSecure?: ThreeDSecureResult;
  } {
    if (!nonceKey) return { errors: [{ code: '91508', attribute: 'base', message: 'Cannot determine payment method.' }] };
    const fixed = TEST_NONCES[nonceKey];
    if (fixed) return { errors: [], ...fixed };
    const issued = this.state.nonces.get(nonceKey);
    if (!issued || issued.expiresAt < Date.now())
      return { errors: [{ code: '91565', attribute: 'payment_method_nonce', message: 'Unknown or expired payment_method_nonce.' }] };
    if (issued.consumed) return { errors: [], issued, outcome: 'consumed' };
    return { errors: [], issued, instrument: issued.instrument, outcome: issued.outcome, threeDSecure: issued.threeDSecure };
  }

  /** The errors a nonce's card gets before anything is sent to the processor (spent, Luhn-invalid, a brand not accepted). */
  private static cardErrors(outcome: ForcedOutcome | undefined, instrument: Instrument | undefined) {
    const transaction: FieldError[] = [];
    const creditCard: FieldError[] = [];
    if (outcome === 'consumed')
      transaction.push({ code: '91564', attribute: 'payment_method_nonce', message: 'Cannot use a payment_method_nonce more than once.' });
    if (outcome === 'luhn-invalid') creditCard.push({ code: '81715', attribute: 'number', message: 'Credit card number is invalid.' });
    if (instrument?.kind === 'card' && !ACCEPTED_CARD_TYPES.includes(instrument.cardType)) {
      creditCard.push({
        code: '91734',
        attribute: 'payment_method_nonce',
        message: 'Credit card type is not accepted by this merchant account.',
      });
    }
    return { transaction, creditCard };
  }

  sale(body: Body): GatewayAnswer & { drop?: boolean } {
    const attributes = record(body.transaction);
    const amount = text(attributes.amount);
    const orderId = text(attributes.order_id);
    const merchantAccountId = text(attributes.merchant_account_id) ?? this.config.merchantAccountId;
    const options = record(attributes.options);
    const params: XmlNode = {
      transaction: { type: 'sale', amount: amount ?? null, 'order-id': orderId ?? null, 'merchant-account-id': merchantAccountId },
    };

    const transactionErrors = [...amountErrors(amount)];
    if (text(attributes.type) !== 'sale')
      transactionErrors.push({ code: '91523', attribute: 'type', message: 'Transaction type is invalid.' });
    if (merchantAccountId !== this.config.merchantAccountId)
      transactionErrors.push({ code: '91513', attribute: 'merchant_account_id', message: 'Merchant account ID is invalid.' });
    if (orderId !== undefined && orderId.length > 255)
      transactionErrors.push({ code: '91501', attribute: 'order_id', message: 'Order ID is too long.' });

    const { errors: nonceErrors, issued, instrument, outcome, threeDSecure } = this.nonce(text(attributes.payment_method_nonce));
    const card = TransactionGateway.cardErrors(outcome, instrument);
    transactionErrors.push(...nonceErrors, ...card.transaction);
    if (transactionErrors.length > 0 || card.creditCard.length > 0 || !instrument || amount === undefined) {
      return errorResponse({ transaction: transactionErrors, creditCard: card.creditCard }, params);
    }

    // A nonce is spent by the attempt, approved or not, as on the real gateway.
    if (issued) issued.consumed = true;
    const now = new Date();
    const transaction: StandInTransaction = {
      id: transactionId(),
      type: 'sale',
      status: 'authorized',
      amount: money(cents(amount)),
      currency: this.config.currency,
      merchantAccountId,
      orderId: orderId ?? null,
      createdAt: now,
      updatedAt: now,
      instrument,
      processorResponseCode: null,
      processorResponseText: null,
      processorResponseType: null,
      gatewayRejectionReason: null,
      refundedTransactionId: null,
      refundIds: [],
      threeDSecureInfo: threeDSecure ?? null,
      statusHistory: [],
    };
    const decided = saleOutcome(cents(amount), instrument, outcome, threeDSecure, record(options.three_d_secure).required === true);

    if (decided.status === 'processor_declined') {
      const response = PROCESSOR_RESPONSES[decided.code] ?? { text: 'Processor Declined', type: 'soft_declined' as const };
      Object.assign(transaction, {
        processorResponseCode: decided.code,
        processorResponseText: response.text,
        processorResponseType: response.type,
      });
    } else if (decided.status === 'failed') {
      Object.assign(transaction, {
        processorResponseCode: '3000',
        processorResponseText: 'Processor Network Unavailable - Try Again',
        processorResponseType: 'soft_declined',
      });
    } else if (decided.status === 'gateway_rejected') {
      transaction.gatewayRejectionReason = decided.reason;
    } else {
      Object.assign(transaction, {
        processorResponseCode: approved.code,
        processorResponseText: approved.text,
        processorResponseType: approved.type,
      });
    }
    const status: TransactionStatus =
      decided.status === 'authorized'
        ? options.submit_for_settlement === true
          ? 'submitted_for_settlement'
          : 'authorized'
        : decided.status;
    this.state.setStatus(transaction, status);
    this.state.record(transaction);

    if (decided.status !== 'authorized') return errorResponse({}, params, { transaction });
    const drop = this.dropNextSaleResponse;
    this.dropNextSaleResponse = false;
    return { status: 201, xml: xmlDocument('transaction', transactionXml(transaction)), drop };
  }

  /**
   * A card verification (SDK creditCardVerification.create with a nonce): the nonce decides, whatever the amount, as
   * Braintree's testing page says; the nonce is spent, as by a sale.
   */
  verify(body: Body): GatewayAnswer {
    const attributes = record(body.verification);
    const options = record(attributes.options);
    const amount = text(options.amount) ?? '0.00';
    const merchantAccountId = text(options.merchant_account_id) ?? this.config.merchantAccountId;
    const params: XmlNode = { verification: { options: { amount, 'merchant-account-id': merchantAccountId } } };
    const errors = text(options.amount) === undefined ? [] : amountErrors(amount).filter((error) => error.code !== '81531');
    if (merchantAccountId !== this.config.merchantAccountId)
      errors.push({ code: '91513', attribute: 'merchant_account_id', message: 'Merchant account ID is invalid.' });
    const { errors: nonceErrors, issued, instrument, outcome, threeDSecure } = this.nonce(text(attributes.payment_method_nonce));
    const card = TransactionGateway.cardErrors(outcome, instrument);
    errors.push(...nonceErrors, ...card.transaction);
    if (errors.length > 0 || card.creditCard.length > 0 || !instrument || instrument.kind !== 'card')
      return errorResponse({ verification: errors, creditCard: card.creditCard }, params);
    if (issued) issued.consumed = true;
    const decided = verificationOutcome(outcome);
    const response =
      decided.status === 'verified'
        ? approved
        : decided.status === 'failed'
          ? { code: '3000', text: 'Processor Network Unavailable - Try Again', type: 'soft_declined' as const }
          : { code: decided.code, ...PROCESSOR_RESPONSES[decided.code]! };
    const verification: Verification = {
      id: transactionId(),
      status: decided.status,
      amount: money(cents(amount)),
      currency: this.config.currency,
      merchantAccountId,
      createdAt: new Date(),
      instrument,
      processorResponseCode: response.code,
      processorResponseText: response.text,
      processorResponseType: response.type,
      threeDSecureInfo: threeDSecure ?? null,
    };
    if (decided.status !== 'verified') return errorResponse({}, params, { verification });
    return { status: 201, xml: xmlDocument('verification', verificationXml(verification)) };
  }

  /** A nonce's details (SDK paymentMethodNonce.find): its card and, when 3-D Secured, its authentication; 404 unknown. */
  findNonce(nonceKey: string): GatewayAnswer {
    const issued = this.state.nonces.get(nonceKey);
    const found = TEST_NONCES[nonceKey] ?? issued;
    if (!found) return { status: 404, xml: '' };
    const { instrument } = found;
    return {
      status: 200,
      xml: xmlDocument('payment-method-nonce', {
        nonce: nonceKey,
        type: instrument.kind === 'card' ? 'CreditCard' : 'PayPalAccount',
        consumed: issued?.consumed ?? false,
        details:
          instrument.kind === 'card'
            ? {
                bin: instrument.bin,
                'last-four': instrument.last4,
                'last-two': instrument.last4.slice(-2),
                'card-type': instrument.cardType,
              }
            : { email: instrument.payerEmail },
        'three-d-secure-info': threeDSecureXml(found.threeDSecure),
      }),
    };
  }

  find(id: string): GatewayAnswer {
    const transaction = this.state.transactions.get(id);
    if (!transaction) return { status: 404, xml: '' };
    return { status: 200, xml: xmlDocument('transaction', transactionXml(transaction)) };
  }

  void(id: string): GatewayAnswer {
    const transaction = this.state.transactions.get(id);
    if (!transaction) return { status: 404, xml: '' };
    if (transaction.status !== 'authorized' && transaction.status !== 'submitted_for_settlement') {
      return errorResponse(
        {
          transaction: [
            base(
              '91504',
              'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
            ),
          ],
        },
        { transaction: { id } },
      );
    }
    this.state.setStatus(transaction, 'voided');
    return { status: 200, xml: xmlDocument('transaction', transactionXml(transaction)) };
  }

  /** What is left to refund on a sale: its amount less its refunds, except those voided (a voided refund gave nothing back). */
  private refundable(sale: StandInTransaction): number {
    const refunded = sale.refundIds
      .map((id) => this.state.transactions.get(id))
      .filter((credit) => credit !== undefined && credit.status !== 'voided')
      .reduce((sum, credit) => sum + cents(credit!.amount), 0);
    return cents(sale.amount) - refunded;
  }

  /**
   * A refund, whole or in part, as many times as the sale allows: without an amount, what is left; 91506 before the sale
   * settles, 91512 once nothing is left, 91521 beyond what is left (Braintree's transaction refund reference).
   */
  refund(id: string, body: Body): GatewayAnswer {
    const original = this.state.transactions.get(id);
    if (!original) return { status: 404, xml: '' };
    const params: XmlNode = { transaction: { id } };
    if (original.type === 'credit') return errorResponse({ transaction: [base('91505', 'Cannot refund credit')] }, params);
    if (original.status !== 'settled' && original.status !== 'settling')
      return errorResponse({ transaction: [base('91506', 'Cannot refund a transaction unless it is settled.')] }, params);
    const left = this.refundable(original);
    if (left <= 0) return errorResponse({ transaction: [base('91512', 'Transaction has already been completely refunded.')] }, params);
    const requested = text(record(body.transaction).amount);
    const errors = requested === undefined ? [] : amountErrors(requested);
    if (errors.length === 0 && requested !== undefined && cents(requested) > left) {
      errors.push({ code: '91521', attribute: 'amount', message: 'Refund amount is too large.' });
    }
    if (errors.length > 0) return errorResponse({ transaction: errors }, params);
    const now = new Date();
    const credit: StandInTransaction = {
      ...original,
      id: transactionId(),
      type: 'credit',
      amount: money(requested === undefined ? left : cents(requested)),
      createdAt: now,
      updatedAt: now,
      refundedTransactionId: original.id,
      refundIds: [],
      statusHistory: [],
      processorResponseCode: approved.code,
      processorResponseText: approved.text,
      processorResponseType: approved.type,
    };
    this.state.setStatus(credit, 'submitted_for_settlement');
    this.state.record(credit);
    original.refundIds.push(credit.id);
    original.updatedAt = now;
    return { status: 201, xml: xmlDocument('transaction', transactionXml(credit)) };
  }

  /** The sandbox's testing operation (gateway.testing.settle): a sale submitted for settlement is settled at once. */
  settle(id: string): GatewayAnswer {
    const transaction = this.state.transactions.get(id);
    if (!transaction) return { status: 404, xml: '' };
    if (transaction.status !== 'submitted_for_settlement' && transaction.status !== 'settling') {
      return errorResponse(
        { transaction: [base('91507', 'Cannot submit for settlement unless status is authorized.')] },
        { transaction: { id } },
      );
    }
    this.state.setStatus(transaction, 'settled');
    return { status: 200, xml: xmlDocument('transaction', transactionXml(transaction)) };
  }

  private matching(criteria: Body): StandInTransaction[] {
    const orderId = text(record(criteria.order_id).is);
    const idIs = text(record(criteria.id).is);
    const idsRaw = Array.isArray(criteria.ids) ? criteria.ids : record(criteria.ids).in;
    const ids = Array.isArray(idsRaw) ? idsRaw.map(text) : undefined;
    return [...this.state.transactions.values()]
      .filter((transaction) => orderId === undefined || transaction.orderId === orderId)
      .filter((transaction) => idIs === undefined || transaction.id === idIs)
      .filter((transaction) => ids === undefined || ids.includes(transaction.id))
      .sort((left, right) => left.createdAt.getTime() - right.createdAt.getTime());
  }

  /** The first step of an advanced search: only the ids that match, with the page size the SDK pages them by. */
  searchIds(body: Body): GatewayAnswer {
    const ids = this.matching(record(body.search)).map((transaction) => transaction.id);
    return { status: 200, xml: xmlDocument('search-results', { 'page-size': 50, ids }) };
  }

  /** The second step: one page of the transactions by their ids. */
  search(body: Body): GatewayAnswer {
    const found = this.matching(record(body.search));
    return {
      status: 200,
      xml: xmlDocument('credit-card-transactions', {
        collection: [
          ['current-page-number', 1],
          ['page-size', 50],
          ['total-items', found.length],
          ...found.map((transaction): [string, XmlValue] => ['transaction', transactionXml(transaction)]),
        ],
      }),
    };
  }

  merchantAccount(id: string): GatewayAnswer {
    if (id !== this.config.merchantAccountId) return { status: 404, xml: '' };
    return {
      status: 200,
      xml: xmlDocument('merchant-account', { id, status: 'active', 'currency-iso-code': this.config.currency, default: true }),
    };
  }
}
