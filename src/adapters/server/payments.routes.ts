import { Hono, type Context } from 'hono';
import type { Payment, PaymentRefusalCode } from '../../domain/payments/payment';
import type { PayoutRefusal } from '../../domain/contracts/payability';
import { isMaintainer } from '../../domain/payments/maintainers';
import { validatePaymentDraft } from '../../domain/payments/paymentRules';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';
import { methodNotAllowed, problem } from './apiAnswers';
import { parseBody } from './requestValidation';
import { PayRequest } from '../wire/paymentRequests.schema';
import { notSignedIn } from './session.routes';
import type { PayContract } from '../../application/payments/payContract';
import type { ServerPayments } from '../../application/payments/serverPayments';
import type { ServerSessions } from '../../application/session/serverSessions';
import { clearSessionCookie, readSessionCookie } from './sessionCookie';

/**
 * A payment a rule refused: the rule's code and the facts the page shows (the status, the worker, the reward); 404
 * for no contract (a number of no issue, or an issue that is no bounty), 422 for the other rules.
 */
function refusedByRule(c: Context, refusal: PayoutRefusal): Response {
  const { code, ...facts } = refusal;
  return problem(c, code === 'contract-not-found' ? 404 : 422, code, facts);
}

/**
 * The payments API. `GET /` (public): `{success, payments}`, every payment, newest first. `POST /` (a signed-in
 * maintainer): pays a contract's reward once: 201 `{success, payment}` paid now; 200 the payment recorded before
 * (`replayed: true`); 202 `{code: 'pending-check', payment}` when the wallet did not answer in time. Refusals are
 * problem details whose `code` names the rule: 404 `contract-not-found` (no contract: no such issue, or one that is no
 * bounty); 422 a contract rule (`contract-not-completed`,
 * `payee-is-payer`, `no-worker`, `payee-not-worker`, `amount-not-reward`, `invalid-override-reason`) or a wallet's
 * refusal (insufficient-balance, spend-limit, unknown-payee); 401 signed out, or the wallet refused the
 * authorization (the session ends); 403 `not-maintainer`; 400 a bad field; 409 `key-reused`; 503 `no-wallet`.
 */
export function paymentsRoutes(
  payments: ServerPayments,
  payContract: PayContract,
  sessions: ServerSessions,
  maintainers: readonly string[],
  /** The connected repositories' payments (each with its `repository`), listed too: the figures count every repository. */
  connected: () => Promise<readonly Payment[]> = () => Promise.resolve([]),
): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const [own, others] = await Promise.all([payments.list(), connected()]);
    const every = others.length === 0 ? own : [...own, ...others].sort((a, b) => b.createdAt - a.createdAt);
    return c.json({ success: true, payments: every });
  });
  routes.post('/', async (c) => {
    const cookie = readSessionCookie(c);
    // The person and the wallet token in one look at the session (the token's sealed form is kept with the payment).
    const current = await sessions.currentWithToken(cookie);
    if (!current.ok) return notSignedIn(c, current.error);
    const { profile, authToken, sealedToken } = current.value;
    if (!isMaintainer(profile.handle, maintainers)) return problem(c, 403, 'not-maintainer');
    if (!payments.canPay) return problem(c, 503, 'no-wallet');
    const request = await parseBody(c, PayRequest);
    if (!request.ok) return request.answer;
    const draft = validatePaymentDraft(request.value);
    if (!draft.ok) return problem(c, 400, draft.error);
    const { issueNumber, overrideReason } = request.value;
    const outcome = await payContract.pay({ payer: profile.handle, authToken: { authToken, sealedToken }, issueNumber, draft: draft.value, overrideReason: overrideReason ?? null });
    switch (outcome.kind) {
      case 'paid':
        c.header('Cache-Control', 'no-store');
        return c.json({ success: true, payment: outcome.payment, replayed: outcome.replayed }, outcome.replayed ? 200 : 201);
      case 'pending-check':
        c.header('Cache-Control', 'no-store');
        return c.json({ success: false, code: 'pending-check', payment: outcome.payment }, 202);
      case 'key-reused':
        return problem(c, 409, 'key-reused');
      case 'rule':
        return refusedByRule(c, outcome.refusal);
      case 'refused':
        return refused(c, outcome.code, sessions, cookie);
    }
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'GET, POST');
  });
  return routes;
}

async function refused(c: Context, code: PaymentRefusalCode, sessions: ServerSessions, cookie: string | undefined) {
  if (code !== 'authorization-expired') return problem(c, 422, code);
  // The wallet refused the token: the session is over, as when HandCash answers 401 to a profile request.
  await sessions.signOut(cookie);
  clearSessionCookie(c);
  return problem(c, 401, AUTHENTICATION_EXPIRED_CODE);
}
