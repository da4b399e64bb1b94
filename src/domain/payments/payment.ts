/**
 * A payment of a contract's reward, recorded once per contract. `pending-check`: the wallet was asked but did not
 * answer in time (or is being asked now); it is checked against the wallet's history before anything else is paid
 * for that contract. Amounts are whole satoshis.
 */
export interface Payment {
  /** A connected repository's `owner/name` (issue 36); absent: the operator's own repository. */
  readonly repository?: string;
  readonly issueNumber: number;
  /** The maintainer's HandCash handle, without `$`. */
  readonly payer: string;
  /** The receiver's HandCash handle, without `$`. */
  readonly payee: string;
  readonly satoshis: number;
  readonly note: string;
  readonly state: PaymentState;
  /** Set once paid. */
  readonly transactionId: string | null;
  /** When the payment was asked for (epoch ms). */
  readonly createdAt: number;
  /** When the wallet confirmed it; null while pending. */
  readonly paidAt: number | null;
}

export type PaymentState = 'paid' | 'pending-check';

/** Why the wallet refused a payment; nothing is paid. */
export type PaymentRefusalCode = 'insufficient-balance' | 'spend-limit' | 'unknown-payee' | 'authorization-expired';

/** Why a payment request is refused before the wallet is asked. */
export type PaymentRequestErrorCode =
  | 'not-maintainer'
  | 'invalid-payee'
  | 'invalid-amount'
  | 'note-too-long'
  /** The note holds the NUL character, which no kept text may hold. */
  | 'note-nul-character'
  | 'invalid-key'
  | 'not-completed'
  | 'pending-check';

/** Longest note a maintainer may add to a payment. */
export const PAYMENT_NOTE_MAX_LENGTH = 200;
