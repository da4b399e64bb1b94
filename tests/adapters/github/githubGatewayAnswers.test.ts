import { lastValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayRepositoryStats } from '../../../src/adapters/github/gatewayRepositoryStats.adapter';
import { getGitHubJson } from '../../../src/adapters/github/githubRequest';
import { TEST_NOW } from '../../support/testContainer';

function gateway(answer: (url: string) => Response) {
  vi.stubGlobal('fetch', async (url: string) => answer(url));
}

describe('the browser against the server gateway', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
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
