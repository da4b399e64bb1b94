import type { Context } from 'hono';
import * as v from 'valibot';
import { problem } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';
import { factsOfIssue } from '../wire/wireFields';

/** A rule's code given as a check's message (`nul-character`), as opposed to the library's words. */
const RULE_CODE = /^[a-z]+(?:-[a-z0-9]+)*$/;

/** A message's schema: one of the shared wire schemas (`src/adapters/wire`). */
export type BodySchema<T> = v.GenericSchema<unknown, T>;

/**
 * The request's JSON body checked against `schema`, or the 400 problem to return: `not-json`, or the first
 * problem with its field named: the rule's code when a check gives one (`nul-character`, `out-of-range` with
 * its `min` and `max`, `ruleCheck`), else `invalid-field`.
 */
export async function parseBody<T>(c: Context, schema: BodySchema<T>): Promise<{ ok: true; value: T } | { ok: false; answer: Response }> {
  const body = await readJsonBody(c);
  if (body === NOT_JSON) return { ok: false, answer: problem(c, 400, 'not-json') };
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issue = parsed.issues[0];
  const path = (issue.path ?? []).map((item) => String(item.key));
  const field = path.length === 0 ? 'body' : path.join('.');
  const code = RULE_CODE.test(issue.message) ? issue.message : 'invalid-field';
  return { ok: false, answer: problem(c, 400, code, { ...factsOfIssue(issue), field }) };
}
