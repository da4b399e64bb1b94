import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const DECIMAL = /^\d+$/;

/**
 * Refuses request bodies over `maxSize` bytes with `onError`'s answer. A body framed by `Content-Length` (what
 * browsers and fetch send) is judged by that header alone, which Node's HTTP parser holds the body to: Hono's
 * `bodyLimit` would first turn the Node request into a web `Request` with a body stream on every write, which the
 * handler then reads through web streams instead of directly. Any other body (chunked) is counted as it is read,
 * by Hono's `bodyLimit`.
 */
export function requestBodyLimit(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || !DECIMAL.test(length) || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    if (Number(length) > maxSize) return onError(c);
    await next();
  };
}
