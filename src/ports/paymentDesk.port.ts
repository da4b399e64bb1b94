import type { Observable } from 'rxjs';
import type { Payment, PaymentRefusalCode, PaymentRequestErrorCode } from '../domain/payments/payment';
import type { Result } from '../domain/shared/result';
import type { PayoutRefusalCode } from '../domain/contracts/payability';
import type { AutoPayoutChoice } from '../domain/payments/autoPayout';
import type { PayoutDue } from '../domain/payments/payoutsDue';
import type { EscrowRefusal, EscrowState } from '../domain/payments/escrow/escrowLedger';
import { token, type Token } from './token';

/** What the pay dialog sends: the contract, payee, amount in BSV as typed, note and the dialog's idempotency key. */
export interface PaymentRequest {
  readonly issueNumber: number;
  readonly payee: string;
  readonly amount: string;
  readonly note: string;
  readonly idempotencyKey: string;
  /** A maintainer's written reason for paying another payee or amount than the rules name. */
  readonly overrideReason?: string;
}

/** The escrow's refusals of a funding or a cancel (`escrowLedger.ts`, `fundContract.ts`, `refundEscrow.ts`). */
export type EscrowReason = EscrowRefusal | 'contract-completed' | 'payout-due' | 'no-escrow';

/** The code of the rule that refused a payment: the wallet's, the draft's, the contract's (`payability.ts`) or the escrow's. */
export type PaymentReason = PaymentRefusalCode | PaymentRequestErrorCode | PayoutRefusalCode | EscrowReason | 'key-reused' | 'no-wallet';

/** A contract's escrow as the funding answers show it. */
export interface EscrowReceipt {
  readonly issueNumber: number;
  readonly satoshis: number;
  readonly state: EscrowState;
}

/**
 * Why paying or listing failed. `refused`: the wallet or the server refused (`reason`, a domain code; nothing was
 * paid); `not-authenticated` / `authentication-expired`: no usable session; `forbidden`: not a maintainer;
 * `unavailable`: no answer, or the server could not answer. `message` is the server's words.
 */
export type PaymentDeskError =
  | { readonly code: 'refused'; readonly reason: PaymentReason; readonly message: string }
  | { readonly code: 'not-authenticated' | 'authentication-expired' | 'forbidden' | 'unavailable'; readonly message: string };

/** What a maintainer sees of the payouts: those due, and the automatic payout choices. */
export interface PayoutsDueView {
  readonly payouts: readonly PayoutDue[];
  readonly autoPayouts: readonly AutoPayoutChoice[];
}

/**
 * The payments of contract rewards, kept by the app's server. Each method emits one result and completes; failures
 * are error values. Unsubscribing aborts the request (a payment already sent is still recorded by the server).
 */
export interface PaymentDesk {
  /** Every payment (paid and pending check), newest first. Public. */
  list(): Observable<Result<readonly Payment[], PaymentDeskError>>;
  /**
   * Pays a contract's reward from the signed-in maintainer's wallet, exactly once: the payment, `paid` (also when
   * it was recorded before) or `pending-check` (the wallet did not answer in time).
   */
  pay(request: PaymentRequest): Observable<Result<Payment, PaymentDeskError>>;
  /** The payouts due and the automatic payout choices (a signed-in maintainer). */
  due(): Observable<Result<PayoutsDueView, PaymentDeskError>>;
  /** Turns paying on merge on or off, for one contract (`issueNumber`) or all (null), from the maintainer's wallet. */
  chooseAutoPayout(issueNumber: number | null, enabled: boolean): Observable<Result<AutoPayoutChoice, PaymentDeskError>>;
  /**
   * Funds contract `issueNumber` with `amount` BSV (as typed) from the signed-in maintainer's wallet into escrow,
   * once: its escrow `held`, or `funding` when the wallet did not answer in time.
   */
  fund(issueNumber: number, amount: string): Observable<Result<EscrowReceipt, PaymentDeskError>>;
  /** Cancels a funded contract: its escrow goes back to its funder (`refunded`, or `refunding` while unconfirmed). */
  cancelFunding(issueNumber: number): Observable<Result<EscrowReceipt, PaymentDeskError>>;
}

export const PaymentDesk: Token<PaymentDesk> = token<PaymentDesk>('PaymentDesk');
