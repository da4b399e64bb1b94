import { BROADCAST_PATH } from '../../config/serverConstants';
import { BroadcastAnswer, BroadcastRequest } from '../../wire/broadcast.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';

/** `/api/broadcast` (`broadcast.routes.ts`): off without `BSV_BROADCAST_URL`. */
export const BROADCAST_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'post',
    path: BROADCAST_PATH,
    summary: 'Relays a signed transaction to the server’s ARC endpoint (`BSV_BROADCAST_URL`).',
    request: BroadcastRequest,
    answers: [{ status: 200, schema: BroadcastAnswer, description: 'Relayed.' }],
    problems: {
      400: ['invalid-broadcast', 'transaction-invalid'],
      403: ['network-not-enabled'],
      404: ['broadcast-not-configured'],
      422: ['transaction-unsigned', 'broadcast-rejected'],
      502: ['broadcast-unauthorized', 'broadcast-unavailable'],
      504: ['broadcast-timeout'],
    },
  },
];
