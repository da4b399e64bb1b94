import type { Context } from 'hono';
import * as v from 'valibot';
import type { z } from 'zod';
import { problem } from './apiAnswers';
import { NOT_JSON, readJsonBody } from './jsonBody';
import { factsOfIssue } from '../wire/wireFields';

/** A rule's code given as a schema refinement's message (`nul-character`), as opposed to the library's words. */
const RULE_CODE = /^[a-z]+(?:-[a-z0-9]+)*$/;

/** A message's schema: valibot (the shared wire schemas, `src/adapters/wire`) or zod (routes not yet moved). */
export type BodySchema<T> = v.GenericSchema<unknown, T> | z.ZodType<T>;

/** The first issue of a refused body, the same for either library. */
interface FirstIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly params: Readonly<Record<string, unknown>>;
}

const isValibot = <T>(schema: BodySchema<T>): schema is v.GenericSchema<unknown, T> => !('_def' in schema) && 'kind' in schema;

function check<T>(schema: BodySchema<T>, body: unknown): { ok: true; value: T } | { ok: false; issue: FirstIssue | undefined } {
  if (isValibot(schema)) {
    const parsed = v.safeParse(schema, body);
    if (parsed.success) return { ok: true, value: parsed.output };
    const issue = parsed.issues[0];
    return { ok: false, issue: { path: (issue.path ?? []).map((item) => item.key as PropertyKey), message: issue.message, params: factsOfIssue(issue) } };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue === undefined) return { ok: false, issue };
  const params = 'params' in issue && typeof issue.params === 'object' && issue.params !== null ? issue.params : {};
  return { ok: false, issue: { path: issue.path, message: issue.message, params } };
}

/**
 * The request's JSON body checked against `schema`, or the 400 problem to return: `not-json`, or the first
 * problem with its field named: the rule's code when a refinement gives one (`nul-character`, `out-of-range` with
 * its `min` and `max`), else `invalid-field`.
 */
export async function parseBody<T>(c: Context, schema: BodySchema<T>): Promise<{ ok: true; value: T } | { ok: false; answer: Response }> {
  const body = await readJsonBody(c);
  if (body === NOT_JSON) return { ok: false, answer: problem(c, 400, 'not-json') };
  const checked = check(schema, body);
  if (checked.ok) return checked;
  const { issue } = checked;
  const field = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.map(String).join('.');
  const code = issue !== undefined && RULE_CODE.test(issue.message) ? issue.message : 'invalid-field';
  return { ok: false, answer: problem(c, 400, code, { ...(issue?.params ?? {}), field }) };
}
