import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FundContract, FundOutcome } from '../../application/payments/escrow/fundContract';
import type { RefundEscrow, RefundOutcome } from '../../application/payments/escrow/refundEscrow';
import type { ServerSessions } from '../../application/session/serverSessions';
import { parseBsvAmount } from '../../domain/payments/bsvAmount';
import type { StoredEscrowEntry } from '../../ports/escrowLedger.port';
import { FundRequest } from '../wire/escrow.schema';
import { ISSUE_NUMBER_PATH_PROBLEM, issueNumberOfPath } from '../wire/wireFields';
import { methodNotAllowed, problem } from './apiAnswers';
import { parseBody } from './requestValidation';
import { notSignedIn } from './session.routes';
import { clearSessionCookie, readSessionCookie } from './sessionCookie';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';

/** An escrow entry as everyone may see it: no lease, no sealed token. */
const publicEscrow = ({ leaseUntil: _lease, sealedToken: _token, ...entry }: StoredEscrowEntry) => entry;

/** The status of each refusal code (the rest, the wallet's refusals, are 422). */
const REFUSAL_STATUS: Readonly<Record<string, ContentfulStatusCode>> = {
  'not-maintainer': 403,
  'contract-not-found': 404,
  'already-funded': 409,
  'already-paid': 409,
  'already-refunded': 409,
  'escrow-busy': 409,
  'payout-due': 409,
  'not-pending': 409,
  'invalid-amount': 400,
};

function answerOf(c: Context, outcome: FundOutcome | RefundOutcome, doneStatus: 200 | 201, notFundedStatus: ContentfulStatusCode): Response {
  c.header('Cache-Control', 'no-store');
  if (outcome.kind === 'pending-check') return c.json({ success: false, code: 'pending-check', escrow: publicEscrow(outcome.entry) }, 202);
  if (outcome.kind !== 'refused') return c.json({ success: true, escrow: publicEscrow(outcome.entry) }, doneStatus);
  const { code } = outcome;
  const status = code === 'not-funded' ? notFundedStatus : (REFUSAL_STATUS[code] ?? 422);
  return problem(c, status, code, 'rewardSatoshis' in outcome && outcome.rewardSatoshis !== undefined ? { rewardSatoshis: outcome.rewardSatoshis } : {});
}

/** What funding and cancelling call: the escrow's use cases of one repository. */
export interface EscrowServices {
  readonly fund: Pick<FundContract, 'fund'>;
  readonly refund: Pick<RefundEscrow, 'cancel'>;
}

/** A connected repository's escrow, by the request's `:id`: 404 `repository-not-found`, or 503 `no-escrow`. */
export type EscrowServicesOfRequest = (c: Context) => Promise<EscrowServices | 'repository-not-found' | 'no-escrow'>;

/**
 * Funding contracts into escrow, mounted at `/api/contracts` (the operator's repository) and at
 * `/api/repositories/:id/contracts` (a connected one's, `EscrowServicesOfRequest`): `POST /:issueNumber/funding` `{amount}` (a signed-in
 * maintainer) pays the reward from their wallet into the escrow wallet: 201 `{success, escrow}`; 202 `pending-check`.
 * `POST /:issueNumber/funding/cancel` refunds it to its funder: 200 `{success, escrow}`; 202 `pending-check`.
 * Refusals are problem details: 400 a bad field or amount, 401 signed out, 403 `not-maintainer`, 404
 * `contract-not-found` (funding) or `not-funded` (cancel), 409 the escrow's state (`already-funded`, `already-paid`,
 * `already-refunded`, `escrow-busy`, `payout-due`), 422 `contract-completed`, `amount-not-reward` (with
 * `rewardSatoshis`) or the wallet's refusal, 503 `no-escrow` when no escrow wallet is configured.
 */
export function escrowRoutes(services: EscrowServices | null | EscrowServicesOfRequest, sessions: ServerSessions): Hono {
  const routes = new Hono();
  const servicesOf: EscrowServicesOfRequest = typeof services === 'function' ? services : () => Promise.resolve(services ?? 'no-escrow');
  const signedIn = async (c: Context) => {
    const cookie = readSessionCookie(c);
    const current = await sessions.current(cookie);
    if (!current.ok) return { answer: notSignedIn(c, current.error) } as const;
    const issueNumber = issueNumberOfPath(c.req.param('issueNumber') ?? '');
    if (issueNumber === null) return { answer: problem(c, 400, 'out-of-range', ISSUE_NUMBER_PATH_PROBLEM) } as const;
    const found = await servicesOf(c);
    if (found === 'repository-not-found') return { answer: problem(c, 404, 'repository-not-found') } as const;
    if (found === 'no-escrow') return { answer: problem(c, 503, 'no-escrow') } as const;
    return { handle: current.value.handle, issueNumber, cookie, services: found } as const;
  };
  routes.post('/:issueNumber/funding', async (c) => {
    const who = await signedIn(c);
    if ('answer' in who) return who.answer;
    const request = await parseBody(c, FundRequest);
    if (!request.ok) return request.answer;
    const satoshis = parseBsvAmount(request.value.amount);
    if (!satoshis.ok) return problem(c, 400, 'invalid-amount', { field: 'amount' });
    const authToken = await sessions.walletToken(who.cookie);
    if (authToken === null) return notSignedIn(c, 'none');
    const outcome = await who.services.fund.fund({ funder: who.handle, authToken, issueNumber: who.issueNumber, satoshis: satoshis.value });
    if (outcome.kind === 'refused' && outcome.code === 'authorization-expired') {
      // The wallet refused the token: the session is over, as for a reward payment.
      await sessions.signOut(who.cookie);
      clearSessionCookie(c);
      return problem(c, 401, AUTHENTICATION_EXPIRED_CODE);
    }
    return answerOf(c, outcome, 201, 409);
  });
  routes.post('/:issueNumber/funding/cancel', async (c) => {
    const who = await signedIn(c);
    if ('answer' in who) return who.answer;
    return answerOf(c, await who.services.refund.cancel(who.handle, who.issueNumber), 200, 404);
  });
  routes.all('/:issueNumber/funding', (c) => methodNotAllowed(c, 'POST'));
  routes.all('/:issueNumber/funding/cancel', (c) => methodNotAllowed(c, 'POST'));
  return routes;
}
