import * as v from 'valibot';

/**
 * The answers of the operations endpoints (`/api/health`, `/api/ready`, `/api/status`), the status one read by the
 * status page's adapter; all registered for the OpenAPI document.
 */

const count = v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0)));
const time = v.nullable(v.number());

/** The database's state: its engine, whether it answers, its migrations applied and pending. */
export const DatabaseStatusSchema = v.object({
  engine: v.picklist(['pglite', 'postgres', 'none']),
  reachable: v.boolean(),
  migrationsApplied: count,
  migrationsPending: count,
});

/** `GET /api/status` (`ServerStatus`), checked before the page shows it. */
export const ServerStatusSchema = v.object({
  version: v.string(),
  ready: v.boolean(),
  database: DatabaseStatusSchema,
  github: v.object({ mode: v.picklist(['sample', 'browser', 'gateway']), quotaRemaining: count, rateLimitedUntil: time, lastWebhookAt: time }),
  wallet: v.object({ mode: v.picklist(['sandbox', 'handcash']), configured: v.boolean(), reachable: v.nullable(v.boolean()) }),
  checkedAt: v.number(),
});

/** `200` of `GET /api/health`. */
export const AliveAnswer = v.object({ status: v.literal('alive') });
/** `200` of `GET /api/ready`. */
export const ReadyAnswer = v.object({ status: v.literal('ready'), database: DatabaseStatusSchema });
