import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A JSON error answer: `{success: false, error, code?}`, never cached. */
export function failure(c: Context, status: ContentfulStatusCode, error: string, code?: string) {
  c.header('Cache-Control', 'no-store');
  return c.json(code === undefined ? { success: false, error } : { success: false, error, code }, status);
}

/** The answer when the database cannot answer: 503 with a clear message; nothing was changed. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available right now; nothing was changed. Try again shortly.';
