import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { GatewayResult, GitHubGateway, GitHubList } from '../github/githubGateway';
import { faultForBrowser } from '../github/githubFaultText';
import { gatewayOpenIssueCount } from '../github/githubOpenIssueCount';
import type { UpstreamFault } from '../github/githubUpstream';
import { githubWebhookRoute } from './githubWebhook.route';

/** Where the webhook is delivered, under the gateway's path. */
export const WEBHOOK_ROUTE = '/webhook';
/** A comment line keeps idle event streams open through proxies. */
const EVENTS_KEEPALIVE_MS = 25_000;
/** Marks the gateway's own answers; `error` on a failure without data, `warning` (URI-encoded JSON) on stale data. */
export const GATEWAY_ERROR_HEADER = 'X-GitHub-Gateway-Error';
export const GATEWAY_WARNING_HEADER = 'X-GitHub-Gateway-Warning';

const statusFor = (fault: UpstreamFault): 429 | 502 | 504 =>
  fault.kind === 'rate-limited' ? 429 : fault.kind === 'timeout' ? 504 : 502;

function failure(c: Context, fault: UpstreamFault, now: number): Response {
  c.header(GATEWAY_ERROR_HEADER, '1');
  c.header('Cache-Control', 'no-store');
  if (fault.kind === 'rate-limited') c.header('Retry-After', String(Math.max(0, Math.ceil((fault.retryAt - now) / 1000))));
  return c.json({ error: faultForBrowser(fault) }, statusFor(fault));
}

/** Answers one page of a list in GitHub's shape, with a `Link` to the next page on this gateway. */
function listAnswer(c: Context, result: GatewayResult, nextUrl: string | null, now: number): Response {
  const { answer, fault } = result;
  if (answer === null) return failure(c, fault ?? { kind: 'network' }, now);
  c.header('Cache-Control', 'no-cache');
  if (answer.etag !== null) c.header('ETag', answer.etag);
  if (answer.hasNext && nextUrl !== null) c.header('Link', `<${nextUrl}>; rel="next"`);
  if (fault !== null) c.header(GATEWAY_WARNING_HEADER, encodeURIComponent(JSON.stringify(faultForBrowser(fault))));
  if (answer.etag !== null && c.req.header('if-none-match') === answer.etag) return c.body(null, 304);
  return c.body(answer.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
}

/**
 * The gateway's HTTP face, mounted at `basePath`: the issues and pulls lists of the configured repository only
 * (`/repos/{repo}/{issues|pulls}?page=N`), the open-issue count, the change events and the webhook.
 */
export function githubGatewayRoutes(gateway: GitHubGateway, basePath: string, now: () => number, log: (line: string) => void): Hono {
  const routes = new Hono();
  const { repo, maxPages, webhookSecret } = gateway.settings;
  routes.get('/repos/:owner/:name/:list{issues|pulls}', async (c) => {
    const { owner, name } = c.req.param();
    const list = c.req.param('list') as GitHubList;
    const page = Number(c.req.query('page') ?? '1');
    if (`${owner}/${name}`.toLowerCase() !== repo.toLowerCase() || !Number.isInteger(page) || page < 1 || page > maxPages) {
      return c.json({ success: false, error: 'The gateway serves only the configured repository, pages 1 to GITHUB_MAX_PAGES' }, 404);
    }
    const nextUrl = page < maxPages ? `${basePath}/repos/${repo}/${list}?state=all&per_page=100&page=${page + 1}` : null;
    return listAnswer(c, await gateway.read(gateway.listUrl(list, page)), nextUrl, now());
  });
  routes.get('/open-issue-count', async (c) => {
    const result = await gatewayOpenIssueCount(gateway);
    if ('fault' in result) return failure(c, result.fault, now());
    c.header('Cache-Control', 'no-store');
    return c.json({ count: result.count });
  });
  routes.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = gateway.onChange((version) => void stream.writeSSE({ event: 'version', data: String(version) }));
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'version', data: String(gateway.version) });
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(EVENTS_KEEPALIVE_MS);
        await stream.write(': keepalive\n\n');
      }
      unsubscribe();
    }),
  );
  routes.post(WEBHOOK_ROUTE, githubWebhookRoute(webhookSecret, gateway, now, log));
  return routes;
}
