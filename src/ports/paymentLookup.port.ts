import type { Result } from '../domain/shared/result';
import type { PaymentDetails } from '../domain/payments/settlementCheck';

/** What a wallet says of a transaction id: the payment, no such payment (null), or `unknown` (it cannot answer now). */
export type LookupAnswer = Result<PaymentDetails | null, 'unknown'>;

/**
 * Looks a payment up by its transaction id in the wallet of the auth token's holder (HandCash's
 * `getPaymentDetails`, `GET /v3/connect/wallet/payment`): the only lookup HandCash offers. Settling a pending
 * payment checks what it answers against what was asked for before anything is recorded.
 */
export interface PaymentLookup {
  /** The payment `transactionId` names in the token holder's wallet. Never rejects. */
  lookup(authToken: string, transactionId: string): Promise<LookupAnswer>;
}

