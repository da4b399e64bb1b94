import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/** A payment of the signed-in payer stopped at "pending check" (the wallet's answer was lost), as the server lists it. */
export interface PendingPayment {
  /** `reward:<issue>`, `purchase:<key>` or `dividend:<batch>:<key>`. */
  readonly id: string;
  readonly kind: 'reward' | 'purchase' | 'dividend';
  /** What it pays for, for people: `#12`, `3 × item-1`, `item-1`. */
  readonly subject: string;
  /** The reference the payment's attachment carries, as the payer's wallet shows it. */
  readonly reference: string;
  readonly receivers: readonly { readonly handle: string; readonly satoshis: number }[];
  readonly createdAt: number;
}

/** Why the server settled or released nothing (the codes of `/api/pending-payments`' refusals). */
export type PendingPaymentRefusal =
  | 'unknown-pending-payment'
  | 'payment-in-flight'
  | 'unknown-transaction'
  | 'payment-mismatch'
  | 'no-wallet-token'
  | 'wallet-not-configured'
  | 'wallet-unreachable';

/**
 * Why a call failed: a refusal of the server (`refused`, nothing recorded), no usable session (`not-signed-in`), or
 * no answer the adapter could read (`unavailable`: it is unknown whether anything changed).
 */
export type PendingPaymentDeskError =
  | { readonly code: 'refused'; readonly reason: PendingPaymentRefusal }
  | { readonly code: 'not-signed-in' | 'unavailable' };

/**
 * The signed-in payer's payments stopped at "pending check", kept by the app's server: the list, and settling one by
 * the transaction id the payer's wallet shows (the server checks it against the payment first) or releasing one the
 * payer says never left their wallet. Each call answers one result; failures are error values.
 */
export interface PendingPaymentDesk {
  list(): Promise<Result<readonly PendingPayment[], PendingPaymentDeskError>>;
  /** The payment, now recorded paid as `transactionId`. */
  settle(id: string, transactionId: string): Promise<Result<PendingPayment, PendingPaymentDeskError>>;
  /** The payment, released: what it held is freed and the payer may pay again. */
  release(id: string): Promise<Result<PendingPayment, PendingPaymentDeskError>>;
}

export const PendingPaymentDesk: Token<PendingPaymentDesk> = token<PendingPaymentDesk>('PendingPaymentDesk');
