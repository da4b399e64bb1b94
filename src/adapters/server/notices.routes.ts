import { Hono } from 'hono';
import type { ContractInbox } from '../../application/contracts/contractInbox';
import type { ServerSessions } from '../../application/session/serverSessions';
import { methodNotAllowed } from './apiAnswers';
import { signedInProfile } from './signedIn';

/**
 * `/api/notices`, the inbox entries about contracts for the signed-in person (a claim's reminder, its expiry, a
 * payment…); all signed in (401 otherwise). `GET /` `{success, notices}`, newest first, each with its contract's
 * `title` and `readAt` (null: unread); the page words each by its `kind`. `GET /count` `{success, unread}`.
 * `POST /read` `{success, marked}`: every entry read now.
 */
export function noticesRoutes(inbox: ContractInbox, sessions: ServerSessions): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  routes.get('/', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    return c.json({ success: true, notices: await inbox.entries(profile.handle) });
  });
  routes.get('/count', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    return c.json({ success: true, unread: await inbox.unread(profile.handle) });
  });
  routes.post('/read', async (c) => {
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    return c.json({ success: true, marked: await inbox.markRead(profile.handle) });
  });
  routes.all('/', (c) => methodNotAllowed(c, 'GET'));
  return routes;
}
