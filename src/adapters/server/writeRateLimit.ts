import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './clientAddress';
import type { WriteCounter } from '../../ports/writeCounter.port';
import { MemoryWriteCounter } from '../memory/memoryWriteCounter.adapter';
import { problem } from './apiAnswers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The window the write limit counts in: `WRITE_RATE_LIMIT` writes a minute. */
export const WRITE_RATE_WINDOW_MS = 60_000;

/**
 * Limits writes (POST, PUT, PATCH, DELETE) per client (`clientAddress`: the socket's, or the one a trusted proxy names) to `limit` a window: past it, 429 with `Retry-After`
 * (seconds until the window ends). `counter` counts them: in this process's memory by default (one server), in the
 * database when several servers share PostgreSQL (`SqlWriteCounter`), so the limit holds across them. A counter
 * that cannot answer (the database is down) lets the write through: the route itself then answers.
 * `limit` 0 turns it off.
 */
export function writeRateLimit(
  limit: number,
  windowMs: number = WRITE_RATE_WINDOW_MS,
  now: () => number = Date.now,
  counter: WriteCounter = new MemoryWriteCounter(windowMs),
): MiddlewareHandler {
  return async (c, next) => {
    if (limit <= 0 || SAFE_METHODS.has(c.req.method)) return next();
    const at = now();
    const counted = await counter.add(clientAddress(c), at).catch(() => null);
    if (counted !== null && counted.count > limit) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((counted.windowEndsAt - at) / 1000))));
      return problem(c, 429, 'rate-limited');
    }
    return next();
  };
}
