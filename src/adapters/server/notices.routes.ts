import { Hono } from 'hono';
import type { ContractNotices } from '../../ports/contractNotices.port';
import type { ServerSessions } from '../../application/session/serverSessions';
import { signedInProfile } from './signedIn';

/**
 * `/api/notices` (signed in, 401 otherwise): `GET /` `{success, notices}`, the inbox entries about contracts for the
 * signed-in person (a claim's reminder, its expiry, a payment…), newest first; the page words each by its `kind`.
 */
export function noticesRoutes(notices: ContractNotices, sessions: ServerSessions): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const profile = await signedInProfile(c, sessions);
    if (profile instanceof Response) return profile;
    return c.json({ success: true, notices: await notices.inbox(profile.handle) });
  });
  return routes;
}
