import type { MiddlewareHandler } from 'hono';
import { loneSurrogatePath } from '../../domain/shared/loneSurrogate';
import { problem } from './apiAnswers';

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * The rules every write's body meets before a route reads it: a body is JSON, said so (`Content-Type:
 * application/json`, else 415 `unsupported-media-type`), and holds no lone surrogate in any text or key (400
 * `lone-surrogate` naming the field: it is no character, and would be stored as U+FFFD). A body that does not parse
 * is left to the route (`not-json`). A write without a body passes.
 */
export function jsonWrites(): MiddlewareHandler {
  return async (c, next) => {
    const text = await c.req.text();
    if (text === '') return next();
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return problem(c, 415, 'unsupported-media-type');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return next();
    }
    const field = loneSurrogatePath(body);
    return field === null ? next() : problem(c, 400, 'lone-surrogate', { field });
  };
}
