import { err, ok, type Result } from '../shared/result';

/**
 * A payment as the payer's wallet describes it (HandCash's `getPaymentDetails`): sent from that wallet or not, the
 * handles it paid, the satoshis it sent them in all (HandCash reports the total, not each receiver's part), and the
 * reference and kind its attachment carries (null when it carries none of ours).
 */
export interface PaymentDetails {
  readonly transactionId: string;
  /** True when the wallet that looked it up sent it (HandCash's `type` `send`). */
  readonly sent: boolean;
  readonly receivers: readonly string[];
  readonly satoshis: number;
  readonly attachment: { readonly reference: string; readonly kind: string } | null;
}

/** A pending payment as recorded: what the wallet was asked to pay, under which reference and kind. */
export interface ExpectedPayment {
  readonly kind: string;
  readonly reference: string;
  readonly receivers: readonly { readonly handle: string; readonly satoshis: number }[];
}

/**
 * Why a transaction id does not settle a pending payment: the wallet knows no such payment (`unknown-transaction`),
 * or the payment it names is another one (`payment-mismatch`: not sent by the payer, other receivers, another
 * amount, another reference or kind).
 */
export type SettlementMismatch = 'unknown-transaction' | 'payment-mismatch';

const handleSet = (handles: readonly string[]): string => [...new Set(handles.map((handle) => handle.toLowerCase()))].sort().join('\n');

/** Whether `details` (null: no such payment) is the payment `expected` describes, exactly. */
export function checkSettlement(expected: ExpectedPayment, details: PaymentDetails | null): Result<{ readonly transactionId: string }, SettlementMismatch> {
  if (details === null) return err('unknown-transaction');
  const total = expected.receivers.reduce((sum, receiver) => sum + receiver.satoshis, 0);
  const same =
    details.sent &&
    details.attachment !== null &&
    details.attachment.reference === expected.reference &&
    details.attachment.kind === expected.kind &&
    details.satoshis === total &&
    handleSet(details.receivers) === handleSet(expected.receivers.map((receiver) => receiver.handle));
  return same ? ok({ transactionId: details.transactionId }) : err('payment-mismatch');
}
