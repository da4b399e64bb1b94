import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { RelayRefusal, RelayTransaction } from '../../application/broadcast/relayTransaction';
import { problem, type ProblemExtras } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';
import { BroadcastRequest } from '../wire/broadcast.schema';

/** Each refusal's HTTP status and the facts it carries beside its code. */
function answerFor(refusal: RelayRefusal): [ContentfulStatusCode, ProblemExtras] {
  switch (refusal.code) {
    case 'transaction-invalid':
      return [400, { field: 'rawTx', reason: refusal.reason }];
    case 'transaction-unsigned':
      return [422, { field: 'rawTx', inputs: refusal.inputs }];
    case 'network-not-enabled':
      return [403, { field: 'network', network: refusal.network }];
    case 'broadcast-rejected':
      return [422, { arcStatus: refusal.status, detail: refusal.detail }];
    case 'broadcast-timeout':
      return [504, {}];
    case 'broadcast-unauthorized':
    case 'broadcast-unavailable':
      return [502, {}];
  }
}

/**
 * `POST /api/broadcast` with `{rawTx, network}`: relays a signed transaction to the server's ARC endpoint and answers
 * `{txid, status, network}`. Off by default (no `BSV_BROADCAST_URL`): 404 `broadcast-not-configured`. Refusals are
 * problem details: 400 `invalid-broadcast` (a malformed body) or `transaction-invalid`, 403 `network-not-enabled`
 * (mainnet needs `BSV_NETWORK=mainnet`), 422 `transaction-unsigned` or `broadcast-rejected` (ARC's status and
 * words), 502 `broadcast-unauthorized` or `broadcast-unavailable`, 504 `broadcast-timeout`.
 */
export function broadcastRoutes(relay: RelayTransaction | null, network: string | null): Hono {
  const routes = new Hono();
  routes.post('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (relay === null) return problem(c, 404, 'broadcast-not-configured');
    const body = await readJsonBody(c);
    const request = body === NOT_JSON ? null : v.safeParse(BroadcastRequest, body);
    if (request === null || !request.success) {
      const field = request?.success === false ? String(request.issues[0].path?.[0]?.key ?? 'rawTx') : 'rawTx';
      return problem(c, 400, 'invalid-broadcast', { field });
    }
    const relayed = await relay.relay(request.output.rawTx, request.output.network);
    if (relayed.ok) return c.json({ ...relayed.value, network });
    const [status, extras] = answerFor(relayed.error);
    return problem(c, status, relayed.error.code, extras);
  });
  return routes;
}
