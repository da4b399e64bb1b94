import { Hono } from 'hono';
import { validateProjectBrief } from '../../domain/hub/projectBrief';
import { methodNotAllowed, problem } from './apiAnswers';
import { refusedFields } from './refusedFields';
import type { BriefRepository } from '../../ports/hubRepositories.port';
import { BriefRequest } from '../wire/postingRequests.schema';
import { parseBody } from './requestValidation';
import { pageAnswer, pageRequestOf, preparePage } from './listAnswers';
import type { ServerSessions } from '../../application/session/serverSessions';
import { signedInProfile } from './signedIn';

/**
 * `/api/briefs`: project briefs to the poster of a service offer. All signed in (401 otherwise).
 * `POST /` `{offerId, brief}`: 201 `{success, brief}`; 400 a wrong field or a blank brief (`invalid-fields`
 * with the domain's codes); 404 `offer-not-found`. `GET /`: `{success, briefs, next}`, one page of those sent to
 * the signed-in person, newest first (`?limit`, `?cursor` and the ETag as the offers list's, cached privately).
 * `GET /count`: `{success, count}`, for the menu bar.
 */
export function briefsRoutes(briefs: BriefRepository, sessions: ServerSessions, now: () => number): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  routes.post('/', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    const request = await parseBody(c, BriefRequest);
    if (!request.ok) return request.answer;
    const checked = validateProjectBrief(request.value.offerId, request.value);
    if (!checked.ok) return refusedFields(c, checked.error);
    const sent = await briefs.send(checked.value, profile.handle, now());
    if (sent === 'not-found') return problem(c, 404, 'offer-not-found', { offerId: request.value.offerId });
    return c.json({ success: true, brief: sent }, 201);
  });
  routes.get('/', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    const page = pageRequestOf(c);
    if (page instanceof Response) return page;
    return pageAnswer(c, preparePage('briefs', await briefs.inbox(profile.handle, page)), page.limit, true);
  });
  routes.get('/count', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    return c.json({ success: true, count: await briefs.count(profile.handle) });
  });
  routes.all('/', (c) => {
    return methodNotAllowed(c, 'GET, POST');
  });
  return routes;
}
