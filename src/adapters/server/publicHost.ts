import type { MiddlewareHandler } from 'hono';
import { problem } from './apiAnswers';

/** Paths a load balancer or a probe calls by the server's own address: they answer on any host. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * With `PUBLIC_URL` set, a request must name its host in `Host` (421 `wrong-host` otherwise, probes excepted), so
 * a page served under another name (DNS rebinding, a stray proxy) never reaches the app. `X-Forwarded-Host` is not
 * trusted: a page under an attacker's name could set it.
 */
export function publicHost(publicOrigin: string): MiddlewareHandler {
  const expected = new URL(publicOrigin).host.toLowerCase();
  return async (c, next) => {
    if (PROBE_PATHS.has(c.req.path)) return next();
    const host = (c.req.header('host') ?? '').toLowerCase();
    return host === expected ? next() : problem(c, 421, 'wrong-host');
  };
}
