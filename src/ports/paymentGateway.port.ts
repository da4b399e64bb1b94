import type { PaymentRefusalCode } from '../domain/payments/payment';
import type { Result } from '../domain/shared/result';

/** One payment the server asks a wallet to make, from the wallet of the auth token's holder. */
export interface PaymentOrder {
  /** HandCash handle, without `$`. */
  readonly payee: string;
  readonly satoshis: number;
  readonly note: string;
  /** The idempotency key: sent with the payment so the wallet's history can be searched for it. */
  readonly reference: string;
}

/**
 * Why a payment was not confirmed: a refusal (nothing was paid), `timeout` (no answer in time: it may have been
 * paid) or `upstream` (the wallet failed without saying whether it paid).
 */
export type PayError = PaymentRefusalCode | 'timeout' | 'upstream';

/** What the wallet's history says of a reference: paid (with its transaction), not paid (null), or `unknown` now. */
export type HistoryAnswer = Result<{ readonly transactionId: string } | null, 'unknown'>;

/** The server side of paying: HandCash through its SDK, or the sandbox wallet. The app secret stays in here. */
export interface PaymentGateway {
  /** Pays `order` from the token holder's wallet: the transaction id, or why not. Never rejects. */
  pay(authToken: string, order: PaymentOrder): Promise<Result<{ readonly transactionId: string }, PayError>>;
  /** Looks `reference` up in the token holder's payment history (reconciliation after a timeout). Never rejects. */
  findPayment(authToken: string, reference: string): Promise<HistoryAnswer>;
}

/** One payment to several receivers (a purchase: the seller and the platform fee; a dividend batch: holders). */
export interface SplitPaymentOrder {
  readonly receivers: readonly { readonly handle: string; readonly satoshis: number }[];
  readonly note: string;
  /** The idempotency key, sent with the payment so the wallet's history can be searched for it. */
  readonly reference: string;
}

/**
 * Payments with many receivers in one wallet call (HandCash's `receivers`; the sandbox wallet offline). Same
 * answers as `PaymentGateway`.
 */
export interface SplitPaymentGateway {
  /** Pays every receiver of `order` in one payment from the token holder's wallet, or nobody. Never rejects. */
  payReceivers(authToken: string, order: SplitPaymentOrder): Promise<Result<{ readonly transactionId: string }, PayError>>;
  /** Looks `reference` up in the token holder's payment history. Never rejects. */
  findPayment(authToken: string, reference: string): Promise<HistoryAnswer>;
}
