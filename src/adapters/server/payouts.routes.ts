import { Hono, type Context } from 'hono';
import { isMaintainer } from '../../domain/payments/maintainers';
import type { AutoPayout } from '../../application/payments/autoPayout';
import type { PayoutsDue } from '../../application/payments/payoutsDue';
import type { ServerSessions } from '../../application/session/serverSessions';
import { methodNotAllowed, problem } from './apiAnswers';
import { parseBody } from './requestValidation';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';
import { AutoPayoutRequest } from '../wire/payouts.schema';

/** The signed-in maintainer's handle, or the answer refusing the request (401 signed out, 403 `not-maintainer`). */
async function maintainerOf(c: Context, sessions: ServerSessions, maintainers: readonly string[]): Promise<{ handle: string } | { answer: Response }> {
  const current = await sessions.current(readSessionCookie(c));
  if (!current.ok) return { answer: notSignedIn(c, current.error) };
  if (!isMaintainer(current.value.handle, maintainers)) return { answer: problem(c, 403, 'not-maintainer') };
  return { handle: current.value.handle };
}

/**
 * The payouts due, mounted at `/api/payments/due`: `GET /` (a signed-in maintainer) `{success, payouts, autoPayouts}`,
 * completed contracts with a worker and no payment (`{issueNumber, title, payee, satoshis}`, satoshis null without a
 * rate) and the automatic payout choices. 401 signed out, 403 `not-maintainer`.
 */
export function payoutsDueRoutes(due: PayoutsDue, autoPayout: AutoPayout, sessions: ServerSessions, maintainers: readonly string[]): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    const who = await maintainerOf(c, sessions, maintainers);
    if ('answer' in who) return who.answer;
    const [payouts, autoPayouts] = await Promise.all([due.list(), autoPayout.list()]);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, payouts, autoPayouts });
  });
  routes.all('/', (c) => methodNotAllowed(c, 'GET'));
  return routes;
}

/**
 * Automatic payout on merge, mounted at `/api/payments/auto`: `GET /` the choices `{success, autoPayouts}`; `PUT /`
 * `{issueNumber?, enabled}` turns it on or off for one contract or (no issue number) for all, keeping the signed-in
 * maintainer's wallet authorization while on: 200 `{success, choice}`. 401 signed out, 403 `not-maintainer`, 400 a
 * bad field, 503 `no-wallet` when no wallet can pay.
 */
export function autoPayoutRoutes(autoPayout: AutoPayout, canPay: boolean, sessions: ServerSessions, maintainers: readonly string[]): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    const who = await maintainerOf(c, sessions, maintainers);
    if ('answer' in who) return who.answer;
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, autoPayouts: await autoPayout.list() });
  });
  routes.put('/', async (c) => {
    const who = await maintainerOf(c, sessions, maintainers);
    if ('answer' in who) return who.answer;
    if (!canPay) return problem(c, 503, 'no-wallet');
    const request = await parseBody(c, AutoPayoutRequest);
    if (!request.ok) return request.answer;
    const authToken = await sessions.walletToken(readSessionCookie(c));
    if (authToken === null) return notSignedIn(c, 'none');
    const choice = await autoPayout.choose({ maintainer: who.handle, authToken, issueNumber: request.value.issueNumber ?? null, enabled: request.value.enabled });
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, choice });
  });
  routes.all('/', (c) => methodNotAllowed(c, 'GET, PUT'));
  return routes;
}
