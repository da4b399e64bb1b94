import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gitHubOAuthHandler, type FakeGitHubOAuthState } from './fakeGitHubOAuth';

/** How the fake answers list requests: as GitHub normally does, or with one of the faults the gateway handles. */
export type FakeGitHubMode = 'ok' | 'rate-limited' | 'too-many' | 'bad-token' | 'error' | 'not-json' | 'wrong-shape' | 'silent';

export interface FakeGitHubRequest {
  readonly path: string;
  readonly ifNoneMatch: string | null;
  readonly authorization: string | null;
}

export interface FakeGitHub {
  readonly url: string;
  mode: FakeGitHubMode;
  /** Seconds sent as `Retry-After` in the rate-limited modes (none when null). */
  retryAfterSeconds: number | null;
  /** Answers wait this long (ms). */
  delayMs: number;
  issues: Record<string, unknown>[];
  pulls: Record<string, unknown>[];
  readonly requests: FakeGitHubRequest[];
  /**
   * GitHub's OAuth web flow on the same port (`gitHubOAuthHandler`): point `GITHUB_OAUTH_URL` and `GITHUB_API_URL`
   * here, with this client id and secret; `login` is whom the authorize page signs in as next.
   */
  readonly oauth: FakeGitHubOAuthState;
  /**
   * Other repositories by `owner/name` (lower case), with their own lists; any repository not named here answers
   * `issues` and `pulls` above.
   */
  repositories: Record<string, { issues: Record<string, unknown>[]; pulls: Record<string, unknown>[] }>;
  /** GitHub's collaborator permissions by `owner/name` (lower case) and login: `admin`, `write`, `read`…; none: `none`. */
  permissions: Record<string, Record<string, string>>;
  /** Merges pull request `number` (closed, `merged_at` set), of repository `fullName` when given. */
  merge(number: number, fullName?: string): void;
  close(): Promise<void>;
}

const UPDATED = '2026-11-20T10:00:00Z';

/** `count` issues numbered 1..count, all open and opened by the owner, as GitHub lists them (newest first). */
export const fakeIssues = (count: number): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, index) => {
    const number = count - index;
    return {
      number,
      html_url: `https://github.com/o/r/issues/${number}`,
      title: `Fake issue ${number}`,
      body: `## Description\nWork for fake issue ${number}.\n\n**Token Reward:** 1,000 BAPP`,
      state: 'open',
      assignee: null,
      labels: [],
      // Opened by the repository's owner: a bounty (an issue of anyone else is one only with the bounty label).
      user: { login: 'owner' },
      author_association: 'OWNER',
      updated_at: UPDATED,
    };
  });

/** A pull request of the fake that fixes `fixes`. */
export const fakePull = (number: number, fixes: number, state: 'open' | 'closed' = 'open'): Record<string, unknown> => ({
  number,
  html_url: `https://github.com/o/r/pull/${number}`,
  title: `Fix for #${fixes}`,
  body: `Fixes #${fixes}`,
  state,
  merged_at: null,
  created_at: UPDATED,
  updated_at: UPDATED,
});

const etagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;

/** A stand-in for GitHub's REST API on 127.0.0.1: paged issues and pulls lists (100 a page) with ETags. */
export async function startFakeGitHub(options: { port?: number; issues?: number; pulls?: Record<string, unknown>[] } = {}): Promise<FakeGitHub> {
  const pending = new Set<NodeJS.Timeout>();
  const fake = {
    mode: 'ok' as FakeGitHubMode,
    retryAfterSeconds: null as number | null,
    delayMs: 0,
    issues: fakeIssues(options.issues ?? 3),
    pulls: options.pulls ?? [],
    requests: [] as FakeGitHubRequest[],
    repositories: {} as FakeGitHub['repositories'],
    permissions: {} as FakeGitHub['permissions'],
    oauth: { clientId: 'fake-client-id', clientSecret: 'fake-client-secret', login: 'octo-dev', mode: 'ok', requests: [] } as FakeGitHubOAuthState,
    /** Merges pull request `number` now, as GitHub stamps `merged_at` with the time of the merge. */
    merge(number: number, fullName?: string) {
      const now = new Date().toISOString();
      const merged = (pulls: Record<string, unknown>[]) => pulls.map((pull) => (pull.number === number ? { ...pull, state: 'closed', merged_at: now, updated_at: now } : pull));
      const other = fullName === undefined ? undefined : fake.repositories[fullName.toLowerCase()];
      if (other !== undefined) other.pulls = merged(other.pulls);
      else fake.pulls = merged(fake.pulls);
    },
  };
  let baseUrl = '';
  const oauth = gitHubOAuthHandler(fake.oauth);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/login/oauth/') || url.pathname === '/user') {
      void oauth(request, response).then((handled) => {
        if (handled) return;
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        response.end('{"message":"Not Found"}');
      });
      return;
    }
    const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
      const send = () => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        response.end(status === 304 ? undefined : body);
      };
      if (fake.delayMs <= 0) return send();
      const timer = setTimeout(() => {
        pending.delete(timer);
        send();
      }, fake.delayMs);
      pending.add(timer);
    };
    if (url.pathname === '/_control/health') return answer(200, '{"ok":true}');
    if (request.method === 'POST' && url.pathname.startsWith('/_control/mode/')) {
      fake.mode = (url.pathname.split('/').pop() ?? 'ok') as FakeGitHubMode;
      return answer(200, JSON.stringify({ mode: fake.mode }));
    }
    if (request.method === 'POST' && url.pathname.startsWith('/_control/merge/')) {
      fake.merge(Number(url.pathname.split('/').pop()));
      return answer(200, '{"merged":true}');
    }
    if (url.pathname === '/search/issues') {
      fake.requests.push({ path: `${url.pathname}${url.search}`, ifNoneMatch: null, authorization: request.headers.authorization ?? null });
      const count = fake.issues.filter((issue) => issue.state === 'open' && !('pull_request' in issue)).length;
      return answer(200, JSON.stringify({ total_count: count, incomplete_results: false, items: [] }));
    }
    const permission = /^\/repos\/([^/]+\/[^/]+)\/collaborators\/([^/]+)\/permission$/.exec(url.pathname);
    if (permission !== null) {
      const [, fullName = '', login = ''] = permission;
      return answer(200, JSON.stringify({ permission: fake.permissions[fullName.toLowerCase()]?.[decodeURIComponent(login).toLowerCase()] ?? 'none' }));
    }
    const list = /^\/(?:repos\/[^/]+\/[^/]+|repositories\/\d+)\/(issues|pulls)$/.exec(url.pathname)?.[1];
    const named = /^\/repos\/([^/]+\/[^/]+)\//.exec(url.pathname)?.[1]?.toLowerCase();
    const lists = (named === undefined ? undefined : fake.repositories[named]) ?? fake;
    fake.requests.push({ path: `${url.pathname}${url.search}`, ifNoneMatch: request.headers['if-none-match'] ?? null, authorization: request.headers.authorization ?? null });
    if (list === undefined) return answer(404, '{"message":"Not Found"}');
    const retry: Record<string, string> = fake.retryAfterSeconds === null ? {} : { 'retry-after': String(fake.retryAfterSeconds) };
    switch (fake.mode) {
      case 'rate-limited':
        return answer(403, '{"message":"API rate limit exceeded"}', { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 1800), ...retry });
      case 'too-many':
        return answer(429, '{"message":"Too many requests"}', retry);
      case 'bad-token':
        return answer(401, '{"message":"Bad credentials"}');
      case 'error':
        return answer(500, '{"message":"Server Error"}');
      case 'not-json':
        return answer(200, '<html>unicorn</html>', { 'content-type': 'text/html' });
      case 'wrong-shape':
        return answer(200, '{"message":"not a list"}');
      case 'silent':
        return undefined;
      case 'ok':
        break;
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '30');
    const items = list === 'issues' ? lists.issues : lists.pulls;
    const body = JSON.stringify(items.slice((page - 1) * perPage, page * perPage));
    const etag = etagOf(body);
    // As GitHub: each answer says how many calls are left this hour.
    const headers: Record<string, string> = { etag, 'x-ratelimit-remaining': String(5000 - fake.requests.length) };
    if (page * perPage < items.length) headers.link = `<${baseUrl}/repositories/1/${list}?state=all&per_page=${perPage}&page=${page + 1}>; rel="next", <${baseUrl}/repositories/1/${list}?page=${Math.ceil(items.length / perPage)}>; rel="last"`;
    if (request.headers['if-none-match'] === etag) return answer(304, '', headers);
    return answer(200, body, headers);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url: baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
