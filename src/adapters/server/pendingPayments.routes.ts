import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PendingPayments, SettlementActor, SettlementError } from '../../application/payments/settlement/pendingPayments';
import type { ServerSessions } from '../../application/session/serverSessions';
import { ReleasePendingRequest, SettlePendingRequest } from '../wire/pendingPayments.schema';
import { methodNotAllowed, problem } from './apiAnswers';
import { parseBody } from './requestValidation';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';

/** The status of each refusal: nothing was recorded in any case. */
export const SETTLEMENT_STATUS: Readonly<Record<SettlementError, ContentfulStatusCode>> = {
  'unknown-pending-payment': 404,
  'payment-in-flight': 409,
  'no-wallet-token': 409,
  'unknown-transaction': 422,
  'payment-mismatch': 422,
  'wallet-not-configured': 503,
  'wallet-unreachable': 503,
};

/** The payer signed in, with the wallet token their session keeps; or the answer that they are not. */
async function payerOf(c: Context, sessions: ServerSessions): Promise<{ ok: true; actor: SettlementActor } | { ok: false; answer: Response }> {
  const cookie = readSessionCookie(c);
  const current = await sessions.current(cookie);
  if (!current.ok) return { ok: false, answer: notSignedIn(c, current.error) };
  const authToken = await sessions.walletToken(cookie);
  if (authToken === null) return { ok: false, answer: notSignedIn(c, 'none') };
  return { ok: true, actor: { kind: 'payer', handle: current.value.handle, authToken } };
}

/**
 * The signed-in payer's payments stopped at "pending check" (issue 35, Build 5). `GET /`: `{success, pending}`.
 * `POST /settle` `{id, transactionId}`: the transaction is looked up in the payer's wallet and must be this payment
 * (payer, receivers, amount, the reference and kind in its attachment) before it is recorded paid: 200
 * `{success, settled}`. `POST /release` `{id}`: the payer confirms nothing left their wallet; what the payment held is
 * freed: 200 `{success, released}`. Refusals: 404 `unknown-pending-payment`, 409 `payment-in-flight`, 422
 * `unknown-transaction` or `payment-mismatch`, 503 `wallet-unreachable` or `wallet-not-configured`.
 */
export function pendingPaymentsRoutes(pending: PendingPayments, sessions: ServerSessions): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    const payer = await payerOf(c, sessions);
    if (!payer.ok) return payer.answer;
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, pending: await pending.list(payer.actor) });
  });
  routes.post('/settle', async (c) => {
    const payer = await payerOf(c, sessions);
    if (!payer.ok) return payer.answer;
    const request = await parseBody(c, SettlePendingRequest);
    if (!request.ok) return request.answer;
    const settled = await pending.settle(payer.actor, request.value.id, request.value.transactionId.trim());
    if (!settled.ok) return problem(c, SETTLEMENT_STATUS[settled.error], settled.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, settled: settled.value });
  });
  routes.post('/release', async (c) => {
    const payer = await payerOf(c, sessions);
    if (!payer.ok) return payer.answer;
    const request = await parseBody(c, ReleasePendingRequest);
    if (!request.ok) return request.answer;
    const released = await pending.release(payer.actor, request.value.id);
    if (!released.ok) return problem(c, SETTLEMENT_STATUS[released.error], released.error);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, released: released.value });
  });
  routes.all('/', (c) => methodNotAllowed(c, 'GET'));
  routes.all('/settle', (c) => methodNotAllowed(c, 'POST'));
  routes.all('/release', (c) => methodNotAllowed(c, 'POST'));
  return routes;
}
