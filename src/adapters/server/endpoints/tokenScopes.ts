import type { ApiTokenScope } from '../../../domain/apiTokens/apiToken';
import { API_PATHS } from '../../http/apiPaths';
import { ASSISTANT_PATH, BROADCAST_PATH, PROFILE_ENDPOINT_PATH } from '../../config/serverConstants';
import type { ApiMethod } from '../../wire/openApiDocument';

/** What a personal API token needs for an endpoint: one scope, `any` token (a public write), or `refused` (cookie only). */
export type TokenNeed = ApiTokenScope | 'any' | 'refused';

/**
 * The writes a personal API token may make, by method and path as the registry writes it (`apiEndpoints.ts`), and
 * the scope each needs. Every read needs `read` (`tokenNeedOf`). A write not listed here (signing in, linking
 * GitHub, posting offers, commissions and briefs) and the token endpoints themselves refuse tokens: 403
 * `session-required`.
 */
export const TOKEN_SCOPES: Readonly<Record<string, TokenNeed>> = {
  [`post ${API_PATHS.claims}`]: 'claim',
  [`delete ${API_PATHS.claims}/{issueNumber}`]: 'claim',
  [`post ${API_PATHS.payments}`]: 'pay',
  [`put ${API_PATHS.payments}/auto`]: 'pay',
  [`post ${API_PATHS.portfolioItems}`]: 'market',
  [`post ${API_PATHS.market}/listings`]: 'market',
  [`delete ${API_PATHS.market}/listings/{id}`]: 'market',
  [`patch ${API_PATHS.market}/listings/{id}`]: 'market',
  [`post ${API_PATHS.market}/purchases`]: 'market',
  [`post ${API_PATHS.market}/dividends`]: 'market',
  [`post ${API_PATHS.notices}/read`]: 'read',
  [`post ${BROADCAST_PATH}`]: 'any',
  [`post ${ASSISTANT_PATH}`]: 'any',
  [`post ${PROFILE_ENDPOINT_PATH}`]: 'any',
  [`get ${API_PATHS.tokens}`]: 'refused',
};

/** What a token needs for `method` on the registry's `path`: the listed need, else `read` for a read and `refused` for a write. */
export function tokenNeedOf(method: ApiMethod | 'head', path: string): TokenNeed {
  const listed = TOKEN_SCOPES[`${method === 'head' ? 'get' : method} ${path}`];
  if (listed !== undefined) return listed;
  return method === 'get' || method === 'head' ? 'read' : 'refused';
}
