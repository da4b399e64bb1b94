import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from './clientAddress';

/** What the request log needs of a logger (pino's `Logger` has it). */
export interface RequestLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A request id a client or proxy may choose: letters, digits and `._:-`, at most 128 (anything else is replaced). */
const CLIENT_REQUEST_ID = /^[\w.:-]{1,128}$/;

const requestIds = new WeakMap<Request, string>();

/** The request's id (set by `requestLog`), for other lines about the same request; null without the request log. */
export const requestIdOf = (c: Context): string | null => requestIds.get(c.req.raw) ?? null;

/**
 * One JSON line a request, once it is answered: `{reqId, client, method, path, status, durationMs}` (`client`: the
 * address `clientAddress` resolved), level `error` for a 5xx.
 * The request id is the client's `X-Request-Id` when it is a plain token, else a new UUID; the answer carries it back.
 * Never logged: the query string (`/auth/callback?authToken=…`), headers (cookies, authorization) and bodies. An
 * event stream's duration is the time to its first byte.
 */
export function requestLog(logger: RequestLogger, newId: () => string = randomUUID): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const offered = c.req.header(REQUEST_ID_HEADER);
    const reqId = offered !== undefined && CLIENT_REQUEST_ID.test(offered) ? offered : newId();
    requestIds.set(c.req.raw, reqId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, reqId);
    const status = c.res.status;
    const fields = { reqId, client: clientAddress(c), method: c.req.method, path: c.req.path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
    if (status >= 500) logger.error(fields, 'request');
    else logger.info(fields, 'request');
  };
}
