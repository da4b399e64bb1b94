import { Hono } from 'hono';
import type { ApiTokens, CreateApiTokenError } from '../../application/apiTokens/apiTokens';
import type { Context } from 'hono';
import { methodNotAllowed, problem } from './apiAnswers';
import { parseBody } from './requestValidation';
import { notSignedIn } from './session.routes';
import { readSessionCookie } from './sessionCookie';
import { ApiTokenRequest } from '../wire/apiTokens.schema';

function refusedToken(c: Context, error: CreateApiTokenError): Response {
  if (error === 'none' || error === 'authentication-expired') return notSignedIn(c, error);
  if (error === 'too-many-tokens') return problem(c, 409, error);
  return problem(c, 400, error, { field: error === 'token-name-required' || error === 'token-name-too-long' ? 'name' : 'scopes' });
}

/**
 * Personal API tokens, with the session cookie only (`bearerTokens` refuses a token here): `GET /` the live tokens
 * of the signed-in person; `POST /` `{name, scopes}` makes one: 201 with its secret, shown this once; 400 a rule
 * (`token-name-required`, `token-name-too-long`, `token-scopes-required`, `unknown-token-scope`); 409
 * `too-many-tokens`. `DELETE /:id` revokes one: 200, 404 `token-not-found`. 401 without a session.
 */
export function apiTokensRoutes(tokens: ApiTokens): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  routes.get('/', async (c) => {
    const listed = await tokens.list(readSessionCookie(c));
    return listed.ok ? c.json({ success: true, tokens: listed.value }) : notSignedIn(c, listed.error);
  });
  routes.post('/', async (c) => {
    const request = await parseBody(c, ApiTokenRequest);
    if (!request.ok) return request.answer;
    const made = await tokens.create(readSessionCookie(c), request.value.name, request.value.scopes);
    return made.ok ? c.json({ success: true, ...made.value }, 201) : refusedToken(c, made.error);
  });
  routes.delete('/:id', async (c) => {
    const revoked = await tokens.revoke(readSessionCookie(c), c.req.param('id'));
    if (revoked.ok) return c.json({ success: true });
    return revoked.error === 'not-found' ? problem(c, 404, 'token-not-found') : notSignedIn(c, revoked.error);
  });
  routes.all('/', (c) => methodNotAllowed(c, 'GET, POST'));
  return routes;
}
