import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { methodNotAllowed, problem } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';
import type { ProfileProvider, ProfileProviderError } from '../../ports/profileProvider.port';

const ProfileRequest = z.object({ authToken: z.string().trim().min(1) });

const FAILURE_STATUS: Readonly<Record<ProfileProviderError, ContentfulStatusCode>> = {
  'invalid-token': 400,
  unauthorized: 401,
  upstream: 502,
  timeout: 504,
};

/**
 * `POST /api/handcash-profile` with `{authToken}`: answers `{success: true, profile}` with the holder's
 * profile. Bad input is a 4xx JSON error (not JSON, no or blank authToken, a token that is not an auth
 * token, another method: 405); the wallet failing is 502, too slow 504; no configured wallet 503. Answers
 * never carry the app's credentials, and nothing is cached.
 */
export function handcashProfileRoutes(provider: ProfileProvider | null): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  routes.post('/', async (c) => {
    const body = await readJsonBody(c);
    if (body === NOT_JSON) return problem(c, 400, 'not-json');
    const request = ProfileRequest.safeParse(body);
    if (!request.success) return problem(c, 400, 'auth-token-required', { field: 'authToken' });
    if (provider === null) return problem(c, 503, 'wallet-not-configured');
    const result = await provider.getProfile(request.data.authToken);
    if (!result.ok) return problem(c, FAILURE_STATUS[result.error], result.error);
    return c.json({ success: true, profile: result.value });
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'POST');
  });
  return routes;
}
