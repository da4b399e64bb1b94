import { API_PATHS, REPOSITORY_PATHS } from '../../http/apiPaths';
import { ClaimRequest } from '../../wire/claimRequests.schema';
import { ClaimPlacedAnswer, ClaimsAnswer } from '../../wire/claims.schema';
import { EndedAnswer } from '../../wire/postings.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

/** `/api/claims` (`claims.routes.ts`). */
export const CLAIMS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: API_PATHS.claims,
    summary: 'Every open claim.',
    answers: [{ status: 200, schema: ClaimsAnswer, description: 'The open claims.' }],
    problems: {},
  },
  {
    method: 'post',
    path: API_PATHS.claims,
    summary: 'Claims a contract the server derives from GitHub (signed in); `taken` and `contract-not-available` carry the holder.',
    request: ClaimRequest,
    answers: [{ status: 201, schema: ClaimPlacedAnswer, description: 'The claim as placed.' }],
    problems: {
      400: [...BAD_BODY, 'nul-character', 'out-of-range', 'required-fields', 'invalid-deadline', 'invalid-issue'],
      ...SIGNED_IN,
      403: ['github-link-required', 'github-login-mismatch'],
      404: ['contract-not-found'],
      409: ['contract-not-available', 'taken', 'assigned-elsewhere'],
    },
  },
  {
    method: 'delete',
    path: `${API_PATHS.claims}/{issueNumber}`,
    summary: 'Releases a claim (its claimer).',
    answers: [{ status: 200, schema: EndedAnswer, description: 'Released.' }],
    problems: { 400: ['out-of-range'], ...SIGNED_IN, 403: ['not-claimer'], 404: ['no-open-claim'] },
  },
];

/** A connected repository's claims, `/api/repositories/{id}/claims` (`claims.routes.ts` on its desk; issue 36). */
const REPOSITORY_CLAIMS = `${REPOSITORY_PATHS.repositories}/{id}/claims`;
const NO_REPOSITORY = ['repository-not-found'];

/** The same answers as the operator's claims, of one connected repository; an unknown id is 404 `repository-not-found`. */
export const REPOSITORY_CLAIMS_ENDPOINTS: readonly ApiEndpoint[] = CLAIMS_ENDPOINTS.map((endpoint) => ({
  ...endpoint,
  path: endpoint.path.replace(API_PATHS.claims, REPOSITORY_CLAIMS),
  summary: `${endpoint.summary} Of the connected repository \`{id}\`.`,
  problems: { ...endpoint.problems, 404: [...(endpoint.problems[404] ?? []), ...NO_REPOSITORY] },
}));
