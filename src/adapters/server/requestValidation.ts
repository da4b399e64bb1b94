import type { Context } from 'hono';
import type { z } from 'zod';
import { failure } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';

/**
 * The request's JSON body checked against `schema`, or the 400 answer to return: `The request body is not
 * JSON`, or the first problem with the field named (`issueNumber: Invalid input: expected number, …`).
 */
export async function parseBody<T>(c: Context, schema: z.ZodType<T>): Promise<{ ok: true; value: T } | { ok: false; answer: Response }> {
  const body = await readJsonBody(c);
  if (body === NOT_JSON) return { ok: false, answer: failure(c, 400, 'The request body is not JSON') };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.join('.');
  return { ok: false, answer: failure(c, 400, `${field}: ${issue?.message ?? 'is not valid'}`, 'invalid-field') };
}
