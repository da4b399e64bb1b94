import type { Payment } from '../domain/payments/payment';

/** A payment as the server keeps it: with its idempotency key, the in-flight lease and the payer's sealed token. */
export interface StoredPayment extends Payment {
  readonly idempotencyKey: string;
  /** Until then a wallet call is in flight and nobody else checks or pays the contract. */
  readonly leaseUntil: number;
  /** The payer's auth token, encrypted, while the payment is pending; null once settled. */
  readonly payerTokenCiphertext: string | null;
}

/** How starting a payment ended: this caller now holds the contract, or a payment is already recorded. */
export type BeginPaymentOutcome =
  | { readonly kind: 'begun'; readonly payment: StoredPayment }
  | { readonly kind: 'taken'; readonly existing: StoredPayment }
  /** The idempotency key was used for another contract's payment. */
  | { readonly kind: 'key-reused' };

/**
 * The payments of contract rewards (the database). At most one per contract and one per idempotency key,
 * enforced by the database so that two servers agree. Every method rejects with `DatabaseUnavailableError` when
 * the database cannot answer.
 */
export interface PaymentRepository {
  /** Every payment, paid and pending, newest first. */
  all(): Promise<readonly StoredPayment[]>;
  find(issueNumber: number): Promise<StoredPayment | null>;
  /** Records `payment` as `pending-check`, held until `leaseUntil`, unless the contract (or key) has one already. */
  begin(payment: Omit<StoredPayment, 'state' | 'transactionId' | 'paidAt'>): Promise<BeginPaymentOutcome>;
  /** Takes the lease of a pending payment whose lease ran out at `now`: true when this caller now holds it. */
  lease(issueNumber: number, now: number, leaseUntil: number): Promise<boolean>;
  /** Marks a pending payment paid with its transaction id; the sealed token is dropped. Returns the row. */
  settle(issueNumber: number, transactionId: string, paidAt: number): Promise<StoredPayment | null>;
  /** Ends the lease of a pending payment, leaving it `pending-check` for reconciliation. */
  unlease(issueNumber: number): Promise<void>;
  /** Deletes a pending payment that the wallet did not make (refused, or not in its history). */
  discard(issueNumber: number): Promise<void>;
}
