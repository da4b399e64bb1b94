import type { Context } from 'hono';
import type { z } from 'zod';
import { problem } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';

/** A rule's code given as a schema refinement's message (`nul-character`), as opposed to the library's words. */
const RULE_CODE = /^[a-z]+(?:-[a-z0-9]+)*$/;

/**
 * The request's JSON body checked against `schema`, or the 400 problem to return: `not-json`, or the first
 * problem with its field named: the rule's code when a refinement gives one (`nul-character`, `out-of-range` with
 * its `min` and `max`), else `invalid-field`.
 */
export async function parseBody<T>(c: Context, schema: z.ZodType<T>): Promise<{ ok: true; value: T } | { ok: false; answer: Response }> {
  const body = await readJsonBody(c);
  if (body === NOT_JSON) return { ok: false, answer: problem(c, 400, 'not-json') };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.join('.');
  const code = issue !== undefined && RULE_CODE.test(issue.message) ? issue.message : 'invalid-field';
  const params = issue !== undefined && 'params' in issue && typeof issue.params === 'object' ? issue.params : {};
  return { ok: false, answer: problem(c, 400, code, { ...params, field }) };
}
