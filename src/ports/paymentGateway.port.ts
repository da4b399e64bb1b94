import type { PaymentRefusalCode } from '../domain/payments/payment';
import type { Result } from '../domain/shared/result';

/** What a payment pays for: a contract's reward, a purchase of tokens, or one batch of a dividend. */
export type PaymentKind = 'reward' | 'purchase' | 'dividend';

/**
 * Which payment: its kind, who pays (HandCash handle) and its reference (the idempotency key; a dividend batch's
 * `<key>:<batch>`). A wallet adapter remembers payments by all three, so two kinds or two payers never share one.
 * The reference and the kind travel in the payment's attachment, where a transaction id given later is checked.
 */
export interface PaymentIdentity {
  readonly kind: PaymentKind;
  readonly payer: string;
  readonly reference: string;
}

/** One payment the server asks a wallet to make, from the wallet of the auth token's holder. */
export interface PaymentOrder extends PaymentIdentity {
  /** HandCash handle, without `$`. */
  readonly payee: string;
  readonly satoshis: number;
  readonly note: string;
}

/**
 * Why a payment was not confirmed: a refusal (nothing was paid), `timeout` (no answer in time: it may have been
 * paid) or `upstream` (the wallet failed without saying whether it paid).
 */
export type PayError = PaymentRefusalCode | 'timeout' | 'upstream';

/** What the wallet remembers of a payment: paid (with its transaction), not paid (null), or `unknown` now. */
export type HistoryAnswer = Result<{ readonly transactionId: string } | null, 'unknown'>;

/** The server side of paying: HandCash through its SDK, or the sandbox wallet. The app secret stays in here. */
export interface PaymentGateway {
  /** Pays `order` from the token holder's wallet: the transaction id, or why not. Never rejects. */
  pay(authToken: string, order: PaymentOrder): Promise<Result<{ readonly transactionId: string }, PayError>>;
  /**
   * What this wallet adapter knows of the payment `identity` names (reconciliation after a timeout): paid, not paid
   * (a refusal came back late), or `unknown` (HandCash keeps no idempotency key and lists no payments, so after a
   * restart or from another instance the answer is `unknown` and the payment stays "pending check"). Never rejects.
   */
  findPayment(authToken: string, identity: PaymentIdentity): Promise<HistoryAnswer>;
}

/** One payment to several receivers (a purchase: the seller and the platform fee; a dividend batch: holders). */
export interface SplitPaymentOrder extends PaymentIdentity {
  readonly receivers: readonly { readonly handle: string; readonly satoshis: number }[];
  readonly note: string;
}

/**
 * Payments with many receivers in one wallet call (HandCash's `receivers`; the sandbox wallet offline). Same
 * answers as `PaymentGateway`.
 */
export interface SplitPaymentGateway {
  /** Pays every receiver of `order` in one payment from the token holder's wallet, or nobody. Never rejects. */
  payReceivers(authToken: string, order: SplitPaymentOrder): Promise<Result<{ readonly transactionId: string }, PayError>>;
  /** As `PaymentGateway.findPayment`. Never rejects. */
  findPayment(authToken: string, identity: PaymentIdentity): Promise<HistoryAnswer>;
}
