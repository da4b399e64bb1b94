import { REPOSITORY_PATHS } from '../../http/apiPaths';
import { WebhookAnswer, GatewayRefusal } from '../../wire/githubGateway.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { EndedAnswer } from '../../wire/postings.schema';
import {
  BountiesAnswer,
  BountiesQuery,
  ConnectedRepositoriesAnswer,
  ConnectRepositoryRequest,
  ProjectAnswer,
  ProjectsAnswer,
  RepositoryConnectedAnswer,
} from '../../wire/repositories.schema';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

/** Connected repositories and the bounty board (`repositories.routes.ts`, `bounties.routes.ts`; issue 36). */
export const REPOSITORIES_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: REPOSITORY_PATHS.repositories,
    summary: 'The repositories maintainers connected to the hub, oldest first, each with its webhook delivery path.',
    answers: [{ status: 200, schema: ConnectedRepositoriesAnswer, description: 'The connected repositories.' }],
    problems: { 503: ['database-unavailable'] },
  },
  {
    method: 'post',
    path: REPOSITORY_PATHS.repositories,
    summary:
      'Connects `owner/name` when GitHub’s collaborator-permission API says the session’s linked GitHub login (never a typed one) has write, maintain or admin access. Its webhook secret is in this answer only.',
    request: ConnectRepositoryRequest,
    answers: [{ status: 201, schema: RepositoryConnectedAnswer, description: 'Connected; deliver its webhook to `deliveryPath` signed with `webhookSecret`.' }],
    problems: {
      400: [...BAD_BODY, 'invalid-repository'],
      ...SIGNED_IN,
      403: ['github-link-required', 'repository-write-access-required'],
      404: ['repository-not-found'],
      409: ['repository-already-connected'],
      503: ['code-host-unavailable', 'database-unavailable'],
    },
  },
  {
    method: 'delete',
    path: `${REPOSITORY_PATHS.repositories}/{id}`,
    summary: 'Disconnects a repository (one of its maintainers): its contracts leave the board and its webhook is refused from then on.',
    answers: [{ status: 200, schema: EndedAnswer, description: 'Disconnected.' }],
    problems: { ...SIGNED_IN, 403: ['github-link-required', 'repository-maintainer-required'], 404: ['repository-not-found'], 503: ['database-unavailable'] },
  },
  {
    method: 'post',
    path: `${REPOSITORY_PATHS.webhook}/{id}`,
    summary: 'A connected repository’s GitHub webhook deliveries, signed with its own secret (`X-Hub-Signature-256`); `issues` and `pull_request` refresh its lists.',
    answers: [
      { status: 202, schema: WebhookAnswer, description: 'Accepted.' },
      { status: 401, schema: GatewayRefusal, description: 'No such repository, or a missing or wrong signature.' },
      { status: 413, schema: GatewayRefusal, description: 'Over 5 MB.' },
    ],
    problems: {},
  },
  {
    method: 'get',
    path: REPOSITORY_PATHS.bounties,
    summary: 'A page of the contracts of every repository (the operator’s and the connected ones), open ones unless `status` says, filtered and sorted.',
    query: BountiesQuery,
    answers: [{ status: 200, schema: BountiesAnswer, description: 'The page, and the cursor of the next (also in `Link`).' }],
    problems: { 400: ['out-of-range', 'invalid-cursor', 'invalid-field'] },
  },
  {
    method: 'get',
    path: REPOSITORY_PATHS.projects,
    summary: 'Every repository on the hub with its open, completed and funded totals.',
    answers: [{ status: 200, schema: ProjectsAnswer, description: 'The repositories, the operator’s first.' }],
    problems: {},
  },
  {
    method: 'get',
    path: `${REPOSITORY_PATHS.projects}/{owner}/{name}`,
    summary: 'One repository with its totals, its maintainers and every contract of it.',
    answers: [{ status: 200, schema: ProjectAnswer, description: 'The repository and its contracts.' }],
    problems: { 404: ['project-not-found'] },
  },
];
