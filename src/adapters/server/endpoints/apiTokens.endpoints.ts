import { API_PATHS } from '../../http/apiPaths';
import { ApiTokenCreatedAnswer, ApiTokenRequest, ApiTokensAnswer } from '../../wire/apiTokens.schema';
import { EndedAnswer } from '../../wire/postings.schema';
import type { ApiEndpoint } from '../../wire/openApiDocument';
import { BAD_BODY, SIGNED_IN } from './commonProblems';

/** `/api/tokens` (`apiTokens.routes.ts`): with the session cookie only; a token is refused here (403 `session-required`). */
export const API_TOKENS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: API_PATHS.tokens,
    summary: 'The signed-in person’s personal API tokens, newest first, each with its scopes and last use (never its secret). Session cookie only.',
    answers: [{ status: 200, schema: ApiTokensAnswer, description: 'The live tokens.' }],
    problems: { ...SIGNED_IN, 403: ['session-required'] },
  },
  {
    method: 'post',
    path: API_PATHS.tokens,
    summary: 'Makes a personal API token, named and scoped; its secret is in this answer only. Session cookie only.',
    request: ApiTokenRequest,
    answers: [{ status: 201, schema: ApiTokenCreatedAnswer, description: 'The token and its secret.' }],
    problems: {
      400: [...BAD_BODY, 'token-name-required', 'token-name-too-long', 'token-scopes-required', 'unknown-token-scope'],
      ...SIGNED_IN,
      403: ['session-required'],
      409: ['too-many-tokens'],
    },
  },
  {
    method: 'delete',
    path: `${API_PATHS.tokens}/{id}`,
    summary: 'Revokes a personal API token at once: it is refused from then on (401). Session cookie only.',
    answers: [{ status: 200, schema: EndedAnswer, description: 'Revoked.' }],
    problems: { ...SIGNED_IN, 403: ['session-required'], 404: ['token-not-found'] },
  },
];
