import type { Context } from 'hono';

/** Marks a request body that could not be read as JSON. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

/** The request body parsed as JSON, or NOT_JSON (unreadable, empty or malformed). Never throws. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return NOT_JSON;
  }
}
