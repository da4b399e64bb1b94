import type { PendingPaymentTarget } from '../domain/payments/pendingPaymentId';
import type { PaymentKind } from './paymentGateway.port';

/**
 * A payment stopped at "pending check": the wallet was asked and its answer is unknown. What it asked for (payer,
 * receivers, reference and kind, as the payment's attachment carries them) is what a transaction id must show.
 */
export interface PendingPaymentRecord {
  readonly id: string;
  readonly target: PendingPaymentTarget;
  readonly kind: PaymentKind;
  readonly payer: string;
  readonly receivers: readonly { readonly handle: string; readonly satoshis: number }[];
  readonly reference: string;
  /** What it pays for, for people: `#12` (the operator's repository), `acme/tools#7`, `3 × item-1`, `item-1`. */
  readonly subject: string;
  readonly createdAt: number;
  /** The payer's wallet token as sealed when the payment was asked for; null when none is kept (dividends). */
  readonly sealedToken: string | null;
}

/** The payments stopped at "pending check", across rewards, purchases and dividend batches (the database). */
export interface PendingPaymentsReader {
  /**
   * The pending payments whose lease ran out by `now` (no wallet call is in flight for them) of `payer` (null:
   * everyone's), oldest first. Rejects with `DatabaseUnavailableError` when the database cannot answer.
   */
  pending(payer: string | null, now: number): Promise<readonly PendingPaymentRecord[]>;
}
