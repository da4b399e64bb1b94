import type { Observable } from 'rxjs';
import type { ApiToken, ApiTokenScope } from '../domain/apiTokens/apiToken';
import type { Result } from '../domain/shared/result';
import { token, type Token } from './token';

/**
 * Why the token desk could not do it: `not-signed-in` (401), `refused` (a rule of the request, named by `rule`:
 * `token-name-required`, `too-many-tokens`, …), `not-found` (no such token of yours), `unavailable` (no answer, or an
 * unreadable one).
 */
export interface ApiTokenDeskError {
  readonly code: 'not-signed-in' | 'refused' | 'not-found' | 'unavailable';
  readonly rule?: string;
}

/**
 * The signed-in person's personal API tokens on the app's server (session cookie). Each method emits one result
 * and completes; failures are values. Unsubscribing abandons the request.
 */
export interface ApiTokenDesk {
  /** The live tokens, newest first. */
  list(): Observable<Result<readonly ApiToken[], ApiTokenDeskError>>;
  /** Makes a token: it, and its secret (shown once). */
  create(name: string, scopes: readonly ApiTokenScope[]): Observable<Result<{ token: ApiToken; secret: string }, ApiTokenDeskError>>;
  /** Revokes token `id` at once. */
  revoke(id: string): Observable<Result<null, ApiTokenDeskError>>;
}

export const ApiTokenDesk: Token<ApiTokenDesk> = token<ApiTokenDesk>('ApiTokenDesk');
