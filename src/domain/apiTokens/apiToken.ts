import { err, ok, type Result } from '../shared/result';

/**
 * What a personal API token may do, GitHub's way: `read` the signed-in person's own data (every `GET`), `claim`
 * and release contracts, `pay` rewards and set automatic payouts, act on the `market` (list, buy, mint, pay
 * dividends). A write the registry gives no scope (signing in, posting offers) is never done with a token.
 */
export const API_TOKEN_SCOPES = ['read', 'claim', 'pay', 'market'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A token's secret starts with this, so a leaked one is recognisable (secret scanners key on prefixes). */
export const API_TOKEN_PREFIX = 'bsvw_';
/** How long a token lasts from its making; after that it is refused (401) and disappears from the list. */
export const API_TOKEN_LIFETIME_MS = 90 * 24 * 3_600_000;
/** The longest name a token may have. */
export const API_TOKEN_NAME_MAX = 60;
/** How many live tokens one person may have. */
export const API_TOKENS_PER_PERSON_MAX = 20;

/** A personal API token as its owner sees it in the list: never its secret. Times are epoch ms. */
export interface ApiToken {
  /** Public id (to revoke it by). */
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly ApiTokenScope[];
  readonly createdAt: number;
  readonly expiresAt: number;
  /** When it was last used; null: never. */
  readonly lastUsedAt: number | null;
}

/** Why a token request was refused: the name (empty, too long) or the scopes (none, or one that is not a scope). */
export type ApiTokenRequestError = 'token-name-required' | 'token-name-too-long' | 'token-scopes-required' | 'unknown-token-scope';

export interface ApiTokenRequest {
  readonly name: string;
  readonly scopes: readonly ApiTokenScope[];
}

export const isApiTokenScope = (value: string): value is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(value);

/** The request as kept: the name trimmed, the scopes once each in their canonical order; or the rule it breaks. */
export function validateApiTokenRequest(name: string, scopes: readonly string[]): Result<ApiTokenRequest, ApiTokenRequestError> {
  const trimmed = name.trim();
  if (trimmed === '') return err('token-name-required');
  if ([...trimmed].length > API_TOKEN_NAME_MAX) return err('token-name-too-long');
  if (scopes.length === 0) return err('token-scopes-required');
  if (!scopes.every(isApiTokenScope)) return err('unknown-token-scope');
  return ok({ name: trimmed, scopes: API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope)) });
}

/** The secret of the `Authorization: Bearer` header without its prefix (the random id), or null when it is not one of ours. */
export function tokenSecretOf(bearer: string): string | null {
  if (!bearer.startsWith(API_TOKEN_PREFIX)) return null;
  const secret = bearer.slice(API_TOKEN_PREFIX.length);
  return /^[A-Za-z0-9_-]{43}$/.test(secret) ? secret : null;
}

/** Whether a token granted `granted` may make a request that needs `needed`. */
export const grants = (granted: readonly ApiTokenScope[], needed: ApiTokenScope): boolean => granted.includes(needed);
