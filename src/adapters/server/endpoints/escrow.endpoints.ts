import { API_PATHS, REPOSITORY_PATHS } from '../../http/apiPaths';
import { EscrowAnswer, EscrowPendingAnswer, FundRequest } from '../../wire/escrow.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

/** The wallet's refusals of a payment: nothing moved. */
const WALLET_REFUSALS = ['insufficient-balance', 'spend-limit', 'unknown-payee'];

/** `/api/contracts/{issueNumber}/funding` (`escrow.routes.ts`). */
export const ESCROW_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'post',
    path: `${API_PATHS.contracts}/{issueNumber}/funding`,
    summary: 'Funds a contract (a signed-in maintainer): its reward is paid from the maintainer’s wallet into the escrow wallet, once.',
    request: FundRequest,
    answers: [
      { status: 201, schema: EscrowAnswer, description: 'Funded: the reward is held in escrow.' },
      { status: 202, schema: EscrowPendingAnswer, description: 'The wallet did not answer in time: `pending-check`.' },
    ],
    problems: {
      400: [...BAD_BODY, 'out-of-range', 'invalid-amount'],
      ...SIGNED_IN,
      403: ['not-maintainer'],
      404: ['contract-not-found'],
      409: ['already-funded', 'already-paid', 'already-refunded', 'escrow-busy', 'not-funded'],
      422: ['contract-completed', 'amount-not-reward', ...WALLET_REFUSALS],
      503: ['no-escrow'],
    },
  },
  {
    method: 'post',
    path: `${API_PATHS.contracts}/{issueNumber}/funding/cancel`,
    summary: 'Cancels a funded contract (a signed-in maintainer): its escrow is refunded to its funder, once.',
    answers: [
      { status: 200, schema: EscrowAnswer, description: 'Refunded.' },
      { status: 202, schema: EscrowPendingAnswer, description: 'The escrow wallet did not answer in time: `pending-check`.' },
    ],
    problems: {
      400: ['out-of-range'],
      ...SIGNED_IN,
      403: ['not-maintainer'],
      404: ['not-funded'],
      409: ['payout-due', 'already-paid', 'already-refunded', 'escrow-busy'],
      422: WALLET_REFUSALS,
      503: ['no-escrow'],
    },
  },
];

/**
 * A connected repository's contracts funded the same way, `/api/repositories/{id}/contracts/{issueNumber}/funding`
 * (issue 36): its maintainer is the person who connected it; an unknown id is 404 `repository-not-found`.
 */
export const REPOSITORY_ESCROW_ENDPOINTS: readonly ApiEndpoint[] = ESCROW_ENDPOINTS.map((endpoint) => ({
  ...endpoint,
  path: endpoint.path.replace(API_PATHS.contracts, `${REPOSITORY_PATHS.repositories}/{id}/contracts`),
  summary: `${endpoint.summary} Of the connected repository \`{id}\`.`,
  problems: { ...endpoint.problems, 404: [...(endpoint.problems[404] ?? []), 'repository-not-found'] },
}));
