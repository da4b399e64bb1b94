import * as v from 'valibot';
import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from '../../domain/apiTokens/apiToken';

/**
 * The messages of `/api/tokens` (personal API tokens), imported by the server's route and the browser's adapter; the
 * OpenAPI document is generated from them (`apiEndpoints.ts`).
 */

const ApiTokenScope = v.pipe(v.picklist(API_TOKEN_SCOPES), v.description('read: the person’s own data; claim: claim and release contracts; pay: pay rewards; market: list, buy, mint.'));

/** `POST` `{name, scopes}`: what the token is called and what it may do. */
export const ApiTokenRequest = v.object({
  name: v.pipe(v.string(), v.maxLength(API_TOKEN_NAME_MAX * 4)),
  scopes: v.pipe(v.array(v.string()), v.maxLength(API_TOKEN_SCOPES.length * 2)),
});

/** One token as its owner sees it: never its secret. Times are epoch milliseconds; `lastUsedAt` null: never used. */
export const ApiTokenView = v.object({
  id: v.string(),
  name: v.string(),
  scopes: v.array(ApiTokenScope),
  createdAt: v.number(),
  expiresAt: v.number(),
  lastUsedAt: v.nullable(v.number()),
});

/** `200` of `GET`: the live tokens, newest first. */
export const ApiTokensAnswer = v.object({ success: v.literal(true), tokens: v.array(ApiTokenView) });

/** `201` of `POST`: the token, and its secret, shown this once (send it as `Authorization: Bearer <secret>`). */
export const ApiTokenCreatedAnswer = v.object({ success: v.literal(true), token: ApiTokenView, secret: v.pipe(v.string(), v.regex(/^bsvw_/)) });
