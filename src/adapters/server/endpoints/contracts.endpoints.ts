import { API_PATHS } from '../../http/apiPaths';
import { ContractsAnswer } from '../../wire/contracts.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';

/** `/api/contracts` (`contracts.routes.ts`); a contract's history and the notices are in `apiEndpoints.ts`. */
export const CONTRACTS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: API_PATHS.contracts,
    summary: 'The contracts the server derives from GitHub, with a strong ETag (`If-None-Match` answers 304).',
    answers: [
      { status: 200, schema: ContractsAnswer, description: 'The contracts; `X-Contracts-Checked-At` says when GitHub was last read.' },
      { status: 304, description: 'Unchanged since the ETag sent.' },
    ],
    problems: { 502: ['code-host-unavailable'] },
  },
  {
    method: 'get',
    path: `${API_PATHS.contracts}/events`,
    summary: 'Server-sent events: `contracts` (data: the ETag) at once and after each change, so an open page reads again.',
    answers: [{ status: 200, mediaType: 'text/event-stream', description: 'Events `contracts` {ETag}.' }],
    problems: {},
  },
];
