import { PENDING_PAYMENT_PATHS } from '../../http/pendingPaymentPaths';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import {
  PendingPaymentsAnswer,
  ReleasedPendingAnswer,
  ReleasePendingRequest,
  SettledPendingAnswer,
  SettlePendingRequest,
} from '../../wire/pendingPayments.schema';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

/** `/api/pending-payments` (`pendingPayments.routes.ts`). */
export const PENDING_PAYMENTS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: PENDING_PAYMENT_PATHS.pending,
    summary: 'The signed-in payer’s payments stopped at “pending check” (rewards, purchases, dividend batches), oldest first.',
    answers: [{ status: 200, schema: PendingPaymentsAnswer, description: 'The pending payments.' }],
    problems: SIGNED_IN,
  },
  {
    method: 'post',
    path: PENDING_PAYMENT_PATHS.settle,
    summary: 'Settles a pending payment by the transaction id the payer sees in their wallet, verified with the wallet first.',
    request: SettlePendingRequest,
    answers: [{ status: 200, schema: SettledPendingAnswer, description: 'Recorded paid as that transaction.' }],
    problems: {
      400: [...BAD_BODY],
      ...SIGNED_IN,
      404: ['unknown-pending-payment'],
      409: ['payment-in-flight', 'no-wallet-token'],
      422: ['unknown-transaction', 'payment-mismatch'],
      503: ['wallet-unreachable', 'wallet-not-configured'],
    },
  },
  {
    method: 'post',
    path: PENDING_PAYMENT_PATHS.release,
    summary: 'Releases a pending payment the payer confirms never left their wallet: it may be paid again; a purchase’s tokens go back.',
    request: ReleasePendingRequest,
    answers: [{ status: 200, schema: ReleasedPendingAnswer, description: 'Released.' }],
    problems: { 400: [...BAD_BODY], ...SIGNED_IN, 404: ['unknown-pending-payment'], 409: ['payment-in-flight'] },
  },
];
