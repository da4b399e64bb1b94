import { Hono, type Context } from 'hono';
import type { SampleRepository } from '../sample/sampleRepository';

const byState = (items: readonly Record<string, unknown>[], state: string | undefined) =>
  state === 'open' || state === 'closed' ? items.filter((item) => item.state === state) : items;

/**
 * A read-only stand-in for the GitHub REST endpoints the app calls, so the embedded default works offline:
 * issues and pulls lists (with ETags, answering 304 to a matching If-None-Match) and the issue search count.
 */
export function sampleGitHubRoutes(sample: SampleRepository): Hono {
  const routes = new Hono();
  routes.get('/repos/:owner/:name/issues', (c) => answerList(c, byState(sample.issues, c.req.query('state'))));
  routes.get('/repos/:owner/:name/pulls', (c) => answerList(c, byState(sample.pulls, c.req.query('state'))));
  routes.get('/search/issues', (c) => {
    const query = c.req.query('q') ?? '';
    const openOnly = /\bis:open\b/.test(query);
    const issuesOnly = /\bis:issue\b/.test(query);
    const count = sample.issues.filter(
      (item) => (!openOnly || item.state === 'open') && (!issuesOnly || !('pull_request' in item)),
    ).length;
    return c.json({ total_count: count, incomplete_results: false, items: [] });
  });
  return routes;
}

function answerList(c: Context, items: readonly Record<string, unknown>[]) {
  const body = JSON.stringify(items);
  const etag = `W/"${items.length}-${body.length}"`;
  c.header('ETag', etag);
  c.header('x-ratelimit-remaining', '60');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
}
