import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { AUTHENTICATION_EXPIRED_CODE } from '../http/apiPaths';
import { failure } from './apiAnswers';
import { NOT_SIGNED_IN_MESSAGES } from './notSignedIn.texts';
import { NOT_JSON, readJsonBody } from './jsonBody';
import type { ServerSessions, SignInError } from '../../application/session/serverSessions';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './sessionCookie';

const SignInRequest = z.object({ authToken: z.string().trim().min(1) });

const SIGN_IN_FAILURES: Readonly<Record<SignInError, readonly [ContentfulStatusCode, string]>> = {
  'invalid-token': [400, 'authToken is not a HandCash auth token'],
  unauthorized: [401, 'HandCash did not accept the authToken'],
  placeholder: [401, 'HandCash named no user for this authToken'],
  upstream: [502, 'HandCash could not provide the profile'],
  timeout: [504, 'HandCash did not answer in time'],
};

/** Answers 401 for a request without a usable session, saying why; clears a stale cookie. */
export function notSignedIn(c: Context, why: 'none' | 'authentication-expired') {
  if (readSessionCookie(c) !== undefined) clearSessionCookie(c);
  return why === 'authentication-expired'
    ? failure(c, 401, NOT_SIGNED_IN_MESSAGES[why], AUTHENTICATION_EXPIRED_CODE)
    : failure(c, 401, NOT_SIGNED_IN_MESSAGES[why]);
}

/**
 * The session endpoint (backend for frontend):
 * - `POST` `{authToken}`: the wallet names the holder, the server keeps the session (token encrypted) and sets
 *   the HttpOnly cookie; answers `{success: true, profile}`. 400 bad body or token, 401 refused or placeholder
 *   user, 502/504 wallet failure or timeout, 503 no wallet configured.
 * - `GET`: `{success: true, profile}` or 401 (`code: authentication-expired` when the wallet refused the token).
 * - `DELETE`: ends the session; 204 whether or not there was one.
 */
export function sessionRoutes(sessions: ServerSessions, walletConfigured: boolean): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  routes.post('/', async (c) => {
    const body = await readJsonBody(c);
    if (body === NOT_JSON) return failure(c, 400, 'The request body is not JSON');
    const request = SignInRequest.safeParse(body);
    if (!request.success) return failure(c, 400, 'authToken is required: send {"authToken": "…"}');
    if (!walletConfigured) return failure(c, 503, 'HandCash is not configured on this server');
    await sessions.signOut(readSessionCookie(c));
    const result = await sessions.signIn(request.data.authToken);
    if (!result.ok) return failure(c, ...SIGN_IN_FAILURES[result.error]);
    writeSessionCookie(c, result.value.id, result.value.expiresAt);
    return c.json({ success: true, profile: result.value.profile });
  });
  routes.get('/', async (c) => {
    const current = await sessions.current(readSessionCookie(c));
    return current.ok ? c.json({ success: true, profile: current.value }) : notSignedIn(c, current.error);
  });
  routes.delete('/', async (c) => {
    await sessions.signOut(readSessionCookie(c));
    clearSessionCookie(c);
    return c.body(null, 204);
  });
  routes.all('/', (c) => {
    c.header('Allow', 'GET, POST, DELETE');
    return failure(c, 405, `${c.req.method} is not allowed here`);
  });
  return routes;
}
