import type { MiddlewareHandler } from 'hono';
import { problem } from './apiAnswers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin the browser used to reach us: the request URL (which the Node adapter builds from `Host`), with
 * a proxy's `X-Forwarded-Proto` as its scheme when present.
 */
function ownOrigin(url: string, forwardedProto: string | undefined): string {
  const own = new URL(url);
  const scheme = forwardedProto?.split(',')[0]?.trim();
  return scheme === 'http' || scheme === 'https' ? `${scheme}://${own.host}` : own.origin;
}

/**
 * Refuses cross-site state changes with 403 (CSRF): a POST, PUT, PATCH or DELETE whose `Origin` is not this
 * server's own (`PUBLIC_URL` when set, else the origin the request names), or, without an `Origin`, whose `Sec-Fetch-Site` says another site. Requests with neither
 * header (curl, server-to-server) pass: a browser always sends one of them on such requests.
 */
export function sameOriginWrites(publicOrigin: string | null = null): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const own = publicOrigin ?? ownOrigin(c.req.url, c.req.header('x-forwarded-proto'));
    const crossSite =
      origin !== undefined ? origin !== own : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (crossSite) return problem(c, 403, 'cross-site');
    return next();
  };
}
