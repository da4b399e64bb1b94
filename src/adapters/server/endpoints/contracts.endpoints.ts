import { API_PATHS } from '../../http/apiPaths';
import * as v from 'valibot';
import { ContractsAnswer } from '../../wire/contracts.schema';
import { ContractsQuery, NamedContractsAnswer } from '../../wire/namedContracts.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';

/** `/api/contracts` (`contracts.routes.ts`); a contract's history and the notices are in `apiEndpoints.ts`. */
export const CONTRACTS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: API_PATHS.contracts,
    summary:
      'The contracts the server derives from GitHub, a page at a time with every field named (`?status=available`: the ones to claim); `form=compact` gives them all as positional rows (the app’s first load). A strong ETag (`If-None-Match` answers 304).',
    query: ContractsQuery,
    answers: [
      {
        status: 200,
        schema: v.union([NamedContractsAnswer, ContractsAnswer]),
        description: 'A page of named contracts and the cursor of the next; with `form=compact`, every contract as rows. `X-Contracts-Checked-At` says when GitHub was last read.',
      },
      { status: 304, description: 'Unchanged since the ETag sent.' },
    ],
    problems: { 400: ['out-of-range', 'invalid-cursor', 'invalid-field'], 502: ['code-host-unavailable'] },
  },
  {
    method: 'get',
    path: `${API_PATHS.contracts}/events`,
    summary: 'Server-sent events: `contracts` (data: the ETag) at once and after each change, so an open page reads again.',
    answers: [{ status: 200, mediaType: 'text/event-stream', description: 'Events `contracts` {ETag}.' }],
    problems: {},
  },
];
