import { Hono, type Context } from 'hono';
import type { ServerStatusDesk } from '../../application/operations/serverStatusDesk';
import { OPERATIONS_PATHS } from '../http/operationsPaths';
import { problem } from './apiAnswers';

const fresh = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * Liveness (`/health`), readiness (`/ready`: 503 problem `not-ready` with the database's state while the database
 * does not answer or lacks a migration) and the status page's reading (`/status`), at `OPERATIONS_PATHS`. Never cached.
 */
export function operationsRoutes(desk: ServerStatusDesk): Hono {
  const routes = new Hono();
  routes.get(OPERATIONS_PATHS.health, (c) => {
    fresh(c);
    return c.json({ status: 'alive' });
  });
  routes.get(OPERATIONS_PATHS.ready, async (c) => {
    const { ready, database } = await desk.readiness();
    if (!ready) return problem(c, 503, 'not-ready', { database });
    fresh(c);
    return c.json({ status: 'ready', database });
  });
  routes.get(OPERATIONS_PATHS.status, async (c) => {
    const status = await desk.status();
    fresh(c);
    return c.json(status);
  });
  return routes;
}
