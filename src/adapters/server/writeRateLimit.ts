import type { Context, MiddlewareHandler } from 'hono';
import { problem } from './apiAnswers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The client's address as the socket saw it (a proxy's headers are not trusted). */
function clientOf(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Limits writes (POST, PUT, PATCH, DELETE) per client to `limit` a window of `windowMs`: past it, 429 with
 * `Retry-After` (seconds until the window ends). Counted in this process's memory: a limiter, not data, so it
 * is no state the database must share (each server process limits on its own). `limit` 0 turns it off.
 */
export function writeRateLimit(limit: number, windowMs: number, now: () => number = Date.now): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    if (limit <= 0 || SAFE_METHODS.has(c.req.method)) return next();
    const at = now();
    const client = clientOf(c);
    let window = windows.get(client);
    if (window === undefined || at - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      window = { start: at, count: 0 };
      windows.set(client, window);
    }
    window.count += 1;
    if (window.count > limit) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((window.start + windowMs - at) / 1000))));
      return problem(c, 429, 'rate-limited');
    }
    return next();
  };
}
