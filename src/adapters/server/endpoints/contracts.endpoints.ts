import { API_PATHS } from '../../http/apiPaths';
import { ContractsAnswer, HistoryAnswer, NoticesAnswer } from '../../wire/contracts.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { SIGNED_IN } from './commonProblems';

/** `/api/contracts` and `/api/notices` (`contracts.routes.ts`, `notices.routes.ts`). */
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
  {
    method: 'get',
    path: `${API_PATHS.contracts}/{issueNumber}/history`,
    summary: 'A contract’s activity, oldest first (with the database).',
    answers: [{ status: 200, schema: HistoryAnswer, description: 'The events.' }],
    problems: { 404: ['contract-not-found'] },
  },
  {
    method: 'get',
    path: API_PATHS.notices,
    summary: 'The signed-in person’s inbox entries about contracts (reminders, expiries, payments…), newest first.',
    answers: [{ status: 200, schema: NoticesAnswer, description: 'The notices.' }],
    problems: SIGNED_IN,
  },
];
