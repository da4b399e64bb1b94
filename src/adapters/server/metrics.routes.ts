import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { problem } from './apiAnswers';
import type { ServerMetrics } from './serverMetrics';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Times every request and counts its domain outcome, under the route pattern that answered it. */
export function measuredRequests(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observe(c.req.method, routePath(c), c.res.status, (performance.now() - started) / 1000);
  };
}

/**
 * `GET /metrics`: the Prometheus exposition, for a scraper holding `METRICS_TOKEN` as a bearer token (compared in
 * constant time); 401 problem `metrics-token-required` without it or with another. Without `METRICS_TOKEN` (or
 * metrics) the endpoint does not exist: 404 `no-endpoint`. Never cached.
 */
export function metricsRoutes(metrics: ServerMetrics | null, token: string | null): Hono {
  const routes = new Hono();
  const expected = token === null ? null : digest(token);
  routes.get(METRICS_PATH, async (c) => {
    if (metrics === null || expected === null) return problem(c, 404, 'no-endpoint', { method: c.req.method, path: c.req.path });
    const presented = /^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return problem(c, 401, 'metrics-token-required');
    }
    const { text, contentType } = await metrics.exposition();
    c.header('Cache-Control', 'no-store');
    return c.body(text, 200, { 'Content-Type': contentType });
  });
  return routes;
}
