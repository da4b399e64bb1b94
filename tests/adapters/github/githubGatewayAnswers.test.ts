import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayRepositoryStats } from '../../../src/adapters/github/gatewayRepositoryStats.adapter';
import { GitHubIssueTracker } from '../../../src/adapters/github/githubIssueTracker.adapter';
import { getGitHubJson } from '../../../src/adapters/github/githubRequest';
import { ManualClock } from '../../../src/adapters/memory/manualClock.adapter';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/memoryKeyValueStore.adapter';
import { TEST_NOW } from '../../support/testContainer';

const OPTIONS = { apiUrl: '/api/github', repository: 'o/r', maxPages: 10, freshMs: 0 };
const ISSUE = { number: 1, html_url: 'https://github.com/o/r/issues/1', title: 'One', body: null, state: 'open', labels: [], updated_at: 'x' };

function gateway(answer: (url: string) => Response) {
  vi.stubGlobal('fetch', async (url: string) => answer(url));
}

const load = () => lastValueFrom(new GitHubIssueTracker(OPTIONS, new MemoryKeyValueStore(), new ManualClock(TEST_NOW)).load().pipe(toArray()));

describe('the browser against the server gateway', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reports the gateway’s error, rate limit reset included, as the load failure (the fallback card)', async () => {
    const error = { code: 'rate-limited', message: "The server's GitHub rate limit is used up.", rateLimitResetAt: TEST_NOW + 120_000 };
    gateway(() => new Response(JSON.stringify({ error }), { status: 429, headers: { 'X-GitHub-Gateway-Error': '1' } }));
    expect(await load()).toEqual([{ kind: 'failure', error }]);
  });

  it('shows the gateway’s last good data, then its warning (the stale-data notice)', async () => {
    const warning = { code: 'http-status', message: 'GitHub answered 500.' };
    gateway((url) =>
      new Response(JSON.stringify(url.includes('/issues') ? [ISSUE] : []), {
        status: 200,
        headers: { 'X-GitHub-Gateway-Warning': encodeURIComponent(JSON.stringify(warning)) },
      }),
    );
    const updates = await load();
    expect(updates.map((update) => (update.kind === 'records' ? ['records', update.records.issues.length] : ['failure', update.error]))).toEqual([
      ['records', 1],
      ['failure', warning],
    ]);
  });

  it('reads the badge count from the gateway, and its failure as an error (the badge then shows 0)', async () => {
    gateway(() => new Response(JSON.stringify({ count: 42 }), { status: 200 }));
    const counted = await lastValueFrom(new GatewayRepositoryStats('/api/github').openIssueCount());
    gateway(() => new Response('{"error":{"code":"http-status","message":"GitHub answered 500."}}', { status: 502, headers: { 'X-GitHub-Gateway-Error': '1' } }));
    const failed = await lastValueFrom(new GatewayRepositoryStats('/api/github').openIssueCount());
    expect([counted, failed]).toEqual([{ ok: true, value: 42 }, { ok: false, error: { code: 'http-status', message: 'GitHub answered 500.' } }]);
  });

  it('gives up on GitHub after 10 s without an answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const result = lastValueFrom(getGitHubJson('https://api.test/repos/o/r/issues'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toEqual({ ok: false, error: { code: 'network', message: 'GitHub did not answer within 10 s.' } });
  });

  it('honours Retry-After from GitHub itself: the limit resets that many seconds from now', async () => {
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
    vi.stubGlobal('fetch', async () => new Response('{"message":"secondary rate limit"}', { status: 403, headers: { 'retry-after': '90' } }));
    const result = await lastValueFrom(getGitHubJson('https://api.test/repos/o/r/issues'));
    expect(result).toEqual({ ok: false, error: { code: 'rate-limited', message: 'GitHub’s rate limit for unauthenticated requests is used up.', rateLimitResetAt: TEST_NOW + 90_000 } });
  });
});
