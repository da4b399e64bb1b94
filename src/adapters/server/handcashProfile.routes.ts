import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { NOT_JSON, readJsonBody } from './jsonBody';
import type { ProfileProvider, ProfileProviderError } from '../../ports/profileProvider.port';

const ProfileRequest = z.object({ authToken: z.string().trim().min(1) });

const FAILURES: Readonly<Record<ProfileProviderError, readonly [ContentfulStatusCode, string]>> = {
  'invalid-token': [400, 'authToken is not a HandCash auth token'],
  unauthorized: [401, 'HandCash did not accept the authToken'],
  upstream: [502, 'HandCash could not provide the profile'],
  timeout: [504, 'HandCash did not answer in time'],
};

const fail = (c: Context, status: ContentfulStatusCode, error: string) => c.json({ success: false, error }, status);

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
    if (body === NOT_JSON) return fail(c, 400, 'The request body is not JSON');
    const request = ProfileRequest.safeParse(body);
    if (!request.success) return fail(c, 400, 'authToken is required: send {"authToken": "…"}');
    if (provider === null) return fail(c, 503, 'HandCash is not configured on this server');
    const result = await provider.getProfile(request.data.authToken);
    if (!result.ok) return fail(c, ...FAILURES[result.error]);
    return c.json({ success: true, profile: result.value });
  });
  routes.all('/', (c) => {
    c.header('Allow', 'POST');
    return fail(c, 405, `${c.req.method} is not allowed here; use POST`);
  });
  return routes;
}
