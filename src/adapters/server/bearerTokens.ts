import type { Context, MiddlewareHandler } from 'hono';
import type { ApiTokens } from '../../application/apiTokens/apiTokens';
import { grants } from '../../domain/apiTokens/apiToken';
import type { WriteCounter } from '../../ports/writeCounter.port';
import type { ApiEndpoint, ApiMethod } from '../wire/openApiDocument';
import { problem } from './apiAnswers';
import { tokenNeedOf } from './endpoints/tokenScopes';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `bearerTokens` for a request with a live personal API token: the id of the session it acts through. */
    apiTokenSession: string;
  }
}

/** The registry's paths as patterns (`{id}` matches one segment), to find the endpoint a request is for. */
function endpointPaths(endpoints: readonly ApiEndpoint[]): readonly { readonly path: string; readonly pattern: RegExp }[] {
  const paths = [...new Set(endpoints.map((endpoint) => endpoint.path))];
  return paths.map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`) }));
}

const refusedToken = (c: Context) => {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return problem(c, 401, 'token-invalid');
};

/**
 * Accepts `Authorization: Bearer <personal API token>` wherever the session cookie is: a live token's session stands in
 * for the cookie (`readSessionCookie`), and no cookie is read. Refuses, before any route: 401 `token-invalid` (not a
 * bearer token, unknown, revoked or expired); 403 `<scope>-scope-required` (the endpoint needs a scope the token was
 * not given, named in `scope`); 403 `session-required` (an endpoint a token may not use, `TOKEN_SCOPES`); 429
 * `rate-limited` past `limit` requests a window by the token, reads included (a script is limited like writes).
 */
export function bearerTokens(tokens: ApiTokens, endpoints: readonly ApiEndpoint[], limit: number, counter: WriteCounter, now: () => number): MiddlewareHandler {
  const paths = endpointPaths(endpoints);
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization === undefined) return next();
    const bearer = /^Bearer +(\S+)$/i.exec(authorization)?.[1];
    const authenticated = bearer === undefined ? null : await tokens.authenticate(bearer);
    if (authenticated === null) return refusedToken(c);
    const method = c.req.method.toLowerCase() as ApiMethod | 'head';
    const path = paths.find((candidate) => candidate.pattern.test(c.req.path))?.path ?? c.req.path;
    const need = tokenNeedOf(method, path);
    if (need === 'refused') return problem(c, 403, 'session-required');
    if (need !== 'any' && !grants(authenticated.token.scopes, need)) return problem(c, 403, `${need}-scope-required`, { scope: need });
    if (limit > 0) {
      const at = now();
      const counted = await counter.add(`token:${authenticated.token.id}`, at).catch(() => null);
      if (counted !== null && counted.count > limit) {
        c.header('Retry-After', String(Math.max(1, Math.ceil((counted.windowEndsAt - at) / 1000))));
        return problem(c, 429, 'rate-limited');
      }
    }
    c.set('apiTokenSession', authenticated.sessionId);
    return next();
  };
}
