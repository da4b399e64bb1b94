import type { Context } from 'hono';
import * as v from 'valibot';
import { problem } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';
import { factsOfIssue } from '../wire/wireFields';

/** A rule's code given as a check's message (`nul-character`), as opposed to the library's words. */
const RULE_CODE = /^[a-z]+(?:-[a-z0-9]+)*$/;

/** A message's schema: one of the shared wire schemas (`src/adapters/wire`). */
export type BodySchema<T> = v.GenericSchema<unknown, T>;

/** What a parse gives a route: the value, or the 400 answer to return. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; answer: Response };

/**
 * The first problem of a refused parse with its field named (`body` for the whole): the rule's code when a check
 * gives one (`nul-character`, `out-of-range` with its `min` and `max`, `ruleCheck`), else `invalid-field`.
 */
function refusal(c: Context, issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Parsed<never> {
  const issue = issues[0];
  const path = (issue.path ?? []).map((item) => String(item.key));
  const field = path.length === 0 ? 'body' : path.join('.');
  const code = RULE_CODE.test(issue.message) ? issue.message : 'invalid-field';
  return { ok: false, answer: problem(c, 400, code, { ...factsOfIssue(issue), field }) };
}

/** The request's JSON body checked against `schema`, or the 400 problem to return: `not-json`, or `refusal`'s. */
export async function parseBody<T>(c: Context, schema: BodySchema<T>): Promise<Parsed<T>> {
  const body = await readJsonBody(c);
  if (body === NOT_JSON) return { ok: false, answer: problem(c, 400, 'not-json') };
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { ok: true, value: parsed.output } : refusal(c, parsed.issues);
}

/**
 * The request's query (each parameter's first value, as text) checked against `schema`, the one the endpoint
 * registers as its `query` (`apiEndpoints.ts`), or `refusal`'s 400 naming the parameter.
 */
export function parseQuery<T>(c: Context, schema: BodySchema<T>): Parsed<T> {
  const parsed = v.safeParse(schema, c.req.query());
  return parsed.success ? { ok: true, value: parsed.output } : refusal(c, parsed.issues);
}
