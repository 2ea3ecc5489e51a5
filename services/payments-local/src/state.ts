// Owns what the stand-in remembers, in memory only (a restart forgets every nonce and transaction, as a fresh sandbox
// would): the nonces the provider frame issued and the transactions the gateway recorded.
import { randomBytes } from 'node:crypto';
import type { ForcedOutcome, Instrument } from './test-values';

export type TransactionStatus =
  'authorized' | 'submitted_for_settlement' | 'settling' | 'settled' | 'voided' | 'processor_declined' | 'failed' | 'gateway_rejected';

export interface StandInTransaction {
  id: string;
  type: 'sale' | 'credit';
  status: TransactionStatus;
  /** As the gateway writes it: "10.00". */
  amount: string;
  currency: string;
  merchantAccountId: string;
  orderId: string | null;
  createdAt: Date;
  updatedAt: Date;
  instrument: Instrument;
  processorResponseCode: string | null;
  processorResponseText: string | null;
  processorResponseType: 'approved' | 'soft_declined' | 'hard_declined' | null;
  gatewayRejectionReason: string | null;
  refundedTransactionId: string | null;
  refundIds: string[];
  statusHistory: Array<{ status: TransactionStatus; timestamp: Date; amount: string }>;
}

export interface IssuedNonce {
  instrument: Instrument;
  outcome?: ForcedOutcome;
  consumed: boolean;
  /** A nonce 3-D Secure verified: its outcome, by Braintree's ThreeDSecureInfo field names. */
  threeDSecure?: { status: string; liabilityShifted: boolean; liabilityShiftPossible: boolean; enrolled: string };
  /** Braintree's nonces expire after three hours. */
  expiresAt: number;
}

export const NONCE_LIFETIME_MS = 3 * 60 * 60 * 1000;

/** Braintree's ids are short lowercase alphanumerics; nonces are UUID-like. */
export const transactionId = (): string =>
  randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 8);
export const nonceValue = (prefix: 'tokencc' | 'tokenpp'): string =>
  `${prefix}_${randomBytes(3).toString('hex')}_${randomBytes(6).toString('hex')}_${randomBytes(4).toString('hex')}`;

export class StandInState {
  readonly transactions = new Map<string, StandInTransaction>();
  readonly nonces = new Map<string, IssuedNonce>();

  record(transaction: StandInTransaction): void {
    this.transactions.set(transaction.id, transaction);
  }

  setStatus(transaction: StandInTransaction, status: TransactionStatus): void {
    const now = new Date();
    transaction.status = status;
    transaction.updatedAt = now;
    transaction.statusHistory.push({ status, timestamp: now, amount: transaction.amount });
  }

  /** Every sale the gateway recorded, approved or not (tests count them: a retry must never add a second approved one). */
  sales(): StandInTransaction[] {
    return [...this.transactions.values()].filter((transaction) => transaction.type === 'sale');
  }
}
