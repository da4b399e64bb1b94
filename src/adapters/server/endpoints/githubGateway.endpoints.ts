import { GITHUB_GATEWAY_PATH } from '../../config/serverConstants';
import { GatewayFailure, GatewayRefusal, GitHubListAnswer, OpenIssueCountAnswer, WebhookAnswer } from '../../wire/githubGateway.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';

/** The upstream failures of a read without data to serve (`X-GitHub-Gateway-Error`). */
const FAILURES = [
  { status: 429, schema: GatewayFailure, description: 'The server’s GitHub rate limit is used up (`Retry-After`).' },
  { status: 502, schema: GatewayFailure, description: 'GitHub failed or refused the server’s token.' },
  { status: 504, schema: GatewayFailure, description: 'GitHub did not answer in time.' },
] as const;

/** The server's GitHub gateway (`githubGateway.routes.ts`), served with `GITHUB_TOKEN`; its answers are not problems. */
export const GITHUB_GATEWAY_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: `${GITHUB_GATEWAY_PATH}/repos/{owner}/{name}/{list}`,
    summary: 'One page (`?page=N`) of the configured repository’s `issues` or `pulls`, as GitHub answers it, from the gateway’s cache.',
    answers: [
      { status: 200, schema: GitHubListAnswer, description: 'The page; `Link` to the next; `X-GitHub-Gateway-Warning` on stale data.' },
      { status: 304, description: 'Unchanged since the ETag sent.' },
      { status: 404, schema: GatewayRefusal, description: 'Another repository, or a page past `GITHUB_MAX_PAGES`.' },
      ...FAILURES,
    ],
    problems: {},
  },
  {
    method: 'get',
    path: `${GITHUB_GATEWAY_PATH}/open-issue-count`,
    summary: 'How many issues of the configured repository are open.',
    answers: [{ status: 200, schema: OpenIssueCountAnswer, description: 'The count.' }, ...FAILURES],
    problems: {},
  },
  {
    method: 'get',
    path: `${GITHUB_GATEWAY_PATH}/events`,
    summary: 'Server-sent events: `version` (data: the gateway’s data version) at once and after each change.',
    answers: [{ status: 200, mediaType: 'text/event-stream', description: 'Events `version` {number}.' }],
    problems: {},
  },
  {
    method: 'post',
    path: `${GITHUB_GATEWAY_PATH}/webhook`,
    summary: 'GitHub’s webhook deliveries, signed with `GITHUB_WEBHOOK_SECRET` (`X-Hub-Signature-256`); `issues` and `pull_request` refresh the lists.',
    answers: [
      { status: 202, schema: WebhookAnswer, description: 'Accepted.' },
      { status: 401, schema: GatewayRefusal, description: 'A missing or wrong signature.' },
      { status: 413, schema: GatewayRefusal, description: 'Over 5 MB.' },
    ],
    problems: {},
  },
];
