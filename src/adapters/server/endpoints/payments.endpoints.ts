import { API_PATHS } from '../../http/apiPaths';
import { PayRequest } from '../../wire/paymentRequests.schema';
import { PaidAnswer, PaymentsAnswer, PendingPaymentAnswer } from '../../wire/payments.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { PAYOUT_PATHS } from '../../http/payoutPaths';
import { AutoPayoutChoiceAnswer, AutoPayoutRequest, AutoPayoutsAnswer, PayoutsDueAnswer } from '../../wire/payouts.schema';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

/** `/api/payments` (`payments.routes.ts`). */
export const PAYMENTS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: API_PATHS.payments,
    summary: 'Every payment of a contract’s reward, newest first.',
    answers: [{ status: 200, schema: PaymentsAnswer, description: 'The payments.' }],
    problems: {},
  },
  {
    method: 'post',
    path: API_PATHS.payments,
    summary: 'Pays a completed contract’s reward once (a signed-in maintainer), keyed by `idempotencyKey`.',
    request: PayRequest,
    answers: [
      { status: 201, schema: PaidAnswer, description: 'Paid now.' },
      { status: 200, schema: PaidAnswer, description: 'Paid before with this key (`replayed`).' },
      { status: 202, schema: PendingPaymentAnswer, description: 'The wallet did not answer in time: `pending-check`.' },
    ],
    problems: {
      400: [...BAD_BODY, 'out-of-range', 'invalid-payee', 'invalid-amount', 'note-too-long', 'note-nul-character', 'invalid-key'],
      ...SIGNED_IN,
      403: ['not-maintainer'],
      404: ['contract-not-found'],
      409: ['key-reused'],
      422: [
        'contract-not-completed',
        'payee-is-payer',
        'no-worker',
        'payee-not-worker',
        'amount-not-reward',
        'invalid-override-reason',
        'insufficient-balance',
        'spend-limit',
        'unknown-payee',
      ],
      503: ['no-wallet'],
    },
  },
  {
    method: 'get',
    path: PAYOUT_PATHS.payoutsDue,
    summary: 'The payouts due (a signed-in maintainer): completed contracts whose claimant authored the merged pull request, not paid yet.',
    answers: [{ status: 200, schema: PayoutsDueAnswer, description: 'The payouts due and the automatic payout choices.' }],
    problems: { ...SIGNED_IN, 403: ['not-maintainer'] },
  },
  {
    method: 'get',
    path: PAYOUT_PATHS.autoPayouts,
    summary: 'The automatic payout choices (a signed-in maintainer).',
    answers: [{ status: 200, schema: AutoPayoutsAnswer, description: 'The choices.' }],
    problems: { ...SIGNED_IN, 403: ['not-maintainer'] },
  },
  {
    method: 'put',
    path: PAYOUT_PATHS.autoPayouts,
    summary: 'Turns paying on merge on or off, for one contract or all; the server keeps the maintainer’s wallet authorization while on.',
    request: AutoPayoutRequest,
    answers: [{ status: 200, schema: AutoPayoutChoiceAnswer, description: 'The choice as kept.' }],
    problems: { 400: [...BAD_BODY, 'out-of-range'], ...SIGNED_IN, 403: ['not-maintainer'], 503: ['no-wallet'] },
  },
];
