import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';
import { methodNotAllowed, problem } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';
import type { ServerSessions, SignInError } from '../../application/session/serverSessions';
import { SignInRequest } from '../wire/session.schema';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './sessionCookie';
import type { GitHubIdentityLinks } from '../../application/githubIdentity/githubIdentityLinks';

/** The status of each way a sign-in fails; the code on the wire is the failure's own name. */
export const SIGN_IN_STATUS: Readonly<Record<SignInError, ContentfulStatusCode>> = {
  'invalid-token': 400,
  unauthorized: 401,
  placeholder: 401,
  'invalid-handcash-handle': 401,
  upstream: 502,
  timeout: 504,
};

/** Answers 401 for a request without a usable session, `not-authenticated` or `authentication-expired`; clears a stale cookie. */
export function notSignedIn(c: Context, why: 'none' | 'authentication-expired') {
  if (readSessionCookie(c) !== undefined) clearSessionCookie(c);
  return problem(c, 401, why === 'authentication-expired' ? AUTHENTICATION_EXPIRED_CODE : 'not-authenticated');
}

/**
 * The session endpoint (backend for frontend):
 * - `POST` `{authToken}`: the wallet names the holder, the server keeps the session (token encrypted) and sets
 *   the HttpOnly cookie; answers `{success: true, profile}`. 400 bad body or token, 401 refused or placeholder
 *   user, 502/504 wallet failure or timeout, 503 no wallet configured.
 * - `GET`: `{success: true, profile, githubLogin}` (the GitHub login linked to the session, or null) or 401
 *   (`code: authentication-expired` when the wallet refused the token).
 * - `DELETE`: ends the session; 204 whether or not there was one.
 */
export function sessionRoutes(sessions: ServerSessions, walletConfigured: boolean, githubLinks: GitHubIdentityLinks | null = null): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  routes.post('/', async (c) => {
    const body = await readJsonBody(c);
    if (body === NOT_JSON) return problem(c, 400, 'not-json');
    const request = v.safeParse(SignInRequest, body);
    if (!request.success) return problem(c, 400, 'auth-token-required', { field: 'authToken' });
    if (!walletConfigured) return problem(c, 503, 'wallet-not-configured');
    const result = await sessions.signIn(request.output.authToken);
    // A failed sign-in leaves the session already held alone; a new one replaces it.
    if (!result.ok) return problem(c, SIGN_IN_STATUS[result.error], result.error);
    await sessions.signOut(readSessionCookie(c));
    writeSessionCookie(c, result.value.id, result.value.expiresAt);
    return c.json({ success: true, profile: result.value.profile });
  });
  routes.get('/', async (c) => {
    const id = readSessionCookie(c);
    const current = await sessions.current(id);
    if (!current.ok || id === undefined) return notSignedIn(c, current.ok ? 'none' : current.error);
    const githubLogin = githubLinks === null ? null : await githubLinks.linkedLogin(id);
    return c.json({ success: true, profile: current.value, githubLogin });
  });
  routes.delete('/', async (c) => {
    await sessions.signOut(readSessionCookie(c));
    clearSessionCookie(c);
    return c.body(null, 204);
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'GET, POST, DELETE');
  });
  return routes;
}
