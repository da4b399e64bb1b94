import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A JSON error answer: `{success: false, error, code?}`, never cached. Being replaced by `problem` (codes only). */
export function failure(c: Context, status: ContentfulStatusCode, error: string, code?: string) {
  c.header('Cache-Control', 'no-store');
  return c.json(code === undefined ? { success: false, error } : { success: false, error, code }, status);
}

/** What a problem may carry beside its code: the field at fault, and facts the page needs (a holder, a status). */
export type ProblemExtras = { readonly field?: string } & Readonly<Record<string, unknown>>;

/**
 * A refusal as RFC 9457 problem details (`application/problem+json`), never cached:
 * `{type, title, status, code, field?, ...extras}`. `code` names the rule that refused (stable, kebab-case); the
 * words for people live once, beside the views, keyed by it. `success: false` stays for older readers.
 */
export function problem(c: Context, status: ContentfulStatusCode, code: string, extras: ProblemExtras = {}) {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', 'application/problem+json');
  return c.body(JSON.stringify({ type: `/api#${code}`, title: code, status, code, success: false, ...extras }), status);
}

/** 405 `method-not-allowed`, with the `Allow` header naming the methods that are. */
export function methodNotAllowed(c: Context, allow: string) {
  c.header('Allow', allow);
  return problem(c, 405, 'method-not-allowed', { allow });
}
